/// What marks views for layout, and the views that read geometry after each layout.
extension LayoutEngine {
    /// Marks `start` for layout, and its ancestors up to the first whose size cannot depend
    /// on what changed (which is only placed again).
    func invalidate(_ start: _ViewNode) {
        var node: _ViewNode? = start
        var child: _ViewNode?
        while let current = node {
            if let child, let facet = current.layoutFacet, !facet.sizeDepends(on: child) {
                flags[current].needsLayout = true
                placementRoots.append(current)
                return
            }
            if let record = records[current] {
                // A container's subviews may have changed whatever else holds.
                record.subviews = nil
                // Marked and not measured since: everything above was marked then.
                if flags[current].needsLayout && record.cache.isEmpty { return }
                record.cache.removeAll()
            }
            flags[current].needsLayout = true
            child = current
            node = current.parent
        }
        requestFlushIfLayingOut()
    }

    /// Marks every laid-out node below and including `node`: an environment value sizes read
    /// (a font) changed there.
    func invalidateSubtree(_ node: _ViewNode) {
        guard flags[node].isLaidOut else { return }
        var pending: [_ViewNode] = [node]
        while let current = pending.popLast() {
            guard flags[current].isLaidOut else { continue }
            records[current]?.cache.removeAll()
            records[current]?.subviews = nil
            flags[current].needsLayout = true
            pending.append(children: current.children)
        }
        if let parent = node.parent { invalidate(parent) }
    }

    /// `node`'s children must be placed again where it is (a scroll view's content moved);
    /// nothing is measured again.
    func needsPlacement(_ node: _ViewNode) {
        guard records[node]?.isPlaced == true else { return }
        flags[node].needsLayout = true
        placementRoots.append(node)
        requestFlushIfLayingOut()
    }

    /// Whether layout runs in every flush (a view reads geometry, or the host asked), not
    /// only when a host asks for frames.
    var laysOutInFlush: Bool { laysOutEveryUpdate || laysOutForAnimations || !observers.isEmpty }

    /// Marked work is done in the next flush when layout runs there.
    private func requestFlushIfLayingOut() {
        if graph.host != nil, laysOutInFlush { graph.requestFlush() }
    }

    /// A child was inserted below `parent` or removed from it.
    func childrenChanged(_ parent: _ViewNode) {
        if flags[parent].isLaidOut { invalidate(parent) }
    }

    // MARK: Observers

    func register(_ observer: any GeometryObserving) {
        observers.insert(observer)
    }

    /// Registers `node` as a geometry observer the first time it asks, and marks it for
    /// layout: a view mounted below views not yet laid out marks nothing by itself, and its
    /// observer must see a layout.
    func observe(_ node: _ViewNode & GeometryObserving) {
        guard !observers.contains(node) else { return }
        register(node)
        invalidate(node)
        // Placed again from the window down, so that a view below ancestors that were never
        // placed (a presentation mounted after the last layout) is reached.
        var cursor: _ViewNode? = node
        while let current = cursor {
            flags[current].needsLayout = true
            cursor = current.parent
        }
    }

    func unregister(_ observer: any GeometryObserving) {
        observers.remove(observer)
    }
}

/// A view that reads geometry after each layout (a `GeometryReader`, `onGeometryChange`, an
/// anchor writer): while any is mounted, every update lays out.
@MainActor
protocol GeometryObserving: AnyObject {
    var isMounted: Bool { get }
    /// The layout finished: compare what was read with what is now true.
    func geometryDidChange(_ engine: LayoutEngine)
}
