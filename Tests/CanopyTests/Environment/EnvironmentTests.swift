import Canopy
import CanopyTesting
import Testing

@MainActor
@Suite("Environment flows down (E1–E7)")
struct EnvironmentTests {
    @Test("E1: a reader with no writer above gets the key's default")
    func defaultValue() {
        let host = ViewHost(Reader(\.myValue))
        expectRendered(
            host,
            """
            Reader
            └─ Text "Default"
            """)
    }

    @Test("E1: a computed `static var defaultValue` works like a stored one")
    func computedDefault() {
        let host = ViewHost(Reader(\.computedDefault))
        expectRendered(
            host,
            """
            Reader
            └─ Text "[\\"computed\\"]"
            """)
    }

    @Test(
        "E1: an @Environment property is one field: what it reads (a key path or an object type) until installed, the value after"
    )
    func propertyFootprint() {
        // A view value is stored in its node and copied into every closure that captures
        // `self`: each byte of each `@Environment` is paid per view. The larger of a word and
        // the value, and the enum's tag (a generic enum's layout keeps no tag in spare bits).
        // (A source word beside an optional value took 17, 24 and 9 bytes until the eighth
        // performance round.)
        #expect(MemoryLayout<Environment<Int>>.size == 9)
        #expect(MemoryLayout<Environment<String>>.size == 17)
        #expect(MemoryLayout<Environment<ColorScheme>>.size == 9)
    }

    @Test("E2: two keys with the same value type are separate slots")
    func keysAreSeparateSlots() {
        let host = ViewHost(
            VStack {
                Reader(\.k, label: "k")
                Reader(\.otherString, label: "other")
            }
            .environment(\.k, "written"))
        expectRendered(
            host,
            """
            VStack .environment(\\.k, "written")
            ├─ Reader
            │  └─ Text "k: written"
            └─ Reader
               └─ Text "other: default"
            """)
    }

    @Test("E2: the subscript and the key-path property reach the same slot")
    func subscriptAndPropertyAgree() {
        var values = EnvironmentValues()
        values.k = "via property"
        #expect(values[KKey.self] == "via property")
        values[KKey.self] = "via subscript"
        #expect(values.k == "via subscript")
        #expect(values.otherString == "default")
    }

    @Test("E3: a write reaches the modified subtree only, not its siblings")
    func writesReachOnlyTheSubtree() {
        let host = ViewHost(
            VStack {
                Reader(\.k, label: "A").environment(\.k, "x")
                Reader(\.k, label: "B")
            })
        expectRendered(
            host,
            """
            VStack
            ├─ Reader .environment(\\.k, "x")
            │  └─ Text "A: x"
            └─ Reader
               └─ Text "B: default"
            """)
    }

    @Test("E4: the nearest writer wins; of two chained writers the inner one wins")
    func nearestWriterWins() {
        let host = ViewHost(
            VStack {
                VStack {
                    Reader(\.k, label: "C")
                    VStack { Reader(\.k, label: "D") }.environment(\.k, "inner")
                }
                .environment(\.k, "outer")
                Reader(\.n).environment(\.n, 1).environment(\.n, 2)
            })
        expectRendered(
            host,
            """
            VStack
            ├─ VStack .environment(\\.k, "outer")
            │  ├─ Reader
            │  │  └─ Text "C: outer"
            │  └─ VStack .environment(\\.k, "inner")
            │     └─ Reader
            │        └─ Text "D: inner"
            └─ Reader .environment(\\.n, 1) .environment(\\.n, 2)
               └─ Text "1"
            """)
    }

    struct Sub: View {
        @Environment(\.k) var k
        var body: some View {
            VStack {
                Text("Sub.k = \(k)")
                Reader(\.k, label: "inside body").environment(\.k, "body")
            }
        }
    }

    @Test(
        "E5: a view reads the environment where it is inserted; writes in its body reach only its children"
    )
    func readsWhereInserted() {
        let host = ViewHost(Sub().environment(\.k, "outside"))
        expectRendered(
            host,
            """
            Sub .environment(\\.k, "outside")
            └─ VStack
               ├─ Text "Sub.k = outside"
               └─ Reader .environment(\\.k, "body")
                  └─ Text "inside body: body"
            """)
    }

