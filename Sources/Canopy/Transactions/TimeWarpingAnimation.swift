import Foundation

/// An animation that plays its base on another clock (`delay`, `speed`, T11): the base sees
/// ``baseTime(_:)`` instead of the elapsed time, and a retarget merges only with the same
/// wrapper over a base that merges.
protocol TimeWarpingAnimation: CustomAnimation {
    /// The animation played.
    var base: Animation { get }
    /// The time the base sees `time` seconds after the change.
    func baseTime(_ time: TimeInterval) -> TimeInterval
    /// Whether `other` warps time the same way.
    func warpsLike(_ other: Self) -> Bool
}

extension TimeWarpingAnimation {
    func animate<V: VectorArithmetic>(
        value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> V? {
        base.animate(value: value, time: baseTime(time), context: &context)
    }

    /// Merges when the previous animation warps time the same way over a base this one's base
    /// merges with.
    func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        guard let previous = previous.as(Self.self), previous.warpsLike(self) else {
            return false
        }
        return base.shouldMerge(
            previous: previous.base, value: value, time: baseTime(time), context: &context)
    }
}
