import Canopy
import CanopyTesting
import Testing

@testable import CanopyPlaygrounds

/// Seed 002: `CheckedButton` reads one `CheckedButtonStyle` from the environment, and each
/// `checkedButton…` modifier merges one field into the style it inherits.
@MainActor
@Suite("Seed 002: CheckedButton styled through the environment")
struct CheckedButtonTests {
    @Test("E1: with no modifier above it, CheckedButton uses the key's computed default")
    func defaultStyle() {
        let host = ViewHost(CheckedButton(checked: true, labelText: "Plain") {})
        expectRendered(
            host,
            """
            CheckedButton
            └─ Button .buttonStyle(plain)
               └─ HStack .background(Capsule .fill(accentColor))
                  ├─ Image systemName:"checkmark.circle.fill" .foregroundColor(white)
                  └─ Text "Plain" .foregroundColor(white)
            """)
    }

    @Test("E3: a VStack-level modifier reaches both buttons, and not a button outside it")
    func stackLevelReachesBoth() {
        let host = ViewHost(
            VStack {
                VStack {
                    CheckedButton(checked: true, labelText: "One") {}
                    CheckedButton(checked: false, labelText: "Two") {}
                }
                .checkedButtonBackgroundColor(.primary)
                CheckedButton(checked: false, labelText: "Outside") {}
            })
        expectRendered(
            host,
            """
            VStack
            ├─ .modifier(CheckedButtonStyleModifier) .environment(\\.checkedButtonStyle, CheckedButtonStyle(labelForegroundColor: white, iconForegroundColor: white, backgroundColor: primary))
            │  └─ VStack
            │     ├─ CheckedButton
            │     │  └─ Button .buttonStyle(plain)
            │     │     └─ HStack .background(Capsule .fill(primary))
            │     │        ├─ Image systemName:"checkmark.circle.fill" .foregroundColor(white)
            │     │        └─ Text "One" .foregroundColor(white)
            │     └─ CheckedButton
            │        └─ Button .buttonStyle(plain)
            │           └─ HStack .background(Capsule .fill(primary))
            │              ├─ Image systemName:"circle" .foregroundColor(white)
            │              └─ Text "Two" .foregroundColor(white)
            └─ CheckedButton
               └─ Button .buttonStyle(plain)
                  └─ HStack .background(Capsule .fill(accentColor))
                     ├─ Image systemName:"circle" .foregroundColor(white)
                     └─ Text "Outside" .foregroundColor(white)
            """)
    }

    @Test("E4: a button-level checkedButton modifier overrides only its own field")
    func buttonLevelOverridesOneField() async {
        // The seed's usage example: red labels, white icons and a primary background from the
        // stack; the second button sets its own label colour, nearer to it, so only that
        // field changes for that button.
        let host = await PlaygroundCatalog.named("checked-button")!.makeHost()
        expectRendered(
            host,
            """
            CheckedButtonPlayground
            └─ .modifier(CheckedButtonStyleModifier) .environment(\\.checkedButtonStyle, CheckedButtonStyle(labelForegroundColor: red, iconForegroundColor: white, backgroundColor: accentColor))
               └─ .modifier(CheckedButtonStyleModifier) .environment(\\.checkedButtonStyle, CheckedButtonStyle(labelForegroundColor: red, iconForegroundColor: white, backgroundColor: accentColor))
                  └─ .modifier(CheckedButtonStyleModifier) .environment(\\.checkedButtonStyle, CheckedButtonStyle(labelForegroundColor: red, iconForegroundColor: white, backgroundColor: primary))
                     └─ VStack
                        ├─ CheckedButton
                        │  └─ Button .buttonStyle(plain)
                        │     └─ HStack .background(Capsule .fill(primary))
                        │        ├─ Image systemName:"checkmark.circle.fill" .foregroundColor(white)
                        │        └─ Text "A checked button" .foregroundColor(red)
                        └─ .modifier(CheckedButtonStyleModifier) .environment(\\.checkedButtonStyle, CheckedButtonStyle(labelForegroundColor: yellow, iconForegroundColor: white, backgroundColor: primary))
                           └─ CheckedButton
                              └─ Button .buttonStyle(plain)
                                 └─ HStack .background(Capsule .fill(primary))
                                    ├─ Image systemName:"circle" .foregroundColor(white)
                                    └─ Text "Another checked button" .foregroundColor(yellow)
            """)
        #expect(host.diagnostics.isEmpty)
    }

