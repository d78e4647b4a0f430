/// Several views side by side, built by ``ViewBuilder`` from the statements of a block. Each
/// element keeps its own identity by position.
nonisolated public struct TupleView<each Content: View>: View {
    /// Expanded by the runtime into its elements: `TupleView` has no body.
    public typealias Body = Never
    /// The views, in order.
    public var value: (repeat each Content)

    /// Creates a tuple of views.
    public init(_ value: repeat each Content) {
        self.value = (repeat each value)
    }

    /// Mounts each element as a child, by position.
    @MainActor public static func _makeNode(_ view: Self) -> _ViewNode { TupleNode(view) }

    @MainActor func reconcileChildren(in node: _ViewNode) -> [_ViewNode] {
        let old = node.children
        var new: [_ViewNode] = []
        new.reserveCapacity(old.count)
        var index = 0
        for child in repeat each value {
            new.append(node.reconcile(index < old.count ? old[index] : nil, with: child))
            index += 1
        }
        return new
    }
}

@MainActor
final class TupleNode<each Content: View>: TypedNode<TupleView<repeat each Content>> {
    override func evaluate() { children = view.reconcileChildren(in: self) }
    override var renderRole: RenderRole { .transparent }
}
