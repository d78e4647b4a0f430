import Foundation

/// An animation that runs its base again and again (T11): `repeatCount` times, or for ever.
///
/// Each repetition starts at the call at which the previous one's base returned nil (the frame
/// after its end, D31), which the animation keeps in its state with the repetition's index.
/// When autoreversing, the odd repetitions run backwards (`Δ − base`). After the last, the
/// animation is finished and the value shows the target, even when an autoreversing count
/// left it near the start.
struct RepeatAnimation: CustomAnimation, CustomStringConvertible {
    var base: Animation
    /// How many times the base runs; `nil` for ever. A count below 1 runs it once.
    var repeatCount: Int?
    var autoreverses: Bool

    struct Progress<V: VectorArithmetic>: AnimationStateKey {
        /// The current repetition, from 0.
        var index = 0
        /// The time at which it started.
        var start: TimeInterval = 0
        static var defaultValue: Progress { Progress() }
    }

    private func isReversed(_ index: Int) -> Bool { autoreverses && index % 2 == 1 }

    func animate<V: VectorArithmetic>(
        value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> V? {
        var progress = context.state[Progress<V>.self]
        let reversed = isReversed(progress.index)
        let elapsed = max(0, time - progress.start)
        guard let moved = base.animate(value: value, time: elapsed, context: &context) else {
            // This repetition ended: the next starts now, or the animation is over.
            progress.index += 1
            progress.start = time
            context.state[Progress<V>.self] = progress
            if let repeatCount, progress.index >= max(1, repeatCount) { return nil }
            return reversed ? .zero : value
        }
        return reversed ? value - moved : moved
    }

    func velocity<V: VectorArithmetic>(
        value: V, time: TimeInterval, context: AnimationContext<V>
    ) -> V? {
        let progress = context.state[Progress<V>.self]
        let elapsed = max(0, time - progress.start)
        guard let velocity = base.velocity(value: value, time: elapsed, context: context) else {
            return nil
        }
        return isReversed(progress.index) ? .zero - velocity : velocity
    }

    var description: String {
        if let repeatCount {
            return "\(base).repeatCount(\(repeatCount), autoreverses: \(autoreverses))"
        }
        return "\(base).repeatForever(autoreverses: \(autoreverses))"
    }
}

extension Animation {
    /// This animation run `repeatCount` times (T11). Each repetition starts when the previous
    /// one ends; with `autoreverses`, every other one runs backwards (a count of 2 goes there
    /// and back, then shows the target). A count below 1 runs it once.
    ///
    /// - Parameters:
    ///   - repeatCount: How many times the animation runs; autoreversed runs count.
    ///   - autoreverses: Whether every other repetition runs backwards.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        Animation(RepeatAnimation(base: self, repeatCount: repeatCount, autoreverses: autoreverses))
    }

    /// This animation run again and again for as long as the view lives (T11): it never
    /// finishes.
    ///
    /// - Parameter autoreverses: Whether every other repetition runs backwards.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        Animation(RepeatAnimation(base: self, repeatCount: nil, autoreverses: autoreverses))
    }
}
