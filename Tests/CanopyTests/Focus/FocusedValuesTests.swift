import Canopy
import Testing

struct DocumentKey: FocusedValueKey { typealias Value = String }
struct TextBindingKey: FocusedValueKey { typealias Value = Binding<String> }

extension FocusedValues {
    var document: String? {
        get { self[DocumentKey.self] }
        set { self[DocumentKey.self] = newValue }
    }
    var editedText: Binding<String>? {
        get { self[TextBindingKey.self] }
        set { self[TextBindingKey.self] = newValue }
    }
}

struct DocumentReader: View {
    @FocusedValue(\.document) private var document
    var body: some View { Text("document \(document ?? "nil")") }
}

/// F5's example: an inner publisher wins; an unpublished field sees the outer one.
struct NestedPublishers: View {
    @State private var one = ""
    @State private var two = ""
    var body: some View {
        VStack {
            DocumentReader()
            VStack {
                TextField("TF1", text: $one).focusedValue(\.document, "A")
                TextField("TF2", text: $two)
                TextField("TF3", text: $two).focusedValue(\.document, nil)
            }
            .focusedValue(\.document, "Outer")
        }
    }
}

/// F6: a scene publisher is visible wherever focus is; a view publisher on the chain wins.
struct ScenePublisher: View {
    @State private var text = ""
    var body: some View {
        VStack {
            DocumentReader()
            TextField("Field", text: $text).focusedValue(\.document, "view")
            TextField("Other", text: $text)
        }
        .focusedSceneValue(\.document, "scene")
    }
}

/// F8: a binding published as a focused value, read and written by another view.
struct BindingEditor: View {
    @FocusedBinding(\.editedText) private var text
    var body: some View {
        VStack {
            Text("bound \(text ?? "nil")")
            Button("Shout") { text = "HELLO" }
        }
    }
}

struct BindingPublisher: View {
    @State private var text = "hello"
    var body: some View {
        VStack {
            BindingEditor()
            TextField("Text", text: $text).focusedValue(\.editedText, $text)
            TextField("Plain", text: .constant(""))
        }
    }
}

final class TallyModel: ObservableObject {
    @Published var count = 0
}

struct ObjectReader: View {
    @FocusedObject private var counter: TallyModel?
    var body: some View { Text("count \(counter.map { "\($0.count)" } ?? "nil")") }
}

struct ObjectPublisher: View {
    @StateObject private var counter = TallyModel()
    var body: some View {
        VStack {
            ObjectReader()
            Text("Counter").focusable().focusedObject(counter)
            Button("Add") { counter.count += 1 }
        }
    }
}

/// Counts its evaluations: readers re-run only when the value they read changes.
struct CountingReader: View {
    @FocusedValue(\.document) private var document
    static var evaluations = 0
    var body: some View {
        Self.evaluations += 1
        return Text("doc \(document ?? "nil")")
    }
}

struct ManyFields: View {
    @State private var text = ""
    var body: some View {
        VStack {
            CountingReader()
            TextField("A", text: $text).focusedValue(\.document, "same")
            TextField("B", text: $text).focusedValue(\.document, "same")
            TextField("C", text: $text).focusedValue(\.document, "other")
        }
    }
}

@MainActor
@Suite("Focused values (F4–F8)")
struct FocusedValuesTests {
    @Test(
        "F4, F5: nil with nothing focused; the innermost publisher on the chain wins; nil hides nothing"
    )
    func viewPublishers() throws {
        let host = ViewHost(NestedPublishers())
        #expect(host.renderScreen().hasPrefix("document nil"))
        try host.focus("TF1")
        #expect(host.renderScreen().hasPrefix("document A"))
        try host.focus("TF2")
        #expect(host.renderScreen().hasPrefix("document Outer"))
        try host.focus("TF3")
        #expect(host.renderScreen().hasPrefix("document Outer"))
        host.clearFocus()
        #expect(host.renderScreen().hasPrefix("document nil"))
    }

    @Test("F6: a scene value is visible without focus; a view value on the focus chain beats it")
    func scenePublishers() throws {
        let host = ViewHost(ScenePublisher())
        #expect(host.renderScreen().hasPrefix("document scene"))
        try host.focus("Field")
        #expect(host.renderScreen().hasPrefix("document view"))
        try host.focus("Other")
        #expect(host.renderScreen().hasPrefix("document scene"))
    }

    @Test("F8: @FocusedBinding reads and writes the published binding; without one it is nil")
    func focusedBinding() throws {
        let host = ViewHost(BindingPublisher())
        #expect(host.renderScreen().hasPrefix("bound nil"))
        try host.tap("Shout")
        #expect(host.controls(.textField).count == 2)
        #expect(host.renderScreen().contains("Text: [hello]"))
        try host.focus("Text")
        #expect(host.renderScreen().hasPrefix("bound hello"))
        try host.tap("Shout")
        #expect(host.renderScreen().hasPrefix("bound HELLO\n[Shout]\nText: [HELLO] (focused)"))
    }

    @Test("F7: @FocusedObject sees the focused view's object and follows its changes")
    func focusedObject() throws {
        let host = ViewHost(ObjectPublisher())
        #expect(host.renderScreen().hasPrefix("count nil"))
        try host.focus("Counter")
        #expect(host.renderScreen().hasPrefix("count 0"))
        try host.tap("Add")
        #expect(host.renderScreen().hasPrefix("count 1"))
    }

    @Test("F10: moving focus re-runs only the readers whose value changed")
    func readersWhoseValueChanged() throws {
        CountingReader.evaluations = 0
        let host = ViewHost(ManyFields())
        #expect(CountingReader.evaluations == 1)
        try host.focus("A")
        #expect(CountingReader.evaluations == 2)
        try host.focus("B")
        #expect(CountingReader.evaluations == 2)
        try host.focus("C")
        #expect(CountingReader.evaluations == 3)
    }
}

@MainActor
@Suite("Focused values in the tree renderer")
struct FocusedValueAnnotationTests {
    @Test("showsFocusedValues annotates each reader with the focused values it read")
    func annotations() throws {
        let host = ViewHost(ScenePublisher())
        try host.focus("Field")
        #expect(
            host.render(RenderOptions(showsFocusedValues: true)) == """
                ScenePublisher
                └─ VStack .focusedSceneValue(\\.document, "scene")
                   ├─ DocumentReader  focused document="view"
                   │  └─ Text "document view"
                   ├─ TextField "Field" text:"" (focused) .focusedValue(\\.document, "view")
                   └─ TextField "Other" text:""
                """)
    }
}
