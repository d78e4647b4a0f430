import Canopy
import CanopyTesting
import Testing

/// A version number that an `ObservableObject` publishes.
final class Version: ObservableObject {
    @Published var value = 1
}

struct RowsKey: EnvironmentKey { static let defaultValue: [Int] = [] }
struct PairKey: EnvironmentKey { static let defaultValue = Pair(base: 0, offset: 0) }

/// Two numbers that must always be seen together (the outer writer sets `base`, an inner
/// transform adds `offset`).
struct Pair: Equatable, Sendable {
    var base: Int
    var offset: Int
}

extension EnvironmentValues {
    var rows: [Int] {
        get { self[RowsKey.self] }
        set { self[RowsKey.self] = newValue }
    }
    var pair: Pair {
        get { self[PairKey.self] }
        set { self[PairKey.self] = newValue }
    }
}

@MainActor
@Suite("Update order (L3, D3, E7): a parent always runs before its children")
struct UpdateOrderTests {
    struct Row: View {
        let row: Int
        @ObservedObject var version: Version
        let log: EventLog
        var body: some View {
            let v = version.value
            let _ = log.events.append("body v\(v)")
            Text("row \(row) v\(v)")
                .onAppear { log.events.append("appear v\(v)") }
                .onDisappear { log.events.append("disappear v\(v)") }
                .id(v)
        }
    }

    struct Rows: View {
        @Environment(\.rows) var rows
        let version: Version
        let log: EventLog
        var body: some View {
            VStack { ForEach(rows, id: \.self) { Row(row: $0, version: version, log: log) } }
        }
    }

    struct Holder: View {
        let version: Version
        let log: EventLog
        var body: some View { Rows(version: version, log: log) }
    }

    struct Root: View {
        let version: Version
        let log: EventLog
        @State var rows = [5]
        var body: some View {
            VStack {
                Button("go") {
                    version.value += 1
                    rows = []
                }
                Holder(version: version, log: log)
            }
            .environment(\.rows, rows)
        }
    }

    @Test(
        "L3/D3: an outer environment change and an inner object change in one action remove the row without running its body again"
    )
    func outerEnvironmentBeforeInnerObject() throws {
        let log = EventLog()
        let version = Version()
        let host = ViewHost(Root(version: version, log: log))
        #expect(log.events == ["body v1", "appear v1"])
        log.events = []
        try host.tap("go")
        #expect(log.events == ["disappear v1"])
        #expect(host.diagnostics.isEmpty)
    }

    final class Offset: ObservableObject {
        @Published var value = 0
    }

    struct PairLeaf: View {
        @Environment(\.pair) var pair
        @ObservedObject var offset: Offset
        let log: EventLog
        var body: some View {
            let _ = log.events.append("\(pair.base)+\(pair.offset) of \(offset.value)")
            Text("\(pair.base)+\(pair.offset)")
        }
    }

    /// Holds the object without observing it: only the outer writer re-runs its transform.
    struct Inner: View {
        let offset: Offset
        let log: EventLog
        var body: some View {
            let offset = offset
            PairLeaf(offset: offset, log: log).transformEnvironment(\.pair) {
                $0.offset = offset.value
            }
        }
    }

    struct Middle: View {
        let offset: Offset
        let log: EventLog
        var body: some View { VStack { Inner(offset: offset, log: log) } }
    }

    struct PairRoot: View {
        let offset: Offset
        let log: EventLog
        @State var base = 0
        var body: some View {
            VStack {
                Button("go") {
                    offset.value += 1
                    base += 10
                }
                Middle(offset: offset, log: log)
            }
            .environment(\.pair, Pair(base: base, offset: 0))
        }
    }

    @Test(
        "E7: a leaf under an outer writer and an inner object-driven transform runs once per update and never sees a mixed state"
    )
    func noMixedEnvironment() throws {
        let log = EventLog()
        let offset = Offset()
        let host = ViewHost(PairRoot(offset: offset, log: log))
        log.events = []
        try host.tap("go")
        #expect(log.events == ["10+1 of 1"])
    }

    /// Hides itself while its body runs (a state write during an update, as a careless view
    /// might do), so its parent removes it in the same update that inserted it.
    struct HidesItself: View {
        @Binding var show: Bool
        var body: some View {
            let _ = show = false
            Text("gone")
        }
    }

    struct Removed: View {
        let log: EventLog
        @State var show = true
        var body: some View {
            VStack {
                if show {
                    HidesItself(show: $show)
                        .onAppear { log.events.append("appear") }
                        .onDisappear { log.events.append("disappear") }
                        .onChange(of: 1, initial: true) { _, _ in log.events.append("initial") }
                        .task { log.events.append("task") }
                }
            }
        }
    }

    @Test(
        "L3/L4/L5: a view inserted and removed in one update never appears, so it never disappears either"
    )
    func removedBeforeAppearActionsRun() async {
        let log = EventLog()
        let host = ViewHost(Removed(log: log))
        await host.settle()
        #expect(log.events.isEmpty)
        #expect(host.diagnostics.map(\.kind).contains(.stateModifiedDuringUpdate))
        #expect(!host.diagnostics.map(\.kind).contains(.internalInconsistency))
    }

    struct Reordered: View {
        let version: Version
        let log: EventLog
        @State var order = ["a", "b", "c"]
        var body: some View {
            VStack {
                Button("reverse") { order.reverse() }
                ForEach(order, id: \.self) { name in
                    Named(name: name, version: version, log: log)
                }
            }
        }
    }

    struct Named: View {
        let name: String
        @ObservedObject var version: Version
        let log: EventLog
        var body: some View {
            let _ = log.events.append("\(name) v\(version.value)")
            Text("\(name) v\(version.value)")
        }
    }

    @Test(
        "D3: rows that a ForEach put in another order run in their new tree order when one change invalidates them all"
    )
    func reorderedRowsRunInTheirNewOrder() throws {
        let log = EventLog()
        let version = Version()
        let host = ViewHost(Reordered(version: version, log: log))
        version.value = 2
        host.flush()
        #expect(log.events.suffix(3) == ["a v2", "b v2", "c v2"])
        try host.tap("reverse")
        log.events = []
        version.value = 3
        host.flush()
        #expect(log.events == ["c v3", "b v3", "a v3"])
        #expect(host.diagnostics.isEmpty)
    }
}
