/// A node that, while it shows something in front of the rest of its window, keeps a person's
/// reach to what it shows (D104): a presented sheet, cover, popover, alert or dialog is modal,
/// so nothing behind it (the content it is attached to, its siblings, the window's other views)
/// can be tapped, typed into, focused, scrolled or switched until it is dismissed.
@MainActor
protocol ReachLimiting: _ViewNode {
    /// The node whose subtree a person can reach while this node is in front; `nil` while it
    /// shows nothing modal.
    var reachableFront: _ViewNode? { get }
}

extension ViewGraph {
    /// The front a person's reach is limited to (D104): of the limiting nodes a person could
    /// otherwise reach, the last in tree order (a presentation inside another comes after it),
    /// with the node to reach; `nil` when nothing modal shows. SwiftUI presents one thing at a
    /// time from a place; when a tree asks for two at once, the later in tree order is in front,
    /// as for the other front-most lookups (detents, toolbars, the accessibility tree).
    func modalFront() -> (limiter: _ViewNode, front: _ViewNode)? {
        let limiters = capabilities.nodes(offering: (any ReachLimiting).self)
        guard !limiters.isEmpty else { return nil }
        var found: (limiter: _ViewNode, front: _ViewNode)?
        for node in limiters {
            guard let front = (node as! any ReachLimiting).reachableFront, isVisible(node) else {
                continue
            }
            if let current = found {
                numberInPreorder()
                if node.preorderIndex < current.limiter.preorderIndex { continue }
            }
            found = (node, front)
        }
        return found
    }
}
