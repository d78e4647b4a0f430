/// `.transition(_:)`: the transition its content enters and leaves with (T17).
struct _TransitionModifier: ViewModifier {
    let transition: AnyTransition

    func body(content: Content) -> Never {
        fatalError("_TransitionModifier is applied by the runtime")
    }

    @MainActor static func _makeModifiedNode<Wrapped: View>(
        _ view: ModifiedContent<Wrapped, Self>
    ) -> _ViewNode {
        TransitionNode(view)
    }
}

/// The node of `.transition(_:)`: shows its content through the transition's modifiers, each
/// at the look of the phase its view is in (T17); a phase change in an animated update moves
/// an `Animatable` modifier's value like any other change. Folds into its content's line and
/// prints nothing: a transition's look is not an attribute (D35).
@MainActor
final class TransitionNode<Wrapped: View>: TypedNode<ModifiedContent<Wrapped, _TransitionModifier>>,
    TransitionNodeProtocol, DisplayFacet
{
    /// The phase the node shows (set by the animation engine).
    var phase: TransitionPhase = .identity

    var transition: AnyTransition { view.modifier.transition }

    override func evaluate() {
        let transition = view.modifier.transition
        let insertion = transition.insertion.compactMap(\.modifierPair)
        let removal = transition.removal.compactMap(\.modifierPair)
        guard !insertion.isEmpty || !removal.isEmpty else {
            return reconcileSingleChild(view.content)
        }
        // Always the same structure, so the content keeps its identity from phase to phase.
        var content = AnyView(view.content)
        for pair in insertion {
            content = pair.apply(to: content, phase: phase == .willAppear ? .willAppear : .identity)
        }
        for pair in removal {
            content = pair.apply(
                to: content, phase: phase == .didDisappear ? .didDisappear : .identity)
        }
        reconcileSingleChild(content)
    }

    override var renderRole: RenderRole { .attribute }
    override var pathComponent: String? { nil }
}

/// A `.transition` node, whatever its content's type.
@MainActor
protocol TransitionNodeProtocol: _ViewNode {
    var phase: TransitionPhase { get set }
    var transition: AnyTransition { get }
}
