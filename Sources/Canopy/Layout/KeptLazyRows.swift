/// Rows a lazy container keeps mounted off screen (D17): they are not shown, to renderers as
/// to preferences, and they are not updated. A view invalidated in one is parked by the
/// evaluation walk and runs when its row comes into view again, before the row appears.
extension _ViewNode {
    /// Whether a row above this view, of a lazy container that keeps it mounted off screen,
    /// meets `condition`.
    private func hasKeptLazyRow(
        where condition: (_ row: _ViewNode, _ host: any LazyRowHosting) -> Bool
    ) -> Bool {
        var child: _ViewNode = self
        while let parent = child.parent {
            if parent is any LazyRowSource, let host = parent.lazyRowHost,
                !parent.visibleChildren.contains(where: { $0 === child }), condition(child, host)
            {
                return true
            }
            child = parent
        }
        return false
    }

    /// Whether the view is in a row a lazy container keeps mounted off screen: such a row is
    /// not shown, and a lazy container in it keeps the rows it has until it is in view again,
    /// so it releases no row that is still waiting to disappear (D3).
    var isInKeptLazyRow: Bool { hasKeptLazyRow { _, _ in true } }

    /// Whether the view waits to run: it is in a kept row that takes space, at any level (so a
    /// view never runs while a row above it waits). A row that shows nothing is never in view,
    /// and runs as it is, or it could never come to show something; a row waiting to
    /// disappear (D3) has not left yet, and runs too.
    var waitsInKeptLazyRow: Bool {
        hasKeptLazyRow { row, host in
            guard !host.hasShown(row), let frame = graph.layout.frame(of: row) else {
                return false
            }
            return frame.width > 0 && frame.height > 0
        }
    }
}

extension LayoutEngine {
    /// Parks `node` instead of running it when it waits in a kept row; returns whether it
    /// did. Only a view that ran before can wait: a new one is mounting.
    ///
    /// A view that does not wait (its row is in view now) still waits for a parked ancestor:
    /// that ancestor holds the values its parent handed it while it was off screen, and runs
    /// first, handing them on (D3: no view runs before an ancestor that is pending). The
    /// ancestor is woken now, and the view runs after it.
    func parks(_ node: _ViewNode) -> Bool {
        guard node.hasMounted, !observers.isEmpty else { return false }
        if node.waitsInKeptLazyRow {
            park(node)
            return true
        }
        guard !parkedNodes.isEmpty, let ancestor = parkedAncestor(of: node) else { return false }
        flags[ancestor].isParked = false
        graph.invalidate(ancestor)
        park(node)
        return true
    }

    private func park(_ node: _ViewNode) {
        guard !flags[node].isParked else { return }
        flags[node].isParked = true
        parkedNodes.append(WeakNode(node))
    }

    /// The nearest ancestor of `node` that waits, parked, with an update it has not run.
    private func parkedAncestor(of node: _ViewNode) -> _ViewNode? {
        var cursor = node.parent
        while let current = cursor {
            if flags[current].isParked { return current }
            cursor = current.parent
        }
        return nil
    }

    /// After a lazy container changed the rows in view: the views waiting in rows now in view
    /// run. Returns whether any does.
    func runParkedNodes() -> Bool {
        guard !parkedNodes.isEmpty else { return false }
        let parked = parkedNodes
        parkedNodes = []
        var woke = false
        for entry in parked {
            // A node woken early (a descendant needed it) is no longer parked.
            guard let node = entry.node, node.isMounted, flags[node].isParked else { continue }
            if node.waitsInKeptLazyRow {
                parkedNodes.append(entry)
            } else {
                flags[node].isParked = false
                graph.invalidate(node)
                woke = true
            }
        }
        return woke
    }
}
