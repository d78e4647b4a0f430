import Foundation

/// The closed-form motion of a damped harmonic oscillator (D36): a unit mass on a spring of
/// natural angular frequency `omega` (`√(stiffness / mass)`) and damping ratio `zeta`.
///
/// A spring moving a value from `p0` with velocity `v0` toward `p0 + R` leaves, at time `t`, the
/// remaining distance `R·F(t) − v0·G(t)`, where `F` is the response of a spring released at rest
/// one unit from its target and `G` the response of one started at its target with unit
/// velocity. So the value is `p0 + R·(1 − F(t)) + v0·G(t)` and its velocity
/// `−R·F′(t) + v0·G′(t)`: ``responses(at:)`` gives the four numbers.
struct SpringModel: Hashable, Sendable {
    /// The natural angular frequency, `2π / duration`; infinite for a spring that moves at once.
    let omega: Double
    /// The damping ratio: below 1 it bounces, 1 is critical, above 1 overdamped.
    let zeta: Double

    /// A model over `omega` and `zeta` as a ``Spring`` sanitizes them: a spring whose omega is
    /// not a positive finite number moves at once.
    init(omega: Double, zeta: Double) {
        self.omega = omega > 0 && omega.isFinite ? omega : .infinity
        self.zeta = zeta
    }

    /// Whether the spring reaches its target at once (its period is 0).
    var isInstant: Bool { !omega.isFinite }

    /// `F(t)`, `F′(t)`, `G(t)`, `G′(t)` (see the type's comment). Negative times count as 0.
    func responses(at time: Double) -> (f: Double, df: Double, g: Double, dg: Double) {
        let t = time.isNaN ? 0 : max(0, time)
        if isInstant { return t > 0 ? (0, 0, 0, 0) : (1, 0, 0, 0) }
        let w = omega
        if abs(zeta - 1) < 1e-9 {
            let e = exp(-w * t)
            return ((1 + w * t) * e, -w * w * t * e, t * e, (1 - w * t) * e)
        }
        if zeta < 1 {
            let decay = zeta * w
            let wd = w * (1 - zeta * zeta).squareRoot()
            let e = exp(-decay * t)
            let (s, c) = (sin(wd * t), cos(wd * t))
            return (
                e * (c + decay / wd * s), -(w * w / wd) * e * s,
                e * s / wd, e * (c - decay / wd * s)
            )
        }
        let root = (zeta * zeta - 1).squareRoot()
        let slow = -w / (zeta + root)  // r1, closer to 0 (r1 · r2 = ω²)
        let fast = -w * (zeta + root)  // r2
        let span = slow - fast
        let (e1, e2) = (exp(slow * t), exp(fast * t))
        let (aF, bF) = (-fast / span, slow / span)
        let (aG, bG) = (1 / span, -1 / span)
        return (
            aF * e1 + bF * e2, aF * slow * e1 + bF * fast * e2,
            aG * e1 + bG * e2, aG * slow * e1 + bG * fast * e2
        )
    }

    /// The earliest time from which the remaining distance `|R·F(t) − v0·G(t)|` stays at or
    /// below `threshold`, given `|R|²`, `|v0|²` and the dot product `R·v0`.
    ///
    /// An envelope of the motion gives a time after which it certainly stays within the
    /// threshold; a backward scan from there (at most 200,000 samples, 16 per radian of the
    /// motion) finds the last sample outside it, and bisection the crossing. Infinite for an
    /// undamped spring that has anywhere to go.
    func settlingTime(
        remainingSquared r2: Double, velocitySquared v2: Double, dot rv: Double,
        threshold: Double
    ) -> Double {
        guard r2.isFinite, v2.isFinite, rv.isFinite else { return 0 }
        if isInstant || (r2 == 0 && v2 == 0) { return 0 }
        let scale = max(1, r2.squareRoot(), v2.squareRoot())
        let limit = threshold.isNaN ? 1e-12 * scale : max(threshold, 1e-12 * scale)
        func distance(_ t: Double) -> Double {
            let (f, _, g, _) = responses(at: t)
            return max(0, r2 * f * f - 2 * rv * f * g + v2 * g * g).squareRoot()
        }
        let horizon = envelopeTime(r: r2.squareRoot(), v: v2.squareRoot(), threshold: limit)
        guard horizon.isFinite else { return .infinity }
        guard horizon > 0 else { return 0 }
        let steps = min(200_000, max(64, Int((horizon * omega * 16).rounded(.up))))
        let step = horizon / Double(steps)
        var index = steps
        while index >= 0 {
            let t = Double(index) * step
            if distance(t) > limit {
                var (low, high) = (t, t + step)
                for _ in 0..<60 where high - low > 1e-12 * max(1, high) {
                    let middle = (low + high) / 2
                    if distance(middle) > limit { low = middle } else { high = middle }
                }
                return high
            }
            index -= 1
        }
        return 0
    }

    /// A time after which `|R|·|F| + |v0|·|G|`, an upper bound of the remaining distance,
    /// stays at or below `threshold`.
    private func envelopeTime(r: Double, v: Double, threshold: Double) -> Double {
        let w = omega
        if abs(zeta - 1) < 1e-9 {
            func bound(_ t: Double) -> Double { exp(-w * t) * (r * (1 + w * t) + v * t) }
            var t = 1 / w
            var doublings = 0
            while bound(t) > threshold, doublings < 200 {
                t *= 2
                doublings += 1
            }
            return t
        }
        if zeta < 1 {
            let decay = zeta * w
            guard decay > 0 else { return .infinity }
            let wd = w * (1 - zeta * zeta).squareRoot()
            let amplitude = (r * w + v) / wd
            return max(0, log(amplitude / threshold) / decay)
        }
        let root = (zeta * zeta - 1).squareRoot()
        let slow = -w / (zeta + root)
        let fast = -w * (zeta + root)
        let span = slow - fast
        let amplitude = r * (abs(fast) + abs(slow)) / span + v * 2 / span
        guard slow < 0 else { return .infinity }
        return max(0, log(amplitude / threshold) / -slow)
    }
}
