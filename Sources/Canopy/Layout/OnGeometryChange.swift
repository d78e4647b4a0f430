/// `onGeometryChange(for:of:action:)` (G25): after each layout, the transform maps the modified
/// view's geometry to a value; when it differs from the last one (and for the first one), the
/// action runs after the update, like `onChange` (L4). The view's layout is its content's.
nonisolated struct _GeometryChangeModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let transform: (GeometryProxy) -> Value
    let action: (Value, Value) -> Void

    @MainActor func didMount(_ node: ModifierNode) {
        let observer = node.hookState { GeometryChangeObserver<Value>(node: node) }
        observer.modifier = self
        node.graph.layout.register(observer)
    }

    @MainActor func didUpdate(from old: Self, _ node: ModifierNode) {
        node.hookState { GeometryChangeObserver<Value>(node: node) }.modifier = self
    }

    @MainActor func willUnmount(_ node: ModifierNode) {
        node.graph.layout.unregister(node.hookState { GeometryChangeObserver<Value>(node: node) })
    }
}

/// Runs a geometry action when the value it watches changes (G25).
@MainActor
final class GeometryChangeObserver<Value: Equatable>: GeometryObserving {
    private weak var node: _ViewNode?
    private let source: GeometrySource
    var modifier: _GeometryChangeModifier<Value>?
    private var last: Value?
    private var loopGuard = GeometryLoopGuard()

    init(node: _ViewNode) {
        self.node = node
        source = GeometrySource(node: node)
    }

    var isMounted: Bool { node?.isMounted ?? false }

    func geometryDidChange(_ engine: LayoutEngine) {
        guard let node, node.isMounted, engine.frame(of: node) != nil, let modifier else { return }
        let value = modifier.transform(GeometryProxy(source: source))
        if let last, last == value { return }
        guard loopGuard.allows(node) else { return }
        let old = last ?? value
        last = value
        let action = modifier.action
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
