import Canopy
import CanopyTesting
import Testing

private final class MovieStore: ObservableObject {
    @Published var tab = 1
}

private struct NoteKey: FocusedValueKey { typealias Value = Binding<String?> }

extension FocusedValues {
    fileprivate var selectedNote: Binding<String?>? {
        get { self[NoteKey.self] }
        set { self[NoteKey.self] = newValue }
    }
}

private struct Notes: View {
    @State private var selected: String? = "a"
    @EnvironmentObject private var store: MovieStore
    var body: some View {
        Text("tab \(store.tab)")
            .focusedSceneValue(\.selectedNote, $selected)
            .environment(\.k, "x")
    }
}

@MainActor
@Suite("Rendered values read as a person writes them (issue 24, item 4)")
struct HumanValueTests {
    @Test("A binding to state is $name, an object its type, an environment object its call")
    func humanValues() {
        let host = ViewHost(Notes().environmentObject(MovieStore()))
        expectRendered(
            host,
            """
            Notes .environmentObject(MovieStore)
            └─ Text "tab 1" .focusedSceneValue(\\.note, $selected) .environment(\\.k, "x")
            """)
        let withEnvironment = host.render(RenderOptions(showsEnvironment: true))
        #expect(withEnvironment.contains("env environmentObject(MovieStore)=MovieStore"))
    }

    @Test("A closure prints as { … }; a binding not made from state prints its type")
    func closuresAndBindings() {
        struct Holder {
            let action: () -> Void
            let binding: Binding<Int>
        }
        let text = ValueFormatter.format(Holder(action: {}, binding: .constant(1)))
        #expect(text == "Holder(action: { … }, binding: Binding<Int>)")
    }
}
