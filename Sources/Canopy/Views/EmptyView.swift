/// A view that shows nothing and contributes nothing.
nonisolated public struct EmptyView: View, Equatable, Sendable {
    /// Drawn by the runtime, as nothing: a primitive view has no body.
    public typealias Body = Never

    /// Creates an empty view.
    public init() {}

    /// A node with no line and no children.
    @MainActor public static func _makeNode(_ view: Self) -> _ViewNode { EmptyNode(view) }
}

@MainActor
final class EmptyNode: TypedNode<EmptyView> {
    override var renderRole: RenderRole { .transparent }
}
