import Foundation

/// An animation that starts `delay` seconds late (T11): its base sees `max(0, e − delay)`, so
/// the value stays at its start until then.
struct DelayAnimation: TimeWarpingAnimation, CustomStringConvertible {
    var base: Animation
    /// The delay, never negative nor NaN.
    var delay: TimeInterval
    /// The delay as given, for the diagnostic of a bad one.
    var requestedDelay: TimeInterval

    init(base: Animation, delay: TimeInterval) {
        self.base = base
        self.delay = delay.isNaN ? 0 : max(0, delay)
        requestedDelay = delay
    }

    func baseTime(_ time: TimeInterval) -> TimeInterval { max(0, time - delay) }

    func velocity<V: VectorArithmetic>(
        value: V, time: TimeInterval, context: AnimationContext<V>
    ) -> V? {
        time < delay ? .zero : base.velocity(value: value, time: baseTime(time), context: context)
    }

    func warpsLike(_ other: Self) -> Bool { other.delay == delay }

    var description: String { "\(base).delay(\(ValueFormatter.format(delay)))" }
}

extension Animation {
    /// This animation, starting `delay` seconds after the change (T11): until then the value
    /// stays where it was. A negative or NaN delay counts as 0.
    ///
    ///     withAnimation(.easeOut(duration: 0.2).delay(0.1)) { isShown = true }
    public func delay(_ delay: TimeInterval) -> Animation {
        Animation(DelayAnimation(base: self, delay: delay))
    }
}
