/// `scrollPosition(_:anchor:)` with a ``ScrollPosition`` (G30): after each layout, a place the
/// app asked for is scrolled to (an edge is kept as the content changes); when the scroll view
/// moved by any other hand (the person, a proxy), the binding is written as positioned by the
/// user, with the top-most scroll target in view.
nonisolated struct _ScrollPositionBindingModifier: ViewModifier, GeometryObserverModifier {
    typealias Body = Never
    let position: Binding<ScrollPosition>
    let anchor: UnitPoint?

    @MainActor func renderAttributes(into attributes: inout [String], node: ModifierNode) {
        attributes.append(".scrollPosition(\(position.wrappedValue.summary))")
    }

    @MainActor static func makeObserver(for node: ModifierNode) -> ScrollPositionFollower {
        ScrollPositionFollower(node: node)
    }

    @MainActor func configure(_ observer: ScrollPositionFollower) { observer.modifier = self }
}

/// Keeps a scroll view and a bound ``ScrollPosition`` in step.
@MainActor
final class ScrollPositionFollower: GeometryObserving {
    private weak var node: _ViewNode?
    var modifier: _ScrollPositionBindingModifier?
    /// The position last applied or written: a different value in the binding was set by the
    /// app.
    private var known: ScrollPosition?
    /// The offset the scroll view had when last seen: another offset was set by another hand.
    private var seenOffset: CGPoint?
    private var loopGuard = GeometryLoopGuard()
    /// Scrolling to a row reached by estimate: until it finishes, the offset moves by its hand.
    private var revealing: ScrollReveal?

    init(node: _ViewNode) { self.node = node }

    var isMounted: Bool { node?.isMounted ?? false }

    func geometryDidChange(_ engine: LayoutEngine) {
        guard let node, node.isMounted, let modifier, let scrollable = node.firstScrollView,
            scrollable.scrollGeometry != nil
        else { return }
        // Read after each layout: writing a binding changes no modifier, so no update says so.
        let position = modifier.position.wrappedValue
        // What anchoring moved (D17) is no one's scrolling.
        let offset = scrollable.handOffset
        if let pending = revealing, position == known {
            if offset == pending.scrolledTo {
                // Where the reveal scrolled, to its last step, is the position asked for.
                seenOffset = offset
                if pending.isFinished { revealing = nil }
                return
            }
            // Scrolled by another hand meanwhile: the reveal stops, the position is theirs.
            pending.cancel()
            revealing = nil
        }
        if position != known {
            known = position
            if let target = position.target {
                apply(target, to: scrollable)
                seenOffset = scrollable.handOffset
                return
            }
        } else if let seen = seenOffset, seen != offset || position.isPositionedByUser {
            // Scrolled by the person (or a proxy): the position is theirs now, and follows the
            // top-most target as rows load and move.
            seenOffset = offset
            let top = scrollable.target(
                at: modifier.anchor ?? .top,
                among: scrollable.scrollTargets(engine).filter {
                    position.reportable($0.id) != nil
                },
                engine)
            write(position.scrolledByUser(showing: top?.id), node)
            return
        }
        seenOffset = offset
        // An edge asked for is kept as the content grows or shrinks.
        if let edge = position.edge, !position.isPositionedByUser {
            let goal = scrollable.offset(atEdge: edge)
            if goal != scrollable.contentOffset, loopGuard.allows(node) {
                scrollable.scroll(to: goal)
                seenOffset = scrollable.handOffset
            }
        }
    }

    private func apply(_ target: ScrollPosition.Target, to scrollable: any ScrollableNode) {
        revealing?.cancel()
        revealing = nil
        switch target {
        case .edge(let edge):
            scrollable.scroll(to: scrollable.offset(atEdge: edge))
        case .point(let point):
            scrollable.scroll(to: scrollable.clamped(point))
        case .view(let id, let anchor):
            // A lazy row not loaded is reached by estimate, then exactly once loaded.
            let reveal = ScrollViewProxy.reveal(
                AnyHashable(id), in: scrollable, anchor: anchor ?? modifier?.anchor)
            if case .estimated(let pending) = reveal { revealing = pending }
        }
    }

    private func write(_ position: ScrollPosition, _ node: _ViewNode) {
        guard position != known, loopGuard.allows(node), let binding = modifier?.position else {
            return
        }
        known = position
        node.graph.enqueueChange { binding.wrappedValue = position }
    }
}

extension ScrollableNode {
    /// The offset that shows `edge` of the content, the other axis as it is.
    func offset(atEdge edge: Edge) -> CGPoint {
        var offset = contentOffset
        let far = CGFloat.greatestFiniteMagnitude
        switch edge {
        case .top: offset.y = 0
        case .bottom: offset.y = far
        case .leading: offset.x = 0
        case .trailing: offset.x = far
        }
        return clamped(offset)
    }
}

extension View {
    /// Binds `position` to the scroll view this modifies (G30): setting it scrolls to an edge
    /// (kept there as the content changes), a point, or the scroll target with an id (its
    /// `anchor` at the viewport's, or this `anchor`); when the person scrolls, it becomes
    /// positioned by the user, its `viewID` the top-most target of its id type at `anchor`
    /// (the top by default). The position flows **down** from the binding and **up** into it.
    public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil)
        -> some View
    {
        modifier(_ScrollPositionBindingModifier(position: position, anchor: anchor))
    }
}
