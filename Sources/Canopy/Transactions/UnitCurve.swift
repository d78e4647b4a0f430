import Foundation

/// A function from an input progress to an output progress, both in 0…1: the shape of a timing
/// curve or of a keyframe's interpolation (T15).
///
/// The horizontal axis is the input progress, the vertical axis the output progress:
/// ``value(at:)`` returns the output at an input, which it first clamps to 0…1.
///
///     UnitCurve.easeInOut.value(at: 0.25)      // 0.12916…
///     UnitCurve.circularEaseIn.value(at: 0.5)  // 1 − √0.75 = 0.13397…
public struct UnitCurve: Hashable, Sendable {
    enum Function: Hashable, Sendable {
        /// The identity.
        case linear
        /// `1 − √(1 − p²)`.
        case circularEaseIn
        /// `√(1 − (1 − p)²)`.
        case circularEaseOut
        /// `circularEaseIn` over the first half, `circularEaseOut` over the second.
        case circularEaseInOut
        /// The inverse of `circularEaseInOut`: `circularEaseOut` over the first half,
        /// `circularEaseIn` over the second.
        case circularEaseOutIn
        /// A cubic Bézier from (0, 0) to (1, 1) through two control points.
        case bezier(CubicBezier)
    }

    let function: Function

    /// The identity: the output progress equals the input progress and the velocity is
    /// always 1.
    public static let linear = UnitCurve(function: .linear)
    /// A Bézier curve that starts slowly and speeds up as it finishes: control points
    /// (0.42, 0) and (1, 1).
    public static let easeIn = UnitCurve(function: .bezier(CubicBezier(0.42, 0, 1, 1)))
    /// A Bézier curve that starts quickly and slows down as it approaches the end: control
    /// points (0, 0) and (0.58, 1).
    public static let easeOut = UnitCurve(function: .bezier(CubicBezier(0, 0, 0.58, 1)))
    /// A Bézier curve that starts slowly, speeds up over the middle and slows down again
    /// as it approaches the end: control points (0.42, 0) and (0.58, 1).
    public static let easeInOut = UnitCurve(function: .bezier(CubicBezier(0.42, 0, 0.58, 1)))
    /// A Bézier curve that starts slowly, speeds up over the middle and slows down again
    /// as it approaches the end: control points (0.42, 0) and (0.58, 1).
    @available(*, deprecated, renamed: "easeInOut")
    public static let easeInEaseOut = easeInOut
    /// A circular curve that starts slowly and speeds up as it finishes: a quarter of the
    /// unit circle, `1 − √(1 − p²)`.
    public static let circularEaseIn = UnitCurve(function: .circularEaseIn)
    /// A circular curve that starts quickly and slows down as it approaches the end: a
    /// quarter of the unit circle, `√(1 − (1 − p)²)`.
    public static let circularEaseOut = UnitCurve(function: .circularEaseOut)
    /// A circular curve that starts slowly, speeds up over the middle and slows down again:
    /// ``circularEaseIn`` over the first half of the input, ``circularEaseOut`` over the
    /// second, each scaled to half the square.
    public static let circularEaseInOut = UnitCurve(function: .circularEaseInOut)

