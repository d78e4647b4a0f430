/// A node's counters and serials, 32-bit (or less) and kept together so they share words: a
/// graph never holds 2^31 nodes or levels, and serials are compared for equality only
/// (wrapping). With the flags after them they fill four words exactly: the base node's stored
/// fields end at 104 bytes, a multiple of 8, so a subclass's first word-aligned field follows
/// with no padding (at 112 bytes, as until the eighth performance round, the benchmark's leaf
/// and button asked for 185 and 192 bytes: 208-byte chunks, where 184 takes a 192-byte one).
struct NodeCounters {
    /// How many nodes lie between the root and this one.
    var depth: Int32 = 0
    /// How many nodes from the root to this one render a line of their own.
    var viewDepth: Int32 = 0
    /// The node's position in a preorder walk of the graph, renumbered lazily (see
    /// ``ViewGraph/treeOrdered(_:)``): ties between nodes updated together are broken in tree
    /// order (D3).
    var preorderIndex: Int32 = 0
    /// The graph's pass serial when ``evaluationsInPass`` was last reset.
    var passSerial: Int32 = 0
    /// How many times the node's body (or row builder) ran.
    var bodyEvaluations: Int32 = 0
    /// Bumped whenever the node's dependencies are reset.
    var observationGeneration: UInt32 = 0
    /// The node's index in its graph's per-node feature stores; `Int32.max` while it has none.
    var storeIndex = Int32.max
    /// How many times the node was evaluated in the pass ``passSerial`` names, saturating at
    /// 255: the per-pass limit (D7) is 100, so a byte tells it as well as a word did.
    var evaluationsInPass: UInt8 = 0
    /// Bits features keep on the node itself, for flags their hot loops test on every node
    /// they visit (a store lookup there costs more than the flag). Each bit belongs to one
    /// feature; they are handed out in one place, `Features/NodeFeatureBits.swift`.
    var featureBits: UInt8 = 0
}

/// A node's flags, two bytes: they follow the counters (30 bytes from a word boundary) and
/// close their last word.
struct NodeFlags: OptionSet {
    let rawValue: UInt16

    /// The node waits to be evaluated.
    static let isDirty = NodeFlags(rawValue: 1 << 0)
    /// The node is in its graph's tree.
    static let isMounted = NodeFlags(rawValue: 1 << 1)
    /// The node has been evaluated once.
    static let hasMounted = NodeFlags(rawValue: 1 << 2)
    /// The update loop leaves the node's dependencies in place before evaluating it (a custom
    /// modifier whose body may not run again); set by the node kind when it is made.
    static let keepsDependencies = NodeFlags(rawValue: 1 << 3)
    /// The node is a custom modifier's: queries see through it like a built-in modifier,
    /// though it has a line of its own. Set by the node kind when it is made.
    static let isCustomModifier = NodeFlags(rawValue: 1 << 4)
    /// A dependency (environment, state, object), not a new value from the parent, invalidated
    /// the node since the node last cleared this flag.
    static let invalidatedByDependency = NodeFlags(rawValue: 1 << 5)
    /// Kept by the node's kind for its own use (a built-in modifier's node: whether it has
    /// evaluated; a button's: whether it is disabled): a `Bool` stored in a subclass takes a
    /// word of padding, which can be what pushes every node of the kind into a larger
    /// allocation.
    static let kindFlag = NodeFlags(rawValue: 1 << 6)
    /// A built-in modifier that only contributes values was folded into this node, its
    /// content's (see ``FoldingModifier``): a parent's new value for the node may be the
    /// modified view, which ``_ViewNode/reconcile(_:with:)`` hands to the modifier first.
    static let hasFoldedModifier = NodeFlags(rawValue: 1 << 7)
    /// A second flag kept by the node's kind for its own use, as ``kindFlag`` (a button's node:
    /// whether a person holds it down).
    static let secondKindFlag = NodeFlags(rawValue: 1 << 8)
    /// The node mounted (``hasMounted``) but its first evaluation was put back on the queue,
    /// its mount having invalidated an ancestor: the evaluation that follows is still its
    /// first, and features hear it as such.
    static let firstEvaluationDeferred = NodeFlags(rawValue: 1 << 9)

    mutating func set(_ flag: NodeFlags, _ on: Bool) {
        if on { insert(flag) } else { remove(flag) }
    }
}
