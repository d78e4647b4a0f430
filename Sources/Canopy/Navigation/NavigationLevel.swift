/// One pushed level of a navigation stack: its destination, with a `dismiss` that pops it.
///
/// Apple's `DismissAction`: "Pop the current view from a NavigationStack". The action is the
/// same value on every update of the level (equal by identity), so readers of `dismiss` are
/// not re-run because the stack re-evaluated.
struct NavigationLevel: View {
    typealias Body = Never
    let content: AnyView
    let dismiss: DismissAction

    @MainActor static func _makeNode(_ view: Self) -> _ViewNode { NavigationLevelNode(view) }
}

@MainActor
final class NavigationLevelNode: TypedNode<NavigationLevel> {
    override func evaluate() {
        let dismiss = view.dismiss
        provideEnvironmentValue(DismissKey.self, dismiss)
        reconcileSingleChild(view.content)
    }

    override var renderRole: RenderRole { .transparent }
}
