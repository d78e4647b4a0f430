/// `onGeometryChange(for:of:action:)` (G25): after each layout, the transform maps the modified
/// view's geometry to a value; when it differs from the last one (and for the first one), the
/// action runs after the update, like `onChange` (L4). The view's layout is its content's.
nonisolated struct _GeometryChangeModifier<Value: Equatable>: ViewModifier,
    ValueObservingModifier
{
    typealias Body = Never
    typealias Observed = Value
    let transform: (GeometryProxy) -> Value
    let action: (Value, Value) -> Void

    @MainActor func configure(_ observer: ValueChangeObserver<Value>) {
        let source = observer.source
        let transform = self.transform
        observer.read = { node, engine in
            engine.frame(of: node) == nil ? nil : transform(GeometryProxy(source: source))
        }
        observer.action = action
    }
}

/// A modifier whose node keeps one geometry observer while it is mounted: made on first use
/// and handed the modifier at mount and at each update; registered with layout at mount,
/// removed when the node leaves.
protocol GeometryObserverModifier: PrimitiveModifier {
    associatedtype Observer: GeometryObserving
    /// The observer for `node`, made once.
    @MainActor static func makeObserver(for node: ModifierNode) -> Observer
    /// Gives `observer` what this modifier asks of it.
    @MainActor func configure(_ observer: Observer)
}

extension GeometryObserverModifier {
    @MainActor func didMount(_ node: ModifierNode) {
        node.graph.layout.register(observer(node))
    }

    @MainActor func didUpdate(from old: Self, _ node: ModifierNode) { _ = observer(node) }

    @MainActor func willUnmount(_ node: ModifierNode) {
        node.graph.layout.unregister(observer(node))
    }

    @MainActor private func observer(_ node: ModifierNode) -> Observer {
        let observer = node.hookState { Self.makeObserver(for: node) }
        configure(observer)
        return observer
    }
}

/// A modifier that runs an action when a value read after each layout changes: it says how its
/// ``ValueChangeObserver`` reads and acts.
protocol ValueObservingModifier: GeometryObserverModifier
where Observer == ValueChangeObserver<Observed> {
    associatedtype Observed: Equatable
}

extension ValueObservingModifier {
    @MainActor static func makeObserver(for node: ModifierNode) -> Observer {
        ValueChangeObserver(node: node)
    }
}

/// Runs an action after a layout that changed the value it watches (G25): a geometry action,
/// a scroll geometry action. The first value runs it too, with itself as the old value.
@MainActor
final class ValueChangeObserver<Value: Equatable>: GeometryObserving {
    private weak var node: _ViewNode?
    /// The node's geometry, for readers that hand a `GeometryProxy` out.
    let source: GeometrySource
    /// The value after a layout; `nil` when there is none to read yet (nothing laid out).
    var read: ((_ViewNode, LayoutEngine) -> Value?)?
    var action: ((Value, Value) -> Void)?
    private var last: Value?
    private var loopGuard = GeometryLoopGuard()

    init(node: _ViewNode) {
        self.node = node
        source = GeometrySource(node: node)
    }

    var isMounted: Bool { node?.isMounted ?? false }

    func geometryDidChange(_ engine: LayoutEngine) {
        guard let node, node.isMounted, let read, let action, let value = read(node, engine)
        else { return }
        if let last, last == value { return }
        guard loopGuard.allows(node) else { return }
        let old = last ?? value
        last = value
        node.graph.enqueueChange { action(old, value) }
    }
}

extension View {
    /// Runs `action` with a value made from this view's geometry, after the first layout and
    /// whenever a layout changes the value (G25). The value flows **out** of layout into the
    /// action, which may write state.
    ///
    ///     Color.red.onGeometryChange(for: CGFloat.self) { $0.size.width } action: { width = $0 }
    public func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
        action: @escaping (T) -> Void
    ) -> some View {
        modifier(
            _GeometryChangeModifier<T>(transform: transform, action: { _, new in action(new) }))
    }

    /// Runs `action` with the old and new value made from this view's geometry (the first time,
    /// both are the first value) (G25).
    public func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
        action: @escaping (_ oldValue: T, _ newValue: T) -> Void
    ) -> some View {
        modifier(_GeometryChangeModifier<T>(transform: transform, action: action))
    }
}
