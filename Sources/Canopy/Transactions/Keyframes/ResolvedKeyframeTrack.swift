import Foundation

/// A track's keyframes laid out in time from a starting value: a pure function of time (T16,
/// D36).
///
/// Keyframe `k` runs from `starts[k]` for `keyframes[k].duration` seconds, from the value the
/// previous one reached (`points[k]`, the first from the initial value) to its own
/// (`points[k + 1]`). At the exact end of a keyframe the next one applies; after the last, the
/// track holds the last value.
struct ResolvedKeyframeTrack<Value: Animatable> {
    typealias Data = Value.AnimatableData

    let initialValue: Value
    let keyframes: [Keyframe<Value>]
    /// When each keyframe starts.
    let starts: [Double]
    /// The values between keyframes: the initial one, then each keyframe's.
    let points: [Data]
    /// The velocity each keyframe starts with, and the one it ends with.
    let velocities: [(start: Data, end: Data)]
    /// The sum of the durations.
    let duration: Double

    init(initialValue: Value, keyframes: [Keyframe<Value>]) {
        self.initialValue = initialValue
        self.keyframes = keyframes
        var starts: [Double] = []
        var time = 0.0
        for keyframe in keyframes {
            starts.append(time)
            time += keyframe.duration
        }
        self.starts = starts
        duration = time
        let points = [initialValue.animatableData] + keyframes.map(\.value.animatableData)
        self.points = points
        let times = starts + [time]
        // Catmull-Rom through the points (D36): zero at the ends.
        func smooth(at index: Int) -> Data {
            guard index > 0, index < points.count - 1 else { return .zero }
            let span = times[index + 1] - times[index - 1]
            guard span > 0, span.isFinite else { return .zero }
            return (points[index + 1] - points[index - 1]).scaled(by: 1 / span)
        }
        var velocities: [(start: Data, end: Data)] = []
        var previousEnd = Data.zero
        for (index, keyframe) in keyframes.enumerated() {
            let (from, to) = (points[index], points[index + 1])
            let change = to - from
            let d = keyframe.duration
            let velocity: (start: Data, end: Data)
            switch keyframe.interpolation {
            case .move:
                velocity = (.zero, .zero)
            case .linear(let curve):
                velocity =
                    d > 0 && d.isFinite
                    ? (
                        Self.finite(change.scaled(by: curve.velocity(at: 0) / d)),
                        Self.finite(change.scaled(by: curve.velocity(at: 1) / d))
                    ) : (.zero, .zero)
            case .cubic(let start, let end):
                velocity = (start ?? smooth(at: index), end ?? smooth(at: index + 1))
            case .spring(let spring, let start):
                let initial = start ?? previousEnd
                velocity = (
                    initial,
                    Self.finite(spring.velocity(target: change, initialVelocity: initial, time: d))
                )
            }
            velocities.append(velocity)
            previousEnd = velocity.end
        }
        self.velocities = velocities
    }

    /// The track's value `time` seconds in.
    func value(at time: Double) -> Value {
        for (index, keyframe) in keyframes.enumerated() {
            let start = starts[index]
            guard time < start + keyframe.duration else { continue }
            var value = index == 0 ? initialValue : keyframes[index - 1].value
            value.animatableData = data(of: index, elapsed: time - start)
            return value
        }
        return keyframes.last?.value ?? initialValue
    }

    /// The value of keyframe `index`'s segment `elapsed` seconds into it (within its duration).
    private func data(of index: Int, elapsed: Double) -> Data {
        let keyframe = keyframes[index]
        let (from, to) = (points[index], points[index + 1])
        let d = keyframe.duration
        guard d.isFinite, d > 0 else { return from }
        let t = min(max(elapsed, 0), d)
        switch keyframe.interpolation {
        case .move:
            return to
        case .linear(let curve):
            return from + (to - from).scaled(by: curve.value(at: t / d))
        case .cubic:
            // Cubic Hermite: h00·p0 + h10·d·m0 + h01·p1 + h11·d·m1, with s in 0…1.
            let s = t / d
            let (s2, s3) = (s * s, s * s * s)
            let (m0, m1) = velocities[index]
            return from.scaled(by: 2 * s3 - 3 * s2 + 1)
                + m0.scaled(by: (s3 - 2 * s2 + s) * d)
                + to.scaled(by: -2 * s3 + 3 * s2)
                + m1.scaled(by: (s3 - s2) * d)
        case .spring(let spring, _):
            return from
                + spring.value(
                    target: to - from, initialVelocity: velocities[index].start, time: t)
        }
    }

    private static func finite(_ data: Data) -> Data {
        data.magnitudeSquared.isFinite ? data : .zero
    }
}
