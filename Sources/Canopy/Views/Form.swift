/// A container for grouping controls, such as settings.
nonisolated public struct Form<Content: View>: View, ContainerPrimitive {
    /// Drawn by the runtime: a primitive view has no body.
    public typealias Body = Never
    let content: Content

    /// A form holding the views the closure builds.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    /// Mounts the form, laid out by its style.
    @MainActor public static func _makeNode(_ view: Self) -> _ViewNode {
        StyledContainerNode(view)
    }

    var containerContent: Content { content }
}
