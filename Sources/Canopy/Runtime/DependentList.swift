/// The nodes that read one environment entry or one state location.
///
/// Registration and removal are O(1) and hash nothing: each registration remembers its index
/// here, and the reader's dependency record remembers that index, so removal swaps the last
/// registration into the hole and tells the moved reader where its record now points.
/// The order of the list is deterministic (registrations, then swap-removals), and the graph
/// sorts what it invalidates anyway.
@MainActor
struct DependentList {
    enum Kind {
        case environment
        case location
    }

    /// One reader, and the index of the matching record in its dependencies.
    struct Registration {
        let node: _ViewNode
        let record: Int
    }

    /// One list of pairs, not a list of nodes beside a list of indices; most lists hold one
    /// reader (a state location's), kept inline.
    /// (Nonisolated only so that an entry, made wherever its environment is written, can make
    /// its empty list; it is touched on the main actor only.)
    nonisolated(unsafe) private(set) var registrations = InlineFirstArray<Registration>()

    /// The registered readers, in list order.
    var nodes: [_ViewNode] { registrations.map { $0.node } }

    /// The reader registered last, if any.
    var lastNode: _ViewNode? { registrations.last?.node }

    /// The registration made last, if any.
    var lastRegistration: Registration? { registrations.last }

    /// Registers `node`, whose dependency record for it will sit at `record`; returns the
    /// registration's index.
    ///
    /// A list's second reader makes room for eight after the first: an environment entry is
    /// read by the views below its writer, often several, and growing one reader at a time
    /// allocated the array at 1, 2, 4, 8 and 16 (the ten leaves of a benchmark group: 1.7% of
    /// a mount). A list of two to eight readers keeps up to 112 bytes more; one of nine to
    /// sixteen ends with the same array as before.
    mutating func add(_ node: _ViewNode, record: Int) -> Int {
        registrations.append(Registration(node: node, record: record), tailCapacity: 8)
        return registrations.count - 1
    }

    /// Removes the registration at `index`, which `node` made for its dependency record
    /// `record`.
    ///
    /// A removal is checked against what sits at `index`, so a stale record (its list was
    /// emptied wholesale when its graph went away, see ``detachAll(from:kind:)``) removes
    /// nothing instead of trapping or removing another reader's registration. Teardown order
    /// across graphs then cannot make an index wrong.
    mutating func remove(at index: Int, node: _ViewNode, record: Int, kind: Kind) {
        guard index >= 0, index < registrations.count,
            registrations[index].node === node, registrations[index].record == record
        else { return }
        let last = registrations.count - 1
        if index != last {
            let moved = registrations[last]
            registrations[index] = moved
            moved.node.moveRecord(moved.record, of: kind, from: last, to: index)
        }
        registrations.removeLast()
    }

    /// Invalidates every reader through its own graph (a value one graph writes may be read in
    /// another's views) and asks each graph touched for a flush. A reader that is evaluating
    /// again and has not yet read this value in this evaluation is left alone: its
    /// registration is last evaluation's, and if it reads the value again it sees the new one
    /// (as when it had left every list before evaluating).
    func invalidateAll(kind: Kind) {
        var graphs: [ViewGraph] = []
        for registration in registrations {
            let node = registration.node
            let graph = node.graph!
            if graph.rereadingNode == ObjectIdentifier(node),
                !graph.hasReread(record: registration.record)
            {
                continue
            }
            graph.invalidate(node)
            // A loop, not `contains(where:)`: a main-actor closure checks its executor per call.
            var known = false
            for seen in graphs where seen === graph { known = true }
            if !known { graphs.append(graph) }
        }
        for graph in graphs { graph.requestFlush() }
    }

    /// Empties the list when the graph that owns it goes away. Readers from other graphs
    /// (commands reading a window's state through a `@FocusedBinding`) live on, so their
    /// records are marked detached first: when they next clear their dependencies they skip
    /// this list instead of removing from it at an index it no longer has.
    mutating func detachAll(from graph: ViewGraph, kind: Kind) {
        if hasReaders(outside: graph) {
            for (index, registration) in registrations.enumerated()
            where registration.node.graph !== graph {
                registration.node.moveRecord(registration.record, of: kind, from: index, to: -1)
            }
        }
        registrations.removeAll()
    }

    /// Whether a reader belongs to a graph other than `graph`. The registrations are read in
    /// place: a copy of each retains and releases its reader, and those atomic operations
    /// make the processor wait for each reader to load before it asks for the next; without
    /// them it loads many at once. A window's color-scheme list (every control reads it) was
    /// 100,000 such waits at the start of a teardown.
    private func hasReaders(outside graph: ViewGraph) -> Bool {
        guard let first = registrations.first else { return false }
        if first.node.graph !== graph { return true }
        return registrations.withTail { tail in
            for index in tail.indices where tail[index].node.graph !== graph { return true }
            return false
        }
    }
}
