/// The node of a ``PhaseAnimator``: keeps the current phase and runs the cycle (T19, D37).
///
/// A phase change sets the new phase and re-evaluates the content in a transaction of its own,
/// animated with `animation(phase)` and carrying a completion; the completion moves to the next
/// phase in the flush of the frame at which the change's animations are logically complete. A
/// change that started no animation completes in its own update: the next phase then waits
/// for the next frame, so a cycle moves at most one phase per frame and never loops inside one
/// update. Folds into its content's line, where a cycle shows as `animating phaseAnimator`
/// (D35).
@MainActor
final class PhaseAnimatorNode<Phase: Equatable, Content: View>: TypedNode<
    PhaseAnimator<Phase, Content>
>, BodyEvaluatingNode
{
    /// The index of the phase shown.
    private var index = 0
    /// The trigger of the last evaluation (`nil` before the first).
    private var lastTrigger: AnimatorTrigger?
    private var hasStarted = false
    /// Counts phase changes: a completion of an earlier one (a trigger restarted the cycle)
    /// moves nothing.
    private var changeSerial = 0
    /// Whether the next evaluation applies a phase change, in its own transaction.
    private var changesPhase = false
    /// Active between a trigger and the rest (always, without a trigger).
    private lazy var activity: AnimatorActivitySlot = {
        let slot = AnimatorActivitySlot(node: self, name: "phaseAnimator", use: .attribute)
        graph.animations.register(slot)
        return slot
    }()

    override func evaluate() {
        let animator = view
        guard !animator.phases.isEmpty else { return showWithoutPhases(animator) }
        if index >= animator.phases.count { index = 0 }
        if !hasStarted {
            hasStarted = true
            lastTrigger = animator.trigger
            if animator.trigger == nil { startContinuousCycle() }
        } else if let trigger = animator.trigger {
            if let lastTrigger, !trigger.isEqual(to: lastTrigger) {
                // A cycle, from the second phase and from the current look.
                changeSerial += 1
                index = 1 % animator.phases.count
                changesPhase = true
                setActive(true)
            }
            lastTrigger = trigger
        } else {
            lastTrigger = nil
            if !activity.isActive { startContinuousCycle() }
        }
        let phase = animator.phases[index]
        if changesPhase {
            changesPhase = false
            beginPhaseChange(to: phase, animation: animator.animation(phase))
        }
        evaluateBody(of: animator) { $0.content(phase) }
    }

    /// Without a trigger the cycle starts on appearance: the first phase shows now, the second
    /// follows at the next frame.
    private func startContinuousCycle() {
        setActive(true)
        let serial = changeSerial
        graph.animations.runAtNextFrame(for: self) { [weak self] in
            self?.moveToNextPhase(after: serial)
        }
    }

    /// Makes this update's transaction animate with `animation` and carry the completion that
    /// moves on to the next phase (D37).
    private func beginPhaseChange(to phase: Phase, animation: Animation?) {
        let serial = changeSerial
        let engine = graph.animations
        let time = engine.now
        var transaction = Transaction(animation: animation)
        transaction[AnimationCompletionsKey.self] = [
            AnimationCompletionTracker(criteria: .logicallyComplete) { [weak self] in
                self?.phaseChangeDidComplete(serial, changedAt: time)
            }
        ]
        engine.begin(transaction, at: self)
    }

    /// Every animation of phase change `serial` is logically complete: the next phase starts
    /// now, in this frame's flush, or at the next frame when no time passed since the change
    /// (it started no animation, or they all ended with it).
    private func phaseChangeDidComplete(_ serial: Int, changedAt time: Double) {
        guard serial == changeSerial, isMounted else { return }
        if graph.animations.now > time {
            moveToNextPhase(after: serial)
        } else {
            graph.animations.runAtNextFrame(for: self) { [weak self] in
                self?.moveToNextPhase(after: serial)
            }
        }
    }

    /// Moves on from the phase change `serial`: to the next phase, to the first after the last,
    /// and to rest once back at the first when a trigger drives the animator.
    private func moveToNextPhase(after serial: Int) {
        guard serial == changeSerial, isMounted else { return }
        let animator = view
        guard !animator.phases.isEmpty else { return setActive(false) }
        if index == 0, animator.trigger != nil { return setActive(false) }
        // A view held for its removal transition starts no new phase: it leaves once the
        // current change's animations end (D34).
        if graph.animations.isHeld(self) { return setActive(false) }
        index = (index + 1) % animator.phases.count
        changeSerial += 1
        changesPhase = true
        graph.animations.invalidateForAnimation(self)
    }

    private func setActive(_ active: Bool) {
        guard activity.isActive != active else { return }
        activity.isActive = active
        if active {
            graph.animations.startRunning(activity)
        } else {
            graph.animations.stopRunning(activity)
        }
    }

    /// SwiftUI requires at least one phase: with none there is nothing to hand `content`.
    private func showWithoutPhases(_ animator: PhaseAnimator<Phase, Content>) {
        graph.record(
            Diagnostic(
                kind: .invalidAnimatableValue,
                message:
                    "phaseAnimator was given no phases; its content shows without animating",
                viewPath: path))
        changeSerial += 1
        setActive(false)
        guard let fallback = animator.fallback as? any View else {
            return reconcileSingleChild(EmptyView())
        }
        reconcileSingleChild(fallback)
    }

    override var renderRole: RenderRole { .attribute }
    override var pathComponent: String? { nil }
}
