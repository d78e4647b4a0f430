/// What a swipe from one edge of a row offers (C25, D57).
@MainActor
struct RowSwipeActions {
    /// The actions' buttons, in the order written from the edge.
    let buttons: [any InteractiveNode]
    /// Whether a full swipe runs the first.
    let allowsFullSwipe: Bool
}

extension _ViewNode {
    /// The row's own chain: itself, then through single-child views and modifiers (and the row
    /// content of a modifier with a section, such as `swipeActions`) down to where it branches,
    /// as SwiftUI reads a row's traits.
    var rowChain: [_ViewNode] {
        var chain: [_ViewNode] = []
        var cursor: _ViewNode? = self
        while let node = cursor {
            chain.append(node)
            if node.children.count == 1 || (node.decorationStyle != nil && !node.children.isEmpty) {
                cursor = node.children[0]
            } else {
                cursor = nil
            }
        }
        return chain
    }

    /// The row's swipe actions from `edge`, `nil` when it has none of its own. Modifiers
    /// written later (outer) add theirs after the inner ones.
    func swipeActions(edge: HorizontalEdge) -> RowSwipeActions? {
        let holders = rowChain.reversed().compactMap { $0 as? any SwipeActionsHolding }
            .filter { $0.edge == edge }
        guard !holders.isEmpty else { return nil }
        var buttons: [any InteractiveNode] = []
        for holder in holders {
            guard let actions = holder.actionsNode else { continue }
            var pending: [_ViewNode] = [actions]
            while let next = pending.popLast() {
                if let control = next as? any InteractiveNode, control.controlKind == .button {
                    buttons.append(control)
                    continue
                }
                pending.append(contentsOf: next.visibleChildren.reversed())
            }
        }
        // The first modifier that speaks for the edge decides the full swipe.
        return RowSwipeActions(buttons: buttons, allowsFullSwipe: holders[0].allowsFullSwipe)
    }

    /// Whether the row has swipe actions of its own, from either edge: then it gets no
    /// Delete from its `ForEach`'s `onDelete` (C25).
    var hasSwipeActions: Bool { rowChain.contains { $0 is any SwipeActionsHolding } }
}
