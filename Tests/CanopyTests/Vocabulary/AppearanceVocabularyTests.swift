import Canopy
import CanopyTesting
import Testing

/// Shows an environment value as text: `label: value`.
private struct ShownValue<Value>: View {
    @Environment private var value: Value
    let label: String
    init(_ keyPath: KeyPath<EnvironmentValues, Value>, _ label: String) {
        _value = Environment(keyPath)
        self.label = label
    }
    var body: some View { Text("\(label): \(String(describing: value))") }
}

private struct Gallery: View {
    @State private var tapped = 0
    var body: some View {
        VStack {
            Text("Visible")
            Button("Secret") { tapped += 1 }.hidden()
            Text("taps: \(tapped)")
        }
    }
}

private struct Feed: View {
    var body: some View {
        ScrollView {
            VStack {
                ForEach(0..<40) { Text("Row \($0)") }
            }
        }
    }
}

@MainActor
@Suite(
    "Appearance vocabulary: shaped backgrounds, hidden, control and scroll configuration (issue 41)"
)
struct AppearanceVocabularyTests {
    private let window = WindowSize(width: 200, height: 200)

    @Test("background(_:in:) and overlay(_:in:) fill the shape in the view's frame (pixel-only)")
    func shapedFills() {
        let host = ViewHost(
            Text("Tag").padding(4).background(Color.red, in: Capsule())
                .overlay(Color.blue.opacity(0.5), in: Circle()),
            platform: .iOS, windowSize: window)
        #expect(
            host.render().contains(
                "Text \"Tag\" .padding(4) .background(red, in: Capsule) .overlay(blue.opacity(0.5), in: Circle)"
            ))
        let svg = host.renderPicture()
        #expect(svg.contains(#"rx="15"/></clipPath>"#))
        #expect(svg.contains(##"class="fill" fill="#ff3b30""##))
        #expect(svg.contains(#"-circle"><circle "#))
        #expect(svg.contains(##"class="fill" fill="#007aff80""##))
    }

    @Test("background(in:) and background() fill with the background style, else the window's")
    func backgroundStyleFills() {
        let styled = ViewHost(
            Text("A").background(in: RoundedRectangle(cornerRadius: 4))
                .backgroundStyle(Color.green),
            platform: .iOS, windowSize: window)
        #expect(styled.render().contains(".background(in: RoundedRectangle cornerRadius:4)"))
        #expect(styled.renderPicture().contains(##"class="fill" fill="#34c759""##))
        let light = ViewHost(Text("B").background(), platform: .iOS, windowSize: window)
        #expect(light.render().contains(#"Text "B" .background()"#))
        #expect(light.renderPicture().contains(##"class="fill" fill="#ffffff""##))
        let dark = ViewHost(
            Text("B").background(), platform: .iOS, windowSize: window, colorScheme: .dark)
        #expect(dark.renderPicture().contains(##"class="fill" fill="#000000""##))
    }

    @Test("foregroundStyle with levels prints them all; texts are drawn in the primary one")
    func hierarchicalForeground() {
        let host = ViewHost(VStack { Text("Title") }.foregroundStyle(.red, .blue, .green))
        expectRendered(
            host,
            """
            VStack .foregroundStyle(red, blue, green)
            └─ Text "Title"  resolved font=body foreground=red lineLimit=none
            """, options: RenderOptions(showsResolved: true))
    }

    @Test("hidden keeps the view's space, draws nothing, and a person cannot reach it")
    func hidden() throws {
        let host = ViewHost(Gallery(), platform: .iOS, windowSize: window)
        let frames = host.render(RenderOptions(showsFrames: true))
        #expect(frames.contains(#"Button "Secret" .hidden() @("#))
        let plain = ViewHost(
            VStack {
                Text("Visible")
                Button("Secret") {}
                Text("taps: 0")
            }, platform: .iOS, windowSize: window
        ).render(RenderOptions(showsFrames: true))
        let visibleFrame = { (text: String) in
            text.split(separator: "\n").first { $0.contains("\"Visible\"") }
                .map { $0[$0.range(of: "@(")!.lowerBound...] }
        }
        #expect(visibleFrame(frames) == visibleFrame(plain))
        #expect(!host.renderGrid().contains("Secret"))
        #expect(!host.renderScreen().contains("Secret"))
        #expect(!host.renderPicture().contains(">Secret<"))
        #expect(throws: ViewHost.ControlNotFound.self) { try host.tap("Secret") }
        #expect(host.render().contains(#"Text "taps: 0""#))
        #expect(!host.renderAccessibility().contains("Secret"))
        #expect(host.renderAccessibility().contains("Visible"))
    }

    @Test("scrollDisabled stops a person's scrolling and is readable as isScrollEnabled")
    func scrollDisabled() throws {
        let rest = ViewHost(Feed(), platform: .iOS).contentOffsets
        let enabled = ViewHost(Feed(), platform: .iOS)
        try enabled.scroll(by: 100)
        #expect(enabled.contentOffsets != rest)
        let disabled = ViewHost(Feed().scrollDisabled(true), platform: .iOS)
        try disabled.scroll(by: 100)
        try disabled.scroll(to: CGPoint(x: 0, y: 200))
        #expect(disabled.contentOffsets == rest)
        let probe = ViewHost(
            VStack {
                ShownValue(\.isScrollEnabled, "outer")
                ShownValue(\.isScrollEnabled, "inner").scrollDisabled(false)
            }.scrollDisabled(true))
        let text = probe.render()
        #expect(text.contains(#"Text "outer: false""#))
        // An inner scrollDisabled(false) cannot enable what an outer one disabled.
        #expect(text.contains(#"Text "inner: false""#))
        #expect(text.contains(".scrollDisabled(true)"))
    }

    @Test("E3/E4: control configuration flows down and is readable where SwiftUI makes it public")
    func controlConfiguration() {
        let host = ViewHost(
            VStack {
                ShownValue(\.menuIndicatorVisibility, "indicator")
                ShownValue(\.menuOrder, "order")
                ShownValue(\.defaultWheelPickerItemHeight, "wheel")
                ShownValue(\.verticalScrollIndicatorVisibility, "vertical")
                ShownValue(\.horizontalScrollIndicatorVisibility, "horizontal")
                ShownValue(\.verticalScrollBounceBehavior, "bounce")
                Button("Go") {}
            }
            .menuIndicator(.hidden)
            .menuOrder(.fixed)
            .defaultWheelPickerItemHeight(40)
            .scrollIndicators(.never, axes: .vertical)
            .scrollBounceBehavior(.basedOnSize)
            .buttonBorderShape(.capsule)
            .buttonStyle(.bordered),
            platform: .iOS)
        let text = host.render(RenderOptions(showsResolved: true))
        #expect(text.contains(#"Text "indicator: hidden""#))
        #expect(text.contains(#"Text "order: .fixed""#))
        #expect(text.contains(#"Text "wheel: 40.0""#))
        #expect(text.contains(#"Text "vertical: .never""#))
        #expect(text.contains(#"Text "horizontal: .automatic""#))
        #expect(text.contains(#"Text "bounce: .basedOnSize""#))
        #expect(text.contains("borderShape=capsule"))
        #expect(
            text.contains(
                ".menuIndicator(.hidden) .menuOrder(.fixed) .defaultWheelPickerItemHeight(40) .scrollIndicators(.never, axes: .vertical) .scrollBounceBehavior(.basedOnSize) .buttonBorderShape(.capsule)"
            ))
    }

    @Test("Recorded appearance modifiers print on the view's line, compared by value")
    func recorded() {
        let text = ViewHost(
            Text("Doc")
                .windowResizeBehavior(.disabled)
                .windowDismissBehavior(.enabled)
                .windowMinimizeBehavior(.automatic)
                .windowFullScreenBehavior(.disabled)
                .persistentSystemOverlays(.hidden)
                .privacySensitive()
                .invalidatableContent()
                .allowedDynamicRange(.high)
                .scrollContentBackground(.hidden)
                .scrollClipDisabled()
                .scrollIndicatorsFlash(onAppear: true)
                .horizontalRadioGroupLayout()
                .buttonRepeatBehavior(.enabled)
                .menuActionDismissBehavior(.disabled)
                .typeSelectEquivalent("Doc")
        ).render()
        #expect(
            text.contains(
                #"Text "Doc" .windowResizeBehavior(.disabled) .windowDismissBehavior(.enabled) .windowMinimizeBehavior(.automatic) .windowFullScreenBehavior(.disabled) .persistentSystemOverlays(.hidden) .privacySensitive(true) .invalidatableContent(true) .allowedDynamicRange(.high) .scrollContentBackground(.hidden) .scrollClipDisabled(true) .scrollIndicatorsFlash(onAppear: true) .horizontalRadioGroupLayout() .buttonRepeatBehavior(.enabled) .menuActionDismissBehavior(.disabled) .typeSelectEquivalent("Doc")"#
            ))
    }
}
