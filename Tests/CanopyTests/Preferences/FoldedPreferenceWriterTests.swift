import Canopy
import CanopyTesting
import Testing

/// A `.preference(key:value:)` on a view folds into the view's node (no node of its own, as in
/// SwiftUI's graph), and behaves as the writer's own node did: P2–P5, provenance, readers,
/// incremental recombination.
@MainActor
@Suite("A preference writer folds into its content's node (P2–P5)", .serialized)
struct FoldedPreferenceWriterTests {
    init() { ReduceLog.calls = [] }

    /// A counter whose button writes its count, as the benchmark's leaf does.
    struct Counter: View {
        @State var taps = 0
        var body: some View {
            Button("taps=\(taps)") { taps += 1 }
                .preference(key: SumKey.self, value: taps)
        }
    }

    @Test("P4: a writer on a view takes no node of its own; one on a writer's node does")
    func noNodeOfItsOwn() {
        let plain = ViewHost(
            VStack {
                Text("A"); Text("B")
            })
        let written = ViewHost(
            VStack {
                Text("A").preference(key: SumKey.self, value: 1)
                Text("B").preference(key: ListKey.self, value: [2])
            })
        #expect(written.nodeCount == plain.nodeCount)
        // The second writer cannot fold into a node that already holds one: it gets a node,
        // and the outer value still replaces the inner one (P4).
        let chained = ViewHost(
            VStack {
                Text("A").preference(key: SumKey.self, value: 1)
                    .preference(key: SumKey.self, value: 5)
                Text("B")
            })
        #expect(chained.nodeCount == plain.nodeCount + 1)
        #expect(chained.preference(SumKey.self) == 5)
        expectRendered(
            chained,
            """
            VStack  pref sum=5
            ├─ Text "A"  pref sum=5
            └─ Text "B"
            """, options: RenderOptions(showsPreferences: true))
    }

    @Test("P2/P4: a folded writer's new value reaches the reader; an equal one does not call it")
    func newValueReachesReader() throws {
        let seen = Received<Int>()
        let host = ViewHost(
            VStack {
                Counter()
                Counter()
            }
            .onPreferenceChange(SumKey.self) { seen.values.append($0) })
        #expect(seen.values == [0])
        try host.tap("taps=0")
        #expect(seen.values == [0, 1])
        expectRendered(
            host,
            """
            VStack  pref sum=1
            ├─ Counter  pref sum=1
            │  └─ Button "taps=1"  pref sum=1
            └─ Counter  pref sum=0
               └─ Button "taps=0"  pref sum=0
            """, options: RenderOptions(showsPreferences: true))
        // The host's scheme changes what the buttons inherit, not what they write.
        host.colorScheme = .dark
        host.flush()
        #expect(seen.values == [0, 1])
    }

    /// A view whose body writes a key of its own.
    struct Tagged: View {
        @State var items = [1]
        var body: some View {
            Button("add") { items.append(items.count + 1) }
                .preference(key: ListKey.self, value: items)
        }
    }

    @Test(
        "P2/P4: a writer folded into a composite view passes its body's other keys up beside its own value"
    )
    func compositePassesBodyKeys() throws {
        // The composite's one child is asked for the keys without the written one; the
        // composite's outputs are that child's, with the written value put in.
        let sums = Received<Int>()
        let lists = Received<[Int]>()
        let host = ViewHost(
            VStack {
                Tagged().preference(key: SumKey.self, value: 7)
            }
            .onPreferenceChange(SumKey.self) { sums.values.append($0) }
            .onPreferenceChange(ListKey.self) { lists.values.append($0) })
        #expect(sums.values == [7])
        #expect(lists.values == [[1]])
        try host.tap("add")
        #expect(lists.values == [[1], [1, 2]])
        #expect(sums.values == [7])
        #expect(host.preference(SumKey.self) == 7)
        #expect(host.preference(ListKey.self) == [1, 2])
    }

