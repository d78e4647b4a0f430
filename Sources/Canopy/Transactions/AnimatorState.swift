import Foundation

/// The animation running on one value: the change it animates (`interval`, the sum of every
/// change it took over), when it began, and what it covered at the last frame. The value shown
/// is the model value plus ``offset`` (T8): `previous − interval`, which is `−Δ` when it begins
/// (the old value) and zero when it ends.
///
/// A change arriving while it runs either merges (the new animation takes over the state and
/// the clock, T13) or combines: both run, the new one moving the value from wherever the
/// running one has it to the new target (``CombinedAnimation``). A change made without an
/// animation leaves the offset as it is, so the animation runs on top of the jump (T9).
@MainActor
final class AnimatorState<V: VectorArithmetic> {
    private(set) var animation: Animation
    private var state = AnimationState<V>()
    private(set) var interval: V
    private(set) var beginTime: Double
    /// What the animation covered at the last frame (zero before the first).
    private var previous: V = .zero
    private(set) var isLogicallyComplete = false
    /// Completions waiting for the animation to be removed, and for it to complete logically.
    private var removalListeners: [AnimationCompletionTracker] = []
    private var logicalListeners: [AnimationCompletionTracker] = []
    /// Animations this one took over whose logical completion listeners still wait: each is
    /// asked on every frame, on its own, whether it is complete (T14: a later change does not
    /// delay a completion).
    private var forks: [Fork] = []

    private struct Fork {
        let animation: Animation
        var state: AnimationState<V>
        let interval: V
        let listeners: [AnimationCompletionTracker]
    }

    init(animation: Animation, interval: V, at time: Double) {
        self.animation = animation
        self.interval = interval
        beginTime = time
    }

    /// How far the shown value is from the model value.
    var offset: V { previous - interval }

    /// Takes on a new change of `newInterval` at `time`, animated with `newAnimation` (T13).
    func combine(
        _ newAnimation: Animation, newInterval: V, at time: Double, environment: EnvironmentValues
    ) {
        let elapsed = time - beginTime
        var context = AnimationContext(
            state: state, isLogicallyComplete: isLogicallyComplete, environment: environment)
        if !isLogicallyComplete, !logicalListeners.isEmpty {
            forks.append(
                Fork(
                    animation: animation, state: state, interval: interval,
                    listeners: logicalListeners))
            logicalListeners = []
        }
        isLogicallyComplete = false
        if newAnimation.shouldMerge(
            previous: animation, value: interval, time: elapsed, context: &context)
        {
            state = context.state
            animation = newAnimation
        } else {
            CombinedAnimation.combine(
                into: &animation, state: &state, value: interval, elapsed: elapsed,
                newAnimation: newAnimation, newValue: newInterval)
        }
        interval += newInterval
    }

    /// Samples the animation at `time`; returns `false` once it is finished (its offset is then
    /// zero). Completions it made due are appended to `due`.
    func sample(
        at time: Double, environment: EnvironmentValues,
        due: inout [AnimationCompletionTracker]
    ) -> Bool {
        let elapsed = time - beginTime
        var context = AnimationContext(
            state: state, isLogicallyComplete: isLogicallyComplete, environment: environment)
        sampleForks(at: elapsed, environment: environment, due: &due)
        guard let value = animation.animate(value: interval, time: elapsed, context: &context),
            value.magnitudeSquared.isFinite
        else {
            previous = interval
            finish(due: &due)
            return false
        }
        state = context.state
        previous = value
        if context.isLogicallyComplete, !isLogicallyComplete {
            isLogicallyComplete = true
            notify(logicalListeners, due: &due)
            logicalListeners = []
        }
        return true
    }

    /// The animation is removed: every completion still waiting for it counts it done.
    func finish(due: inout [AnimationCompletionTracker]) {
        notify(logicalListeners, due: &due)
        notify(removalListeners, due: &due)
        for fork in forks { notify(fork.listeners, due: &due) }
        logicalListeners = []
        removalListeners = []
        forks = []
        isLogicallyComplete = true
    }

    private func sampleForks(
        at elapsed: Double, environment: EnvironmentValues,
        due: inout [AnimationCompletionTracker]
    ) {
        guard !forks.isEmpty else { return }
        forks.removeAll { fork in
            var context = AnimationContext(state: fork.state, environment: environment)
            let value = fork.animation.animate(
                value: fork.interval, time: elapsed, context: &context)
            guard value == nil || context.isLogicallyComplete else { return false }
            notify(fork.listeners, due: &due)
            return true
        }
    }

    /// Registers the completions `transaction` carries with this animation (T14).
    func addListeners(from transaction: Transaction) {
        for tracker in transaction.completionTrackers {
            tracker.animationWasAdded()
            switch tracker.criteria {
            case .removed: removalListeners.append(tracker)
            default: logicalListeners.append(tracker)
            }
        }
    }

    private func notify(
        _ trackers: [AnimationCompletionTracker], due: inout [AnimationCompletionTracker]
    ) {
        for tracker in trackers where tracker.animationWasRemoved() { due.append(tracker) }
    }
}
