import Canopy
import CanopyTesting
import Testing

/// A custom style that reads the environment and the button's role and pressed state.
private struct Capsule: ButtonStyle {
    @Environment(\.k) var k
    var tint = "blue"

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(8)
            .background(configuration.role == .destructive ? Color.red : .blue)
            .opacity(configuration.isPressed ? 0.5 : 1)
            .environment(\.myValue, "\(k)/\(tint)")
    }
}

private struct Outline: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.border(Color.gray)
    }
}

/// A primitive style that never triggers: its buttons are inert.
private struct Inert: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A primitive style that triggers on a tap of its label.
private struct TapLabel: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.onTapGesture { configuration.trigger() }
    }
}

/// A primitive style that adds to the next style out with `Button(configuration)`.
private struct Framed: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button(configuration).padding(4)
    }
}

/// Counts how often a style's body is made.
@MainActor private var madeBodies = 0

private struct Counting: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        let _ = madeBodies += 1
        configuration.label
    }
}

/// A style whose body holds state: a counter of taps, kept per button.
private struct Tally: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        TallyBody(configuration: configuration)
    }
}

private struct TallyBody: View {
    let configuration: ButtonStyleConfiguration
    @State private var taps = 0
    var body: some View {
        HStack {
            configuration.label
            Text("\(taps)")
        }
        .onTapGesture { taps += 1 }
    }
}

/// A style that sets itself again inside its own body.
private struct Recursive: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button("again") {}.buttonStyle(Recursive())
    }
}

@MainActor
@Suite("Button styles: makeBody draws the button, styles flow down (E3, E4)")
struct ButtonStyleTests {
    @Test(
        "E3: a container's custom style draws every button below it; makeBody reads the environment and the role"
    )
    func containerStyle() {
        let host = ViewHost(
            VStack {
                Button("One") {}
                HStack { Button("Two", role: .destructive) {} }
            }
            .buttonStyle(Capsule())
            .environment(\.k, "set"))
        expectRendered(
            host,
            """
            VStack .buttonStyle(Capsule) .environment(\\.k, "set")
            ├─ Button "One"
            │  └─ Text "One" .padding(8) .background(blue) .opacity(1) .environment(\\.myValue, "set/blue")
            └─ HStack
               └─ Button "Two" role:destructive
                  └─ Text "Two" .padding(8) .background(red) .opacity(1) .environment(\\.myValue, "set/blue")
            """)
    }

    @Test("E3: a style reaches only the subtree it is set on; siblings keep the platform's look")
    func siblingsUnaffected() {
        let host = ViewHost(
            VStack {
                Button("Styled") {}.buttonStyle(Outline())
                Button("Plain") {}
            })
        expectRendered(
            host,
            """
            VStack
            ├─ Button "Styled" .buttonStyle(Outline)
            │  └─ Text "Styled" .border(gray)
            └─ Button "Plain"
            """)
    }

    @Test("E4: the style closest to the button wins, a built-in one included")
    func innermostWins() {
        let host = ViewHost(
            VStack {
                Button("Own") {}.buttonStyle(Outline())
                Button("Built-in") {}.buttonStyle(.plain)
                Button("Outer") {}
            }
            .buttonStyle(Capsule()))
        expectRendered(
            host,
            """
            VStack .buttonStyle(Capsule)
            ├─ Button "Own" .buttonStyle(Outline)
            │  └─ Text "Own" .border(gray)
            ├─ Button "Built-in" .buttonStyle(plain)
            └─ Button "Outer"
               └─ Text "Outer" .padding(8) .background(blue) .opacity(1) .environment(\\.myValue, "default/blue")
            """)
        #expect(host.renderScreen() == "Own\nBuilt-in\nOuter")
    }

    @Test("A ButtonStyle keeps the button's tap; a disabled button stays inert")
    func styledButtonTaps() throws {
        final class Box { var taps = 0 }
        let box = Box()
        let host = ViewHost(
            VStack {
                Button("Go") { box.taps += 1 }
                Button("Off") { box.taps += 100 }.disabled(true)
            }
            .buttonStyle(Outline()))
        #expect(try host.tap("Go"))
        #expect(try !host.tap("Off"))
        #expect(box.taps == 1)
    }

    @Test("isPressed is true while a person holds the button down; letting go runs the action")
    func pressed() throws {
        final class Box { var taps = 0 }
        let box = Box()
        let host = ViewHost(Button("Hold") { box.taps += 1 }.buttonStyle(Capsule()))
        #expect(try host.press("Hold"))
        #expect(host.render().contains(".opacity(0.5)"))
        #expect(box.taps == 0)
        #expect(try host.release("Hold"))
        #expect(host.render().contains(".opacity(1)"))
        #expect(box.taps == 1)
    }

    @Test("A PrimitiveButtonStyle that never calls trigger() makes its buttons inert")
    func inertPrimitive() throws {
        final class Box { var taps = 0 }
        let box = Box()
        let host = ViewHost(Button("Dead") { box.taps += 1 }.buttonStyle(Inert()))
        #expect(try !host.tap("Dead"))
        #expect(box.taps == 0)
    }

