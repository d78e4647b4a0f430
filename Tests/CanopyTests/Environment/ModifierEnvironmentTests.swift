import Canopy
import CanopyTesting
import Foundation
import Testing

@MainActor
@Suite("Modifiers that are environment values: readable, inherited, overridden (E3, E4, E7)")
struct ModifierEnvironmentTests {
    @Test("E3/E4: .lineLimit reaches the views below; a closer one wins; siblings keep the default")
    func lineLimit() {
        let host = ViewHost(
            VStack {
                Reader(\.lineLimit, label: "outer")
                Reader(\.lineLimit, label: "inner").lineLimit(1)
            }
            .lineLimit(2)
            .overlay { Reader(\.lineLimit, label: "sibling") })
        let text = host.render()
        #expect(text.contains(#"Text "outer: 2""#))
        #expect(text.contains(#"Text "inner: 1""#))
        #expect(text.contains(#"Text "sibling: nil""#))
        #expect(text.contains(".lineLimit(1)"))
    }

    @Test("E1: each value's default, as SwiftUI documents it")
    func defaults() {
        let environment = EnvironmentValues()
        #expect(environment.lineLimit == nil)
        #expect(environment.lineSpacing == 0)
        #expect(environment.multilineTextAlignment == .leading)
        #expect(environment.truncationMode == .tail)
        #expect(environment.allowsTightening == false)
        #expect(environment.minimumScaleFactor == 1)
        #expect(environment.textCase == nil)
        #expect(environment.imageScale == .medium)
        #expect(environment.symbolRenderingMode == nil)
        #expect(environment.symbolVariants == .none)
        #expect(environment.dynamicTypeSize == .large)
        #expect(environment.layoutDirection == .leftToRight)
        #expect(environment.redactionReasons.isEmpty)
        #expect(environment.headerProminence == .standard)
        #expect(environment.autocorrectionDisabled == false)
        #expect(environment.backgroundStyle == nil)
        #expect(environment.controlSize == .regular)
    }

    @Test("Every modifier writes its key and prints as it is called")
    func everyModifier() {
        let host = ViewHost(
            VStack {
                Reader(\.lineSpacing)
                Reader(\.multilineTextAlignment)
                Reader(\.truncationMode)
                Reader(\.allowsTightening)
                Reader(\.minimumScaleFactor)
                Reader(\.textCase)
                Reader(\.imageScale)
                Reader(\.symbolRenderingMode)
                Reader(\.dynamicTypeSize)
                Reader(\.headerProminence)
                Reader(\.autocorrectionDisabled)
                Reader(\.controlSize)
                Reader(\.layoutDirection)
            }
            .lineSpacing(4)
            .multilineTextAlignment(.center)
            .truncationMode(.middle)
            .allowsTightening(true)
            .minimumScaleFactor(0.5)
            .textCase(.uppercase)
            .imageScale(.large)
            .symbolRenderingMode(.hierarchical)
            .dynamicTypeSize(.xxLarge)
            .headerProminence(.increased)
            .autocorrectionDisabled()
            .controlSize(.small)
            .environment(\.layoutDirection, .rightToLeft))
        expectRendered(
            host,
            """
            VStack .lineSpacing(4) .multilineTextAlignment(.center) .truncationMode(.middle) .allowsTightening(true) .minimumScaleFactor(0.5) .textCase(.uppercase) .imageScale(.large) .symbolRenderingMode(.hierarchical) .dynamicTypeSize(.xxLarge) .headerProminence(.increased) .autocorrectionDisabled .controlSize(.small) .environment(\\.layoutDirection, rightToLeft)
            ├─ Reader
            │  └─ Text "4"
            ├─ Reader
            │  └─ Text "center"
            ├─ Reader
            │  └─ Text "middle"
            ├─ Reader
            │  └─ Text "true"
            ├─ Reader
            │  └─ Text "0.5"
            ├─ Reader
            │  └─ Text "uppercase"
            ├─ Reader
            │  └─ Text "large"
            ├─ Reader
            │  └─ Text "hierarchical"
            ├─ Reader
            │  └─ Text "xxLarge"
            ├─ Reader
            │  └─ Text "increased"
            ├─ Reader
            │  └─ Text "true"
            ├─ Reader
            │  └─ Text "small"
            └─ Reader
               └─ Text "rightToLeft"
            """)
    }