    /// A cubic Bézier curve from (0, 0) to (1, 1) with the given control points. Their `x`
    /// components are clamped to 0…1, so the curve stays a function of its input.
    ///
    /// - Parameters:
    ///   - startControlPoint: The control point of the start (0, 0): the direction to it is
    ///     the curve's initial velocity.
    ///   - endControlPoint: The control point of the end (1, 1): the direction from it is
    ///     the curve's final velocity.
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint)
        -> UnitCurve
    {
        UnitCurve(
            function: .bezier(
                CubicBezier(
                    clampedProgress(Double(startControlPoint.x)), Double(startControlPoint.y),
                    clampedProgress(Double(endControlPoint.x)), Double(endControlPoint.y))))
    }

    /// The output progress (the curve's `y`) at the input `progress` (its `x`), which is
    /// clamped to 0…1 first (a NaN input counts as 0).
    public func value(at progress: Double) -> Double {
        let p = Self.clampedProgress(progress)
        switch function {
        case .linear: return p
        case .circularEaseIn: return Self.circularIn(p)
        case .circularEaseOut: return Self.circularOut(p)
        case .circularEaseInOut:
            return p < 0.5 ? Self.circularIn(2 * p) / 2 : (1 + Self.circularOut(2 * p - 1)) / 2
        case .circularEaseOutIn:
            return p < 0.5 ? Self.circularOut(2 * p) / 2 : (1 + Self.circularIn(2 * p - 1)) / 2
        case .bezier(let bezier): return bezier.value(at: p)
        }
    }

    /// The rate of change of the output progress at the input `progress` (clamped to 0…1):
    /// the curve's derivative. A circular curve's velocity is infinite where it is vertical
    /// (``circularEaseIn`` at 1, ``circularEaseOut`` at 0).
    public func velocity(at progress: Double) -> Double {
        let p = Self.clampedProgress(progress)
        switch function {
        case .linear: return 1
        case .circularEaseIn: return Self.circularInSlope(p)
        case .circularEaseOut: return Self.circularOutSlope(p)
        case .circularEaseInOut:
            return p < 0.5 ? Self.circularInSlope(2 * p) : Self.circularOutSlope(2 * p - 1)
        case .circularEaseOutIn:
            return p < 0.5 ? Self.circularOutSlope(2 * p) : Self.circularInSlope(2 * p - 1)
        case .bezier(let bezier): return bezier.velocity(at: p)
        }
    }

    /// The curve with its `x` and `y` components swapped: it solves the curve in reverse,
    /// giving the input progress at which the curve reaches an output.
    ///
    ///     let curve = UnitCurve.easeInOut
    ///     curve.inverse.value(at: curve.value(at: 0.3))   // ≈ 0.3
    ///
    /// A Bézier curve's inverse swaps the coordinates of its control points (their new `x`
    /// is clamped to 0…1, so a control point whose `y` lies outside 0…1 makes the inverse
    /// approximate); ``circularEaseIn`` and ``circularEaseOut`` are each other's inverse.
    public var inverse: UnitCurve {
        switch function {
        case .linear: return .linear
        case .circularEaseIn: return .circularEaseOut
        case .circularEaseOut: return .circularEaseIn
        case .circularEaseInOut: return UnitCurve(function: .circularEaseOutIn)
        case .circularEaseOutIn: return .circularEaseInOut
        case .bezier(let b):
            return .bezier(
                startControlPoint: UnitPoint(x: b.y1, y: b.x1),
                endControlPoint: UnitPoint(x: b.y2, y: b.x2))
        }
    }

    /// `progress` clamped to 0…1; NaN counts as 0.
    static func clampedProgress(_ progress: Double) -> Double {
        progress.isNaN ? 0 : min(max(progress, 0), 1)
    }

    private static func circularIn(_ p: Double) -> Double { 1 - (max(0, 1 - p * p)).squareRoot() }

    private static func circularOut(_ p: Double) -> Double {
        let q = 1 - p
        return max(0, 1 - q * q).squareRoot()
    }

    private static func circularInSlope(_ p: Double) -> Double {
        let root = max(0, 1 - p * p).squareRoot()
        return root > 0 ? p / root : .infinity
    }

    private static func circularOutSlope(_ p: Double) -> Double {
        let q = 1 - p
        let root = max(0, 1 - q * q).squareRoot()
        return root > 0 ? q / root : .infinity
    }
}

extension UnitCurve: CustomStringConvertible {
    /// A Bézier curve's control points (`0.42, 0, 0.58, 1`; `0, 0, 1, 1` for ``linear``), or
    /// a circular curve's name (`.circularEaseIn`).
    public var description: String {
        switch function {
        case .linear: "0, 0, 1, 1"
        case .circularEaseIn: ".circularEaseIn"
        case .circularEaseOut: ".circularEaseOut"
        case .circularEaseInOut: ".circularEaseInOut"
        case .circularEaseOutIn: ".circularEaseInOut.inverse"
        case .bezier(let b):
            [b.x1, b.y1, b.x2, b.y2].map { ValueFormatter.format($0) }.joined(separator: ", ")
        }
    }
}
