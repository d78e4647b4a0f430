/// `onScrollGeometryChange(for:of:action:)` (G28): after each layout, the transform maps the
/// geometry of the first scroll view in the modified view (itself, or the first inside it, in
/// tree order) to a value; when it differs from the last one (and for the first one), the
/// action runs after the update, like `onGeometryChange` (G25). Layout-neutral.
nonisolated struct _ScrollGeometryChangeModifier<Value: Equatable>: ViewModifier,
    ValueObservingModifier
{
    typealias Body = Never
    typealias Observed = Value
    let transform: (ScrollGeometry) -> Value
    let action: (Value, Value) -> Void

    @MainActor func configure(_ observer: ValueChangeObserver<Value>) {
        let transform = self.transform
        observer.read = { node, _ in node.firstScrollView?.currentScrollGeometry.map(transform) }
        observer.action = action
    }
}

extension _ViewNode {
    /// The first scroll view at or below this view, in tree order, among the views shown.
    var firstScrollView: (any ScrollableNode)? {
        var pending: [_ViewNode] = [self]
        while let current = pending.popLast() {
            if let scrollable = current as? any ScrollableNode { return scrollable }
            pending.append(childrenReversed: current.visibleChildren)
        }
        return nil
    }
}

extension ScrollableNode {
    /// The scroll view's geometry after the last layout, `nil` before it is placed.
    var currentScrollGeometry: ScrollGeometry? {
        guard let geometry = scrollGeometry else { return nil }
        // SwiftUI's offset counts from the content's start, so the insets make it negative
        // when the content rests inside the safe area.
        let insets = geometry.overhang
        return ScrollGeometry(
            contentOffset: CGPoint(
                x: contentOffset.x - insets.leading, y: contentOffset.y - insets.top),
            contentSize: geometry.content.size, contentInsets: insets,
            containerSize: geometry.drawnViewport.size)
    }
}

extension View {
    /// Runs `action` with the old and new value `transform` makes from the geometry of the
    /// first scroll view in this view, after the first layout and whenever a layout or a scroll
    /// changes the value (G28, G25). The value flows **out** of layout into the action.
    ///
    ///     ScrollView { … }
    ///         .onScrollGeometryChange(for: Bool.self) { $0.contentOffset.y > 100 } action: {
    ///             showsTopButton = $1
    ///         }
    public func onScrollGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
        action: @escaping (_ oldValue: T, _ newValue: T) -> Void
    ) -> some View {
        modifier(_ScrollGeometryChangeModifier<T>(transform: transform, action: action))
    }
}
