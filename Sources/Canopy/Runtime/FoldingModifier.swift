/// A built-in modifier that lives on its content's node instead of a node of its own: one that
/// only contributes values (a stateless preference writer) and has exactly one child. SwiftUI's
/// graph gives such a modifier no view of its own either; here it saves a node, its feature
/// records and its evaluation per modified view. The feature the modifier belongs to keeps its
/// contribution in its own per-node record of the content's node, and the node carries the
/// ``NodeFlags/hasFoldedModifier`` flag so that a parent's next value, the modified view, is
/// split between the modifier and the content (``FoldedModifiedContent``).
///
/// A modifier that cannot fold into a given node (the feature's record there is taken, or the
/// node's kind plays the feature's role itself) gets a node of its own, as any built-in
/// modifier.
@MainActor
protocol FoldingModifier: PrimitiveModifier {
    /// Folds `modifier` into `node`, its content's node, made but not attached yet; `false`
    /// when `node` cannot take it (then the modifier gets a node of its own).
    static func fold(_ modifier: Self, into node: _ViewNode) -> Bool
    /// A new value of a modifier folded into `node`; `false` when `node` holds no folded
    /// modifier of this type (then `node` is replaced, as for a view of another type).
    static func refold(_ modifier: Self, into node: _ViewNode) -> Bool
}

extension FoldingModifier {
    /// Makes the content's node and folds the modifier into it, or, when it cannot fold, a
    /// node of its own around the content (the content's node made here is then dropped
    /// before it was attached: nothing saw it).
    @MainActor public static func _makeModifiedNode<Wrapped: View>(
        _ view: ModifiedContent<Wrapped, Self>
    )
        -> _ViewNode
    {
        // A content that is itself a folding modifier's (`.preference(…).preference(…)`) makes
        // a node with a modifier folded in already: this one gets a node of its own, without
        // making the content's node here first.
        if FoldedContentTypes.isFolded(Wrapped.self) {
            return PrimitiveModifierNode(
                content: view.content, modifier: view.modifier,
                viewType: ModifiedContent<Wrapped, Self>.self)
        }
        let node = Wrapped._makeNode(view.content)
        if !node.flags.contains(.hasFoldedModifier), fold(view.modifier, into: node) {
            node.flags.insert(.hasFoldedModifier)
            return node
        }
        return PrimitiveModifierNode(
            content: view.content, modifier: view.modifier,
            viewType: ModifiedContent<Wrapped, Self>.self)
    }
}

/// A modified view whose modifier folds into its content's node: how
/// ``_ViewNode/reconcile(_:with:)`` hands such a view to the node it made.
protocol FoldedModifiedContent {
    /// Hands `view` (of this type) to `node`: the modifier's part to the folded modifier, the
    /// content to the node. `false` when `node` is not this view's content node with this
    /// modifier folded in.
    @MainActor static func refold<V>(_ view: V, into node: _ViewNode) -> Bool
}

extension ModifiedContent: FoldedModifiedContent where Content: View, Modifier: FoldingModifier {
    @MainActor static func refold<V>(_ view: V, into node: _ViewNode) -> Bool {
        guard ObjectIdentifier(node.viewType) == ObjectIdentifier(Content.self) else {
            return false
        }
        let value = unsafeBitCast(view, to: Self.self)
        guard Modifier.refold(value.modifier, into: node) else { return false }
        node.receiveValue(value.content)
        return true
    }
}

/// Which view types are ``FoldedModifiedContent``, found once per type: the check is a
/// conformance lookup (about 340 instructions), and every folding modifier's mount asks it of
/// its content's type.
@MainActor
enum FoldedContentTypes {
    @exclusivity(unchecked) private static var known = TypeTable<Bool>()

    /// Whether `type` is a modified view whose modifier folds.
    static func isFolded(_ type: Any.Type) -> Bool {
        if let folded = known[type] { return folded }
        let folded = type is any FoldedModifiedContent.Type
        known[type] = folded
        return folded
    }
}
