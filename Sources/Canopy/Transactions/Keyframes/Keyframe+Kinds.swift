import Foundation

/// A keyframe that moves the value along a timing curve (linearly by default) from the previous
/// value to its own, over its duration (T16).
///
///     LinearKeyframe(100.0, duration: 1)
///     LinearKeyframe(0.0, duration: 0.5, timingCurve: .easeOut)
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
    let keyframe: Keyframe<Value>

    /// A keyframe reaching `to` after `duration` seconds, along `timingCurve`.
    ///
    /// - Parameters:
    ///   - to: The value of the keyframe.
    ///   - duration: The duration of the segment it ends; a negative or NaN one counts as 0.
    ///   - timingCurve: The curve that sets the speed of the interpolation.
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        keyframe = Keyframe(to, duration: duration, interpolation: .linear(timingCurve))
    }

    /// The keyframe itself.
    public var body: Self { self }

    /// Appends the keyframe.
    public func _appendKeyframes(to list: inout _KeyframeList<Value>) { list.append(keyframe) }
}

/// A keyframe that jumps to its value at once, without interpolating and taking no time
/// (T16): it shows from its own time on.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
    let keyframe: Keyframe<Value>

    /// A keyframe jumping to `to`.
    ///
    /// - Parameter to: The value of the keyframe.
    public init(_ to: Value) {
        keyframe = Keyframe(to, duration: 0, interpolation: .move)
    }

    /// The keyframe itself.
    public var body: Self { self }

    /// Appends the keyframe.
    public func _appendKeyframes(to list: inout _KeyframeList<Value>) { list.append(keyframe) }
}

/// A keyframe that moves the value along a smooth cubic curve (T16, D36): a cubic Hermite
/// segment from the previous value to its own. A velocity you do not give is the one of a
/// Catmull-Rom spline through the neighbouring keyframes (zero at the track's ends), so
/// consecutive cubic keyframes make one smooth motion.
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
    let keyframe: Keyframe<Value>

    /// A keyframe reaching `to` after `duration` seconds along a cubic curve.
    ///
    /// - Parameters:
    ///   - to: The value of the keyframe.
    ///   - duration: The duration of the segment it ends; a negative or NaN one counts as 0.
    ///   - startVelocity: The velocity at the start of the segment, per second; `nil` for
    ///     the smooth one.
    ///   - endVelocity: The velocity at the end of the segment, per second; `nil` for the
    ///     smooth one.
    public init(
        _ to: Value, duration: TimeInterval, startVelocity: Value? = nil,
        endVelocity: Value? = nil
    ) {
        keyframe = Keyframe(
            to, duration: duration,
            interpolation: .cubic(
                startVelocity: startVelocity?.animatableData,
                endVelocity: endVelocity?.animatableData))
    }

    /// The keyframe itself.
    public var body: Self { self }

    /// Appends the keyframe.
    public func _appendKeyframes(to list: inout _KeyframeList<Value>) { list.append(keyframe) }
}

/// A keyframe that moves the value with a spring from the previous value to its own (T16,
/// D36), over its duration, or its spring's settling duration when it has none.
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
    let keyframe: Keyframe<Value>

    /// A keyframe reaching `to` with `spring`.
    ///
    /// - Parameters:
    ///   - to: The value of the keyframe.
    ///   - duration: The duration of the segment; `nil` for the spring's settling duration
    ///     (its perceptual duration for an undamped spring, which never settles). When the
    ///     duration ends before the spring settles, the next keyframe starts from `to`.
    ///   - spring: The spring.
    ///   - startVelocity: The velocity at the start of the segment, per second; `nil` for the
    ///     velocity the previous segment ended with.
    public init(
        _ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(),
        startVelocity: Value? = nil
    ) {
        let settling = spring.settlingDuration
        keyframe = Keyframe(
            to, duration: duration ?? (settling.isFinite ? settling : spring.duration),
            interpolation: .spring(spring, startVelocity: startVelocity?.animatableData))
    }

    /// The keyframe itself.
    public var body: Self { self }

    /// Appends the keyframe.
    public func _appendKeyframes(to list: inout _KeyframeList<Value>) { list.append(keyframe) }
}