    @Test("E4/E6: three chained modifiers each merge one field into the style they inherit")
    func chainedModifiersEachChangeOneField() {
        // Outermost first: the label modifier reads the default, the icon modifier reads what
        // the label modifier wrote, the background modifier reads both.
        let host = ViewHost(
            CheckedButton(checked: true, labelText: "A checked button") {}
                .checkedButtonBackgroundColor(.primary)
                .checkedButtonIconForegroundColor(.green)
                .checkedButtonLabelForegroundColor(.red))
        expectRendered(
            host,
            """
            .modifier(CheckedButtonStyleModifier) .environment(\\.checkedButtonStyle, CheckedButtonStyle(labelForegroundColor: red, iconForegroundColor: white, backgroundColor: accentColor))  env checkedButtonStyle=CheckedButtonStyle(labelForegroundColor: white, iconForegroundColor: white, backgroundColor: accentColor)
            └─ .modifier(CheckedButtonStyleModifier) .environment(\\.checkedButtonStyle, CheckedButtonStyle(labelForegroundColor: red, iconForegroundColor: green, backgroundColor: accentColor))  env checkedButtonStyle=CheckedButtonStyle(labelForegroundColor: red, iconForegroundColor: white, backgroundColor: accentColor)
               └─ .modifier(CheckedButtonStyleModifier) .environment(\\.checkedButtonStyle, CheckedButtonStyle(labelForegroundColor: red, iconForegroundColor: green, backgroundColor: primary))  env checkedButtonStyle=CheckedButtonStyle(labelForegroundColor: red, iconForegroundColor: green, backgroundColor: accentColor)
                  └─ CheckedButton  env checkedButtonStyle=CheckedButtonStyle(labelForegroundColor: red, iconForegroundColor: green, backgroundColor: primary)
                     └─ Button .buttonStyle(plain)  env isEnabled=true
                        └─ HStack .background(Capsule .fill(primary))
                           ├─ Image systemName:"checkmark.circle.fill" .foregroundColor(green)
                           └─ Text "A checked button" .foregroundColor(red)
            """,
            options: RenderOptions(showsEnvironment: true))
    }

    @Test("E4: of two modifiers setting the same field, the one nearer the button wins")
    func nearerModifierWins() {
        let host = ViewHost(
            CheckedButton(checked: false, labelText: "Near") {}
                .checkedButtonLabelForegroundColor(.green)
                .checkedButtonLabelForegroundColor(.red))
        #expect(host.render().contains(#"Text "Near" .foregroundColor(green)"#))
        #expect(!host.render().contains("foregroundColor(red)"))
    }

    @Test("E7: tapping a button re-renders its icon; the style still comes from the stack")
    func tapTogglesCheckMark() async throws {
        let host = await PlaygroundCatalog.named("checked-button")!.makeHost()
        try host.tap("A checked button")
        try host.tap("Another checked button")
        expectRendered(
            host,
            """
            CheckedButtonPlayground
            └─ .modifier(CheckedButtonStyleModifier) .environment(\\.checkedButtonStyle, CheckedButtonStyle(labelForegroundColor: red, iconForegroundColor: white, backgroundColor: accentColor))
               └─ .modifier(CheckedButtonStyleModifier) .environment(\\.checkedButtonStyle, CheckedButtonStyle(labelForegroundColor: red, iconForegroundColor: white, backgroundColor: accentColor))
                  └─ .modifier(CheckedButtonStyleModifier) .environment(\\.checkedButtonStyle, CheckedButtonStyle(labelForegroundColor: red, iconForegroundColor: white, backgroundColor: primary))
                     └─ VStack
                        ├─ CheckedButton
                        │  └─ Button .buttonStyle(plain)
                        │     └─ HStack .background(Capsule .fill(primary))
                        │        ├─ Image systemName:"circle" .foregroundColor(white)
                        │        └─ Text "A checked button" .foregroundColor(red)
                        └─ .modifier(CheckedButtonStyleModifier) .environment(\\.checkedButtonStyle, CheckedButtonStyle(labelForegroundColor: yellow, iconForegroundColor: white, backgroundColor: primary))
                           └─ CheckedButton
                              └─ Button .buttonStyle(plain)
                                 └─ HStack .background(Capsule .fill(primary))
                                    ├─ Image systemName:"checkmark.circle.fill" .foregroundColor(white)
                                    └─ Text "Another checked button" .foregroundColor(yellow)
            """)
    }
}

