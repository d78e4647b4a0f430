extension View where Self: Animatable {
    /// An animatable view's node: its body runs with the presentation value (T7, D32).
    @MainActor public static func _makeNode(_ view: Self) -> _ViewNode {
        AnimatableViewNode(view)
    }
}

extension ViewModifier where Self: Animatable {
    /// An animatable modifier's node: its body runs with the presentation value (T7, D32).
    @MainActor public static func _makeModifiedNode<Wrapped: View>(
        _ view: ModifiedContent<Wrapped, Self>
    ) -> _ViewNode {
        AnimatableModifierNode(view)
    }
}

/// The node of a view that conforms to `Animatable`: before its body runs it hands the animation
/// engine the model data and runs the body with what the engine says is shown; a frame that
/// moves the value runs the body again.
@MainActor
final class AnimatableViewNode<V: View & Animatable>: TypedNode<V>, BodyEvaluatingNode {
    override func evaluate() {
        var shown = view
        shown.animatableData = graph.animations.present(
            view.animatableData, at: self, name: displayName(of: V.self), use: .body)
        evaluateBody(of: shown) { $0.body }
    }
}

/// The node of a user modifier that conforms to `Animatable`: its body runs with the
/// presentation value (see ``AnimatableViewNode``).
@MainActor
final class AnimatableModifierNode<Wrapped: View, Modifier: ViewModifier & Animatable>:
    CustomModifierNode<Wrapped, Modifier>
{
    override func modifierForBody(_ modifier: Modifier) -> Modifier {
        var shown = modifier
        shown.animatableData = graph.animations.present(
            modifier.animatableData, at: self, name: displayName(of: Modifier.self), use: .body)
        return shown
    }
}
