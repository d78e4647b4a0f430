/// The node of a ``KeyframeAnimator``: keeps the animator's value in a
/// ``KeyframeAnimatorSlot`` and evaluates `content` with it, at every frame of a run (T20, D37).
/// A run starts in the update in which the trigger changed (time 0 of the run), from the
/// current value. Folds into its content's line, where a run shows as
/// `animating keyframeAnimator` (D35).
@MainActor
final class KeyframeAnimatorNode<Value, KeyframePath: Keyframes, Content: View>: TypedNode<
    KeyframeAnimator<Value, KeyframePath, Content>
>, BodyEvaluatingNode
where Value == KeyframePath.Value {
    private var slot: KeyframeAnimatorSlot<Value>?
    /// The trigger of the last evaluation.
    private var lastTrigger: AnimatorTrigger?

    override func evaluate() {
        let animator = view
        let slot = currentSlot(animator)
        if let trigger = animator.trigger {
            if let lastTrigger, !trigger.isEqual(to: lastTrigger) {
                play(from: slot.value, repeating: false)
            } else if lastTrigger == nil {
                // It no longer repeats: the current run ends where it is going.
                slot.endRepetition()
            }
            lastTrigger = trigger
        } else {
            lastTrigger = nil
            if animator.repeats, !slot.isAnimating {
                play(from: slot.value, repeating: true)
            } else if !animator.repeats, slot.isAnimating {
                // "The value at the beginning of the keyframe timeline".
                slot.halt(showingStart: true)
                graph.animations.stopRunning(slot)
            }
        }
        let value = slot.value
        evaluateBody(of: animator) { $0.content(for: value) }
    }

    /// The slot, made with the initial value at the first evaluation.
    private func currentSlot(_ animator: KeyframeAnimator<Value, KeyframePath, Content>)
        -> KeyframeAnimatorSlot<Value>
    {
        if let slot { return slot }
        let made = KeyframeAnimatorSlot(node: self, value: animator.initialValue)
        graph.animations.register(made)
        slot = made
        lastTrigger = animator.trigger
        return made
    }

    /// Starts a run from `start` now (D30), with the keyframes of the current view value.
    private func play(from start: Value, repeating: Bool) {
        guard let slot else { return }
        let engine = graph.animations
        slot.play(
            timeline(from: start), from: start, at: engine.now,
            repeating: repeating ? { [weak self] in self?.timeline(from: $0) } : nil)
        engine.startRunning(slot)
    }

    private func timeline(from start: Value) -> KeyframeTimeline<Value> {
        let keyframes = view.keyframes
        return KeyframeTimeline(initialValue: start) { keyframes(start) }
    }

    override var renderRole: RenderRole { .attribute }
    override var pathComponent: String? { nil }
}
