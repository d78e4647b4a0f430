/// `scrollTargetLayout(isEnabled:)`: the views of the layout it modifies (a lazy stack's rows)
/// are the ones a scroll view's `scrollPosition(id:anchor:)` reports and scrolls to (G30).
nonisolated struct _ScrollTargetLayoutModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let isEnabled: Bool

    @MainActor func renderAttributes(into attributes: inout [String], node: ModifierNode) {
        attributes.append(
            isEnabled ? ".scrollTargetLayout()" : ".scrollTargetLayout(isEnabled: false)")
    }
}

/// A node that marks the views of its content as scroll targets.
@MainActor
protocol ScrollTargetMarking: _ViewNode {
    var marksScrollTargets: Bool { get }
}

extension PrimitiveModifierNode: ScrollTargetMarking where Modifier == _ScrollTargetLayoutModifier {
    var marksScrollTargets: Bool { currentModifier.isEnabled }
}

/// `scrollPosition(id:anchor:)` (G30): after each layout and scroll, the binding is set to the
/// id of the first scroll target (a view of the `scrollTargetLayout` inside the scroll view)
/// at or past the viewport's `anchor` point (its top by default): the view scrolled to. When
/// the app sets the binding to another id, the scroll view scrolls that view to `anchor`
/// (the top by default) after the next layout; a lazy row not loaded is reached by estimate,
/// then exactly once loaded.
nonisolated struct _ScrollPositionModifier<ID: Hashable>: ViewModifier, GeometryObserverModifier {
    typealias Body = Never
    let id: Binding<ID?>
    let anchor: UnitPoint?

    @MainActor func renderAttributes(into attributes: inout [String], node: ModifierNode) {
        attributes.append(".scrollPosition(id: \(ValueFormatter.format(id.wrappedValue as Any)))")
    }

    @MainActor static func makeObserver(for node: ModifierNode) -> ScrollPositionObserver<ID> {
        ScrollPositionObserver(node: node)
    }

    @MainActor func configure(_ observer: ScrollPositionObserver<ID>) { observer.modifier = self }
}

/// Reports the scroll position to the binding, and scrolls to an id the app set.
@MainActor
final class ScrollPositionObserver<ID: Hashable>: GeometryObserving {
    private weak var node: _ViewNode?
    var modifier: _ScrollPositionModifier<ID>?
    /// The id last written to the binding (or scrolled to): a different value in the binding
    /// was set by the app.
    private var reported: ID?
    /// Scrolling to a row reached by estimate, until it is loaded and scrolled to exactly.
    private var revealing: ScrollReveal?
    private var loopGuard = GeometryLoopGuard()

    init(node: _ViewNode) { self.node = node }

    var isMounted: Bool { node?.isMounted ?? false }

    func geometryDidChange(_ engine: LayoutEngine) {
        guard let node, node.isMounted, let modifier, let scrollable = node.firstScrollView,
            scrollable.scrollGeometry != nil
        else { return }
        let targets = Self.targets(in: scrollable, engine)
        // A binding's value is read here, after each layout: writing it changes no modifier
        // (the binding is the same), so no update would say so.
        if let wanted = modifier.id.wrappedValue, wanted != reported {
            revealing?.cancel()
            revealing = nil
            if let target = targets.first(where: { $0.id == wanted }) {
                reported = wanted
                ScrollViewProxy.scroll(
                    scrollable, toShow: target.node, anchor: modifier.anchor ?? .top)
                return
            }
            // A lazy row not loaded is reached by estimate, then exactly once loaded.
            let reveal = ScrollViewProxy.reveal(
                AnyHashable(wanted), in: scrollable, anchor: modifier.anchor ?? .top)
            if case .estimated(let pending) = reveal {
                reported = wanted
                revealing = pending
                return
            }
        }
        if let pending = revealing {
            if !pending.isFinished, pending.scrolledTo == scrollable.handOffset {
                // The row asked for is still being scrolled to: it is the position until then.
                return
            }
            // Found, given up, or scrolled by another hand: the position is reported again.
            pending.cancel()
            revealing = nil
        }
        let current =
            scrollable.target(
                at: modifier.anchor ?? .top, among: targets.map { ($0.node, $0.id) }, engine)?.id
            as? ID
        guard let current, current != reported, loopGuard.allows(node) else { return }
        reported = current
        let binding = modifier.id
        node.graph.enqueueChange { binding.wrappedValue = current }
    }

    /// The scroll targets whose ids are `ID`s.
    private static func targets(in scrollable: any ScrollableNode, _ engine: LayoutEngine)
        -> [(node: _ViewNode, id: ID)]
    {
        scrollable.scrollTargets(engine).compactMap { target in
            (target.id as? ID).map { (target.node, $0) }
        }
    }
}

extension ScrollableNode {
    /// The views of the first enabled scroll target layout in the scroll view, with the id
    /// each carries (a `ForEach` row's, or `.id(_:)`), in order.
    func scrollTargets(_ engine: LayoutEngine) -> [(node: _ViewNode, id: any Hashable)] {
        var pending: [_ViewNode] = Array(visibleChildren.reversed())
        while let current = pending.popLast() {
            if let marking = current as? any ScrollTargetMarking, marking.marksScrollTargets,
                let content = marking.children.first, let unit = engine.unit(of: content)
            {
                return engine.subviews(of: unit).compactMap { item in
                    Self.identity(of: item.node).map { (item.node, $0) }
                }
            }
            pending.append(childrenReversed: current.visibleChildren)
        }
        return []
    }

    /// The id `node` or the first view down its chain carries.
    private static func identity(of node: _ViewNode) -> (any Hashable)? {
        var cursor: _ViewNode? = node
        while let current = cursor {
            if let identity = current.identity { return identity }
            cursor = current.children.count == 1 ? current.children[0] : nil
        }
        return nil
    }

    /// The first target whose frame reaches past the viewport's `anchor` point along the
    /// scroll axis: the view scrolled to.
    func target(
        at anchor: UnitPoint, among targets: [(node: _ViewNode, id: any Hashable)],
        _ engine: LayoutEngine
    ) -> (node: _ViewNode, id: any Hashable)? {
        guard let viewport = scrollGeometry?.viewport else { return nil }
        let point = CGPoint(
            x: viewport.minX + anchor.x * viewport.width,
            y: viewport.minY + anchor.y * viewport.height)
        let vertical = scrollAxes.contains(.vertical)
        return targets.first { target in
            guard let frame = engine.frame(of: target.node) else { return false }
            return vertical ? frame.maxY > point.y : frame.maxX > point.x
        }
    }
}

extension View {
    /// Makes the views of this layout (a lazy stack's rows) the targets a scroll view's
    /// `scrollPosition(id:anchor:)` reports and scrolls to (G30).
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        modifier(_ScrollTargetLayoutModifier(isEnabled: isEnabled))
    }

    /// Binds `id` to the scroll position of the scroll view this modifies (G30): as the view
    /// scrolls, the binding receives the id of the first target view at the viewport's
    /// `anchor` (the top by default; targets are the views of the `scrollTargetLayout()`
    /// inside); setting it scrolls that view to `anchor`. The position flows **up** into the
    /// binding and **down** from it.
    ///
    ///     ScrollView {
    ///         LazyVStack { ForEach(items) { ItemRow(item: $0) } }.scrollTargetLayout()
    ///     }
    ///     .scrollPosition(id: $visibleItem)
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil)
        -> some View
    {
        modifier(_ScrollPositionModifier(id: id, anchor: anchor))
    }
}
