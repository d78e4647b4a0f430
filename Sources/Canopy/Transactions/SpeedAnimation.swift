import Foundation

/// An animation played `speed` times as fast (T11): its base sees `e · speed`. Wrapping a
/// delayed animation, it speeds up the delay too: `.delay(1).speed(2)` starts after 0.5 s.
struct SpeedAnimation: TimeWarpingAnimation, CustomStringConvertible {
    var base: Animation
    /// The speed, never negative nor NaN.
    var speed: Double
    /// The speed as given, for the diagnostic of a bad one.
    var requestedSpeed: Double

    init(base: Animation, speed: Double) {
        self.base = base
        self.speed = speed.isNaN ? 0 : max(0, speed)
        requestedSpeed = speed
    }

    func baseTime(_ time: TimeInterval) -> TimeInterval {
        time <= 0 || speed == 0 ? 0 : time * speed
    }

    func velocity<V: VectorArithmetic>(
        value: V, time: TimeInterval, context: AnimationContext<V>
    ) -> V? {
        guard speed.isFinite,
            let velocity = base.velocity(value: value, time: baseTime(time), context: context)
        else { return nil }
        return velocity.scaled(by: speed)
    }

    func warpsLike(_ other: Self) -> Bool { other.speed == speed }

    var description: String { "\(base).speed(\(ValueFormatter.format(speed)))" }
}

extension Animation {
    /// This animation played `speed` times as fast: a one-second animation with a speed of 2
    /// takes half a second, with 0.25 four seconds (T11). It wraps the animation as it is, so
    /// `.delay(1).speed(2)` halves the delay too.
    ///
    /// A speed of 0 holds the animation at its start: it never progresses nor finishes, as
    /// SwiftUI's does. A negative or NaN speed counts as 0; an infinite one finishes at once.
    public func speed(_ speed: Double) -> Animation {
        Animation(SpeedAnimation(base: self, speed: speed))
    }
}
