import Canopy
import CanopyTesting
import Testing

/// A handler a test lets finish: it waits at the gate until the test opens it.
actor RefreshGate {
    private var waiters: [CheckedContinuation<Void, Never>] = []
    private var isOpen = false
    private(set) var entered = 0

    func pass() async {
        entered += 1
        guard !isOpen else { return }
        await withCheckedContinuation { waiters.append($0) }
    }

    func open() {
        isOpen = true
        for waiter in waiters { waiter.resume() }
        waiters = []
    }

    /// Waits (yielding) until `count` handlers have reached the gate.
    func untilEntered(_ count: Int) async {
        while entered < count { await Task.yield() }
    }
}

@MainActor
@Suite("C20, C21, D55, D58, D59: refreshable hands a refresh action down")
struct RefreshTests {
    struct RefreshProbe: View {
        let tag: String
        @Environment(\.refresh) private var refresh
        var body: some View { Text("\(tag) \(refresh == nil ? "nil" : "set")") }
    }

    struct Feed: View {
        let gate: RefreshGate
        @State private var loads = 0
        var body: some View {
            VStack {
                RefreshProbe(tag: "A")
                List {
                    RefreshProbe(tag: "B")
                    Text("loads \(loads)")
                }
                .refreshable {
                    await gate.pass()
                    await MainActor.run { loads += 1 }
                }
            }
        }
    }

    @Test("C20: the action is set inside refreshable and nil outside it")
    func refreshFlowsDown() throws {
        let host = ViewHost(Feed(gate: RefreshGate()), platform: .iOS)
        #expect(try host.find(text: "A nil").isInTree)
        #expect(try host.find(text: "B set").isInTree)
    }

    @Test("C21, D55, D58, D59: a pull runs the handler, shows it refreshing, ignores a second pull")
    func pullRunsTheHandler() async throws {
        let gate = RefreshGate()
        let host = ViewHost(Feed(gate: gate), platform: .iOS)
        #expect(host.render().contains("List .refreshable\n"))
        let pulling = Task { await host.pullToRefresh() }
        await gate.untilEntered(1)
        #expect(host.render().contains("List .refreshable refreshing\n"))
        #expect(host.renderScreen().hasPrefix("A nil\n↻ refreshing\nB set"))
        #expect(host.renderScreen(ascii: true).contains("(refreshing)"))
        // D55: a second pull while the first runs is ignored.
        #expect(await host.pullToRefresh() == false)
        await gate.open()
        #expect(await pulling.value)
        #expect(try host.find(text: "loads 1").isInTree)
        #expect(host.render().contains("List .refreshable\n"))
        #expect(!host.renderScreen().contains("refreshing"))
        // Pulled again, it runs again.
        #expect(await host.pullToRefresh())
        #expect(try host.find(text: "loads 2").isInTree)
    }

    @Test("C21, D55: no refresh offered: no refreshable, or macOS")
    func noRefreshOffered() async {
        struct Plain: View {
            var body: some View { List { Text("post") } }
        }
        #expect(await ViewHost(Plain(), platform: .iOS).pullToRefresh() == false)
        let gate = RefreshGate()
        await gate.open()
        let mac = ViewHost(Feed(gate: gate), platform: .macOS)
        #expect(await mac.pullToRefresh() == false)
        #expect(await gate.entered == 0)
    }

    struct Nested: View {
        let log: Log
        @State private var generation = 0
        var body: some View {
            VStack {
                Button("Next") { generation += 1 }
                List { Text("rows") }
                    .refreshable { [generation] in
                        await MainActor.run { log.entries.append("inner \(generation)") }
                    }
            }
            .refreshable { await MainActor.run { log.entries.append("outer") } }
        }
    }

    @MainActor final class Log: @unchecked Sendable {
        var entries: [String] = []
    }