/// Seed 002 explained: which modifier set the style a button sees, what each one inherited
/// and merged, and what the default was (issue 13's provenance).
@MainActor
@Suite("Seed 002 explained: provenance of checkedButtonStyle (E4, E6)")
struct CheckedButtonProvenanceTests {
    @Test(
        "E4/E6: each modifier read the style above it and merged one field; the nearest is in effect"
    )
    func explainSecondButton() throws {
        let host = ViewHost(CheckedButtonPlayground())
        let button = host.findAll(CheckedButton.self)[1]
        let explanation = try button.explain(\.checkedButtonStyle)
        let root = "CheckedButtonPlayground/CheckedButtonStyleModifier"
        #expect(
            explanation.description == """
                \\.checkedButtonStyle at \(root)/CheckedButtonStyleModifier/CheckedButtonStyleModifier/VStack/CheckedButtonStyleModifier/CheckedButton
                  = CheckedButtonStyle(labelForegroundColor: yellow, iconForegroundColor: white, backgroundColor: primary)
                  1. .modifier(CheckedButtonStyleModifier) at \(root)/CheckedButtonStyleModifier/CheckedButtonStyleModifier/VStack/CheckedButtonStyleModifier
                     read CheckedButtonStyle(labelForegroundColor: red, iconForegroundColor: white, backgroundColor: primary) (from 2), wrote CheckedButtonStyle(labelForegroundColor: yellow, iconForegroundColor: white, backgroundColor: primary)
                  2. .modifier(CheckedButtonStyleModifier) at \(root)/CheckedButtonStyleModifier/CheckedButtonStyleModifier
                     read CheckedButtonStyle(labelForegroundColor: red, iconForegroundColor: white, backgroundColor: accentColor) (from 3), wrote CheckedButtonStyle(labelForegroundColor: red, iconForegroundColor: white, backgroundColor: primary)
                  3. .modifier(CheckedButtonStyleModifier) at \(root)/CheckedButtonStyleModifier
                     read CheckedButtonStyle(labelForegroundColor: red, iconForegroundColor: white, backgroundColor: accentColor) (from 4), wrote CheckedButtonStyle(labelForegroundColor: red, iconForegroundColor: white, backgroundColor: accentColor)
                  4. .modifier(CheckedButtonStyleModifier) at \(root)
                     read CheckedButtonStyle(labelForegroundColor: white, iconForegroundColor: white, backgroundColor: accentColor) (the default), wrote CheckedButtonStyle(labelForegroundColor: red, iconForegroundColor: white, backgroundColor: accentColor)
                  default CheckedButtonStyle(labelForegroundColor: white, iconForegroundColor: white, backgroundColor: accentColor)
                """)
        #expect(explanation.writes.map(\.read).allSatisfy { $0 != nil })
        #expect(!explanation.isDefault)
    }

    @Test("E1/E4: a plain write overrides without reading; with no write the default is in effect")
    func overrideAndDefault() throws {
        let host = ViewHost(
            VStack {
                CheckedButton(checked: false, labelText: "Plain") {}
                CheckedButton(checked: true, labelText: "Set") {}
                    .environment(
                        \.checkedButtonStyle,
                        CheckedButtonStyle(
                            labelForegroundColor: .blue, iconForegroundColor: .blue,
                            backgroundColor: .white))
            }
            .checkedButtonBackgroundColor(.primary))
        let set = try host.find(text: "Set").pathToRoot.first { $0.typeName == "CheckedButton" }
        let explained = try #require(set).explain(\.checkedButtonStyle)
        #expect(explained.writes.count == 2)
        #expect(explained.writes[0].writer.hasPrefix(".environment(\\.checkedButtonStyle, "))
        #expect(explained.writes[0].read == nil)
        #expect(explained.description.contains("overriding from 2"))
        let plain = try host.find(text: "Plain").pathToRoot[1]
        #expect(try plain.explain(\.checkedButtonStyle).writes.count == 1)
        let outside = ViewHost(CheckedButton(checked: true, labelText: "Alone") {})
        let alone = try outside.find(CheckedButton.self).explain(\.checkedButtonStyle)
        #expect(alone.isDefault)
        #expect(alone.description.hasSuffix("(in effect)"))
    }
}
