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

    private(set) var nodes: [_ViewNode] = []
    /// For each registration, the index of the matching record in the reader's dependencies.
    private(set) var records: [Int] = []

    /// Registers `node`, whose dependency record for it will sit at `record`; returns the
    /// registration's index.
    mutating func add(_ node: _ViewNode, record: Int) -> Int {
        nodes.append(node)
        records.append(record)
        return nodes.count - 1
    }

    /// Removes the registration at `index`.
    mutating func remove(at index: Int, kind: Kind) {
        let last = nodes.count - 1
        if index != last {
            let moved = nodes[last]
            let movedRecord = records[last]
            nodes[index] = moved
            records[index] = movedRecord
            switch kind {
            case .environment: moved.dependencies.environmentReads[movedRecord].listIndex = index
            case .location: moved.dependencies.locations[movedRecord].listIndex = index
            }
        }
        nodes.removeLast()
        records.removeLast()
    }

    /// Invalidates every reader through its own graph (a value one graph writes may be read in
    /// another's views) and asks each graph touched for a flush.
    func invalidateAll() {
        var graphs: [ViewGraph] = []
        for node in nodes {
            let graph = node.graph!
            graph.invalidate(node)
            // A loop, not `contains(where:)`: a main-actor closure checks its executor per call.
            var known = false
            for seen in graphs where seen === graph { known = true }
            if !known { graphs.append(graph) }
        }
        for graph in graphs { graph.requestFlush() }
    }

    mutating func removeAll() {
        nodes.removeAll()
        records.removeAll()
    }
}