    @Test("E6: symbol variants and redaction reasons add to what is set above; unredacted clears")
    func combiningValues() {
        let host = ViewHost(
            VStack {
                Reader(\.symbolVariants).symbolVariant(.fill)
                Reader(\.redactionReasons).redacted(reason: .privacy)
                Reader(\.redactionReasons).unredacted()
            }
            .symbolVariant(.circle)
            .redacted(reason: .placeholder))
        let text = host.render()
        #expect(text.contains(#"Text "circle.fill""#))
        #expect(text.contains(#"Text "RedactionReasons(rawValue: 3)""#))
        #expect(text.contains(#"Text "RedactionReasons(rawValue: 0)""#))
    }

    @Test("E4: .disabled(false) inside .disabled(true) cannot re-enable; isEnabled reads false")
    func disabledCombines() {
        let host = ViewHost(Reader(\.isEnabled).disabled(false).disabled(true))
        #expect(host.render().contains(#"Text "false""#))
    }

    @Test("The list row height is the platform's: 44 on iOS, 24 on macOS")
    func listRowHeightPerPlatform() {
        #expect(ViewHost(Reader(\.defaultMinListRowHeight), platform: .iOS).render().contains("44"))
        let mac = ViewHost(Reader(\.defaultMinListRowHeight), platform: .macOS)
        #expect(mac.render().contains("24"))
    }

    struct LimitSwitcher: View {
        @State var limit = 1
        var body: some View {
            VStack {
                Button("More") { limit += 1 }
                Reader(\.lineLimit)
                Reader(\.imageScale)
            }
            .lineLimit(limit)
        }
    }

    @Test("E7: changing .lineLimit re-evaluates the views that read it, not the others")
    func onlyReaders() throws {
        let host = ViewHost(LimitSwitcher())
        try host.tap("More")
        #expect(host.bodyEvaluations(of: Reader<Int?>.self) == 2)
        #expect(host.bodyEvaluations(of: Reader<Image.Scale>.self) == 1)
    }
}

@MainActor
@Suite("Text's own modifiers return Text; pieces join with +")
struct TextModifierTests {
    @Test("A text styled as one piece prints its calls as attributes, as before")
    func onePiece() {
        let host = ViewHost(Text("Hi").bold().foregroundColor(.red).font(.title))
        expectRendered(host, #"Text "Hi" .bold() .foregroundColor(red) .font(title)"#)
    }

    @Test("Joined pieces keep their own styles and read as one text")
    func joined() throws {
        let text = Text("Hello, ") + Text("world").bold() + Text("!").italic()
        let host = ViewHost(VStack { text })
        expectRendered(
            host,
            """
            VStack
            └─ Text "Hello, " + "world".bold() + "!".italic()
            """)
        #expect(host.renderScreen() == "Hello, world!")
        #expect(try host.find(text: "Hello, world!").path.isEmpty == false)
    }

    @Test("Text's modifiers return Text: they chain into + and into Text parameters")
    func returnsText() {
        func caption(_ text: Text) -> Text { text.font(.caption).fontWeight(.semibold) }
        let styled: Text = caption(Text("a")).underline().strikethrough().monospaced()
            .kerning(1).tracking(2).baselineOffset(3).monospacedDigit()
        #expect(
            ViewHost(styled).render()
                == #"Text "a" .font(caption) .fontWeight(semibold) .underline() .strikethrough() .monospaced() .kerning(1) .tracking(2) .baselineOffset(3) .monospacedDigit()"#
        )
    }
}
