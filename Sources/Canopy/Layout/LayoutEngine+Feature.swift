/// How layout plugs into the graph: the events that mark views for layout, and the per-node
/// layout state, kept in the engine's stores rather than on every node.
extension LayoutEngine {
    static var events: GraphEvents {
        [
            .attach, .holdBack, .evaluation, .childrenChange, .subtreeUnmount, .unmount,
            .environmentChange, .environmentValueChange,
        ]
    }

    /// Layout places views and so decides which rows of a lazy container are shown: appear
    /// actions wait for it.
    var decidesWhatIsShown: Bool { true }

    func nodeDidAttach(_ node: _ViewNode) {
        // A new node is laid out with its parent; only one below a laid-out node marks it.
        if let parent = node.parent { childrenChanged(parent) }
    }

    func shouldEvaluate(_ node: _ViewNode) -> Bool { !parks(node) }

    func nodeDidEvaluate(_ node: _ViewNode, firstTime: Bool) {
        // What the node shows may size it differently (a new node is laid out with its parent).
        if !firstTime, flags[node].isLaidOut, let facet = node.layoutFacet,
            facet.evaluationChangesLayout
        {
            invalidate(node)
        }
    }

    func childrenWillChange(of node: _ViewNode, to new: [_ViewNode]) {
        // Moved views move on screen too.
        if flags[node].isLaidOut, !node.children.array.elementsEqual(new, by: ===) {
            childrenChanged(node)
        }
    }

    func subtreeWillUnmount(_ node: _ViewNode) {
        if let parent = node.parent { childrenChanged(parent) }
    }

    func nodeDidUnmount(_ node: _ViewNode) {
        // Its layout (a container's subviews hold nodes) goes with it.
        records.clear(node)
        flags.clear(node)
    }

    func environmentDidChange(below node: _ViewNode) { invalidateSubtree(node) }

    /// Whether `node` lays itself out (has a ``_ViewNode/layoutFacet``), without making the
    /// facet: asked for every node layout visits, several times, and kept in its flags.
    func laysOutItself(_ node: _ViewNode) -> Bool {
        if let known = flags[node].hasFacet { return known }
        let has = node.layoutFacet != nil
        flags[node].hasFacet = has
        return has
    }

    func environmentValueDidChange(below node: _ViewNode, keyType: Any.Type) {
        if keyType is any LayoutAffectingKey.Type { invalidateSubtree(node) }
    }
}

/// A node's layout flags, in the bits of ``_ViewNode/featureBits`` that layout owns
/// (`Features/NodeFeatureBits.swift`).
struct LayoutFlags {
    fileprivate var bits: UInt8

    private static let isCurrent = NodeFeatureBits.layoutIsCurrent
    private static let isLaidOut = NodeFeatureBits.layoutIsLaidOut
    private static let facetKnown = NodeFeatureBits.layoutFacetKnown
    private static let hasFacet = NodeFeatureBits.layoutHasFacet
    private static let isParked = NodeFeatureBits.layoutIsParked
    /// Every bit layout owns.
    fileprivate static let all: UInt8 = isCurrent | isLaidOut | facetKnown | hasFacet | isParked

    /// Whether the node's frame or its children's must be computed again (stored inverted, so
    /// a new node needs layout).
    var needsLayout: Bool {
        get { bits & Self.isCurrent == 0 }
        set { set(Self.isCurrent, !newValue) }
    }

    /// Whether a layout has placed the node.
    var isLaidOut: Bool {
        get { bits & Self.isLaidOut != 0 }
        set { set(Self.isLaidOut, newValue) }
    }

    /// Whether the node waits, parked, in a row kept off screen (D17).
    var isParked: Bool {
        get { bits & Self.isParked != 0 }
        set { set(Self.isParked, newValue) }
    }

    /// Whether the node has a layout facet, once asked (`nil` until then).
    var hasFacet: Bool? {
        get { bits & Self.facetKnown == 0 ? nil : bits & Self.hasFacet != 0 }
        set {
            set(Self.facetKnown, newValue != nil)
            set(Self.hasFacet, newValue == true)
        }
    }

    private mutating func set(_ bit: UInt8, _ on: Bool) {
        if on { bits |= bit } else { bits &= ~bit }
    }
}

/// Reads and writes the layout flags of a node, as a store would.
@MainActor
struct LayoutFlagAccess {
    subscript(node: _ViewNode) -> LayoutFlags {
        get { LayoutFlags(bits: node.featureBits & LayoutFlags.all) }
        nonmutating set {
            node.featureBits =
                (node.featureBits & ~LayoutFlags.all) | (newValue.bits & LayoutFlags.all)
        }
    }

    /// Resets `node`'s flags: a node that left needs layout again if it ever returns.
    func clear(_ node: _ViewNode) { node.featureBits &= ~LayoutFlags.all }
}

@MainActor private let layoutSlot = GraphFeatures.slot(of: LayoutEngine.self)

extension ViewGraph {
    /// The layout feature (see ``LayoutEngine``).
    var layout: LayoutEngine { feature(at: layoutSlot, as: LayoutEngine.self) }

    /// The last flush in which a lazy container showed a row that came into view.
    var lazyRowAppearedSerial: Int {
        get { layout.lazyRowAppearedSerial }
        set { layout.lazyRowAppearedSerial = newValue }
    }
}

/// A node's layout state, kept by its graph's ``LayoutEngine``.
extension _ViewNode {
    /// Whether the node's frame or its children's must be computed again.
    var needsLayout: Bool {
        get { LayoutFlagAccess()[self].needsLayout }
        set { LayoutFlagAccess()[self].needsLayout = newValue }
    }

    /// Whether a layout has placed the node (a new node is laid out with its parent; only a
    /// change below a laid-out node marks its ancestors).
    var isLaidOut: Bool {
        get { LayoutFlagAccess()[self].isLaidOut }
        set { LayoutFlagAccess()[self].isLaidOut = newValue }
    }

    /// What the last layout decided for this node, for nodes that lay something out (see
    /// ``LayoutRecord``); made on first layout.
    var layoutRecord: LayoutRecord? {
        get { graph.layout.records[self] }
        set { graph.layout.records[self] = newValue }
    }

    /// Whether the node lays itself out (has a ``layoutFacet``), without making the facet. A
    /// node's facet never changes, and layout asks for every node it visits, several times.
    var laysOutItself: Bool { graph.layout.laysOutItself(self) }
}
