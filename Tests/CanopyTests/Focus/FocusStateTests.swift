import Canopy
import Testing

struct LoginForm: View {
    enum Field: Hashable { case name, password }
    @FocusState private var field: Field?
    @State private var name = ""
    @State private var password = ""
    var body: some View {
        VStack {
            Text("focus: \(field.map { "\($0)" } ?? "none")")
            TextField("Name", text: $name).focused($field, equals: .name)
            SecureField("Password", text: $password).focused($field, equals: .password)
            Button("Next") { field = field == .name ? .password : .name }
            Button("Done") { field = nil }
        }
    }
}

/// F1's example: a focusable container holding a bound field.
struct ContainerFocus: View {
    @FocusState private var field: Bool
    @FocusState private var container: Bool
    @State private var text = ""
    var body: some View {
        VStack {
            Text("field \(field), container \(container)")
            VStack {
                TextField("Inner", text: $text).focused($field)
            }
            .focusable()
            .focused($container)
        }
    }
}

struct FocusReader: View {
    @Environment(\.isFocused) private var isFocused
    var body: some View { Text("isFocused \(isFocused)") }
}

struct IsFocusedDemo: View {
    @State private var text = ""
    var body: some View {
        VStack {
            FocusReader()
            VStack { FocusReader() }.focusable()
            TextField("Field", text: $text)
        }
    }
}

struct DuplicateFocus: View {
    @FocusState private var field: Int?
    @State private var text = ""
    var body: some View {
        VStack {
            TextField("One", text: $text).focused($field, equals: 1)
            TextField("Two", text: $text).focused($field, equals: 1)
            Button("Focus") { field = 1 }
        }
    }
}

struct FocusOnAppear: View {
    @FocusState private var focused: Bool
    @State private var text = ""
    var body: some View {
        TextField("Search", text: $text)
            .focused($focused)
            .onAppear { focused = true }
    }
}

@MainActor
@Suite("Focus state (F1–F3, F10)")
struct FocusStateTests {
    @Test("F1, F10: setting the state moves focus in the same update; moving focus updates it")
    func equalsBinding() throws {
        let host = ViewHost(LoginForm(), platform: .iOS)
        #expect(host.focusedLabel == nil)
        try host.tap("Next")
        #expect(host.focusedLabel == "Name")
        #expect(host.renderScreen().hasPrefix("focus: name\nName: [] (focused)"))
        try host.tap("Next")
        #expect(host.focusedLabel == "Password")
        try host.focus("Name")
        #expect(host.renderScreen().hasPrefix("focus: name"))
        try host.tap("Done")
        #expect(host.focusedLabel == nil)
        #expect(host.renderScreen().hasPrefix("focus: none"))
    }

    @Test("F1: Bool focus contains focus; equals: matches only the view itself")
    func containerExample() throws {
        let host = ViewHost(ContainerFocus(), platform: .macOS)
        #expect(host.renderScreen().hasPrefix("field false, container false"))
        try host.focus("Inner")
        #expect(host.renderScreen().hasPrefix("field true, container true"))
        // The container's own label is its text content.
        try host.focus("")
        #expect(host.renderScreen().hasPrefix("field false, container true"))
        host.clearFocus()
        #expect(host.renderScreen().hasPrefix("field false, container false"))
    }

    @Test("F2: isFocused is true below the focused focusable view, false without one")
    func isFocused() throws {
        let host = ViewHost(IsFocusedDemo())
        #expect(host.renderScreen() == "isFocused false\nisFocused false\nField: []")
        #expect(host.focusNext() == "isFocused false")
        #expect(host.renderScreen() == "isFocused false\nisFocused true (focused)\nField: []")
        #expect(host.focusNext() == "Field")
        #expect(host.renderScreen() == "isFocused false\nisFocused false\nField: [] (focused)")
        #expect(host.focusNext() == "isFocused false")
        #expect(host.focusPrevious() == "Field")
    }

    @Test("F1: two views bound to one value: the first takes focus, a diagnostic names both")
    func duplicateValues() throws {
        let host = ViewHost(DuplicateFocus())
        try host.tap("Focus")
        #expect(host.focusedLabel == "One")
        #expect(
            host.diagnostics.map(\.message) == [
                "2 views are bound to the same focus value 1: DuplicateFocus/VStack/TextField and DuplicateFocus/VStack/TextField; the first takes focus"
            ])
    }

    @Test(
        "F1: a state set in onAppear focuses its field; tapping a field focuses it, a button does not"
    )
    func appearAndTap() throws {
        let host = ViewHost(FocusOnAppear())
        #expect(host.focusedLabel == "Search")
        host.clearFocus()
        try host.tap("Search")
        #expect(host.focusedLabel == "Search")
        let form = ViewHost(LoginForm())
        try form.focus("Password")
        try form.tap("Done")
        #expect(form.focusedLabel == nil)
    }

    @Test("Focusing what cannot take focus lists the focusable views")
    func badTarget() throws {
        let host = ViewHost(LoginForm())
        let notFocusable = try #require(throws: ViewHost.FocusTargetNotFound.self) {
            try host.focus("Next")
        }
        #expect(
            "\(notFocusable)"
                == #"The view labelled "Next" cannot take focus; the focusable views are: "Name", "Password""#
        )
        let missing = try #require(throws: ViewHost.FocusTargetNotFound.self) {
            try host.focus("Nope")
        }
        #expect(
            "\(missing)"
                == #"No focusable view labelled "Nope"; the focusable views are: "Name", "Password""#
        )
    }
}

struct FocusPingPong: View {
    @FocusState private var field: Int?
    @State private var text = ""
    var body: some View {
        VStack {
            TextField("A", text: $text).focused($field, equals: 1)
            TextField("B", text: $text).focused($field, equals: 2)
        }
        .onChange(of: field) { _, new in
            if let new { field = new == 1 ? 2 : 1 }
        }
    }
}

struct DefaultFocusForm: View {
    enum Field: Hashable { case name, email }
    @FocusState private var field: Field?
    @State private var name = ""
    @State private var email = ""
    var body: some View {
        VStack {
            TextField("Name", text: $name).focused($field, equals: .name)
            TextField("Email", text: $email).focused($field, equals: .email)
        }
        .defaultFocus($field, .email)
    }
}

@MainActor
@Suite("Focus: loops and defaults (F10, D7)")
struct FocusLoopTests {
    @Test("D7: focus changes that keep re-triggering each other end with a diagnostic")
    func pingPong() throws {
        let host = ViewHost(FocusPingPong())
        try host.focus("A")
        // The onChange guard (P8, D7) cuts the loop and names the action that kept writing.
        let loop = try #require(host.diagnostics.first { $0.kind == .updateLoop })
        #expect(
            loop.message
                == "onChange(of: Optional<Int>) action tried to update multiple times per frame; further updates were dropped. Reader: FocusPingPong/VStack. Writer: the onChange(of: Optional<Int>) action at FocusPingPong/VStack, invalidating FocusPingPong"
        )
        #expect(["A", "B"].contains(host.focusedLabel))
    }

    @Test("defaultFocus focuses its value when the window first shows")
    func defaultFocus() {
        let host = ViewHost(DefaultFocusForm())
        #expect(host.focusedLabel == "Email")
    }
}
