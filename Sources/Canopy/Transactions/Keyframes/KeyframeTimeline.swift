import Foundation

/// How a value changes over time, modelled with keyframes: a pure function of time (T16).
///
/// Unlike an ``Animation``, which interpolates between the old and new values of a change,
/// keyframes define the whole path a value takes. Like a video clip, a timeline has a
/// ``duration`` and can be evaluated at any time.
///
///     let timeline = KeyframeTimeline(initialValue: 0.0) {
///         LinearKeyframe(100.0, duration: 1)
///         MoveKeyframe(40.0)
///         LinearKeyframe(20.0, duration: 2)
///     }
///     timeline.duration             // 3
///     timeline.value(time: 1.5)     // 35
///     timeline.value(progress: 0.5) // 35
///
/// Keyframes of a property go in a ``KeyframeTrack``; keyframes listed directly animate the
/// whole value.
public struct KeyframeTimeline<Value> {
    private let initialValue: Value
    private let tracks: [_KeyframeTracks<Value>.Laid]

    /// A timeline moving `initialValue` through the keyframes of `content`.
    ///
    /// - Parameters:
    ///   - initialValue: The value at time 0, from which every track starts.
    ///   - content: The tracks, or the keyframes of the whole value.
    public init(
        initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>
    ) {
        self.initialValue = initialValue
        var tracks = _KeyframeTracks<Value>()
        content()._appendTracks(to: &tracks)
        self.tracks = tracks.tracks.map { $0(initialValue) }
    }

    /// The duration of the timeline in seconds: its longest track's.
    public var duration: TimeInterval { tracks.map(\.duration).max() ?? 0 }

    /// The value `time` seconds in: each track's value at that time, applied in order. Before
    /// 0 it is the initial value; after a track's end, the track holds its last value.
    public func value(time: Double) -> Value {
        var value = initialValue
        for track in tracks { track.apply(&value, time) }
        return value
    }

    /// The value at `progress` (clamped to 0…1) of the duration: `value(time: progress ·
    /// duration)`.
    public func value(progress: Double) -> Value {
        let progress = UnitCurve.clampedProgress(progress)
        let duration = duration
        return value(time: progress == 0 || !duration.isFinite ? 0 : progress * duration)
    }
}
