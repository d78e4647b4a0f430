import Canopy
import CanopyTesting
import Testing

@MainActor
@Suite("Text vocabulary: styles handed down, lines reserved, recorded text input (issue 41)")
struct TextVocabularyTests {
    private let resolved = RenderOptions(showsResolved: true)

    @Test("E3/E4: bold, italic, weight, design, width and monospaced on a view reach its texts")
    func fontStyling() {
        let host = ViewHost(
            VStack {
                Text("Headline")
                Text("Plain").bold(false)
                Text("Wide").fontWidth(.expanded)
            }
            .bold()
            .italic()
            .fontWeight(.heavy)
            .fontDesign(.serif)
            .monospaced()
            .monospacedDigit())
        expectRendered(
            host,
            """
            VStack .bold() .italic() .fontWeight(heavy) .fontDesign(.serif) .monospaced() .monospacedDigit()
            ├─ Text "Headline"  resolved font=body.bold.italic.weight(heavy).design(serif).monospaced.monospacedDigit foreground=primary lineLimit=none
            ├─ Text "Plain" .bold(false)  resolved font=body.italic.weight(heavy).design(serif).monospaced.monospacedDigit foreground=primary lineLimit=none
            └─ Text "Wide" .fontWidth(.expanded)  resolved font=body.width(expanded).bold.italic.weight(heavy).design(serif).monospaced.monospacedDigit foreground=primary lineLimit=none
            """, options: resolved)
    }

    @Test("A closer styling wins field by field; nil resets design and width")
    func closerWins() {
        let host = ViewHost(
            VStack { Text("Note") }.fontDesign(nil).italic(false).fontDesign(.rounded).italic()
                .fontWidth(nil).fontWidth(.expanded))
        #expect(
            host.render(resolved).contains(
                #"Text "Note"  resolved font=body foreground=primary lineLimit=none"#))
        // On a text, Text's own forms are chosen (they return Text), the last one winning.
        #expect(
            ViewHost(Text("Own").fontDesign(nil).fontDesign(.rounded)).render(resolved).contains(
                "resolved font=body.design(rounded)"))
    }

