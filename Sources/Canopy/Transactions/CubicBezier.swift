/// A cubic Bézier from (0, 0) to (1, 1) through (`x1`, `y1`) and (`x2`, `y2`), solved for `y`
/// at a given `x`.
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
    /// does not converge.
    func parameter(forX x: Double) -> Double {
        // Solved well past SwiftUI's 2⁻²⁰, so values at named times are exact to print.
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
