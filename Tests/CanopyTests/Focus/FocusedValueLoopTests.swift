import Canopy
import Testing

struct SelectionKey: FocusedValueKey { typealias Value = Binding<String> }
struct DeleteActionKey: FocusedValueKey { typealias Value = () -> Void }

extension FocusedValues {
    var selection: Binding<String>? {
        get { self[SelectionKey.self] }
        set { self[SelectionKey.self] = newValue }
    }
    var deleteAction: (() -> Void)? {
        get { self[DeleteActionKey.self] }
        set { self[DeleteActionKey.self] = newValue }
    }
}

/// Publishes a binding and reads it in the same view.
struct SelfBindingReader: View {
    @State private var text = "x"
    @FocusedBinding(\.selection) private var selection
    var body: some View {
        VStack {
            Text("selection \(selection ?? "nil")")
            TextField("T", text: $text)
        }
        .focusedSceneValue(\.selection, $text)
    }
}

/// Publishes a closure and reads it in the same view.
struct SelfClosureReader: View {
    @State private var count = 3
    @FocusedValue(\.deleteAction) private var deleteAction
    var body: some View {
        VStack {
            Text("count \(count)")
            Button("Delete") { deleteAction?() }.disabled(deleteAction == nil)
        }
        .focusedSceneValue(\.deleteAction) { count -= 1 }
    }
}

struct SelectionCounter: View {
    @FocusedBinding(\.selection) private var selection
    static var evaluations = 0
    var body: some View {
        Self.evaluations += 1
        return Text("has \(selection != nil)")
    }
}

struct BindingPublisher2: View {
    @State private var text = ""
    @State private var other = ""
    var body: some View {
        VStack {
            SelectionCounter()
            TextField("T", text: $text)
            TextField("O", text: $other)
        }
        .focusedSceneValue(\.selection, $text)
    }
}

struct TabbedFields: View {
    @FocusState private var focused: Bool
    @State private var text = ""
    @State private var tab = 1
    var body: some View {
        VStack {
            Text("focused \(focused)")
            DocumentReader()
            TabView(selection: $tab) {
                TextField("Field", text: $text).focused($focused)
                    .focusedValue(\.document, "tab1")
                    .tabItem { Text("One") }.tag(1)
                Text("Second").tabItem { Text("Two") }.tag(2)
            }
            Button("Focus") { focused = true }
        }
    }
}

struct PushedSceneValue: View {
    var body: some View {
        NavigationStack {
            VStack {
                VStack {
                    VStack { DocumentReader() }
                }
                NavigationLink("Push") { Text("Pushed").focusedSceneValue(\.document, "dest") }
            }
            .focusedSceneValue(\.document, "root")
        }
    }
}

struct DisablingFocus: View {
    @FocusState private var focused: Bool
    @State private var disabled = false
    @State private var text = ""
    var body: some View {
        VStack {
            Text("focused \(focused)")
            TextField("F", text: $text).focused($focused).disabled(disabled)
            Button("Disable") { disabled = true }
        }
    }
}

@MainActor
@Suite("F1, F6, F8, F10: focused values that read themselves, tabs, pushed destinations and disabled fields")
struct FocusedValueLoopTests {
    @Test(
        "F8, D7: a view publishing a binding and reading it does not loop (bindings compare by target)"
    )
    func selfBinding() throws {
        let host = ViewHost(SelfBindingReader())
        #expect(host.renderScreen().hasPrefix("selection x"))
        try host.type("y", into: "T")
        #expect(host.renderScreen().hasPrefix("selection y"))
        #expect(host.diagnostics.isEmpty)
    }

    @Test(
        "F6, D7: a view publishing a closure and reading it does not loop; the newest closure runs")
    func selfClosure() throws {
        let host = ViewHost(SelfClosureReader())
        try host.tap("Delete")
        try host.tap("Delete")
        #expect(host.renderScreen().hasPrefix("count 1"))
        #expect(host.diagnostics.isEmpty)
    }

    @Test("F10: moving focus does not re-run readers of an unchanged scene binding")
    func noStorm() throws {
        let host = ViewHost(BindingPublisher2())
        SelectionCounter.evaluations = 0
        try host.focus("T")
        try host.focus("O")
        host.clearFocus()
        #expect(SelectionCounter.evaluations == 0)
    }

    @Test("F1: a field in the selected tab takes focus; deselecting the tab takes focus away")
    func tabs() throws {
        let host = ViewHost(TabbedFields(), platform: .iPadOS)
        #expect(host.focusNext() == "Field")
        host.clearFocus()
        try host.tap("Focus")
        #expect(host.focusedLabel == "Field")
        #expect(host.renderScreen().hasPrefix("focused true\ndocument tab1"))
        try host.selectTab("Two")
        #expect(host.focusedLabel == nil)
        #expect(host.renderScreen().hasPrefix("focused false\ndocument nil"))
        // Code cannot focus a field in a hidden tab either: the state reverts.
        try host.tap("Focus")
        #expect(host.focusedLabel == nil)
        #expect(host.renderScreen().hasPrefix("focused false"))
    }

    @Test("F6: a pushed destination's scene value beats the root's")
    func navigationDepth() throws {
        let host = ViewHost(PushedSceneValue(), platform: .iOS)
        #expect(host.render().contains(#"Text "document root""#))
        try host.tap("Push")
        host.navigateBack()
        #expect(host.render().contains(#"Text "document root""#))
        try host.tap("Push")
        // The root's reader is covered; its value still follows the scene's publishers.
        let reader = ViewHost(PushedSceneValueReaderProbe(), platform: .iOS)
        try reader.tap("Push")
        #expect(reader.renderScreen().contains("document dest"))
    }

    @Test("A focused field that becomes disabled gives up focus")
    func disabling() throws {
        let host = ViewHost(DisablingFocus())
        try host.focus("F")
        #expect(host.renderScreen().hasPrefix("focused true"))
        try host.tap("Disable")
        #expect(host.focusedLabel == nil)
        #expect(host.renderScreen().hasPrefix("focused false"))
    }
}

/// A reader that stays visible above the stack, so the pushed destination's value shows.
struct PushedSceneValueReaderProbe: View {
    var body: some View {
        VStack {
            DocumentReader()
            PushedSceneValue()
        }
    }
}
