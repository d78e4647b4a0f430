/// One pushed level of a navigation stack: its destination, with a `dismiss` that pops it.
///
/// Apple's `DismissAction`: "Pop the current view from a NavigationStack". Each level node makes
/// its own action, the same value for as long as the level lives (readers are not re-run when
/// the stack re-evaluates), and one that does nothing once its level is gone: a `dismiss` kept
/// by a task that outlives its view does not pop whatever level is there now.
struct NavigationLevel: View {
    typealias Body = Never
    let content: AnyView

    @MainActor static func _makeNode(_ view: Self) -> _ViewNode { NavigationLevelNode(view) }
}

/// A container whose levels a `dismiss` inside them pops.
@MainActor
protocol LevelDismissing: _ViewNode {
    func dismissLevel(_ level: _ViewNode)
}

@MainActor
final class NavigationLevelNode: TypedNode<NavigationLevel> {
    private lazy var dismiss: DismissAction = {
        let level = handle
        return DismissAction(
            action: {
                guard let node = level.target, node.isMounted,
                    let container = node.parent as? any LevelDismissing
                else { return }
                container.dismissLevel(node)
            }, isPresentation: true)
    }()

    /// The level's own edit mode (D56): a pushed level starts `.inactive`.
    private let editModeStorage = EditModeStorage()

    override func evaluate() {
        let dismiss = dismiss
        provideEnvironment { environment in
            environment[DismissKey.self] = dismiss
            environment.provideEditMode(from: editModeStorage, in: graph)
        }
        reconcileSingleChild(view.content)
    }

    /// Shows `content` from the next evaluation (queued, in tree order).
    func replaceContent(with content: AnyView) { replaceView(NavigationLevel(content: content)) }

    override var renderRole: RenderRole { .transparent }
}
