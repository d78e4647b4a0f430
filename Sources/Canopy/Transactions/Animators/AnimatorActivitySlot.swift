/// A slot that animates nothing itself and says whether its animator is active: a phase
/// animator between a trigger and its rest (always, without a trigger). While active it keeps
/// the host animating (D38) and names the animator on its line (`phaseAnimator`, D35).
@MainActor
final class AnimatorActivitySlot: AnimationSlotBase {
    /// Whether the animator is active.
    var isActive = false

    override var isAnimating: Bool { isActive }
    override var delaysRemoval: Bool { false }

    override func stop(due: inout [AnimationCompletionTracker]) { isActive = false }
}
