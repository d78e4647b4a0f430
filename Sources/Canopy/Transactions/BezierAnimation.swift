import Foundation

/// A timing curve over a fixed duration: `linear`, `easeIn`, `easeOut`, `easeInOut` and
/// `timingCurve` (T10). At `0 ≤ e ≤ duration` it covers `curve(e / duration)` of the change;
/// after the duration it is finished. Timing curves never merge: a retarget runs both (T13).
/// A negative or NaN duration counts as 0: the change shows at once.
struct BezierAnimation: CustomAnimation, CustomStringConvertible {
    var duration: TimeInterval
    var curve: UnitCurve

    /// The duration, with a negative or NaN one as 0.
    private var length: TimeInterval { duration.isNaN ? 0 : max(0, duration) }

    func animate<V: VectorArithmetic>(
        value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> V? {
        let length = length
        guard time <= length else { return nil }
        let progress = length > 0 ? time / length : 1
        return value.scaled(by: curve.value(at: progress))
    }

    func velocity<V: VectorArithmetic>(
        value: V, time: TimeInterval, context: AnimationContext<V>
    ) -> V? {
        let length = length
        guard time <= length, length > 0, length.isFinite else { return nil }
        let speed = curve.velocity(at: time / length) / length
        return speed.isFinite ? value.scaled(by: speed) : nil
    }

    var description: String {
        let seconds = ValueFormatter.format(duration)
        return switch curve {
        case .linear: "linear(duration: \(seconds))"
        case .easeIn: "easeIn(duration: \(seconds))"
        case .easeOut: "easeOut(duration: \(seconds))"
        case .easeInOut: "easeInOut(duration: \(seconds))"
        default: "timingCurve(\(curve), duration: \(seconds))"
        }
    }
}

extension Animation {
    /// Moves at a constant speed for `duration` seconds.
    public static func linear(duration: TimeInterval) -> Animation {
        Animation(BezierAnimation(duration: duration, curve: .linear))
    }
    /// Moves at a constant speed for 0.35 seconds.
    public static var linear: Animation { linear(duration: 0.35) }
    /// Starts slowly and ends fast, over `duration` seconds.
    public static func easeIn(duration: TimeInterval) -> Animation {
        Animation(BezierAnimation(duration: duration, curve: .easeIn))
    }
    /// Starts slowly and ends fast, over 0.35 seconds.
    public static var easeIn: Animation { easeIn(duration: 0.35) }
    /// Starts fast and ends slowly, over `duration` seconds.
    public static func easeOut(duration: TimeInterval) -> Animation {
        Animation(BezierAnimation(duration: duration, curve: .easeOut))
    }
    /// Starts fast and ends slowly, over 0.35 seconds.
    public static var easeOut: Animation { easeOut(duration: 0.35) }
    /// Starts and ends slowly, over `duration` seconds.
    public static func easeInOut(duration: TimeInterval) -> Animation {
        Animation(BezierAnimation(duration: duration, curve: .easeInOut))
    }
    /// Starts and ends slowly, over 0.35 seconds.
    public static var easeInOut: Animation { easeInOut(duration: 0.35) }
    /// A cubic Bézier timing curve through the control points (`p1x`, `p1y`) and (`p2x`, `p2y`),
    /// from (0, 0) to (1, 1), over `duration` seconds.
    public static func timingCurve(
        _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double,
        duration: TimeInterval = 0.35
    ) -> Animation {
        Animation(
            BezierAnimation(
                duration: duration,
                curve: .bezier(
                    startControlPoint: UnitPoint(x: p1x, y: p1y),
                    endControlPoint: UnitPoint(x: p2x, y: p2y))))
    }
    /// `curve` over `duration` seconds.
    public static func timingCurve(_ curve: UnitCurve, duration: TimeInterval) -> Animation {
        Animation(BezierAnimation(duration: duration, curve: curve))
    }
}
