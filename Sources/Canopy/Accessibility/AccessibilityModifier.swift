/// The accessibility role of a built-in modifier: it changes the items its content contributes
/// on their way up (A6–A12). Its node becomes an ``AccessibilityFacet``.
@MainActor
protocol AccessibilityModifier: PrimitiveModifier {
    /// What the modifier makes of its content's items; `node` is its own node, which the
    /// operations it attaches name.
    func accessibilityItems(from content: AccessibilityItems, node: ModifierNode)
        -> AccessibilityItems
}

extension PrimitiveModifierNode: AccessibilityFacet where Modifier: AccessibilityModifier {
    func accessibilityItems(from content: AccessibilityItems) -> AccessibilityItems {
        currentModifier.accessibilityItems(from: content, node: self)
    }
}

/// The node of an ``AccessibilityAttachmentModifier``, whatever its content: where an operation
/// finds the closures the view last evaluated.
@MainActor
protocol AccessibilityAttachmentNode: _ViewNode {
    var attachment: AccessibilityAttachmentModifier { get }
}

extension PrimitiveModifierNode: AccessibilityAttachmentNode
where Modifier == AccessibilityAttachmentModifier {
    var attachment: AccessibilityAttachmentModifier { currentModifier }
}
