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
    /// The front a person's reach is limited to (D104), with the node to reach; `nil` when
    /// nothing modal shows. Of the limiting nodes a person could otherwise reach, in tree
    /// order: one inside the front's presentation is in front of it; one inside what the
    /// front covers is behind it, and is skipped; otherwise (presented beside it, which SwiftUI
    /// refuses) the later one is in front, as the accessibility tree joins them (D44).
    func modalFront() -> (limiter: _ViewNode, front: _ViewNode)? {
        let limiters = capabilities.nodes(offering: (any ReachLimiting).self)
        guard !limiters.isEmpty else { return nil }
        var presenting: [(limiter: _ViewNode, front: _ViewNode)] = []
        for node in limiters {
            guard let front = (node as! any ReachLimiting).reachableFront, isVisible(node) else {
                continue
            }
            presenting.append((node, front))
        }
        if presenting.count > 1 {
            numberInPreorder()
            presenting.sort { $0.limiter.preorderIndex < $1.limiter.preorderIndex }
        }
        var found: (limiter: _ViewNode, front: _ViewNode)?
        for candidate in presenting {
            if let current = found, !current.front.isAncestor(ofOrSame: candidate.limiter),
                current.limiter.isAncestor(ofOrSame: candidate.limiter)
            {
                continue
            }
            found = candidate
        }
        return found
    }
}
