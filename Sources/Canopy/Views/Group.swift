/// Groups content without adding a container: views (modifiers applied to a group apply to
/// each of its views, and the group itself renders no line), or toolbar items (see
/// ``ToolbarContent``).
nonisolated public struct Group<Content> {
    /// The grouped content.
    public var content: Content
}

extension Group: View where Content: View {
    /// Expanded by the runtime into its content: `Group` has no body.
    public typealias Body = Never

    /// Groups the views the closure builds.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    /// Mounts the grouped views in place.
    @MainActor public static func _makeNode(_ view: Self) -> _ViewNode { GroupNode(view) }
}

@MainActor
final class GroupNode<Content: View>: TypedNode<Group<Content>> {
    override func evaluate() { reconcileSingleChild(view.content) }
    override var renderRole: RenderRole { .transparent }
}
