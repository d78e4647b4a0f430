import Foundation

extension Spring {
    /// The value of the spring `time` seconds after it started at zero, moving toward
    /// `target` with `initialVelocity`.
    public func value<V: VectorArithmetic>(
        target: V, initialVelocity: V = .zero, time: TimeInterval
    ) -> V {
        let (f, _, g, _) = model.responses(at: time)
        return target.scaled(by: 1 - f) + Self.finite(initialVelocity).scaled(by: g)
    }

    /// The velocity of the spring `time` seconds after it started at zero, moving toward
    /// `target` with `initialVelocity`.
    public func velocity<V: VectorArithmetic>(
        target: V, initialVelocity: V = .zero, time: TimeInterval
    ) -> V {
        let (_, df, _, dg) = model.responses(at: time)
        return target.scaled(by: -df) + Self.finite(initialVelocity).scaled(by: dg)
    }

    /// The time the spring takes to come to rest moving from zero toward `target` with
    /// `initialVelocity`: the earliest time from which it stays within `epsilon` of the
    /// target (in the target's units). Infinite for an undamped spring that moves.
    public func settlingDuration<V: VectorArithmetic>(
        target: V, initialVelocity: V = .zero, epsilon: Double
    ) -> TimeInterval {
        let velocity = Self.finite(initialVelocity)
        return model.settlingTime(
            remainingSquared: target.magnitudeSquared,
            velocitySquared: velocity.magnitudeSquared,
            dot: Self.dot(target, velocity), threshold: epsilon)
    }

    /// The value of the spring `time` seconds after it left `fromValue` toward `toValue`
    /// with `initialVelocity`, interpolating the values' animatable data.
    public func value<V: Animatable>(
        fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval
    ) -> V {
        var result = fromValue
        result.animatableData += value(
            target: toValue.animatableData - fromValue.animatableData,
            initialVelocity: initialVelocity.animatableData, time: time)
        return result
    }

    /// The velocity of the spring `time` seconds after it left `fromValue` toward `toValue`
    /// with `initialVelocity`.
    public func velocity<V: Animatable>(
        fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval
    ) -> V {
        var result = fromValue
        result.animatableData = velocity(
            target: toValue.animatableData - fromValue.animatableData,
            initialVelocity: initialVelocity.animatableData, time: time)
        return result
    }

    /// The time the spring takes to come to rest moving from `fromValue` to `toValue`.
    public func settlingDuration<V: Animatable>(
        fromValue: V, toValue: V, initialVelocity: V, epsilon: Double
    ) -> TimeInterval {
        settlingDuration(
            target: toValue.animatableData - fromValue.animatableData,
            initialVelocity: initialVelocity.animatableData, epsilon: epsilon)
    }

    /// Moves `value` and `velocity` on by `deltaTime` seconds of the spring pulling toward
    /// `target`.
    ///
    /// - Parameters:
    ///   - value: The current value of the spring.
    ///   - velocity: The current velocity of the spring.
    ///   - target: The value the spring moves toward.
    ///   - deltaTime: The time passed since the spring was at `value`.
    public func update<V: VectorArithmetic>(
        value: inout V, velocity: inout V, target: V, deltaTime: TimeInterval
    ) {
        let remaining = target - value
        let start = velocity
        velocity = self.velocity(target: remaining, initialVelocity: start, time: deltaTime)
        value += self.value(target: remaining, initialVelocity: start, time: deltaTime)
    }

    /// The force on the spring at `position` with `velocity`, pulling toward `target`:
    /// `stiffness · (target − position) − damping · velocity`.
    public func force<V: VectorArithmetic>(target: V, position: V, velocity: V) -> V {
        (target - position).scaled(by: stiffness) - velocity.scaled(by: damping)
    }

    /// `velocity`, or zero when it is not finite.
    static func finite<V: VectorArithmetic>(_ velocity: V) -> V {
        velocity.magnitudeSquared.isFinite ? velocity : .zero
    }

    /// The dot product of `a` and `b`: `(|a + b|² − |a|² − |b|²) / 2`.
    static func dot<V: VectorArithmetic>(_ a: V, _ b: V) -> Double {
        ((a + b).magnitudeSquared - a.magnitudeSquared - b.magnitudeSquared) / 2
    }
}
