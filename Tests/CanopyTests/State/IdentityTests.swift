import Canopy
import CanopyTesting
import Testing

private struct Counter: View {
    @State var n = 0
    var body: some View {
        Button("n = \(n)") { n += 1 }
    }
}

@MainActor
@Suite("State and identity (L1, L2)")
struct IdentityTests {
    struct Branches: View {
        @State var flag = true
        var body: some View {
            VStack {
                Toggle("Flag", isOn: $flag)
                if flag { Counter() } else { Counter().disabled(true) }
            }
        }
    }

    @Test("L1: switching the branch of an if/else destroys the old branch's state")
    func branchesAreDifferentIdentities() throws {
        let host = ViewHost(Branches())
        for _ in 0..<5 { try host.tap("n = \(host.controls(.button)[0].dropFirst(4))") }
        #expect(host.controls(.button) == ["n = 5"])
        try host.toggle("Flag")
        expectRendered(
            host,
            """
            Branches
            └─ VStack
               ├─ Toggle "Flag" isOn:false
               └─ Counter .disabled
                  └─ Button "n = 0" disabled
            """)
        try host.toggle("Flag")
        #expect(host.controls(.button) == ["n = 0"])
    }

    struct Faded: View {
        @State var faded = false
        var body: some View {
            VStack {
                Toggle("Fade", isOn: $faded)
                Counter().opacity(faded ? 0.3 : 1)
            }
        }
    }

    @Test("L1: a condition pushed into a modifier argument keeps the identity")
    func modifierArgumentKeepsIdentity() throws {
        let host = ViewHost(Faded())
        try host.tap("n = 0")
        try host.tap("n = 1")
        try host.toggle("Fade")
        expectRendered(
            host,
            """
            Faded
            └─ VStack
               ├─ Toggle "Fade" isOn:true
               └─ Counter .opacity(0.3)
                  └─ Button "n = 2"
            """)
    }

    struct Identified: View {
        @State var generation = 0
        var body: some View {
            VStack {
                Button("Reset") { generation += 1 }
                Counter().id(generation)
            }
        }
    }

    @Test("L2: changing .id(x) re-creates the view's state")
    func explicitIdentityResets() throws {
        let host = ViewHost(Identified())
        try host.tap("n = 0")
        try host.tap("n = 1")
        #expect(host.controls(.button) == ["Reset", "n = 2"])
        try host.tap("Reset")
        #expect(host.controls(.button) == ["Reset", "n = 0"])
    }

    @Test("L2: an unchanged .id keeps the state")
    func sameIdentityKeepsState() throws {
        let host = ViewHost(VStack { Counter().id("fixed") })
        try host.tap("n = 0")
        host.update(root: VStack { Counter().id("fixed") })
        #expect(host.controls(.button) == ["n = 1"])
        host.update(root: VStack { Counter().id("other") })
        #expect(host.controls(.button) == ["n = 0"])
    }

    struct Item: Identifiable, Equatable {
        let id: Int
        let name: String
    }

    struct Rows: View {
        @State var items = [
            Item(id: 1, name: "one"), Item(id: 2, name: "two"), Item(id: 3, name: "three"),
        ]
        var body: some View {
            VStack {
                Button("Drop first") { items.removeFirst() }
                ForEach(items) { item in
                    HStack {
                        Text(item.name)
                        Counter()
                    }
                }
            }
        }
    }

    @Test("ForEach keeps each element's state by id when the data changes")
    func forEachIdentityByID() throws {
        let host = ViewHost(Rows())
        try host.tap("n = 0")  // row "one"
        try host.tap("n = 0")  // row "two"
        try host.tap("n = 1")  // row "one" again → 2
        #expect(host.controls(.button) == ["Drop first", "n = 2", "n = 1", "n = 0"])
        try host.tap("Drop first")
        #expect(host.controls(.button) == ["Drop first", "n = 1", "n = 0"])
    }

    struct Numbered: View {
        let n: Int
        var body: some View { Text("row \(n)") }
    }

    struct NamedRows: View {
        @State var ids = [1, 2, 3]
        var body: some View {
            VStack {
                Button("Drop first") { ids.removeFirst() }
                ForEach(ids, id: \.self) { Numbered(n: $0) }
                Numbered(n: 0).id("solo")
            }
        }
    }

    @Test("L2: view paths name ForEach rows and .id(_:) views by their ids, after rows move too")
    func pathsNameIdentities() throws {
        let host = ViewHost(NamedRows())
        #expect(
            host.evaluationCounts().map(\.path) == [
                "NamedRows", "NamedRows/VStack/Numbered[1]", "NamedRows/VStack/Numbered[2]",
                "NamedRows/VStack/Numbered[3]", "NamedRows/VStack/Numbered[\"solo\"]",
            ])
        try host.tap("Drop first")
        #expect(
            host.evaluationCounts().map(\.path) == [
                "NamedRows", "NamedRows/VStack/Numbered[2]", "NamedRows/VStack/Numbered[3]",
                "NamedRows/VStack/Numbered[\"solo\"]",
            ])
    }

    struct Parent: View {
        @State var flag = false
        var body: some View {
            VStack {
                Toggle("Flag", isOn: $flag)
                Child(flag: $flag)
                Unrelated()
            }
        }
    }

    struct Child: View {
        @Binding var flag: Bool
        var body: some View { Text(flag ? "on" : "off") }
    }

    struct Unrelated: View {
        var body: some View { Text("unrelated") }
    }

    @Test(
        "A binding's reader re-runs when the bound state changes; inputs that did not change do not re-run"
    )
    func bindingReadersUpdate() throws {
        let host = ViewHost(Parent())
        try host.toggle("Flag")
        #expect(host.render().contains("Text \"on\""))
        #expect(host.bodyEvaluations(of: Child.self) == 2)
        #expect(host.bodyEvaluations(of: Unrelated.self) == 1)
    }

    struct StateOwner: View {
        @State var count = 0
        var body: some View {
            VStack {
                Button("Increment") { count += 1 }
                Display(value: count)
                Display(value: 42)
            }
        }
    }

    struct Display: View {
        let value: Int
        var body: some View { Text("value \(value)") }
    }

    @Test("Only invalidated nodes re-evaluate: a child whose input is equal is skipped")
    func equalInputsSkip() throws {
        let host = ViewHost(StateOwner())
        #expect(host.bodyEvaluations(of: Display.self) == 2)
        try host.tap("Increment")
        #expect(host.bodyEvaluations(of: StateOwner.self) == 2)
        #expect(host.bodyEvaluations(of: Display.self) == 3)
    }

    @Test("Reading @State outside a mounted view records a diagnostic")
    func stateOutsideView() {
        let before = UnhostedDiagnostics.all.count
        let counter = Counter()
        #expect(counter.n == 0)
        #expect(
            UnhostedDiagnostics.all.dropFirst(before).contains {
                $0.kind == .stateAccessOutsideView
            })
    }
}
