/// Groups views without adding a container: modifiers applied to a group apply to each of its
/// views, and the group itself renders no line.
nonisolated public struct Group<Content: View>: View {
    /// Expanded by the runtime into its content: `Group` has no body.
    public typealias Body = Never
    /// The grouped views.
    public var content: Content

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