    @Test(
        "P4: the content of a folded writer is not asked for the key; a reader inside it sees nothing"
    )
    func contentNotAsked() {
        let outer = Received<[Int]>()
        let inner = Received<[Int]>()
        _ = ViewHost(
            VStack {
                Text("A").preference(key: ListKey.self, value: [1])
            }
            .onPreferenceChange(ListKey.self) { inner.values.append($0) }
            .preference(key: ListKey.self, value: [9])
            .onPreferenceChange(ListKey.self) { outer.values.append($0) })
        #expect(inner.values == [[1]])
        #expect(outer.values == [[9]])
    }

    @Test("P4: a folded writer's view of another type is replaced, and its key with it")
    func typeChangeReplaces() throws {
        struct Switcher: View {
            @State var first = true
            var body: some View {
                VStack {
                    Button("switch") { first.toggle() }
                    if first {
                        AnyView(Text("x").preference(key: SumKey.self, value: 3))
                    } else {
                        AnyView(Text("x").preference(key: ListKey.self, value: [4]))
                    }
                }
            }
        }
        let sums = Received<Int>()
        let lists = Received<[Int]>()
        let host = ViewHost(
            Switcher()
                .onPreferenceChange(SumKey.self) { sums.values.append($0) }
                .onPreferenceChange(ListKey.self) { lists.values.append($0) })
        #expect(sums.values == [3])
        try host.tap("switch")
        #expect(sums.values == [3, 0])
        // The reader heard the key's default at the mount, with no writer of it inside.
        #expect(lists.values == [[], [4]])
        #expect(host.preference(ListKey.self) == [4])
    }

    /// A view with state of its own, to see whether an erased view kept its identity.
    struct Tally: View {
        @State private var taps = 0
        var body: some View { Button("tally \(taps)") { taps += 1 } }
    }

    @Test(
        "P4: one AnyView dropping its folded writer: the key goes back to its default, the view is new"
    )
    func anyViewDropsWriter() throws {
        struct Eraser: View {
            @State var writes = true
            var body: some View {
                VStack {
                    Button("switch") { writes.toggle() }
                    writes
                        ? AnyView(Tally().preference(key: SumKey.self, value: 3))
                        : AnyView(Tally())
                }
            }
        }
        let sums = Received<Int>()
        let host = ViewHost(Eraser().onPreferenceChange(SumKey.self) { sums.values.append($0) })
        try host.tap("tally 0")
        #expect(sums.values == [3])
        try host.tap("switch")
        #expect(sums.values == [3, 0])
        // A change of erased type is a new view: its state starts again.
        #expect(try host.find(text: "tally 0").isInTree)
        try host.tap("tally 0")
        try host.tap("switch")
        #expect(sums.values == [3, 0, 3])
        #expect(try host.find(text: "tally 0").isInTree)
    }

    @Test(
        "P4: one AnyView whose folded writer changes key: the old key leaves, the new one arrives")
    func anyViewChangesKey() throws {
        struct Eraser: View {
            @State var first = true
            var body: some View {
                VStack {
                    Button("switch") { first.toggle() }
                    first
                        ? AnyView(Text("x").preference(key: SumKey.self, value: 3))
                        : AnyView(Text("x").preference(key: ListKey.self, value: [4]))
                }
            }
        }
        let sums = Received<Int>()
        let host = ViewHost(Eraser().onPreferenceChange(SumKey.self) { sums.values.append($0) })
        try host.tap("switch")
        #expect(sums.values == [3, 0])
        #expect(host.preference(ListKey.self) == [4])
        #expect(host.preference(SumKey.self) == 0)
    }

    @Test("Provenance names a folded writer at its view's path")
    func explanation() throws {
        let host = ViewHost(
            VStack {
                Text("A").preference(key: ListKey.self, value: [1])
                Text("B").preference(key: ListKey.self, value: [2])
            })
        let explained = host.explainPreference(ListKey.self)
        #expect(
            explained.description == """
                list from window
                  = [1, 2]
                  1. .preference(key: ListKey.self, value: [1]) at VStack/Text#1
                  2. .preference(key: ListKey.self, value: [2]) at VStack/Text#2
                """)
    }
}
