import Foundation

/// A sendable reference to a node that does not keep it alive, for change callbacks that may
/// run on any thread (an object's `objectWillChange`, an Observation `onChange`). It never
/// touches the graph itself: it queues the node, and the graph applies queued invalidations on
/// the main actor at the start of every flush — no guessing which thread or executor the
/// callback came from.
final class NodeReference: @unchecked Sendable {
    /// The node's handle: taken at once for a subscription, and for an Observation callback
    /// only once Observation kept the callback (see ``pin(to:)``). Read and written on the main
    /// actor only.
    nonisolated(unsafe) private var handle: NodeHandle?
    private let generation: UInt32
    private let queue: InvalidationQueue

    @MainActor init(_ node: _ViewNode) {
        handle = node.handle
        generation = node.observationGeneration
        queue = node.graph.externalInvalidations
    }

    /// A reference that names no node until ``pin(to:)``: made for every body's Observation
    /// callback, which Observation keeps only when the body read an observable property. A
    /// handle is an allocation the node keeps for its life, so a reference nobody kept takes
    /// none.
    @MainActor init(unpinned node: _ViewNode) {
        generation = node.observationGeneration
        queue = node.graph.externalInvalidations
    }

    /// Names `node`, the node this reference was made for, once something other than its
    /// maker holds the reference (before the reference can be queued and looked at, since a
    /// change callback only queues it and the graph looks at the queue on the main actor).
    @MainActor func pin(to node: _ViewNode) { handle = node.handle }

    /// Queues the node for invalidation at the next flush, with the transaction of the change
    /// when it is made inside `withAnimation` or `withTransaction` on this thread (T1): as in
    /// SwiftUI, the current transaction belongs to the thread that runs the change.
    func invalidate() {
        let transaction = Transaction.ofCurrentThread
        queue.append(
            self, transaction: transaction?.isEmpty == false ? transaction?.markedSeen() : nil)
    }

    /// The node, if it still depends on what this reference was made for.
    @MainActor var liveNode: _ViewNode? {
        guard let node = handle?.target, node.isMounted, node.observationGeneration == generation
        else { return nil }
        return node
    }
}

/// Invalidations requested from outside the update loop, possibly off the main actor.
final class InvalidationQueue: @unchecked Sendable {
    private var pending: [NodeReference] = []
    /// The transactions of the queued changes that had one, by position in ``pending``.
    private var transactions: [Int: Transaction] = [:]
    private let lock = NSLock()

    func append(_ reference: NodeReference, transaction: Transaction?) {
        lock.lock()
        if let transaction { transactions[pending.count] = transaction }
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

    /// Takes every queued reference, each with the transaction of its change if it had one.
    func drain() -> [(NodeReference, Transaction?)] {
        lock.lock()
        defer { lock.unlock() }
        let drained = pending.enumerated().map { ($0.element, transactions[$0.offset]) }
        pending = []
        transactions = [:]
        return drained
    }
}
