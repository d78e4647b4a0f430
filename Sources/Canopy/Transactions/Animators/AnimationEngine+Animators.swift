/// What the phase and keyframe animators need from the animation engine (T19, T20, D37): an
/// action run at the next frame, slots of their own that keep the host animating and name the
/// animator in the tree dump (D35, D38), and changes made in a transaction of their own.
extension AnimationEngine {
    /// An action waiting for the next frame, for a node (it is dropped if the node leaves).
    @MainActor struct FrameAction {
        weak var node: _ViewNode?
        /// Runs the action, among the frame's completions, in the order it was asked for.
        let tracker: AnimationCompletionTracker
    }

    /// Runs `action` in the flush of the next frame, among that frame's completions (D31). The
    /// host animates while it waits (D38), so time passing reaches that frame; the action is
    /// dropped if `node` leaves the tree first. An action that asks again waits for the frame
    /// after: nothing loops inside one update.
    func runAtNextFrame(for node: _ViewNode, _ action: @escaping () -> Void) {
        let tracker = AnimationCompletionTracker(criteria: .logicallyComplete, completion: action)
        frameActions.append(FrameAction(node: node, tracker: tracker))
    }

    /// Moves the actions waiting for this frame to `due`.
    func takeFrameActions(into due: inout [AnimationCompletionTracker]) {
        guard !frameActions.isEmpty else { return }
        let waiting = frameActions
        frameActions = []
        for action in waiting where action.node?.isMounted == true { due.append(action.tracker) }
    }

    /// Adds `slot` to its node's slots: it is named in the tree dump while it animates (D35),
    /// and stopped when the node leaves.
    func register(_ slot: AnimationSlotBase) {
        slots[ObjectIdentifier(slot.node), default: []].append(slot)
    }

    /// Puts `slot` in the running list: it keeps the host animating and is sampled at every
    /// frame until it says it no longer animates.
    func startRunning(_ slot: AnimationSlotBase) {
        guard !slot.isListed else { return }
        slot.isListed = true
        running.append(slot)
    }

    /// Takes `slot` out of the running list at once (it came to rest between frames).
    func stopRunning(_ slot: AnimationSlotBase) {
        guard slot.isListed else { return }
        slot.isListed = false
        running.removeAll { $0 === slot }
    }

    /// Makes `transaction` the transaction of `node`'s update, as if a change made in it had
    /// invalidated `node` (T1): the views below take its animation, and its completions count
    /// the animations they start. `node` is being evaluated, or about to be.
    func begin(_ transaction: Transaction, at node: _ViewNode) {
        withTransaction(transaction) {
            // The engine's own change: a view held for its removal is not frozen by it.
            let wasForAnimation = invalidatesForAnimation
            invalidatesForAnimation = true
            nodeWasInvalidated(node)
            invalidatesForAnimation = wasForAnimation
        }
    }
}
