import CanopyTesting
import Testing

@testable import Canopy

// Issue 20, item 2: the flush is a list of registered passes, each with its own pending state,
// cut-off, teardown and invariant check. A pass written here, outside the runtime, takes part
// in every one of them.

@MainActor
private final class ProbePass: GraphPass {
    var log: [String]
    var pendingRuns = 0
    var runsForever = false
    var torndown = false
    var broken = false
    /// Called with the number of runs so far, after each run.
    var onRun: ((Int) -> Void)?
    private unowned let graph: ViewGraph

    init(graph: ViewGraph, log: [String] = []) {
        self.graph = graph
        self.log = log
    }

    var isPending: Bool { runsForever || pendingRuns > 0 }
    var runsOnCurrentViews: Bool { true }

    func run() {
        // Runs on current views: nothing is waiting to be evaluated.
        log.append("run, views current: \(graph.dirtyNodes.isEmpty && graph.stack.isEmpty)")
        if pendingRuns > 0 { pendingRuns -= 1 }
        onRun?(log.count)
    }

    func cutOff() -> [String] {
        runsForever = false
        return ["ProbePass"]
    }

    func tearDown() { torndown = true }

    func checkInvariants(into problems: inout [String]) {
        if broken { problems.append("the probe pass is broken") }
    }
}

private struct Counter: View {
    @State private var count = 0
    var body: some View { Button("Count \(count)") { count += 1 } }
}

@MainActor
@Suite("Registered passes (issue 20, item 2)")
struct GraphPassTests {
    @Test("A registered pass runs in the flush, after evaluation, when it has work")
    func runsWhenPending() throws {
        let host = ViewHost(Counter())
        let probe = ProbePass(graph: host.graph)
        host.graph.addPass(probe)
        #expect(!host.graph.hasPendingWork)
        probe.pendingRuns = 2
        #expect(host.graph.hasPendingWork)
        try host.tap("Count 0")
        #expect(probe.log == ["run, views current: true", "run, views current: true"])
        #expect(try host.find(text: "Count 1").typeName == "Button")
    }

    @Test("D7: a pass that never settles is cut off, named in the diagnostic")
    func cutOff() {
        let host = ViewHost(Counter())
        let probe = ProbePass(graph: host.graph)
        host.graph.addPass(probe)
        probe.runsForever = true
        host.flush()
        #expect(probe.log.count == ViewGraph.passLimit)
        let diagnostic = host.diagnostics.first { $0.kind == .updateLoop }
        #expect(diagnostic?.message.contains("still invalidating: ProbePass") == true)
    }

    @Test("Teardown reaches every pass; invariant checks ask every pass")
    func teardownAndInvariants() {
        var probe: ProbePass?
        do {
            let host = ViewHost(Counter())
            let made = ProbePass(graph: host.graph)
            host.graph.addPass(made)
            made.broken = true
            #expect(host._checkInvariants().contains("the probe pass is broken"))
            made.broken = false
            probe = made
        }
        #expect(probe?.torndown == true)
    }

    @Test("A feature is registered once and found by its type")
    func features() {
        let host = ViewHost(Text("t"))
        let focus = host.graph.focus
        #expect(host.graph.feature(FocusController.self) === focus)
        #expect(host.graph.focus === focus)
        #expect(host.graph.passes.filter { $0 is FocusController }.count == 1)
    }
}

private struct GreetingFeature: WindowFeature {
    let text: String
    func write(
        into environment: inout EnvironmentValues, window: WindowState, context: WindowContext
    ) {
        environment.k = text
    }
}

private struct KReader: View {
    @Environment(\.k) private var k
    var body: some View { Text(k) }
}

@MainActor
@Suite("Window values are registered features (issue 20, item 6)")
struct WindowFeatureTests {
    @Test("A window applies its features in order; adding one reaches every view in it")
    func addingAFeature() throws {
        let host = ViewHost(KReader())
        #expect(try host.find(text: "default").typeName == "Text")
        host.window.features.append(GreetingFeature(text: "from the window"))
        #expect(try host.find(text: "from the window").typeName == "Text")
        host.window.features.append(GreetingFeature(text: "later wins"))
        #expect(try host.find(text: "later wins").typeName == "Text")
    }

    @Test("Only an app's windows have the closing feature")
    func closingIsAnAppFeature() throws {
        let bare = ViewHost(Text("bare"))
        #expect(!bare.window.features.contains { $0 is WindowFeatures.Closing })
        let app = AppHost(CounterApp())
        #expect(app.windows[0].host.window.features.contains { $0 is WindowFeatures.Closing })
    }
}

@MainActor
@Suite("A cut-off update still ends what it hid (D7, L3)")
struct CutOffDisappearTests {
    @Test("D7: disappear actions queued when an update is cut off still run; appears do not")
    func cutOffRunsDisappears() throws {
        let host = ViewHost(Counter())
        let probe = ProbePass(graph: host.graph)
        host.graph.addPass(probe)
        var ran: [String] = []
        probe.runsForever = true
        probe.onRun = { count in
            // The last round before the cut-off queues both kinds of action after the action
            // pass has run: only the cut-off can deal with them.
            guard count == ViewGraph.passLimit else { return }
            host.graph.enqueueDisappear { ran.append("disappear") }
            host.graph.enqueueChange { ran.append("change") }
        }
        host.flush()
        #expect(host.diagnostics.contains { $0.kind == .updateLoop })
        #expect(ran == ["disappear"])
    }
}
