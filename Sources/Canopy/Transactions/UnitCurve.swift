import Foundation

/// A function from an input progress to an output progress, both in 0…1: the shape of a timing
/// curve (T15). `value(at:)` clamps its input to 0…1.
public struct UnitCurve: Hashable, Sendable {
    enum Function: Hashable, Sendable {
        /// A cubic Bézier from (0, 0) to (1, 1) through two control points.
        case bezier(CubicBezier)
    }

    let function: Function

    /// The identity: output equals input.
    public static let linear = UnitCurve(function: .bezier(CubicBezier(0, 0, 1, 1)))
    /// Slow at the start: control points (0.42, 0) and (1, 1).
    public static let easeIn = UnitCurve(function: .bezier(CubicBezier(0.42, 0, 1, 1)))
    /// Slow at the end: control points (0, 0) and (0.58, 1).
    public static let easeOut = UnitCurve(function: .bezier(CubicBezier(0, 0, 0.58, 1)))
    /// Slow at both ends: control points (0.42, 0) and (0.58, 1).
    public static let easeInOut = UnitCurve(function: .bezier(CubicBezier(0.42, 0, 0.58, 1)))

    /// A cubic Bézier from (0, 0) to (1, 1) with the given control points (their `x` clamped to
    /// 0…1, so the curve stays a function).
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint)
        -> UnitCurve
    {
        UnitCurve(
            function: .bezier(
                CubicBezier(
                    min(max(Double(startControlPoint.x), 0), 1), Double(startControlPoint.y),
                    min(max(Double(endControlPoint.x), 0), 1), Double(endControlPoint.y))))
    }

    /// The output progress at `progress` (clamped to 0…1).
    public func value(at progress: Double) -> Double {
        let input = min(max(progress, 0), 1)
        switch function {
        case .bezier(let bezier): return bezier.value(at: input)
        }
    }

    /// The rate of change of the output at `progress`.
    public func velocity(at progress: Double) -> Double {
        let input = min(max(progress, 0), 1)
        switch function {
        case .bezier(let bezier): return bezier.velocity(at: input)
        }
    }
}

extension UnitCurve: CustomStringConvertible {
    /// The control points: `0.42, 0, 0.58, 1`.
    public var description: String {
        switch function {
        case .bezier(let b):
            [b.x1, b.y1, b.x2, b.y2].map { ValueFormatter.format($0) }.joined(separator: ", ")
        }
    }
}

/// A cubic Bézier from (0, 0) to (1, 1) through (`x1`, `y1`) and (`x2`, `y2`), solved for `y`
/// at a given `x` to 2⁻²⁰.
struct CubicBezier: Hashable, Sendable {
    let x1: Double, y1: Double, x2: Double, y2: Double

    init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        (self.x1, self.y1, self.x2, self.y2) = (x1, y1, x2, y2)
    }

    /// The coordinate at parameter `t` of a curve with control values `a`, `b` (ends 0 and 1).
    private static func coordinate(_ t: Double, _ a: Double, _ b: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * a + 3 * u * t * t * b + t * t * t
    }

    private static func derivative(_ t: Double, _ a: Double, _ b: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * a + 6 * u * t * (b - a) + 3 * t * t * (1 - b)
    }

    /// The parameter at which the curve's `x` is `x`: Newton's method, then bisection if it
    /// does not converge. (Solved well past SwiftUI's 2⁻²⁰, so values at named times are
    /// exact to print.)
    func parameter(forX x: Double) -> Double {
        let tolerance = 1e-12
        var t = x
        for _ in 0..<16 {
            let error = Self.coordinate(t, x1, x2) - x
            if abs(error) < tolerance { return t }
            let slope = Self.derivative(t, x1, x2)
            if abs(slope) < 1e-6 { break }
            t -= error / slope
        }
        var low = 0.0
        var high = 1.0
        t = x
        while high - low > tolerance {
            let value = Self.coordinate(t, x1, x2)
            if abs(value - x) < tolerance { return t }
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return t
    }

    func value(at x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        // On the diagonal the curve is the identity: exact, not solved.
        if x1 == y1 && x2 == y2 { return x }
        return Self.coordinate(parameter(forX: x), y1, y2)
    }

    /// dy/dx at `x`.
    func velocity(at x: Double) -> Double {
        let t = parameter(forX: x)
        let dx = Self.derivative(t, x1, x2)
        guard abs(dx) > 1e-12 else { return 0 }
        return Self.derivative(t, y1, y2) / dx
    }
}