    @Test("Underline, strikethrough, kerning, tracking, baseline offset and scale reach texts")
    func lineStyles() {
        let host = ViewHost(
            VStack { Text("Sale") }
                .underline(pattern: .dash, color: .red)
                .strikethrough()
                .kerning(1.5)
                .tracking(2)
                .baselineOffset(3)
                .textScale(.secondary))
        let text = host.render(resolved)
        #expect(
            text.contains(
                "VStack .underline(pattern: .dash, color: red) .strikethrough() .kerning(1.5) .tracking(2) .baselineOffset(3) .textScale(.secondary)"
            ))
        #expect(
            text.contains(
                "resolved font=body foreground=primary lineLimit=none kerning=1.5 tracking=2 baselineOffset=3 underline=dash(red) strikethrough=solid textScale=.secondary"
            ))
        // `underline(false)` below takes back an underline set above.
        #expect(
            !ViewHost(VStack { Text("x").underline(false) }.underline()).render(resolved)
                .contains("underline=solid"))
    }

    @Test("G20: lineLimit(_:reservesSpace:) keeps the lines' height for shorter text")
    func reservesSpace() {
        let frames = RenderOptions(showsFrames: true)
        let window = WindowSize(width: 300, height: 300)
        let reserved = ViewHost(
            Text("One line").lineLimit(3, reservesSpace: true), platform: .iOS,
            windowSize: window)
        // Three body lines of 22 points on iOS.
        #expect(reserved.render(frames).hasSuffix("×66)"))
        let unreserved = ViewHost(
            Text("One line").lineLimit(3, reservesSpace: false), platform: .iOS,
            windowSize: window)
        #expect(unreserved.render(frames).hasSuffix("×22)"))
        let range = ViewHost(
            Text("One line").lineLimit(2...4), platform: .iOS, windowSize: window)
        #expect(range.render(frames).hasSuffix("×44)"))
        #expect(range.render().contains(".lineLimit(2...4)"))
        let cut = ViewHost(
            Text("one two three four five six seven").frame(width: 60).lineLimit(...1),
            platform: .iOS, windowSize: window)
        #expect(cut.render(RenderOptions(showsFrames: true)).contains("×22)"))
        #expect(
            ViewHost(Text("A").lineLimit(2...), platform: .iOS, windowSize: window).render(frames)
                .hasSuffix("×44)"))
    }

    @Test("Font.system takes a design; Font.width, monospaced and monospacedDigit are recorded")
    func fonts() {
        #expect(
            "\(Font.system(size: 12, weight: .bold, design: .rounded))"
                == "system(size: 12).weight(bold).design(rounded)")
        #expect("\(Font.system(.title, design: .serif))" == "title.design(serif)")
        #expect(
            "\(Font.body.width(.condensed).monospaced().monospacedDigit())"
                == "body.width(condensed).monospaced.monospacedDigit")
    }

    @Test("Text input and selection modifiers are recorded; scrollDismissesKeyboard flows down")
    func recorded() {
        let text = ViewHost(
            Text("Doc")
                .textSelection(.enabled)
                .findDisabled()
                .replaceDisabled(false)
                .textSelectionAffinity(.upstream)
                .writingToolsBehavior(.limited)
                .writingToolsAffordanceVisibility(.hidden)
                .textInputCompletion("Document")
                .scrollDismissesKeyboard(.interactively)
        ).render()
        #expect(
            text.contains(
                #"Text "Doc" .textSelection(.enabled) .findDisabled(true) .replaceDisabled(false) .textSelectionAffinity(.upstream) .writingToolsBehavior(.limited) .writingToolsAffordanceVisibility(.hidden) .textInputCompletion("Document") .scrollDismissesKeyboard(.interactively)"#
            ))
        var environment = EnvironmentValues()
        #expect(environment.scrollDismissesKeyboardMode == .automatic)
        environment.scrollDismissesKeyboardMode = .never
        #expect(environment.scrollDismissesKeyboardMode == .never)
    }

    @Test("flipsForRightToLeftLayoutDirection mirrors the drawing in a right-to-left layout only")
    func flips() {
        let view = Image(systemName: "arrow.right").flipsForRightToLeftLayoutDirection(true)
        let leftToRight = ViewHost(view, platform: .iOS).renderPicture()
        #expect(!leftToRight.contains("flipsForRightToLeftLayoutDirection"))
        let rightToLeft = ViewHost(
            view.environment(\.layoutDirection, .rightToLeft), platform: .iOS
        ).renderPicture()
        #expect(
            rightToLeft.contains(
                #"<g class="effect flipsForRightToLeftLayoutDirection" transform="translate("#))
        #expect(rightToLeft.contains("matrix(-1 0 0 1 0 0)"))
    }

    @Test("Text's own pattern, design, width and scale forms return Text, join with +, and win")
    func textOwnForms() {
        let joined: Text =
            Text("a").underline(pattern: .dash)
            + Text("b").strikethrough(pattern: .dot, color: .red)
        #expect(
            ViewHost(joined).render().contains(
                #"Text "a".underline(pattern: .dash) + "b".strikethrough(pattern: .dot, color: red)"#
            ))
        let own = ViewHost(
            VStack { Text("x").fontDesign(.monospaced).fontWidth(.condensed).textScale(.secondary) }
                .fontDesign(.serif))
        #expect(
            own.render(resolved).contains(
                #"Text "x" .fontDesign(.monospaced) .fontWidth(.condensed) .textScale(.secondary)  resolved font=body.design(monospaced).width(condensed) foreground=primary lineLimit=none"#
            ))
        // The plain call still picks the form without a pattern.
        #expect(ViewHost(Text("u").underline()).render().contains(#"Text "u" .underline()"#))
    }

    @Test("D14: labelIconToTitleSpacing sets the space between a label's icon and title")
    func labelSpacing() {
        let frames = RenderOptions(showsFrames: true)
        /// The label's width, from its line's frame.
        func width(_ view: some View) -> Double? {
            let text = ViewHost(view, platform: .macOS).render(frames)
            guard let line = text.split(separator: "\n").first(where: { $0.contains("Label") }),
                let start = line.range(of: "@(")?.upperBound,
                let space = line[start...].firstIndex(of: " ")
            else { return nil }
            return Double(line[line.index(after: space)...].prefix { $0 != "×" })
        }
        let standard = width(Label("Star", systemImage: "star"))
        let tight = width(Label("Star", systemImage: "star").labelIconToTitleSpacing(2))
        #expect(standard != nil && tight != nil)
        // Two points between icon and title instead of eight.
        #expect((standard ?? 0) - (tight ?? 0) == 6)
    }

    @Test("The text strategies are recorded and flow down")
    func strategies() {
        let text = ViewHost(
            Text("A").multilineTextAlignment(strategy: .writingDirectionBased)
                .writingDirection(strategy: .layoutBased)
        ).render()
        #expect(
            text.contains(
                ".multilineTextAlignment(strategy: .writingDirectionBased) .writingDirection(strategy: .layoutBased)"
            ))
    }

    @Test("On a text, the pattern forms are Text's own: the result is still a Text")
    func textPatternIsText() {
        let underlined = Text("Sale").underline(pattern: .dash)
        let struck = Text("Old").strikethrough(true, pattern: .dot, color: .red)
        #expect(type(of: underlined) == Text.self)
        #expect(
            ViewHost(underlined + struck).render().contains(
                #"Text "Sale".underline(pattern: .dash) + "Old".strikethrough(pattern: .dot, color: red)"#
            ))
    }
}
