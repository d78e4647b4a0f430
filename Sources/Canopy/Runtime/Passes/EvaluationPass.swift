/// The evaluation pass: re-evaluates every invalidated node, parents before children (L3, D3,
/// E7). Its queue and work stack are the graph's own (every invalidation goes there, on the
/// hot path); the pass is how the flush sees them: pending while a node waits, cut off by
/// naming the views that kept invalidating, emptied at teardown.
@MainActor
final class EvaluationPass: GraphPass {
    private unowned let graph: ViewGraph

    init(graph: ViewGraph) { self.graph = graph }

    var isPending: Bool {
        !graph.stack.isEmpty || !graph.dirtyNodes.isEmpty || !graph.externalInvalidations.isEmpty
    }

    func run() { graph.evaluateInvalidated() }

    func cutOff() -> [String] {
        var paths: [String] = []
        for node in graph.dirtyNodes.all + graph.stack where node.isMounted && node.isDirty {
            let path = node.path
            if !paths.contains(path) { paths.append(path) }
            node.isDirty = false
        }
        graph.dirtyNodes.removeAll()
        graph.stack.removeAll()
        return paths
    }

    func tearDown() {
        graph.stack.removeAll()
        graph.dirtyNodes = DirtyQueue()
    }
}
