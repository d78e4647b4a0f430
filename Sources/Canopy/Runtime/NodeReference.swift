import Foundation

/// A sendable reference to a node that does not keep it alive, for change callbacks that may
/// run on any thread (an object's `objectWillChange`, an Observation `onChange`). It never
/// touches the graph itself: it queues the node, and the graph applies queued invalidations on
/// the main actor at the start of every flush — no guessing which thread or executor the
/// callback came from.
final class NodeReference: @unchecked Sendable {
    private let handle: NodeHandle
    private let generation: UInt32
    private let queue: InvalidationQueue

    @MainActor init(_ node: _ViewNode) {
        handle = node.handle
        generation = node.observationGeneration
        queue = node.graph.externalInvalidations
    }

    /// Queues the node for invalidation at the next flush.
    func invalidate() { queue.append(self) }

    /// The node, if it still depends on what this reference was made for.
    @MainActor var liveNode: _ViewNode? {
        guard let node = handle.target, node.isMounted, node.observationGeneration == generation
        else { return nil }
        return node
    }
}

/// Invalidations requested from outside the update loop, possibly off the main actor.
final class InvalidationQueue: @unchecked Sendable {
    private var pending: [NodeReference] = []
    private let lock = NSLock()

    func append(_ reference: NodeReference) {
        lock.lock()
        pending.append(reference)
        lock.unlock()
    }

    /// How many references are queued.
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return pending.count
    }

    /// The references queued after the first `start` (still queued).
    func references(from start: Int) -> [NodeReference] {
        lock.lock()
        defer { lock.unlock() }
        return start < pending.count ? Array(pending[start...]) : []
    }

    var isEmpty: Bool {
        lock.lock()
        defer { lock.unlock() }
        return pending.isEmpty
    }

    func drain() -> [NodeReference] {
        lock.lock()
        defer { lock.unlock() }
        let drained = pending
        pending = []
        return drained
    }
}
