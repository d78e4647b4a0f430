import CanopyTesting
import Testing

@testable import Canopy

/// A first mount combines each node's preference values as its walk finishes the node's
/// subtree, not in a pass over the whole tree after it; readers, and the nodes above them, are
/// still combined by the pass, deepest first, so what every node holds and what every reader
/// receives is what the pass alone gave (P2–P7, P10).
@MainActor
@Suite("A first mount combines preferences as its walk finishes each subtree (P2–P7)", .serialized)
struct MountWalkPreferenceTests {
    /// A list key of this suite's own: ``ListKey`` logs its reductions for another suite.
    struct RowsKey: PreferenceKey {
        static let defaultValue: [Int] = []
        static func reduce(value: inout [Int], nextValue: () -> [Int]) {
            value.append(contentsOf: nextValue())
        }
    }

    @Test(
        "P2: writers and their containers are combined by the walk, in tree order; the reader by the pass"
    )
    func walkCombinesBelowTheReader() {
        let received = Received<[Int]>()
        let host = ViewHost(
            VStack {
                ForEach(0..<3) { index in
                    Text("\(index)").preference(key: RowsKey.self, value: [index])
                }
            }
            .onPreferenceChange(RowsKey.self) { received.values.append($0) })
        #expect(received.values == [[0, 1, 2]])
        // Three writers, the `ForEach` and the stack; not the reader above them.
        #expect(host.graph.preferencePass.mountWalkRecomputations == 5)
        #expect(host._checkInvariants().isEmpty)
    }

    @Test("P6/P7: nested readers each receive their content's value once, the inner one first")
    func nestedReaders() {
        let log = Received<String>()
        _ = ViewHost(
            VStack {
                VStack {
                    Text("a").preference(key: RowsKey.self, value: [1])
                }
                .onPreferenceChange(RowsKey.self) { log.values.append("inner \($0)") }
                Text("b").preference(key: RowsKey.self, value: [2])
                HStack {
                    VStack {
                        Text("c").preference(key: RowsKey.self, value: [3])
                    }
                    .onPreferenceChange(RowsKey.self) { log.values.append("deep \($0)") }
                }
            }
            .onPreferenceChange(RowsKey.self) { log.values.append("outer \($0)") })
        #expect(log.values == ["deep [3]", "inner [1]", "outer [1, 2, 3]"])
    }

    /// Dynamic content and rows a lazy container loads, under a reader.
    struct Mixed: View {
        @State var shows = true
        let received: Received<[Int]>
        var body: some View {
            VStack {
                if shows {
                    Text("if").preference(key: RowsKey.self, value: [1])
                }
                Button("toggle") { shows.toggle() }
                LazyVStack {
                    ForEach(0..<3) { index in
                        Text("row \(index)").preference(key: RowsKey.self, value: [10 + index])
                    }
                }
                ForEach(0..<2) { index in
                    Text("plain \(index)").preference(key: RowsKey.self, value: [20 + index])
                }
            }
            .onPreferenceChange(RowsKey.self) { received.values.append($0) }
        }
    }

    @Test("P3/P10: `if` content, lazy rows and plain rows hold what a recomputation gives")
    func dynamicContent() throws {
        let received = Received<[Int]>()
        let host = ViewHost(Mixed(received: received))
        #expect(received.values == [[1, 10, 11, 12, 20, 21]])
        #expect(host._checkInvariants().isEmpty)
        try host.tap("toggle")
        #expect(received.values == [[1, 10, 11, 12, 20, 21], [10, 11, 12, 20, 21]])
        #expect(host._checkInvariants().isEmpty)
    }

    @Test(
        "P2, P5: a writer folded into a view whose mount hands the walk back (a destination registering with its stack) still reaches the reader"
    )
    func writerOnHandedBackNode() {
        let received = Received<[Int]>()
        let host = ViewHost(
            NavigationStack {
                List {
                    Text("Row")
                }
                .navigationDestination(for: Int.self) { Text("Detail \($0)") }
                .preference(key: RowsKey.self, value: [7])
            }
            .onPreferenceChange(RowsKey.self) { received.values.append($0) })
        #expect(received.values == [[7]])
        #expect(host._checkInvariants().isEmpty)
    }
}
