import Foundation

@testable import Canopy

/// Whether `a` and `b` differ by at most `tolerance`.
func isClose(_ a: Double?, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
    guard let a else { return false }
    return abs(a - b) <= tolerance
}

/// Samples `animation` over the change `value` at each of `times`, in order, with one context
/// (as a running animator would): the part of the change covered, or nil once finished.
func samples(_ animation: Animation, value: Double, at times: [Double]) -> [Double?] {
    var context = AnimationContext<Double>()
    return times.map { animation.animate(value: value, time: $0, context: &context) }
}

/// Samples `animation` at 60 Hz frames from 0 to `end` (D31) with one context; returns every
/// sample with its time, up to and including the first nil.
func frames(_ animation: Animation, value: Double, until end: Double) -> [(
    time: Double, value: Double?
)] {
    var context = AnimationContext<Double>()
    var result: [(time: Double, value: Double?)] = []
    var frame = 0
    while Double(frame) / 60 <= end {
        let time = Double(frame) / 60
        let moved = animation.animate(value: value, time: time, context: &context)
        result.append((time, moved))
        if moved == nil { break }
        frame += 1
    }
    return result
}

/// The position of a mass `mass` on a spring (`stiffness`, `damping`) released at 0 with
/// `velocity` toward `target`, after `time` seconds, integrated with fourth-order Runge-Kutta
/// in steps of 10⁻⁴ s: an independent check of the closed form.
func integratedSpring(
    mass: Double, stiffness: Double, damping: Double, target: Double, velocity: Double,
    time: Double
) -> (position: Double, velocity: Double) {
    func acceleration(_ x: Double, _ v: Double) -> Double {
        (stiffness * (target - x) - damping * v) / mass
    }
    var (x, v) = (0.0, velocity)
    let steps = Int((time / 1e-4).rounded())
    let h = time / Double(max(steps, 1))
    for _ in 0..<steps {
        let (k1x, k1v) = (v, acceleration(x, v))
        let (k2x, k2v) = (v + h / 2 * k1v, acceleration(x + h / 2 * k1x, v + h / 2 * k1v))
        let (k3x, k3v) = (v + h / 2 * k2v, acceleration(x + h / 2 * k2x, v + h / 2 * k2v))
        let (k4x, k4v) = (v + h * k3v, acceleration(x + h * k3x, v + h * k3v))
        x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
        v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
    }
    return (x, v)
}
