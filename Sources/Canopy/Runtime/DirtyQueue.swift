/// The nodes a dependency invalidated, waiting to run, taken shallowest first and, within a
/// depth, in tree order.
///
/// Taking one node at a time (rather than a batch sorted once) is what keeps a parent ahead of
/// its children when an evaluation invalidates a node shallower than ones already waiting: an
/// environment writer updated in place invalidates its readers, which may sit above a node that
/// an object change queued earlier (L3, D3, E7).
@MainActor
struct DirtyQueue {
    /// Nodes by depth; a bucket is kept in reverse tree order once sorted, so the next node is
    /// its last element.
    private var buckets: [[_ViewNode]] = []
    private var sorted: [Bool] = []
    /// No bucket shallower than this holds a node.
    private var lowestDepth = Int.max
    private(set) var count = 0

    var isEmpty: Bool { count == 0 }

    /// The shallowest depth holding a node (possibly one that has run since it was queued).
    mutating func shallowestDepth() -> Int? {
        guard count > 0 else { return nil }
        while buckets[lowestDepth].isEmpty { lowestDepth += 1 }
        return lowestDepth
    }

    /// Every queued node, in no particular order.
    var all: [_ViewNode] { buckets.flatMap { $0 } }

    mutating func insert(_ node: _ViewNode) {
        let depth = node.depth
        while buckets.count <= depth {
            buckets.append([])
            sorted.append(true)
        }
        if !buckets[depth].isEmpty { sorted[depth] = false }
        buckets[depth].append(node)
        count += 1
        if depth < lowestDepth { lowestDepth = depth }
    }

    /// Removes and returns the first node of the shallowest depth, in tree order.
    mutating func popShallowest(orderedBy graph: ViewGraph) -> _ViewNode? {
        guard count > 0 else { return nil }
        while buckets[lowestDepth].isEmpty { lowestDepth += 1 }
        let depth = lowestDepth
        if !sorted[depth] {
            buckets[depth] = graph.treeOrdered(buckets[depth]).reversed()
            sorted[depth] = true
        }
        count -= 1
        let node = buckets[depth].removeLast()
        if count == 0 { lowestDepth = Int.max }
        return node
    }

    mutating func removeAll() {
        for depth in buckets.indices where !buckets[depth].isEmpty {
            buckets[depth].removeAll()
            sorted[depth] = true
        }
        count = 0
        lowestDepth = Int.max
    }
}
