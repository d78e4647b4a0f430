/// Who owns which bit of a node's ``_ViewNode/featureBits``: handed out here, in one place, so
/// two features never share one. A feature keeps a flag on the node only when its hot loop
/// tests it on every node it visits; anything else goes in a ``NodeStore``.
enum NodeFeatureBits {
    /// Layout: the node's frame is current (stored inverted: a new node needs layout).
    static let layoutIsCurrent: UInt8 = 1 << 0
    /// Layout: a layout has placed the node.
    static let layoutIsLaidOut: UInt8 = 1 << 1
    /// Layout: whether the node lays itself out is known.
    static let layoutFacetKnown: UInt8 = 1 << 2
    /// Layout: the node lays itself out.
    static let layoutHasFacet: UInt8 = 1 << 3
    /// Layout: the node waits, parked, in a row kept off screen (D17).
    static let layoutIsParked: UInt8 = 1 << 4
    /// Transitions: the node has children held for their removal transition (D34).
    static let showsHeldChildren: UInt8 = 1 << 5
}
