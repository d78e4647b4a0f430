import Foundation

/// A gesture that recognizes a rotation motion (two fingers turning) and tracks the angle of
/// the rotation.
///
///     Rectangle().gesture(RotateGesture().onChanged { value in angle = value.rotation })
public struct RotateGesture: Gesture, Sendable {
    /// How far the fingers must turn before the gesture begins.
    public var minimumAngleDelta: Angle

    /// A rotate gesture that begins once the fingers have turned `minimumAngleDelta`.
    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }

    /// The attributes of a rotation.
    public struct Value: Equatable, Sendable {
        /// The host clock's time of the event.
        public var time: Date
        /// How far the line between the fingers turned (clockwise on screen is positive).
        public var rotation: Angle
        /// How fast the rotation changes, per second.
        public var velocity: Angle
        /// Where the fingers' centre started, as a unit point of the view's bounds.
        public var startAnchor: UnitPoint
        /// Where the fingers' centre started, in the view's own coordinates.
        public var startLocation: CGPoint
    }

    /// A rotate gesture is primitive.
    public typealias Body = Never

    /// Follows two fingers.
    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        let delta = abs(minimumAngleDelta.radians)
        return TwoFingerRecognizer(
            name: "RotateGesture", isBeyondThreshold: { abs($0.rotation.radians) >= delta }
        ) { motion in
            Value(
                time: motion.time, rotation: motion.rotation, velocity: motion.rotationVelocity,
                startAnchor: motion.startAnchor, startLocation: motion.startLocation)
        }
    }
}

/// A gesture that recognizes a rotation motion and reports its angle (deprecated in SwiftUI
/// for ``RotateGesture``).
public struct RotationGesture: Gesture, Sendable {
    /// How far the fingers must turn before the gesture begins.
    public var minimumAngleDelta: Angle

    /// A rotation gesture that begins once the fingers have turned `minimumAngleDelta`.
    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }

    /// How far the line between the fingers turned.
    public typealias Value = Angle

    /// A rotation gesture is primitive.
    public typealias Body = Never

    /// Follows two fingers.
    public func _makeRecognizer() -> _GestureRecognizer<Angle> {
        let delta = abs(minimumAngleDelta.radians)
        return TwoFingerRecognizer(
            name: "RotationGesture", isBeyondThreshold: { abs($0.rotation.radians) >= delta }
        ) { $0.rotation }
    }
}
