/// Per-node state a feature keeps for the nodes of its graph, indexed by the node's dense
/// ``_ViewNode/storeIndex``: the base node carries no field of any feature, and a feature no
/// node of a graph takes part in costs that graph an empty array.
///
/// The owner clears a node's entry when the node leaves (``GraphFeature/nodeDidUnmount(_:)``),
/// since the index goes to a later node. A node with no index (not attached, or released) reads
/// the default, and writes to a node that is not mounted are dropped.
struct NodeStore<Value> {
    /// The entries, by store index (readable so that an extension for one kind of value can
    /// look at an entry in place: the subscript copies the entry out).
    private(set) var values: [Value] = []
    let defaultValue: Value

    init(default defaultValue: Value) { self.defaultValue = defaultValue }

    @MainActor subscript(node: _ViewNode) -> Value {
        get {
            let index = node.storeIndex
            return index < values.count ? values[index] : defaultValue
        }
        set {
            // A node that left keeps nothing: its index goes to a later node.
            guard node.isMounted else { return }
            let index = node.storeIndex
            if index < values.count {
                values[index] = newValue
            } else {
                extend(to: index, with: newValue)
            }
        }
    }

    /// Sets `value` at `index`, past the end, after filling the store with the default up to
    /// a bounded run past it (``fillAhead`` entries, within the capacity, which grows by
    /// doubling). Out of line, so the setter's common case (an entry that exists) stays small
    /// enough to inline.
    ///
    /// A mount hands out indexes in order, so filling ahead makes the entries of the next
    /// nodes at once, and their writes are assignments: appending one entry at a time (and a
    /// gap of defaults before it) cost a call here for nearly every node mounted. Not to the
    /// whole capacity: an entry written is memory made resident, and the capacity past the
    /// nodes a graph holds stays untouched otherwise (filling it cost 2.7 MB of resident
    /// memory at 100,000 leaves).
    @inline(never)
    private mutating func extend(to index: Int, with value: Value) {
        if index >= values.capacity {
            values.reserveCapacity(Swift.max(index + 1, values.capacity * 2))
        }
        let end = Swift.min(values.capacity, index + Self.fillAhead)
        values.append(contentsOf: repeatElement(defaultValue, count: end - values.count))
        values[index] = value
    }

    /// How many entries past the one written a store past its end is filled with.
    private static var fillAhead: Int { 512 }

    /// Resets `node`'s entry to the default (without growing the array).
    @MainActor mutating func clear(_ node: _ViewNode) {
        let index = node.storeIndex
        if index < values.count { values[index] = defaultValue }
    }

    /// Lets go of every entry.
    mutating func removeAll() { values = [] }
}

/// Hands out the dense indexes ``NodeStore`` uses: a node takes one when it joins a graph and
/// gives it back when it is released, so the stores stay as long as the most nodes the graph
/// ever held at once.
struct NodeIndexes {
    private var next: Int32 = 0
    private var free: [Int32] = []

    mutating func take() -> Int32 {
        if let reused = free.popLast() { return reused }
        defer { next += 1 }
        return next
    }

    mutating func giveBack(_ index: Int32) { free.append(index) }

    /// How many indexes are taken: the graph's node count.
    var taken: Int { Int(next) - free.count }
}