    @Test(
        "A PrimitiveButtonStyle decides the interaction: trigger() from its own gesture runs the action"
    )
    func triggeringPrimitive() throws {
        final class Box { var taps = 0 }
        let box = Box()
        let host = ViewHost(Button("Live") { box.taps += 1 }.buttonStyle(TapLabel()))
        expectRendered(
            host,
            """
            Button "Live" .buttonStyle(TapLabel)
            └─ Text "Live" .onTapGesture
            """)
        #expect(try host.tap("Live"))
        #expect(box.taps == 1)
    }

    @Test(
        "Button(configuration) inside a primitive style is drawn by the next style out, never by the style itself"
    )
    func configurationButton() throws {
        final class Box { var taps = 0 }
        let box = Box()
        let host = ViewHost(
            VStack {
                Button("Framed") { box.taps += 1 }.buttonStyle(Framed())
                Button("Framed outline") {}.buttonStyle(Framed()).buttonStyle(Outline())
            })
        expectRendered(
            host,
            """
            VStack
            ├─ Button "Framed" .buttonStyle(Framed)
            │  └─ Button .padding(4)
            │     └─ Text "Framed"
            └─ Button "Framed outline" .buttonStyle(Framed) .buttonStyle(Outline)
               └─ Button .padding(4)
                  └─ Text "Framed outline" .border(gray)
            """)
        #expect(try host.tap("Framed"))
        #expect(box.taps == 1)
        #expect(host.renderScreen() == "[Framed]\nFramed outline")
    }

    @Test("A style's body is a view: its state is kept per button")
    func styleBodyState() throws {
        let host = ViewHost(
            VStack {
                Button("A") {}
                Button("B") {}
            }
            .buttonStyle(Tally()))
        // The gesture inside the body is what a person taps; its label is the row's text.
        try host.tap("A 0")
        try host.tap("A 1")
        try host.tap("B 0")
        #expect(host.renderScreen() == "A  2\nB  1")
    }

    @Test("E7: re-applying an equal style does not make the button's style body again")
    func equalStyleKeepsBody() throws {
        struct Parent: View {
            @State var n = 0
            var body: some View {
                VStack {
                    Button("More \(n)") { n += 1 }
                    Inner().buttonStyle(Counting())
                }
            }
        }
        struct Inner: View {
            var body: some View { Button("Keep") {} }
        }
        madeBodies = 0
        let host = ViewHost(Parent())
        #expect(madeBodies == 1)
        try host.tap("More 0")
        #expect(host.render().contains("More 1"))
        #expect(madeBodies == 1)
    }

    @Test("A style that applies itself in its own body is cut off with a diagnostic naming it")
    func recursiveStyle() {
        let host = ViewHost(Button("Loop") {}.buttonStyle(Recursive()), viewFailures: .errorNode)
        let diagnostic = host.diagnostics.first { $0.kind == .unboundedRecursion }
        #expect(diagnostic?.message.contains("Recursive") == true)
    }
}

@MainActor
@Suite("Built-in button styles: .automatic resolves per platform and place")
struct BuiltInButtonStyleTests {
    @Test("The window draws each look: bordered, prominent, borderless, plain, link")
    func looks() {
        let host = ViewHost(
            VStack {
                Button("Default") {}
                Button("Bordered") {}.buttonStyle(.bordered)
                Button("Prominent") {}.buttonStyle(.borderedProminent)
                Button("Borderless") {}.buttonStyle(BorderlessButtonStyle())
                Button("Plain") {}.buttonStyle(.plain)
                Button("Link") {}.buttonStyle(.link)
            })
        #expect(
            host.renderScreen() == """
                [Default]
                [Bordered]
                [[Prominent]]
                <Borderless>
                Plain
                _Link_
                """)
    }

    @Test(
        ".automatic is borderless on iOS and iPadOS, bordered on macOS, borderless in a macOS toolbar"
    )
    func automaticPerPlatform() {
        let content = NavigationStack {
            Button("Body") {}
                .toolbar { Button("Bar") {} }
        }
        #expect(ViewHost(content, platform: .iOS).renderScreen().contains("<Body>"))
        #expect(ViewHost(content, platform: .iPadOS).renderScreen().contains("<Body>"))
        let mac = ViewHost(content, platform: .macOS).renderScreen()
        #expect(mac.contains("[Body]"))
        #expect(mac.contains("<Bar>"))
    }

    @Test(
        "A built-in style set on a container reaches the buttons inside; .automatic below it restores the default"
    )
    func builtInFlowsDown() {
        let host = ViewHost(
            VStack {
                Button("Inner") {}
                Button("Reset") {}.buttonStyle(.automatic)
            }
            .buttonStyle(.borderedProminent))
        #expect(host.renderScreen() == "[[Inner]]\n[Reset]")
    }

    @Test("D4: .link off macOS draws the platform's default, with a diagnostic")
    func linkOffMac() {
        let host = ViewHost(Button("Web") {}.buttonStyle(.link), platform: .iOS)
        #expect(host.renderScreen() == "<Web>")
        #expect(host.diagnostics.contains { $0.kind == .platformUnavailable })
    }
}
