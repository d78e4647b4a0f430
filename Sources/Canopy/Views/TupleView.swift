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
    @MainActor public static func _makeNode(_ view: Self) -> _ViewNode { StructuralNode(view) }
}

extension TupleView: StructuralContent {
    @MainActor func reconcileStructure(in node: StructuralNode<Self>) {
        node.reconcilePositions(repeat each value)
    }
}
