/// `hidden()`: the view keeps its place in layout (its frame, and its siblings' around it), but
/// nothing of it is drawn, a person cannot reach its controls, and it leaves the accessibility
/// tree, as in SwiftUI. Its state and life cycle are unchanged: it stays mounted.
nonisolated struct _HiddenModifier: ViewModifier, PrimitiveModifier, Equatable,
    AccessibilityModifier
{
    typealias Body = Never

    @MainActor func renderAttributes(into attributes: inout [String], node: ModifierNode) {
        attributes.append(".hidden()")
    }

    @MainActor func accessibilityItems(from content: AccessibilityItems, node: ModifierNode)
        -> AccessibilityItems
    {
        AccessibilityItems(.hidden)
    }
}

/// The node of a `hidden()` modifier: renderers draw nothing below it and operations skip the
/// controls inside it.
@MainActor
protocol HidesContent: _ViewNode {}

extension PrimitiveModifierNode: HidesContent where Modifier == _HiddenModifier {}

extension _ViewNode {
    /// Whether a `hidden()` above this node (or on it) hides it from a person.
    var isHiddenFromView: Bool {
        var cursor: _ViewNode? = self
        while let node = cursor {
            if node is any HidesContent { return true }
            cursor = node.parent
        }
        return false
    }
}

extension View {
    /// Hides the view: it keeps its space in layout, draws nothing, and a person can neither
    /// see nor operate it (semantic; to remove a view from layout, leave it out with `if`).
    public func hidden() -> some View { modifier(_HiddenModifier()) }
}
