/// Views inserted and removed under an animated transaction (T17, T18, D34): an inserted view
/// appears at its transition's active look and animates to its identity; a removed one is held
/// in the tree at its place, animates to the active look, and leaves (its `onDisappear` then)
/// once every animation inside it has finished.
extension AnimationEngine {
    /// One view in its insertion or removal transition.
    @MainActor final class TransitionRecord {
        /// Held strongly: a removed view's parent has let go of it.
        let node: _ViewNode
        let isRemoval: Bool
        /// Where a held view was among its parent's children.
        let index: Int
        /// What its parent named a held view by: a child of that name shown again is this view
        /// coming back (D34).
        let identity: AnyHashable?
        /// Runs from 0 to 1 with the transition's animation: its end ends the transition.
        let progress: AnimationSlot<Double>

        /// `progress`: how far along it starts (a view brought back while it left starts its
        /// way back where its removal had got to, D34).
        init(
            node: _ViewNode, isRemoval: Bool, index: Int, identity: AnyHashable? = nil,
            progress start: Double = 0
        ) {
            self.node = node
            self.isRemoval = isRemoval
            self.index = index
            self.identity = identity
            progress = AnimationSlot(
                node: node, model: start, name: isRemoval ? "removing" : "inserting",
                use: .transition)
        }
    }

    /// Whether a change of this update may animate: with no transaction and no writer of one,
    /// nothing inserted or removed transitions.
    var mayAnimate: Bool { !changeTransactions.isEmpty || transactionWriters > 0 }

    func nodeDidAttach(_ node: _ViewNode) {
        // Attachments are stamped only in updates that may animate from their start: a first
        // mount, or any update with nothing to animate, pays nothing here.
        guard stampsAttachments else { return }
        let update = graph.flushSerial + (graph.isFlushing ? 0 : 1)
        attachedIn[node] = Int32(truncatingIfNeeded: update)
        guard mayAnimate, let parent = node.parent else { return }
        if attachedIn[parent] == Int32(truncatingIfNeeded: update) {
            // Inside an inserted view: a `.transition` of the inserted view shows its
            // active look first.
            if let transitioning = node as? any TransitionNodeProtocol,
                let record = record(around: node), !record.isRemoval,
                record.progress.isAnimating
            {
                transitioning.phase = .willAppear
            }
            return
        }
        // Only the outermost inserted view transitions: the views inside it come with it.
        guard parent.hasMounted, let animation = transaction(at: node).animation else { return }
        let record = TransitionRecord(node: node, isRemoval: false, index: 0)
        transitions[ObjectIdentifier(node)] = record
        start(record, animation: animation)
        if let transitioning = node as? any TransitionNodeProtocol {
            transitioning.phase = .willAppear
        }
    }

    /// The `.transition` nodes that decide how `node` enters and leaves: in the modifier chain
    /// at its top, and, through blocks and groups (which are not views of their own), in each
    /// of the views they hold.
    func transitionNodes(in node: _ViewNode) -> [any TransitionNodeProtocol] {
        var found: [any TransitionNodeProtocol] = []
        var pending: [_ViewNode] = [node]
        var steps = 0
        while let current = pending.popLast(), steps < 10_000 {
            steps += 1
            if let transitioning = current as? any TransitionNodeProtocol {
                found.append(transitioning)
                continue
            }
            switch current.renderRole {
            case .transparent: pending.append(childrenReversed: current.children)
            case .attribute: if let content = current.children.first { pending.append(content) }
            case .line: break
            }
        }
        return found
    }

    /// The record of the transition `node` (a `.transition` node) is part of: that of the
    /// outermost inserted or removed view whose modifiers, blocks and groups lead to it.
    private func record(around node: _ViewNode) -> TransitionRecord? {
        var cursor: _ViewNode? = node
        var steps = 0
        while let current = cursor, steps < 10_000 {
            if let record = transitions[ObjectIdentifier(current)] { return record }
            guard let parent = current.parent, parent.renderRole != .line else { return nil }
            cursor = parent
            steps += 1
        }
        return nil
    }

    func nodeDidEvaluate(_ node: _ViewNode, firstTime: Bool) {
        guard firstTime, !transitions.isEmpty,
            let transitioning = node as? any TransitionNodeProtocol,
            transitioning.phase == .willAppear
        else { return }
        // Shown once at the active look; once the update has evaluated it (the engine's pass
        // runs then), it animates to the identity in this same update.
        appearing.append(transitioning)
    }

    /// Moves the views shown at their active look in this update to their identity look.
    func moveAppearingToIdentity() {
        let moving = appearing
        appearing = []
        for transitioning in moving where transitioning.isMounted {
            transitioning.phase = .identity
            invalidateForAnimation(transitioning)
        }
    }

    /// Invalidates `node` for the engine's own reasons (a frame, a transition's phase): a view
    /// held for its removal still runs for those.
    func invalidateForAnimation(_ node: _ViewNode) {
        invalidatesForAnimation = true
        graph.invalidate(node)
        invalidatesForAnimation = false
    }

