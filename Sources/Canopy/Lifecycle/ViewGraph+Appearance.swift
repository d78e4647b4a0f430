/// Appearing is about being shown, not about being mounted (L3): an unselected tab and a
/// navigation level covered by a pushed destination stay mounted (their state lives on) but
/// have disappeared, and appear again when they are shown. Containers that hide some of their
/// children say so (``_ViewNode/hidesChildrenFromAppearance``) and report when what they show
/// changes; appear and task modifiers ask whether they are shown before they act.
extension ViewGraph {
    /// Whether a person could see `node`: every container above it that hides children shows
    /// the branch it is on. Free while the graph has no such container.
    func isShown(_ node: _ViewNode) -> Bool {
        guard appearanceHiders > 0 else { return true }
        var child = node
        while let parent = child.parent {
            if type(of: parent).hidesChildrenFromAppearance {
                var onShownBranch = false
                for shown in parent.appearingChildren
                where shown === child || shown.isAncestor(ofOrSame: node) {
                    onShownBranch = true
                    break
                }
                if !onShownBranch { return false }
            }
            child = parent
        }
        return true
    }

    /// `subtree` was shown (`true`) or hidden by its container: every node in it that a person
    /// could see before (hiding) or can see now (showing) hears about it, in tree order.
    /// Branches a container inside the subtree hides are left alone: they did not change.
    func setShown(_ shown: Bool, subtree: _ViewNode) {
        guard subtree.isMounted else { return }
        var pending = [subtree]
        while let node = pending.popLast() {
            node.appearanceDidChange(shown: shown)
            pending.append(contentsOf: node.appearingChildren.reversed())
        }
    }
}

/// What an appear or task modifier knows of its own appearance.
@MainActor
final class AppearanceState {
    /// Whether its appear side ran and its disappear side has not yet.
    var isAppeared = false
    /// The task a `task` modifier started, while it runs.
    var taskID: Int?
}

extension ModifierNode {
    /// The appearance of an appear or task modifier's node.
    var appearance: AppearanceState { hookState(AppearanceState.init) }

    /// Queues `appear` to run after this update if the node is then mounted and shown, and
    /// marks it appeared when it runs. Queued once, however often it is asked for.
    func enqueueAppearWhenShown(_ appear: @escaping @MainActor (ModifierNode) -> Void) {
        guard !hasPendingAppear, !appearance.isAppeared else { return }
        graph.enqueueAppear(for: self) { [unowned self] in
            guard !appearance.isAppeared, graph.isShown(self) else { return }
            appearance.isAppeared = true
            appear(self)
        }
    }
}
