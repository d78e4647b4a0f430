import Foundation

/// An animation that reports logical completion once its elapsed time reaches `duration`, if
/// its base has not already (T11, T14). It does not keep the animation running after its base
/// finished.
struct LogicalCompletionAnimation: CustomAnimation, CustomStringConvertible {
    var base: Animation
    /// When it is logically complete; a NaN duration counts as 0.
    var duration: TimeInterval

    init(base: Animation, duration: TimeInterval) {
        self.base = base
        self.duration = duration.isNaN ? 0 : duration
    }

    func animate<V: VectorArithmetic>(
        value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> V? {
        let moved = base.animate(value: value, time: time, context: &context)
        if time >= duration { context.isLogicallyComplete = true }
        return moved
    }

    func velocity<V: VectorArithmetic>(
        value: V, time: TimeInterval, context: AnimationContext<V>
    ) -> V? {
        base.velocity(value: value, time: time, context: context)
    }

    /// Merges when the previous animation reports completion at the same time over a base
    /// this one's base merges with.
    func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        guard let previous = previous.as(LogicalCompletionAnimation.self),
            previous.duration == duration
        else { return false }
        return base.shouldMerge(
            previous: previous.base, value: value, time: time, context: &context)
    }

    var description: String {
        "\(base).logicallyComplete(after: \(ValueFormatter.format(duration)))"
    }
}

extension Animation {
    /// This animation, reporting logical completion `duration` seconds after it began, if it
    /// has not already: completions waiting for `.logicallyComplete` run then (T14), while
    /// the value may still move. It does not keep the animation running after it finished.
    ///
    /// - Parameter duration: The time after which the animation is logically complete; NaN
    ///   counts as 0.
    public func logicallyComplete(after duration: TimeInterval) -> Animation {
        Animation(LogicalCompletionAnimation(base: self, duration: duration))
    }
}