    func holdsRemoval(of node: _ViewNode, identity: AnyHashable?) -> Bool {
        guard mayAnimate, node.hasMounted, let parent = node.parent, parent.isMounted,
            transitions[ObjectIdentifier(node)]?.isRemoval != true,
            let index = parent.children.firstIndex(where: { $0 === node }),
            let animation = transaction(at: node).animation
        else { return false }
        // Removed while still appearing: its insertion ends here.
        if let inserting = transitions[ObjectIdentifier(node)] { stopProgress(of: inserting) }
        let record = TransitionRecord(
            node: node, isRemoval: true, index: index, identity: identity)
        transitions[ObjectIdentifier(node)] = record
        held.append(record)
        freezeInvalidated(in: node)
        // Out of its parent's children: what it wrote no longer reaches its parent's
        // preferences.
        graph.preferencePass.subtreeWillUnmount(node)
        // Nor is it laid out with them: the parent lays out what it has now.
        graph.layout.subtreeWillUnmount(node)
        parent.featureBits |= NodeFeatureBits.showsHeldChildren
        start(record, animation: animation)
        for transitioning in transitionNodes(in: node) {
            transitioning.phase = .didDisappear
            frozen.remove(ObjectIdentifier(transitioning))
            invalidateForAnimation(transitioning)
        }
        return true
    }

    /// The views of a subtree that a change of this update invalidated before the update
    /// removed it wait, frozen, as those a later change invalidates (D34): a held view keeps
    /// the inputs it last had.
    private func freezeInvalidated(in node: _ViewNode) {
        var pending: [_ViewNode] = [node]
        while let current = pending.popLast() {
            if current.isDirty { frozen.insert(ObjectIdentifier(current)) }
            pending.append(children: current.children)
        }
    }

    func start(_ record: TransitionRecord, animation: Animation) {
        let transaction = transaction(at: record.node)
        record.progress.setModel(1, animation: animation, transaction: transaction, at: now)
        record.progress.isListed = true
        running.append(record.progress)
    }

    func displayedChildren(of node: _ViewNode, visible: ChildList) -> ChildList {
        let here = held.filter { $0.node.parent === node }
        guard !here.isEmpty else { return visible }
        var shown = visible.array
        for record in here.sorted(by: { $0.index < $1.index }) {
            shown.insert(record.node, at: min(record.index, shown.count))
        }
        return ChildList(shown)
    }

    /// A held view waits, frozen, while it leaves (D34): a view in it that a change invalidates
    /// after its removal does not run again; its transition and its animations still do.
    func shouldEvaluate(_ node: _ViewNode) -> Bool {
        guard !frozen.isEmpty else { return true }
        return !frozen.contains(ObjectIdentifier(node))
    }

    /// Notes a view of a held subtree that a change invalidated (see ``shouldEvaluate(_:)``).
    func freezeIfHeld(_ node: _ViewNode) {
        if !invalidatesForAnimation, isHeld(node) { frozen.insert(ObjectIdentifier(node)) }
    }

    /// Whether `node` is in a view held for its removal.
    func isHeld(_ node: _ViewNode) -> Bool {
        guard !held.isEmpty else { return false }
        var cursor: _ViewNode? = node
        while let current = cursor {
            if let record = transitions[ObjectIdentifier(current)], record.isRemoval {
                return true
            }
            cursor = current.parent
        }
        return false
    }

    /// Ends the transitions whose animations are over: inserted views are simply in place;
    /// held views leave when nothing inside them animates any more.
    func finishTransitions() {
        guard !transitions.isEmpty else { return }
        for (id, record) in transitions where !record.progress.isAnimating {
            guard record.isRemoval else {
                transitions[id] = nil
                continue
            }
            guard
                !running.contains(where: {
                    $0.delaysRemoval && $0.node.isDescendant(of: record.node)
                })
            else {
                continue
            }
            release(record)
        }
    }

    /// Unmounts a held view for good; nothing when it is gone already (released with a held
    /// view around it while the caller walked a copy of the records).
    func release(_ record: TransitionRecord) {
        guard held.contains(where: { $0 === record }) else { return }
        // Released early (a view around it left), its transition stops with it: the record
        // holds the node its progress refers to.
        stopProgress(of: record)
        transitions[ObjectIdentifier(record.node)] = nil
        held.removeAll { $0 === record }
        let parent = record.node.parent
        graph.unmount(record.node, holding: false)
        if let parent, !held.contains(where: { $0.node.parent === parent }) {
            parent.featureBits &= ~NodeFeatureBits.showsHeldChildren
        }
        if held.isEmpty { frozen = [] }
        graph.requestFlush()
    }

    /// Takes `record`'s progress out of the running animations, if it is there.
    func stopProgress(of record: TransitionRecord) {
        guard record.progress.isListed else { return }
        var due: [AnimationCompletionTracker] = []
        record.progress.stop(due: &due)
        record.progress.isListed = false
        running.removeAll { $0 === record.progress }
        dueCompletions += due
    }

    /// A subtree leaves: views held inside it go with it, at once.
    func subtreeWillUnmount(_ node: _ViewNode) {
        guard !held.isEmpty else { return }
        for record in held where record.node !== node && record.node.isDescendant(of: node) {
            release(record)
        }
    }

    /// The annotation of a view in transition (D35).
    func transitionNote(at node: _ViewNode) -> String? {
        guard let record = transitions[ObjectIdentifier(node)] else { return nil }
        return record.isRemoval ? "removing" : (record.progress.isAnimating ? "inserting" : nil)
    }
}

extension _ViewNode {
    /// Whether `ancestor` is above this node (or is it).
    func isDescendant(of ancestor: _ViewNode) -> Bool {
        var cursor: _ViewNode? = self
        while let current = cursor {
            if current === ancestor { return true }
            cursor = current.parent
        }
        return false
    }
}
