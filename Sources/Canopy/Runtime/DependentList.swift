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

    /// One list of pairs, not a list of nodes beside a list of indices: most lists hold one
    /// reader (a state location's), and one array is one allocation.
    private(set) var registrations: [Registration] = []

    /// The registered readers, in list order.
    var nodes: [_ViewNode] { registrations.map(\.node) }

    /// The reader registered last, if any.
    var lastNode: _ViewNode? { registrations.last?.node }

    /// Registers `node`, whose dependency record for it will sit at `record`; returns the
    /// registration's index.
    mutating func add(_ node: _ViewNode, record: Int) -> Int {
        registrations.append(Registration(node: node, record: record))
        return registrations.count - 1
    }

    /// Removes the registration at `index`.
    mutating func remove(at index: Int, kind: Kind) {
        let last = registrations.count - 1
        if index != last {
            let moved = registrations[last]
            registrations[index] = moved
            switch kind {
            case .environment:
                moved.node.dependencies.environmentReads[moved.record].listIndex = index
            case .location: moved.node.dependencies.locations[moved.record].listIndex = index
            }
        }
        registrations.removeLast()
    }

    /// Invalidates every reader through its own graph (a value one graph writes may be read in
    /// another's views) and asks each graph touched for a flush.
    func invalidateAll() {
        var graphs: [ViewGraph] = []
        for registration in registrations {
            let node = registration.node
            let graph = node.graph!
            graph.invalidate(node)
            // A loop, not `contains(where:)`: a main-actor closure checks its executor per call.
            var known = false
            for seen in graphs where seen === graph { known = true }
            if !known { graphs.append(graph) }
        }
        for graph in graphs { graph.requestFlush() }
    }

    mutating func removeAll() { registrations.removeAll() }
}