    @Test("C20, E4: the nearest refreshable wins, with the handler its view last gave")
    func nearestWinsWithTheLatestHandler() async throws {
        let log = Log()
        let host = ViewHost(Nested(log: log), platform: .iOS)
        #expect(await host.pullToRefresh())
        try host.tap("Next")
        #expect(await host.pullToRefresh())
        #expect(log.entries == ["inner 0", "inner 1"])
    }

    @Test("C20: a host that refreshed is freed when released, its refresh action with it")
    func releasedAfterRefresh() async {
        weak var released: ViewHost?
        do {
            let gate = RefreshGate()
            await gate.open()
            let host = ViewHost(Feed(gate: gate), platform: .iOS)
            #expect(await host.pullToRefresh())
            released = host
        }
        #expect(released == nil)
    }

    struct Caller: View {
        @Environment(\.refresh) private var refresh
        var body: some View {
            Button("Reload") { Task { await refresh?() } }
        }
    }

    @Test("C20: a view may call the action itself; it returns when the handler returns")
    func viewCallsTheAction() async throws {
        let log = Log()
        let host = ViewHost(
            Caller().refreshable { await MainActor.run { log.entries.append("ran") } },
            platform: .macOS)
        try host.tap("Reload")
        // The button's own `Task` is the app's, not the host's: wait for it a bounded while.
        for _ in 0..<1_000 where log.entries.isEmpty { await Task.yield() }
        #expect(log.entries == ["ran"])
    }

    /// What a handler saw: whether it finished or was cancelled.
    @MainActor final class HandlerLog: Sendable {
        private(set) var entries: [String] = []
        func add(_ entry: String) { entries.append(entry) }

        /// A handler that runs until it is cancelled, saying so.
        func sleepUntilCancelled() async {
            add("started")
            do {
                try await Task.sleep(for: .seconds(600))
                add("finished")
            } catch {
                add("cancelled")
            }
        }
    }

    struct LeavingFeed: View {
        let log: HandlerLog
        @State private var showsList = true
        var body: some View {
            VStack {
                Button("Close") { showsList = false }
                if showsList {
                    List { Text("post") }
                        .refreshable { await log.sleepUntilCancelled() }
                }
            }
        }
    }

    @Test("D55: the handler is a task of the list: it is cancelled when the list leaves the tree")
    func refreshCancelledWhenListLeaves() async throws {
        let log = HandlerLog()
        let host = ViewHost(LeavingFeed(log: log), platform: .iOS)
        let pull = Task { await host.pullToRefresh() }
        for _ in 0..<10_000 where log.entries.isEmpty { await Task.yield() }
        try #require(log.entries == ["started"])
        #expect(host.render().contains(".refreshable refreshing"))
        try host.tap("Close")
        // The pull returns once the cancelled handler has returned.
        #expect(await pull.value)
        #expect(log.entries == ["started", "cancelled"])
        #expect(!host.render().contains("refreshable"))
        #expect(host.diagnostics.isEmpty)
    }

    struct Reloader: View {
        let log: HandlerLog
        @Environment(\.refresh) private var refresh
        var body: some View {
            Button("Reload") { Task { await refresh?() } }
        }
    }

    @Test(
        "D55: a handler a view started is cancelled when its host goes away"
    )
    func refreshCancelledWithHost() async throws {
        let log = HandlerLog()
        var host: ViewHost? = ViewHost(
            List { Reloader(log: log) }
                .refreshable { await log.sleepUntilCancelled() },
            platform: .iOS)
        weak let released = host
        try host?.tap("Reload")
        for _ in 0..<10_000 where log.entries.isEmpty { await Task.yield() }
        try #require(log.entries == ["started"])
        host = nil
        for _ in 0..<10_000 where log.entries.count < 2 { await Task.yield() }
        #expect(log.entries == ["started", "cancelled"])
        for _ in 0..<1_000 where released != nil { await Task.yield() }
        #expect(released == nil)
    }
}
