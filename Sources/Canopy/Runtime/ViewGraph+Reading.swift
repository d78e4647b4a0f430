import Observation

/// Who is reading: while a body or a property installation runs, the graph names the node
/// doing it, so every state location and `@Observable` property it touches registers that node
/// as a reader (environment reads are tracked per node by `readEnvironment`).
extension ViewGraph {
    /// The node whose body is running, in whichever graph: a view in one window may read state
    /// that lives in another graph (an app's `@State` through a binding), and must register
    /// there. One main actor runs every graph, so one slot serves them all.
    @exclusivity(unchecked) private static var trackingNode: _ViewNode?

    /// The node whose body is running, so state reads can register it.
    var trackingNode: _ViewNode? {
        get { Self.trackingNode }
        set { Self.trackingNode = newValue }
    }

    /// The node whose body is running in any graph, if one is.
    static var currentTrackingNode: _ViewNode? { trackingNode }

    /// Runs `body` with `node` registered as the reader of any state it touches, without
    /// Observation tracking (for property installation).
    func reading<T>(as node: _ViewNode, _ body: () -> T) -> T {
        let previous = trackingNode
        trackingNode = node
        defer { trackingNode = previous }
        return body()
    }

    /// Runs `body` without registering anyone as a reader of the state it touches.
    func withoutReading<T>(_ body: () -> T) -> T {
        let previous = trackingNode
        trackingNode = nil
        defer { trackingNode = previous }
        return body()
    }

    /// Runs `body` with `node` registered as the reader of any state it touches.
    func evaluatingBody<T>(
        of node: _ViewNode, countingEvaluation: Bool = true, _ body: () -> T
    ) -> T {
        let previous = trackingNode
        trackingNode = node
        defer { trackingNode = previous }
        if countingEvaluation { node.bodyEvaluations += 1 }
        // Observation: whatever `@Observable` property the body reads invalidates the node.
        var reference = NodeReference(unpinned: node)
        let result = withObservationTracking(body, onChange: reference.invalidate)
        // Most bodies read nothing observable, and then Observation keeps no callback: only a
        // kept reference needs the node's handle.
        if !isKnownUniquelyReferenced(&reference) { reference.pin(to: node) }
        return result
    }
}
