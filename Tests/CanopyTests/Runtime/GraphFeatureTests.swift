import CanopyTesting
import Testing

@testable import Canopy

// Issue 37, item 1: a feature hears what happens to the nodes through events it asks for,
// keeps per-node state in its own store, and can hold a node back. The probe below is written
// outside the runtime and added to one graph.

@MainActor
private final class ProbeFeature: GraphFeature {
    unowned let graph: ViewGraph
    var log: [String] = []
    /// A per-node count of attaches, in the feature's own store.
    var attaches = NodeStore(default: 0)
    /// Views of this name are held back from evaluating again.
    var holding: String?
    var held: [_ViewNode] = []

    init(graph: ViewGraph) { self.graph = graph }

    static var events: GraphEvents {
        [
            .attach, .holdBack, .evaluation, .subtreeUnmount, .unmount, .flush,
            .environmentValueChange,
        ]
    }

    var isPending: Bool { false }
    func run() {}

    private func name(_ node: _ViewNode) -> String { displayName(of: node.viewType) }

    func nodeDidAttach(_ node: _ViewNode) {
        attaches[node] += 1
        log.append("attach \(name(node))")
    }
    func shouldEvaluate(_ node: _ViewNode) -> Bool {
        guard name(node) == holding else { return true }
        held.append(node)
        return false
    }
    func nodeDidEvaluate(_ node: _ViewNode, firstTime: Bool) {
        log.append("\(firstTime ? "mount" : "reevaluate") \(name(node))")
    }
    func subtreeWillUnmount(_ node: _ViewNode) { log.append("leave \(name(node))") }
    func nodeDidUnmount(_ node: _ViewNode) {
        attaches.clear(node)
        log.append("unmount \(name(node))")
    }
    func environmentValueDidChange(below node: _ViewNode, keyType: Any.Type) {
        log.append("environment \(environmentKeyName(keyType))")
    }
    func flushWillBegin() { log.append("begin") }
    func flushDidEnd() { log.append("end") }
}

/// A feature that asks for `.teardown`: it hears each node before it is freed.
@MainActor
private final class TeardownProbe: GraphFeature {
    /// What the last torn-down graph's probe heard: each node's view and its store entry.
    static var freed: [(name: String, attaches: Int)] = []
    unowned let graph: ViewGraph
    var attaches = NodeStore(default: 0)

    init(graph: ViewGraph) { self.graph = graph }

    static var events: GraphEvents { [.attach, .teardown] }
    var isPending: Bool { false }
    func run() {}

    func nodeDidAttach(_ node: _ViewNode) { attaches[node] += 1 }
    func nodeWillBeFreed(_ node: _ViewNode) {
        Self.freed.append((displayName(of: node.viewType), attaches[node]))
    }
}

private struct Toggler: View {
    @State var shown = true
    var body: some View {
        VStack {
            Button("Toggle") { shown.toggle() }
            if shown { Detail() }
        }
        .environment(\.lineLimit, shown ? 1 : 2)
    }
}

private struct Detail: View {
    @Environment(\.lineLimit) private var limit
    var body: some View { Text("limit \(limit ?? 0)") }
}

@MainActor
@Suite("Graph features: events, per-node stores, holding back (issue 37)")
struct GraphFeatureTests {
    @Test("A feature hears attach, re-evaluation, environment values, removal and the flush")
    func events() throws {
        let host = ViewHost(Toggler())
        let probe = host.graph.addFeature(ProbeFeature.self)
        try host.tap("Toggle")
        let log = probe.log
        #expect(log.first == "begin")
        #expect(log.last == "end")
        #expect(log.contains("reevaluate Toggler"))
        #expect(log.contains("environment lineLimit"))
        // The removed branch: its top is named once, then every node in it.
        #expect(log.filter { $0.hasPrefix("leave") } == ["leave Detail"])
        #expect(log.contains("unmount Detail"))
        #expect(log.contains("unmount Text"))
        try host.tap("Toggle")
        #expect(probe.log.contains("attach Detail"))
        #expect(probe.log.contains("attach Text"))
        // A node attaches before its first evaluation.
        let attach = try #require(probe.log.firstIndex(of: "attach Detail"))
        let mount = try #require(probe.log.firstIndex(of: "mount Detail"))
        #expect(attach < mount)
    }

    @Test("A feature's store keeps a value per node; an unmounted node reads the default")
    func stores() throws {
        let host = ViewHost(Toggler())
        let probe = host.graph.addFeature(ProbeFeature.self)
        try host.tap("Toggle")
        try host.tap("Toggle")
        let detail = try #require(host.graph.root.firstDescendant { $0.viewType == Detail.self })
        #expect(probe.attaches[detail] == 1)
        try host.tap("Toggle")
        #expect(!detail.isMounted)
        #expect(probe.attaches[detail] == 0)
        probe.attaches[detail] = 5
        #expect(probe.attaches[detail] == 0, "a write to a node that left is dropped")
    }

    @Test("D17's mechanism: a feature holds a node back until it invalidates it again")
    func holdsBack() throws {
        let host = ViewHost(Toggler())
        let probe = host.graph.addFeature(ProbeFeature.self)
        probe.holding = "Detail"
        try host.tap("Toggle")
        try host.tap("Toggle")
        // Detail is new after the second tap: a node mounting is never held back.
        #expect(try host.find(text: "limit 1").typeName == "Text")
        let detail = try #require(host.graph.root.firstDescendant { $0.viewType == Detail.self })
        let evaluations = detail.bodyEvaluations
        host.graph.invalidate(detail)
        host.flush()
        #expect(detail.bodyEvaluations == evaluations)
        #expect(probe.held.contains { $0 === detail })
        probe.holding = nil
        host.graph.invalidate(detail)
        host.flush()
        #expect(detail.bodyEvaluations == evaluations + 1)
    }

    @Test(
        "A feature asking for .teardown hears each node before it is freed, its entry still there")
    func teardownEvent() throws {
        TeardownProbe.freed = []
        var host: ViewHost? = ViewHost(Toggler())
        _ = host?.graph.addFeature(TeardownProbe.self)
        // Detail and its text attach again after the feature joined.
        try host?.tap("Toggle")
        try host?.tap("Toggle")
        weak let graph = host?.graph
        host = nil
        #expect(graph == nil)
        let heard = TeardownProbe.freed
        #expect(heard.contains { $0.name == "Detail" && $0.attaches == 1 })
        #expect(heard.contains { $0.name == "Text" && $0.attaches == 1 })
        #expect(heard.contains { $0.name == "Toggler" && $0.attaches == 0 })
    }

    @Test("Node indexes are given back when nodes are released, and reused")
    func indexesReused() throws {
        let host = ViewHost(Toggler())
        try host.tap("Toggle")
        try host.tap("Toggle")
        let detail = try #require(host.graph.root.firstDescendant { $0.viewType == Detail.self })
        let index = detail.storeIndex
        try host.tap("Toggle")
        try host.tap("Toggle")
        let again = try #require(host.graph.root.firstDescendant { $0.viewType == Detail.self })
        #expect(again !== detail)
        #expect(detail.storeIndex == Int(Int32.max))
        #expect(again.storeIndex < 32, "indexes stay dense: \(again.storeIndex), was \(index)")
    }
}

extension _ViewNode {
    fileprivate func firstDescendant(where matches: (_ViewNode) -> Bool) -> _ViewNode? {
        var pending: [_ViewNode] = [self]
        while let node = pending.popLast() {
            if matches(node) { return node }
            pending.append(contentsOf: node.children)
        }
        return nil
    }
}
