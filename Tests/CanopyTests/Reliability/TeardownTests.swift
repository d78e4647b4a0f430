import Testing

@testable import Canopy

/// Where tokens write their ids when they are freed.
private final class FreeLog: @unchecked Sendable {
    var ids: [String] = []
}

/// A value freed with the view whose `@State` holds it.
private final class Token: @unchecked Sendable {
    let id: String
    let log: FreeLog
    init(_ id: String, _ log: FreeLog) {
        self.id = id
        self.log = log
    }
    deinit { log.ids.append(id) }
}

private struct Row: View {
    let id: String
    @State private var token: Token
    init(_ id: String, log: FreeLog) {
        self.id = id
        _token = State(initialValue: Token(id, log))
    }
    var body: some View { Text("row \(token.id)") }
}

private struct Column: View {
    let id: String
    let log: FreeLog
    @State private var token: Token
    init(_ id: String, log: FreeLog) {
        self.id = id
        self.log = log
        _token = State(initialValue: Token(id, log))
    }
    var body: some View {
        VStack {
            ForEach(0..<2) { index in Row("\(token.id)\(index)", log: log) }
        }
    }
}

private struct Columns: View {
    let log: FreeLog
    var body: some View {
        HStack {
            ForEach(["a", "b", "c"], id: \.self) { id in Column(id, log: log) }
        }
    }
}

private struct OwnState: View {
    @State private var count = 0
    var body: some View { Button("Count \(count)") { count += 1 } }
}

private struct StoredState: View {
    @AppStorage("teardown.hits") private var hits = 0
    var body: some View { Button("Hits \(hits)") { hits += 1 } }
}

@MainActor
@Suite("S-release: how a released host frees its views (issue 37)")
struct TeardownTests {
    @Test(
        "A released host frees a view before the views in its body, and siblings first to last: the order a mount made them in"
    )
    func freedInMountOrder() {
        let log = FreeLog()
        var host: ViewHost? = ViewHost(Columns(log: log))
        _ = host?.render()
        #expect(log.ids.isEmpty)
        host = nil
        #expect(log.ids == ["a", "a0", "a1", "b", "b0", "b1", "c", "c0", "c1"])
    }

    @Test(
        "Only a graph whose views read state kept outside it (an @AppStorage key) looks through every node's reads at teardown"
    )
    func otherGraphsStateIsNoted() throws {
        let own = ViewHost(OwnState())
        try own.tap("Count 0")
        #expect(!own.graph.readsOtherGraphsState)
        let stored = ViewHost(StoredState())
        try stored.tap("Hits 0")
        #expect(stored.graph.readsOtherGraphsState)
        #expect(stored.controls(.button) == ["Hits 1"])
    }
}
