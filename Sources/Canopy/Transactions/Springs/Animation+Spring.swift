import Foundation

extension Animation {
    /// The default animation: ``spring`` (duration 0.5, bounce 0), as since iOS 17 and
    /// macOS 14, on every platform (D39).
    public static var `default`: Animation { spring }

    /// A persistent spring animation. Retargeted by another `spring` or `interactiveSpring`,
    /// it is replaced by its successor, which keeps its velocity (T13).
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration, which sets the pace of the spring: about its
    ///     settling duration, but for very bouncy springs the period of its oscillation.
    ///   - bounce: How bouncy the spring is: 0 is critically damped, positive values bounce
    ///     more up to 1 (undamped), negative values are overdamped, down to −1.
    ///   - blendDuration: The time over which a change of duration is interpolated (kept, not
    ///     modelled: see ``Spring``).
    public static func spring(
        duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0
    ) -> Animation {
        spring(Spring(duration: duration, bounce: bounce), blendDuration: blendDuration)
    }

    /// A persistent spring animation with a response and a damping fraction
    /// (`duration = response`, damping ratio `dampingFraction`, D36).
    ///
    /// - Parameters:
    ///   - response: The stiffness of the spring, as an approximate duration in seconds. 0
    ///     requests an infinitely stiff spring, which moves at once.
    ///   - dampingFraction: The drag applied, as a fraction of the amount needed for
    ///     critical damping.
    ///   - blendDuration: The time over which a change of response is interpolated.
    @_disfavoredOverload
    public static func spring(
        response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0
    ) -> Animation {
        spring(
            Spring(response: response, dampingRatio: dampingFraction), blendDuration: blendDuration)
    }

    /// A persistent spring animation moving as `spring` does.
    ///
    /// - Parameters:
    ///   - spring: The spring.
    ///   - blendDuration: The time over which a change of duration is interpolated.
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0.0) -> Animation {
        Animation(SpringAnimation(spring: spring, blendDuration: Self.finite(blendDuration)))
    }

    /// A persistent spring animation with the default values: duration 0.5, bounce 0.
    public static var spring: Animation { spring() }

    /// A spring with a short response, for interactive animations.
    ///
    /// - Parameters:
    ///   - response: The stiffness of the spring, as an approximate duration in seconds.
    ///   - dampingFraction: The drag applied, as a fraction of critical damping.
    ///   - blendDuration: The time over which a change of response is interpolated.
    @_disfavoredOverload
    public static func interactiveSpring(
        response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25
    ) -> Animation {
        spring(
            Spring(response: response, dampingRatio: dampingFraction), blendDuration: blendDuration)
    }

    /// A spring with a short duration, for interactive animations.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration of the spring.
    ///   - extraBounce: Bounce added to the base bounce of 0.15.
    ///   - blendDuration: The time over which a change of duration is interpolated.
    public static func interactiveSpring(
        duration: TimeInterval = 0.15, extraBounce: Double = 0.0,
        blendDuration: TimeInterval = 0.25
    ) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce, blendDuration: blendDuration)
    }

    /// An interactive spring with the default values.
    public static var interactiveSpring: Animation { interactiveSpring() }

    /// A smooth spring: duration 0.5, no bounce.
    public static var smooth: Animation { smooth() }

    /// A smooth spring with no bounce, tuned.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration of the spring.
    ///   - extraBounce: Bounce added to the base bounce of 0.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0)
        -> Animation
    {
        spring(duration: duration, bounce: extraBounce)
    }

    /// A snappy spring: duration 0.5, a small bounce of 0.15.
    public static var snappy: Animation { snappy() }

    /// A snappy spring, tuned.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration of the spring.
    ///   - extraBounce: Bounce added to the base bounce of 0.15.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0)
        -> Animation
    {
        spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// A bouncy spring: duration 0.5, a bounce of 0.3.
    public static var bouncy: Animation { bouncy() }

    /// A bouncy spring, tuned.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration of the spring.
    ///   - extraBounce: Bounce added to the base bounce of 0.3.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0)
        -> Animation
    {
        spring(duration: duration, bounce: 0.3 + extraBounce)
    }

    /// An interpolating spring: a damped spring from 0 to 1 of the change. It does not merge
    /// with the animation it retargets: both run and their effects add up, which keeps the
    /// velocity.
    ///
    /// - Parameters:
    ///   - mass: The mass of the object attached to the spring.
    ///   - stiffness: The stiffness of the spring.
    ///   - damping: The spring's damping.
    ///   - initialVelocity: The initial velocity, in units of the change per second.
    public static func interpolatingSpring(
        mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0
    ) -> Animation {
        interpolatingSpring(
            Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true),
            initialVelocity: initialVelocity)
    }

    /// An interpolating spring with a perceptual duration and a bounce.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration of the spring.
    ///   - bounce: How bouncy the spring is, −1…1.
    ///   - initialVelocity: The initial velocity, in units of the change per second.
    public static func interpolatingSpring(
        duration: TimeInterval = 0.5, bounce: Double = 0.0, initialVelocity: Double = 0.0
    ) -> Animation {
        interpolatingSpring(
            Spring(duration: duration, bounce: bounce), initialVelocity: initialVelocity)
    }

    /// An interpolating spring moving as `spring` does.
    ///
    /// - Parameters:
    ///   - spring: The spring.
    ///   - initialVelocity: The initial velocity, in units of the change per second.
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0.0)
        -> Animation
    {
        Animation(
            SpringAnimation(
                spring: spring, isInterpolating: true, initialVelocity: Self.finite(initialVelocity)
            ))
    }

    /// An interpolating spring with the default values: duration 0.5, bounce 0.
    public static var interpolatingSpring: Animation { interpolatingSpring() }

    /// `number`, or 0 when it is not finite.
    static func finite(_ number: Double) -> Double { number.isFinite ? number : 0 }
}
