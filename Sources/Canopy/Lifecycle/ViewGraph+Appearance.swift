/// Appearing is about being shown, not about being mounted (L3): an unselected tab and a
/// navigation level covered by a pushed destination stay mounted (their state lives on) but
/// have disappeared, and appear again when they are shown. Containers that hide some of their
/// children say so (they are ``AppearanceHiding``) and report when what they show
/// changes; appear and task modifiers ask whether they are shown before they act.
extension ViewGraph {
    /// Whether a person could see `node`: every container above it that hides children shows
    /// the branch it is on. Free while the graph has no such container.
    ///
    /// Within one run of the post-update actions what is shown cannot change, so a node found
    /// shown is remembered (``shownInActions``): the walk from a node below it stops there,
    /// and appear actions down a deep chain of views cost a step each, not a walk to the root.
    /// (Only shown nodes are remembered: a node between a tab view and its tabs is not shown
    /// itself, yet the selected tab below it is.)
    func isShown(_ node: _ViewNode) -> Bool {
        guard appearanceHiders > 0 else { return true }
        var child = node
        while let parent = child.parent {
            let hider = parent.appearanceHiding
            if shownInActions?.contains(ObjectIdentifier(parent)) == true, hider == nil {
                break
            }
            if let hider {
                var onShownBranch = false
                for shown in hider.appearingChildren
                where shown === child || shown.isAncestor(ofOrSame: node) {
                    onShownBranch = true
                    break
                }
                if !onShownBranch { return false }
            }
            child = parent
        }
        shownInActions?.insert(ObjectIdentifier(node))
        return true
    }

    /// After `container` changed what it shows: the branches it no longer shows disappear, the
    /// ones it shows again appear. `shown` is what it showed before, and becomes what it shows
    /// now.
    func updateShownChildren(of container: _ViewNode, shown: inout [NodeHandle]) {
        let now = container.childrenThatAppear
        // Usually nothing changed (the same tab, the same top level): no walk, no new array.
        if now.count == shown.count, zip(now, shown).allSatisfy({ $0 === $1.target }) { return }
        // What is shown changed, maybe without an evaluation (a choice made by layout).
        features.shownChildrenDidChange(of: container)
        for old in shown {
            guard let node = old.target, node.isMounted, !now.contains(where: { $0 === node })
            else { continue }
            setShown(false, subtree: node)
        }
        for node in now where !shown.contains(where: { $0.target === node }) {
            setShown(true, subtree: node)
        }
        shown = now.map(\.handle)
    }

    /// `subtree` was shown (`true`) or hidden by its container: every node in it that a person
    /// could see before (hiding) or can see now (showing) hears about it, in tree order.
    /// Branches a container inside the subtree hides are left alone: they did not change.
    func setShown(_ shown: Bool, subtree: _ViewNode) {
        guard subtree.isMounted else { return }
        var pending = [subtree]
        while let node = pending.popLast() {
            node.appearanceObserving?.appearanceDidChange(shown: shown)
            pending.append(contentsOf: node.childrenThatAppear.reversed())
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
    /// What to run when the view appears: the modifier's latest action (a view shown again
    /// runs the action its last update gave it, not the one it mounted with).
    var action: (@MainActor () -> Void)?
    /// What to start when the view appears (a `task` modifier's latest body).
    var task: (@MainActor () async -> Void)?
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
