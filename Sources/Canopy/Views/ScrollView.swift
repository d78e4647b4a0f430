/// A scrollable view.
nonisolated public struct ScrollView<Content: View>: View, ContainerPrimitive {
    /// Drawn by the runtime: a primitive view has no body.
    public typealias Body = Never
    let axes: Axis.Set
    let content: Content

    /// A scroll view along `axes` holding the views the closure builds.
    public init(
        _ axes: Axis.Set = .vertical, showsIndicators: Bool = true,
        @ViewBuilder content: () -> Content
    ) {
        self.axes = axes
        self.content = content()
    }

    var containerContent: Content { content }
    func renderTitle() -> String { axes == .vertical ? "ScrollView" : "ScrollView axes:\(axes)" }

    /// Mounts the scroll view as a node that keeps its content offset (G28).
    @MainActor public static func _makeNode(_ view: Self) -> _ViewNode { ScrollViewNode(view) }
}