    @Test("E6: transformEnvironment receives the inherited value, or the default")
    func transformEnvironment() {
        let host = ViewHost(
            VStack {
                Reader(\.n, label: "F").transformEnvironment(\.n) { $0 += 1 }.environment(\.n, 10)
                Reader(\.n, label: "G").transformEnvironment(\.n) { $0 += 1 }
            })
        expectRendered(
            host,
            """
            VStack
            ├─ Reader .transformEnvironment(\\.n) → 11 .environment(\\.n, 10)
            │  └─ Text "F: 11"
            └─ Reader .transformEnvironment(\\.n) → 1
               └─ Text "G: 1"
            """)
    }

    struct Switcher: View {
        @State var value = "first"
        var body: some View {
            VStack {
                Button("Switch") { value = "second" }
                Reader(\.k, label: "reads k")
                Reader(\.n, label: "reads n")
                Text("reads nothing")
            }
            .environment(\.k, value)
        }
    }

    @Test("E7: a changed value re-evaluates exactly the views that read it")
    func onlyReadersUpdate() throws {
        let host = ViewHost(Switcher())
        #expect(host.bodyEvaluations(of: Reader<String>.self) == 1)
        #expect(host.bodyEvaluations(of: Reader<Int>.self) == 1)
        try host.tap("Switch")
        #expect(host.render().contains("Text \"reads k: second\""))
        #expect(host.bodyEvaluations(of: Switcher.self) == 2)
        #expect(host.bodyEvaluations(of: Reader<String>.self) == 2)
        #expect(host.bodyEvaluations(of: Reader<Int>.self) == 1)
    }

    struct EqualWriter: View {
        @State var tick = 0
        var body: some View {
            VStack {
                Button("Tick \(tick)") { tick += 1 }
                Reader(\.k)
            }
            .environment(\.k, "constant")
        }
    }

    @Test("E7: writing an equal value invalidates nobody")
    func equalWriteIsFree() throws {
        let host = ViewHost(EqualWriter())
        try host.tap("Tick 0")
        #expect(host.bodyEvaluations(of: EqualWriter.self) == 2)
        #expect(host.bodyEvaluations(of: Reader<String>.self) == 1)
    }

    struct ActionReader: View {
        @Environment(\.k) var k
        @State var seen = "nothing yet"
        var body: some View {
            Button("Read (\(seen))") { seen = k }
        }
    }

    @Test("E7: @Environment is usable in action closures")
    func readInAction() throws {
        let host = ViewHost(ActionReader().environment(\.k, "from env"))
        try host.tap("Read (nothing yet)")
        #expect(host.controls(.button) == ["Read (from env)"])
    }

    struct ModifierReader: ViewModifier {
        @Environment(\.k) var k
        func body(content: Content) -> some View {
            VStack {
                Text("modifier read \(k)")
                content
            }
        }
    }

    @Test("E7: @Environment is usable in a modifier's body(content:)")
    func readInModifier() {
        let host = ViewHost(Text("content").modifier(ModifierReader()).environment(\.k, "v"))
        expectRendered(
            host,
            """
            .modifier(ModifierReader) .environment(\\.k, "v")
            └─ VStack
               ├─ Text "modifier read v"
               └─ Text "content"
            """)
    }

    @Test(
        "Reading @Environment outside a mounted view returns the default and records a diagnostic")
    func readOutsideView() {
        let before = UnhostedDiagnostics.all.count
        let sub = Sub()
        #expect(sub.k == "default")
        let recorded = UnhostedDiagnostics.all.dropFirst(before)
        #expect(
            recorded.contains {
                $0.kind == .environmentReadOutsideView && $0.message.contains("Environment<String>")
            })
    }

    @Test("EnvironmentValues prints the newest value of each key written")
    func description() {
        var values = EnvironmentValues()
        values.n = 1
        values.k = "a"
        values.n = 2
        #expect(values.description == "[n=2, k=\"a\"]")
    }
}

/// A computed property whose setter picks the key by value, so a writer's set of keys can
/// change between updates.
extension EnvironmentValues {
    fileprivate var either: String {
        get { self[KKey.self] }
        set {
            if newValue.hasPrefix("k") {
                self[KKey.self] = newValue
            } else {
                self[OtherStringKey.self] = newValue
            }
        }
    }
}

