import Foundation

/// A representation of a spring's motion: a damped harmonic oscillator, and the conversions
/// between the ways of describing one (D36).
///
///     let spring = Spring(duration: 0.5, bounce: 0.3)
///     (spring.mass, spring.stiffness, spring.damping)   // (1, 157.9…, 17.59…)
///
///     let other = Spring(mass: 1, stiffness: 100, damping: 10)
///     (other.duration, other.bounce)                   // (0.628…, 0.5)
///
/// A spring also computes its motion in closed form, as a function of time:
///
///     Spring(duration: 0.5, bounce: 0.3).value(target: 1.0, time: 0.25)
///
/// The model: a mass on a spring of stiffness `mass · (2π / duration)²`, damped with a ratio
/// `1 − bounce` for a bounce of 0 or more and `1 / (1 + bounce)` below. Values outside the
/// documented ranges are clamped: a `duration` that is not a positive finite number (or a
/// stiffness or mass that is not) gives a spring that reaches its target at once, a bounce
/// above 1 counts as 1 (no damping, the spring never settles) and the damping ratio is kept
/// within 0…1,000 (a bounce of −1 or less counts as −0.999).
public struct Spring: Hashable, Sendable {
    /// The period of the undamped oscillation, `2π / √(stiffness / mass)`; 0 for a spring
    /// that moves at once.
    private let period: Double
    /// The damping ratio.
    private let ratio: Double
    /// The mass.
    private let storedMass: Double

    private init(period: Double, ratio: Double, mass: Double) {
        self.period = period > 0 && period.isFinite ? period : 0
        self.ratio = ratio.isNaN ? 1 : min(max(ratio, 0), 1000)
        storedMass = mass > 0 && mass.isFinite ? mass : 1
    }

    /// A spring with the given perceptual duration and bounce.
    ///
    /// - Parameters:
    ///   - duration: The pace of the spring: approximately its settling duration, but for
    ///     springs with a large bounce the period of its oscillation.
    ///   - bounce: How bouncy the spring is: 0 is critically damped (no bounce), positive
    ///     values bounce more and more up to 1 (undamped oscillation), negative values are
    ///     overdamped, down to −1.
    public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) {
        let bounce = bounce.isNaN ? 0 : min(bounce, 1)
        let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + max(bounce, -0.999))
        self.init(period: duration, ratio: ratio, mass: 1)
    }

    /// A spring with the given response and damping ratio.
    ///
    /// - Parameters:
    ///   - response: The stiffness of the spring, as an approximate duration in seconds
    ///     (the period of its undamped oscillation).
    ///   - dampingRatio: The drag applied, as a fraction of the amount needed for critical
    ///     damping.
    public init(response: Double, dampingRatio: Double) {
        self.init(period: response, ratio: dampingRatio, mass: 1)
    }

    /// A spring with the given mass, stiffness and damping.
    ///
    /// - Parameters:
    ///   - mass: The mass of the object attached to the end of the spring.
    ///   - stiffness: The spring coefficient.
    ///   - damping: How the spring's motion is damped by friction.
    ///   - allowOverDamping: Whether a damping above critical makes the spring overdamped;
    ///     when `false` (the default) such a spring is critically damped instead.
    public init(
        mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false
    ) {
        guard mass > 0, mass.isFinite, stiffness > 0, stiffness.isFinite else {
            self.init(period: 0, ratio: 1, mass: mass)
            return
        }
        let omega = (stiffness / mass).squareRoot()
        let ratio = damping / (2 * (stiffness * mass).squareRoot())
        self.init(
            period: 2 * .pi / omega, ratio: allowOverDamping ? ratio : min(ratio, 1), mass: mass)
    }

    /// A spring that settles in about `settlingDuration` seconds with the given damping ratio.
    ///
    /// - Parameters:
    ///   - settlingDuration: The time the spring takes to come to rest, moving a unit
    ///     distance from rest.
    ///   - dampingRatio: The drag applied, as a fraction of the amount needed for critical
    ///     damping; clamped to 0.001…1.
    ///   - epsilon: How close to its target, in units of the distance, the spring stays from
    ///     the settling duration on.
    public init(settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double = 0.001) {
        let ratio = dampingRatio.isNaN ? 1 : min(max(dampingRatio, 0.001), 1)
        // The response from rest depends on ω·t only: a spring of ω = 1 settles at `unit`,
        // one of ω = unit / settlingDuration at settlingDuration.
        let unit = SpringModel(omega: 1, zeta: ratio).settlingTime(
            remainingSquared: 1, velocitySquared: 0, dot: 0,
            threshold: epsilon > 0 ? epsilon : 0.001)
        let omega = unit / settlingDuration
        self.init(
            period: omega > 0 && omega.isFinite ? 2 * .pi / omega : 0, ratio: ratio, mass: 1)
    }

    /// The closed-form model of the motion.
    var model: SpringModel {
        SpringModel(omega: period > 0 ? 2 * .pi / period : .infinity, zeta: ratio)
    }

    /// The perceptual duration, which sets the pace of the spring: the period of its undamped
    /// oscillation.
    public var duration: TimeInterval { period }

    /// How bouncy the spring is: 0 critically damped, up to 1 undamped, negative overdamped.
    public var bounce: Double { ratio <= 1 ? 1 - ratio : 1 / ratio - 1 }

    /// The stiffness of the spring as an approximate duration in seconds: the same as
    /// ``duration``.
    public var response: Double { period }

    /// The drag applied, as a fraction of the amount needed for critical damping.
    public var dampingRatio: Double { ratio }

    /// The mass of the object attached to the end of the spring (1 unless created with
    /// another one). A heavier mass oscillates more and settles later.
    public var mass: Double { storedMass }

    /// The spring coefficient: a stiffer spring oscillates faster and settles sooner.
    public var stiffness: Double {
        guard period > 0 else { return .infinity }
        let omega = 2 * .pi / period
        return storedMass * omega * omega
    }

    /// How the spring's motion is damped by friction: the lower, the more it overshoots.
    public var damping: Double {
        guard period > 0 else { return .infinity }
        return 2 * ratio * storedMass * 2 * .pi / period
    }

    /// The time the spring takes to come to rest, moving a unit distance from rest: from it
    /// on, it stays within 0.001 of its target.
    public var settlingDuration: TimeInterval {
        settlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: 0.001)
    }
}

