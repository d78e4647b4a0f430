import Foundation

/// A spring as an animation (T10, D36): the closed-form motion of ``Spring`` over the change,
/// from rest or from the velocity a merge hands over.
///
/// - Logically complete once its elapsed time (since it started or merged) reaches the spring's
///   duration.
/// - Finished (`nil`) after its settling time: the earliest time from which it stays within
///   0.001 of the change. An undamped spring (bounce 1) never finishes.
/// - A persistent spring (`spring(…)`, `.smooth`, `.snappy`, `.bouncy`, `interactiveSpring`)
///   merges with the animation it retargets (T13): it continues from that animation's value and
///   velocity toward the new target. An interpolating spring (`interpolatingSpring(…)`) does
///   not: it runs together with the previous animation, which adds their effects, as SwiftUI's
///   does.
///
/// `blendDuration` is kept (it is part of the animation's identity and description) but not
/// modelled: a merged spring moves with its own parameters at once.
struct SpringAnimation: CustomAnimation, CustomStringConvertible {
    var spring: Spring
    var blendDuration: Double = 0
    /// Whether it combines with a running animation instead of merging.
    var isInterpolating = false
    /// For an interpolating spring: its initial velocity, in units of the change per second.
    var initialVelocity: Double = 0

    /// The current stretch of motion: where it started (time, offset from the animation's
    /// start, velocity) and, once computed, the change it moves toward and when it settles.
    struct Segment<V: VectorArithmetic>: AnimationStateKey {
        var startTime: Double = 0
        var offset: V = .zero
        var velocity: V?
        var target: V?
        var settlingTime: Double = 0

        static var defaultValue: Segment { Segment() }
    }

    func animate<V: VectorArithmetic>(
        value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> V? {
        let segment = prepared(context.state[Segment<V>.self], value: value)
        context.state[Segment<V>.self] = segment
        let elapsed = time.isNaN ? 0 : max(0, time - segment.startTime)
        if elapsed >= spring.duration { context.isLogicallyComplete = true }
        guard elapsed <= segment.settlingTime else { return nil }
        return position(of: segment, value: value, elapsed: elapsed)
    }

    func velocity<V: VectorArithmetic>(
        value: V, time: TimeInterval, context: AnimationContext<V>
    ) -> V? {
        let segment = prepared(context.state[Segment<V>.self], value: value)
        let elapsed = time.isNaN ? 0 : max(0, time - segment.startTime)
        let start = segment.velocity ?? .zero
        return spring.velocity(
            target: value - segment.offset, initialVelocity: start, time: elapsed)
    }

    func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        guard !isInterpolating else { return false }
        let (offset, velocity) = Self.motion(of: previous, value: value, time: time, in: context)
        context.state[Segment<V>.self] = Segment(
            startTime: time.isNaN ? 0 : time, offset: offset, velocity: velocity)
        return true
    }

    /// Where `previous` has the value at `time`, and how fast it moves it.
    private static func motion<V: VectorArithmetic>(
        of previous: Animation, value: V, time: TimeInterval, in context: AnimationContext<V>
    ) -> (offset: V, velocity: V) {
        // A spring knows its own segment (the change it moved toward is in the state);
        // another animation is asked, with the new change, as SwiftUI asks it.
        if let spring = previous.as(SpringAnimation.self),
            let target = context.state[Segment<V>.self].target
        {
            let segment = spring.prepared(context.state[Segment<V>.self], value: target)
            let elapsed = time.isNaN ? 0 : max(0, time - segment.startTime)
            let moved = spring.position(of: segment, value: target, elapsed: elapsed)
            let start = segment.velocity ?? .zero
            let velocity = spring.spring.velocity(
                target: target - segment.offset, initialVelocity: start, time: elapsed)
            return (moved, Spring.finite(velocity))
        }
        var copy = context
        let offset = previous.animate(value: value, time: time, context: &copy) ?? .zero
        let velocity = previous.velocity(value: value, time: time, context: copy) ?? .zero
        return (Spring.finite(offset), Spring.finite(velocity))
    }

    /// `segment` with its initial velocity set and its settling time computed for `value`.
    private func prepared<V: VectorArithmetic>(_ segment: Segment<V>, value: V) -> Segment<V> {
        var segment = segment
        if segment.velocity == nil {
            let start = isInterpolating ? value.scaled(by: initialVelocity) : .zero
            segment.velocity = Spring.finite(start)
        }
        if segment.target != value {
            segment.target = value
            let remaining = value - segment.offset
            let velocity = segment.velocity ?? .zero
            let scale = max(value.magnitudeSquared, remaining.magnitudeSquared).squareRoot()
            let threshold =
                scale > 0 ? 0.001 * scale : 0.001 * velocity.magnitudeSquared.squareRoot()
            segment.settlingTime = spring.model.settlingTime(
                remainingSquared: remaining.magnitudeSquared,
                velocitySquared: velocity.magnitudeSquared,
                dot: Spring.dot(remaining, velocity), threshold: threshold)
        }
        return segment
    }

    private func position<V: VectorArithmetic>(of segment: Segment<V>, value: V, elapsed: Double)
        -> V
    {
        segment.offset
            + spring.value(
                target: value - segment.offset, initialVelocity: segment.velocity ?? .zero,
                time: elapsed)
    }

    var description: String {
        let name = isInterpolating ? "interpolatingSpring" : "spring"
        var arguments: [String] = []
        if spring.mass == 1 {
            arguments.append("duration: \(Spring.format(spring.duration))")
            arguments.append("bounce: \(Spring.format(spring.bounce))")
        } else {
            arguments.append("mass: \(Spring.format(spring.mass))")
            arguments.append("stiffness: \(Spring.format(spring.stiffness))")
            arguments.append("damping: \(Spring.format(spring.damping))")
        }
        if blendDuration != 0 { arguments.append("blendDuration: \(Spring.format(blendDuration))") }
        if initialVelocity != 0 {
            arguments.append("initialVelocity: \(Spring.format(initialVelocity))")
        }
        return "\(name)(\(arguments.joined(separator: ", ")))"
    }
}
