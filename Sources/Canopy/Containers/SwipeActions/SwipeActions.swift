/// `swipeActions(edge:allowsFullSwipe:content:)`: buttons a person reveals by swiping a list
/// row from `edge` (C25). They are collected **up** by the row, per edge, in the order written
/// (calling the modifier again on one row adds to that edge's actions); a full swipe runs the
/// edge's first action unless `allowsFullSwipe` is `false`. A row with swipe actions gets no
/// Delete from its `ForEach`'s `onDelete`.
nonisolated struct _SwipeActionsModifier<Actions: View>: ViewModifier, PrimitiveModifier {
    /// Drawn by the runtime: a primitive view has no body.
    public typealias Body = Never
    let edge: HorizontalEdge
    let allowsFullSwipe: Bool
    let actions: Actions

    /// Mounts the row and its actions.
    @MainActor public static func _makeModifiedNode<Wrapped: View>(
        _ view: ModifiedContent<Wrapped, Self>
    ) -> _ViewNode {
        SwipeActionsNode(view)
    }
}

/// A row's swipe actions: real buttons, out of a person's reach until the row is swiped
/// (``ViewHost/swipeRow(_:from:andTap:)``), shown by the tree renderer as a section below the
/// row's line and not drawn on the screen (D58, D59).
@MainActor
final class SwipeActionsNode<Wrapped: View, Actions: View>:
    TypedNode<ModifiedContent<Wrapped, _SwipeActionsModifier<Actions>>>, DisplayFacet,
    SwipeActionsHolding, ShowsSomeChildren
{
    override func evaluate() {
        let old = children
        let content = reconcile(old.first, with: view.content)
        let actions = reconcile(old.count > 1 ? old[1] : nil, with: view.modifier.actions)
        children = [content, actions]
    }

    var edge: HorizontalEdge { view.modifier.edge }
    var allowsFullSwipe: Bool { view.modifier.allowsFullSwipe }
    var actionsNode: _ViewNode? { children.count > 1 ? children[1] : nil }

    /// Until a swipe reveals them, the actions cannot be reached (tapped, found by a person).
    var shownChildren: ChildList { children.isEmpty ? children : ChildList([children[0]]) }

    override var renderRole: RenderRole { .attribute }
    var decoration: DecorationStyle? {
        DecorationStyle(
            label: "swipeActions(\(edge))" + (allowsFullSwipe ? "" : " allowsFullSwipe:false"),
            isSection: true)
    }
    override var pathComponent: String? { nil }
}

/// The row takes the whole space; the actions are drawn only while a person swipes.
extension SwipeActionsNode: ContentOnlyLayout {
    var layoutRule: String { "C25 swipe actions" }
}

/// A node that holds one `swipeActions` modifier's buttons for the row it modifies.
@MainActor
protocol SwipeActionsHolding: _ViewNode {
    var edge: HorizontalEdge { get }
    var allowsFullSwipe: Bool { get }
    var actionsNode: _ViewNode? { get }
}

extension View {
    /// Gives this list row the buttons `content` builds, revealed when a person swipes the row
    /// from `edge` (C25): in the order written, starting from that edge; a full swipe runs the
    /// first unless `allowsFullSwipe` is `false`. The row then gets no Delete from its
    /// `ForEach`'s `onDelete`.
    ///
    ///     Text(message.subject)
    ///         .swipeActions(edge: .leading) { Button("Unread") { message.isUnread = true } }
    ///         .swipeActions { Button("Delete", role: .destructive) { delete(message) } }
    public func swipeActions<T: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
        @ViewBuilder content: () -> T
    ) -> some View {
        modifier(
            _SwipeActionsModifier(edge: edge, allowsFullSwipe: allowsFullSwipe, actions: content()))
    }
}
