import Foundation

/// A gesture that recognizes a magnification motion (two fingers pinching or spreading) and
/// tracks the amount of magnification.
///
///     Image("photo").gesture(MagnifyGesture().onChanged { value in zoom = value.magnification })
public struct MagnifyGesture: Gesture, Sendable {
    /// How much the fingers' distance must change (as a fraction) before the gesture begins.
    public var minimumScaleDelta: CGFloat

    /// A magnify gesture that begins once the scale has changed by `minimumScaleDelta`.
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }

    /// The attributes of a magnification.
    public struct Value: Equatable, Sendable {
        /// The host clock's time of the event.
        public var time: Date
        /// The fingers' distance now over their distance when they went down.
        public var magnification: CGFloat
        /// How fast the magnification changes, per second.
        public var velocity: CGFloat
        /// Where the fingers' centre started, as a unit point of the view's bounds.
        public var startAnchor: UnitPoint
        /// Where the fingers' centre started, in the view's own coordinates.
        public var startLocation: CGPoint
    }

    /// A magnify gesture is primitive.
    public typealias Body = Never

    /// Follows two fingers.
    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        let delta = minimumScaleDelta
        return TwoFingerRecognizer(
            name: "MagnifyGesture", isBeyondThreshold: { abs($0.scale - 1) >= delta }
        ) { motion in
            Value(
                time: motion.time, magnification: motion.scale, velocity: motion.scaleVelocity,
                startAnchor: motion.startAnchor, startLocation: motion.startLocation)
        }
    }
}

/// A gesture that recognizes a magnification motion and reports the scale as a number
/// (deprecated in SwiftUI for ``MagnifyGesture``).
public struct MagnificationGesture: Gesture, Sendable {
    /// How much the fingers' distance must change (as a fraction) before the gesture begins.
    public var minimumScaleDelta: CGFloat

    /// A magnification gesture that begins once the scale has changed by `minimumScaleDelta`.
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }

    /// The fingers' distance now over their distance when they went down.
    public typealias Value = CGFloat

    /// A magnification gesture is primitive.
    public typealias Body = Never

    /// Follows two fingers.
    public func _makeRecognizer() -> _GestureRecognizer<CGFloat> {
        let delta = minimumScaleDelta
        return TwoFingerRecognizer(
            name: "MagnificationGesture", isBeyondThreshold: { abs($0.scale - 1) >= delta }
        ) { $0.scale }
    }
}