@MainActor
@Suite("Environment storage")
struct EnvironmentStorageTests {
    struct KeySwitcher: View {
        @State var value = "k-first"
        var body: some View {
            VStack {
                Button("Switch") { value = "other" }
                VStack {
                    Reader(\.k, label: "k")
                    Reader(\.otherString, label: "other").environment(\.n, 1)
                }
            }
            .environment(\.either, value)
        }
    }

    @Test("E3/E7: when a writer's set of keys changes, the subtree's environment is rebuilt")
    func writerKeySetChanges() throws {
        let host = ViewHost(KeySwitcher())
        #expect(host.render().contains("Text \"k: k-first\""))
        #expect(host.render().contains("Text \"other: default\""))
        try host.tap("Switch")
        #expect(host.render().contains("Text \"k: default\""))
        #expect(host.render().contains("Text \"other: other\""))
    }

    struct Pair: View {
        @State var flag = false
        var body: some View {
            VStack {
                Toggle("Flag", isOn: $flag)
                Reader(\.k, label: "first")
                Reader(\.k, label: "second")
            }
            .environment(\.k, flag ? "on" : "off")
        }
    }

    @Test("E7: evaluation counts per node show that only the readers re-ran")
    func evaluationCountsPerNode() throws {
        let host = ViewHost(Pair())
        try host.toggle("Flag")
        let counts = host.evaluationCounts()
        #expect(counts.map(\.path) == ["Pair", "Pair/VStack/Reader", "Pair/VStack/Reader"])
        #expect(counts.map(\.count) == [2, 2, 2])
    }
}

@MainActor
@Suite("Whole-environment readers")
struct WholeEnvironmentTests {
    struct WholeReader: View {
        @Environment(\.self) var environment
        var body: some View { Text("\(environment.colorScheme) \(environment.k)") }
    }

    @Test("E7: @Environment(\\.self) re-evaluates when any value it can see changes")
    func wholeEnvironmentUpdates() {
        let host = ViewHost(WholeReader().environment(\.k, "x"))
        #expect(host.render().contains("Text \"light x\""))
        host.colorScheme = .dark
        #expect(host.render().contains("Text \"dark x\""))
        #expect(host.bodyEvaluations(of: WholeReader.self) == 2)
    }
}

@MainActor
@Suite("Environment writers")
struct EnvironmentWriterDependencyTests {
    struct Holder: View {
        let action: () -> Void
        var body: some View { Text("holder") }
    }

    @Test("E7: a writer depends only on what it reads, not on every value passing through it")
    func writersDoNotReadEverything() {
        // A closure field makes Holder "changed" whenever its parent re-evaluates it, so any
        // spurious re-evaluation of the writer above would show up as a second body run.
        let host = ViewHost(VStack { Holder(action: {}).environment(\.k, "x") })
        host.colorScheme = .dark
        host.flush()
        #expect(host.bodyEvaluations(of: Holder.self) == 1)
    }
}

@MainActor
@Suite("Reader registration")
struct ReaderRegistrationTests {
    struct Row: View {
        let index: Int
        @Environment(\.k) var k
        @Environment(\.k) var again
        var body: some View { Text("\(index) \(k)") }
    }

    struct Rows: View {
        @State var keepOdd = false
        @State var value = "a"
        var body: some View {
            VStack {
                Button("Filter") { keepOdd = true }
                Button("Change") { value = "b" }
                ForEach(Array(0..<20).filter { !keepOdd || $0 % 2 == 1 }, id: \.self) {
                    Row(index: $0)
                }
            }
            .environment(\.k, value)
        }
    }

    @Test(
        "E7: after readers leave from the middle of a key's reader list, a change reaches exactly the ones left"
    )
    func removalKeepsListsConsistent() throws {
        let host = ViewHost(Rows())
        try host.tap("Filter")
        try host.tap("Change")
        let rows = host.evaluationCounts().filter { $0.path.hasPrefix("Rows/VStack/Row") }
        #expect(rows.count == 10)
        #expect(rows.allSatisfy { $0.count == 2 })
        #expect(host.render().contains("Text \"19 b\""))
        #expect(!host.render().contains("Text \"0 "))
    }
}
