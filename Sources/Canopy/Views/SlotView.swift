/// A labelled slot for secondary content (a section's header, a background): renders as
/// `label:` with its content below, or nothing when its content is empty.
nonisolated struct SlotView<Content: View>: View, ContainerPrimitive {
    /// Drawn by the runtime: a primitive view has no body.
    public typealias Body = Never
    let label: String
    let content: Content
    let isShown: Bool

    static var screenRole: ScreenRole { .slot }
    var containerContent: Content { content }
    func renderTitle() -> String { "\(label):" }

    /// Mounts the slot.
    @MainActor public static func _makeNode(_ view: Self) -> _ViewNode { SlotNode(view) }
}

@MainActor
final class SlotNode<Content: View>: ContainerNode<SlotView<Content>>, SectionSlot {
    /// Whether it holds a view: it is shown and its content is not `EmptyView`.
    var holdsView: Bool { view.isShown && Content.self != EmptyView.self }

    override func evaluate() {
        if view.isShown {
            super.evaluate()
        } else {
            for child in children { graph.unmount(child) }
            children = []
        }
    }
    override var renderRole: RenderRole {
        holdsView ? .line : .transparent
    }
    override var pathComponent: String? { nil }
}