extension Spring {
    /// A smooth spring with a predefined duration (0.5 s) and no bounce.
    public static var smooth: Spring { smooth() }

    /// A smooth spring with no bounce, tuned.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration, which sets the pace of the spring.
    ///   - extraBounce: Bounce added to the base bounce of 0.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0)
        -> Spring
    {
        Spring(duration: duration, bounce: extraBounce)
    }

    /// A spring with a predefined duration (0.5 s) and a small bounce (0.15) that feels
    /// snappy.
    public static var snappy: Spring { snappy() }

    /// A snappy spring, tuned.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration, which sets the pace of the spring.
    ///   - extraBounce: Bounce added to the base bounce of 0.15.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0)
        -> Spring
    {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// A spring with a predefined duration (0.5 s) and a higher bounce (0.3).
    public static var bouncy: Spring { bouncy() }

    /// A bouncy spring, tuned.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration, which sets the pace of the spring.
    ///   - extraBounce: Bounce added to the base bounce of 0.3.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0)
        -> Spring
    {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }
}

extension Spring: CustomStringConvertible {
    /// `Spring(duration: 0.5, bounce: 0.3)`, with `mass:` when it is not 1.
    public var description: String {
        let mass = storedMass == 1 ? "" : ", mass: \(Self.format(storedMass))"
        return "Spring(duration: \(Self.format(period)), bounce: \(Self.format(bounce))\(mass))"
    }

    /// `number` rounded to 10⁻⁹, as the renderer prints numbers (`0.175`, not
    /// `0.17500000000000004`).
    static func format(_ number: Double) -> String {
        guard number.isFinite else { return ValueFormatter.format(number) }
        let rounded = (number * 1e9).rounded() / 1e9
        return ValueFormatter.format(rounded == 0 ? 0 : rounded)
    }
}
