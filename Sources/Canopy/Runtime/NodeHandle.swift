/// A strong stand-in for a node, held by whatever may outlive it (a change callback, a state
/// location naming its owner, an environment entry naming its writer).
///
/// A `weak` reference would do the same, but the first one gives the node a side table, and
/// from then on every retain and release of that node takes the runtime's slow path. The
/// node clears ``node`` in its `deinit` instead, so a handle never reaches a freed node.
final class NodeHandle: @unchecked Sendable {
    /// The node, until it is freed. Read and written on the main actor only (nodes are
    /// created and freed there).
    nonisolated(unsafe) unowned(unsafe) var node: _ViewNode?

    init(_ node: _ViewNode) { self.node = node }
}

/// A strong stand-in for a graph, held by state locations (which a binding or a task may keep
/// alive after the graph is gone) for the same reason as ``NodeHandle``: a `weak` reference
/// per location would put every retain of the graph on the runtime's slow path.
final class GraphHandle: @unchecked Sendable {
    /// The graph, until it is freed. Main actor only.
    nonisolated(unsafe) unowned(unsafe) var graph: ViewGraph?

    init(_ graph: ViewGraph) { self.graph = graph }
}
