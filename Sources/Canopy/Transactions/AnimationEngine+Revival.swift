/// A held view that comes back (D34): when its parent shows a child of the same identity while
/// the view is leaving, that view is the child. It stops leaving, animates back to its
/// identity look, and neither disappears nor appears again; its state is the state it had.
extension AnimationEngine {
    func reclaimHeldChild(of parent: _ViewNode, identity: AnyHashable) -> _ViewNode? {
        guard
            let record = held.first(where: {
                $0.node.parent === parent && $0.identity == identity
            })
        else { return nil }
        revive(record)
        return record.node
    }

    private func revive(_ record: TransitionRecord) {
        let node = record.node
        // How far it had gone toward its active look, which it now comes back from.
        let away = record.progress.presentation
        stopProgress(of: record)
        held.removeAll { $0 === record }
        transitions[ObjectIdentifier(node)] = nil
        if let parent = node.parent, !held.contains(where: { $0.node.parent === parent }) {
            parent.featureBits &= ~NodeFeatureBits.showsHeldChildren
        }
        thaw(node)
        // Back among its parent's children: numbered, combined and laid out with them again.
        graph.structureDidChange()
        graph.subtreeDidReturn(node)
        graph.preferencePass.subtreeDidReturn(node)
        graph.features.heldSubtreeDidReturn(node)
        if let parent = node.parent { graph.layout.childrenChanged(parent) }
        // Back to its identity look with the change that brought it back, as an inserted view
        // would go: animated when that change animates, at once otherwise.
        if let animation = transaction(at: node).animation {
            let insertion = TransitionRecord(
                node: node, isRemoval: false, index: 0, progress: 1 - away)
            transitions[ObjectIdentifier(node)] = insertion
            start(insertion, animation: animation)
        }
        for transitioning in transitionNodes(in: node) {
            transitioning.phase = .identity
            invalidateForAnimation(transitioning)
        }
    }

    /// The views of `node` that changes reached while it was held (and that waited, frozen)
    /// run now, with what they read since.
    private func thaw(_ node: _ViewNode) {
        guard !frozen.isEmpty else { return }
        if held.isEmpty {
            // Every frozen view was in this one.
            let waiting = frozen
            frozen = []
            forEachNode(in: node) { current in
                if waiting.contains(ObjectIdentifier(current)) { graph.invalidate(current) }
            }
            return
        }
        forEachNode(in: node) { current in
            if frozen.remove(ObjectIdentifier(current)) != nil { graph.invalidate(current) }
        }
    }

    /// Visits `node` and every node mounted below it (held views inside it too), without
    /// recursion.
    private func forEachNode(in node: _ViewNode, _ visit: (_ViewNode) -> Void) {
        var pending: [_ViewNode] = [node]
        while let current = pending.popLast() {
            visit(current)
            pending.append(children: current.mountedChildren)
        }
    }
}
