import Canopy
import CanopyTesting
import Testing

final class CounterModel: ObservableObject {
    @Published var count = 0
    @Published var label = "counter"
}

@MainActor
@Suite("ObservableObject (E7, E11)")
struct ObservableObjectTests {
    struct Holder: View {
        @ObservedObject var model: CounterModel
        var body: some View { Text("count \(model.count)") }
    }

    struct Bystander: View {
        var body: some View { Text("bystander") }
    }

    struct Parent: View {
        let model: CounterModel
        var body: some View {
            VStack {
                Holder(model: model)
                Bystander()
            }
        }
    }

    @Test("E7: a published change re-evaluates only the view holding the object")
    func onlyHolderUpdates() {
        let model = CounterModel()
        let host = ViewHost(Parent(model: model))
        model.count = 5
        #expect(host.render().contains("Text \"count 5\""))
        #expect(host.bodyEvaluations(of: Holder.self) == 2)
        #expect(host.bodyEvaluations(of: Parent.self) == 1)
        #expect(host.bodyEvaluations(of: Bystander.self) == 1)
    }

    struct Owner: View {
        @StateObject private var model = CounterModel()
        var body: some View {
            VStack {
                Button("Increment \(model.count)") { model.count += 1 }
                TextField("Label", text: $model.label)
            }
        }
    }

    @Test("@StateObject is created once per identity and survives parent updates")
    func stateObjectLivesWithIdentity() throws {
        struct Wrapper: View {
            @State var tick = 0
            var body: some View {
                VStack {
                    Button("Tick \(tick)") { tick += 1 }
                    Owner()
                }
            }
        }
        let host = ViewHost(Wrapper())
        try host.tap("Increment 0")
        try host.tap("Tick 0")
        try host.type("renamed", into: "Label")
        #expect(host.controls(.button) == ["Tick 1", "Increment 1"])
        #expect(host.render().contains("TextField \"Label\" text:\"renamed\""))
    }

    struct Reader: View {
        @EnvironmentObject var model: CounterModel
        var body: some View { Text("\(model.label) \(model.count)") }
    }

    @Test("E11: environmentObject supplies an object by type; the nearest ancestor wins")
    func environmentObjectNearestWins() {
        let outer = CounterModel()
        outer.label = "outer"
        let inner = CounterModel()
        inner.label = "inner"
        let host = ViewHost(
            VStack {
                Reader()
                VStack { Reader() }.environmentObject(inner)
            }
            .environmentObject(outer))
        expectRendered(
            host,
            """
            VStack .environmentObject(CounterModel)
            ├─ Reader
            │  └─ Text "outer 0"
            └─ VStack .environmentObject(CounterModel)
               └─ Reader
                  └─ Text "inner 0"
            """)
        inner.count = 3
        #expect(host.render().contains("Text \"inner 3\""))
        #expect(host.bodyEvaluations(of: Reader.self) == 3)
    }

    @Test(
        "E11: with viewFailures: .errorNode a missing environment object is a diagnostic naming its type, and an error node"
    )
    func missingEnvironmentObject() {
        let host = ViewHost(
            VStack {
                Reader(); Text("still here")
            }, viewFailures: .errorNode)
        expectRendered(
            host,
            """
            VStack
            ├─ Reader
            │  └─ ⚠︎ error: No ObservableObject of type CounterModel found. A View.environmentObject(_:) for CounterModel may be missing as an ancestor of this view.
            └─ Text "still here"
            """)
        #expect(
            host.diagnostics == [
                Diagnostic(
                    kind: .missingEnvironmentObject,
                    message:
                        "No ObservableObject of type CounterModel found. A View.environmentObject(_:) for CounterModel may be missing as an ancestor of this view.",
                    viewPath: "VStack/Reader")
            ])
    }

    @Test(
        "E11: by default a missing environment object fails the running test, naming the type and the view"
    )
    func missingEnvironmentObjectFailsTheTest() throws {
        let line = #line + 2
        withKnownIssue {
            let host = ViewHost(
                VStack {
                    Reader(); Text("still here")
                })
            #expect(host.diagnostics.count == 1)
            #expect(host.render().contains("└─ Text \"still here\""))
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("No ObservableObject of type CounterModel found")
                && text.contains("The view: VStack/Reader.")
                && issue.sourceLocation?.line == line
                && issue.sourceLocation?.fileName == "ObservableObjectTests.swift"
        }
    }

    @Test("E11: with viewFailures: .trap a missing environment object traps, as in SwiftUI")
    func strictModeTraps() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                _ = ViewHost(ObservableObjectTests.Reader(), viewFailures: .trap)
            }
        }
    }

    @Test("A released holder unsubscribes from the object")
    func unsubscribesOnRemoval() throws {
        struct Toggler: View {
            let model: CounterModel
            @State var show = true
            var body: some View {
                VStack {
                    Toggle("Show", isOn: $show)
                    if show { Holder(model: model) }
                }
            }
        }
        let model = CounterModel()
        let host = ViewHost(Toggler(model: model))
        #expect(model.objectWillChange.subscriberCount == 1)
        try host.toggle("Show")
        #expect(model.objectWillChange.subscriberCount == 0)
    }

    struct LabelField: View {
        @Binding var label: String
        var body: some View { Text("label \(label)") }
    }

    struct LabelEditor: View {
        @ObservedObject var model: CounterModel
        var body: some View {
            VStack {
                LabelField(label: $model.label)
                Text("count \(model.count)")
            }
        }
    }

    @Test("E7: a child handed a binding into an observed object shows its new value, and only then")
    func childOfBindingUpdates() {
        let model = CounterModel()
        let host = ViewHost(LabelEditor(model: model))
        model.label = "renamed"
        #expect(host.render().contains(#"Text "label renamed""#))
        #expect(host.bodyEvaluations(of: LabelField.self) == 2)
        // Another property's change makes the same binding again, with the same value: the
        // child is not evaluated again, as in SwiftUI.
        model.count = 3
        #expect(host.render().contains(#"Text "count 3""#))
        #expect(host.bodyEvaluations(of: LabelEditor.self) == 3)
        #expect(host.bodyEvaluations(of: LabelField.self) == 2)
    }

    /// Not `Equatable`: a closure.
    struct Shortcut {
        var name: String
        var run: () -> Void
    }

    final class ShortcutModel: ObservableObject {
        @Published var shortcut = Shortcut(name: "Open", run: {})
        @Published var count = 0
    }

    struct ShortcutField: View {
        @Binding var shortcut: Shortcut
        var body: some View { Text(shortcut.name) }
    }

    struct ShortcutEditor: View {
        @ObservedObject var model: ShortcutModel
        var body: some View {
            VStack {
                ShortcutField(shortcut: $model.shortcut)
                Text("count \(model.count)")
            }
        }
    }

    @Test("E7: a binding into an object to a value that is not Equatable counts as changed")
    func nonEquatableBindingValue() {
        let model = ShortcutModel()
        let host = ViewHost(ShortcutEditor(model: model))
        model.count = 1
        #expect(host.render().contains(#"Text "count 1""#))
        // The binding is made again and its value cannot be compared: the child is evaluated
        // again, as a view given any other value that is not Equatable is.
        #expect(host.bodyEvaluations(of: ShortcutField.self) == 2)
        model.shortcut.name = "Close"
        #expect(host.render().contains(#"Text "Close""#))
    }
}
