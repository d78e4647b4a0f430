import Foundation

/// A gesture that succeeds when a finger stays down for `minimumDuration` without moving more
/// than `maximumDistance`. Its value is `true` from the moment the finger goes down (what an
/// `updating` callback sees while the press is held) and it ends, with `true`, as soon as the
/// duration has passed — while the finger is still down.
///
///     LongPressGesture(minimumDuration: 3)
///         .updating($isDetectingLongPress) { current, state, _ in state = current }
///         .onEnded { finished in completedLongPress = finished }
public struct LongPressGesture: Gesture, Sendable {
    /// How long (seconds) the finger must stay down.
    public var minimumDuration: Double
    /// How far (points) the finger may move before the gesture fails.
    public var maximumDistance: CGFloat

    /// A long press of `minimumDuration` seconds that fails once the finger moves
    /// `maximumDistance` points.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    /// Whether the press is held (`true` while it is detected, and when it ends).
    public typealias Value = Bool

    /// A long press is primitive.
    public typealias Body = Never

    /// Follows the press against the host's clock.
    public func _makeRecognizer() -> _GestureRecognizer<Bool> {
        LongPressRecognizer(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
    }
}

/// Follows a long press: active (`true`) when the finger goes down, ended when the minimum
/// duration has passed on the host's clock, failed if the finger lifts or moves too far before.
final class LongPressRecognizer: _GestureRecognizer<Bool> {
    let minimumDuration: Double
    let maximumDistance: CGFloat
    private var start: (point: CGPoint, time: Date)?

    init(minimumDuration: Double, maximumDistance: CGFloat) {
        self.minimumDuration = max(0, minimumDuration)
        self.maximumDistance = maximumDistance
    }

    override func update(_ event: TouchEvent, _ context: GestureContext) {
        if event.kind == .finish {
            if !status.isFinished { status = .failed }
            return
        }
        guard !status.isFinished else { return }
        let point = event.centroid
        switch event.kind {
        case .down:
            guard start == nil else { return }
            start = (point, event.time)
            value = true
            status = .active
            checkDuration(at: event.time)
        case .move:
            guard let start else { return }
            if pointDistance(start.point, point) > maximumDistance {
                status = .failed
            } else {
                checkDuration(at: event.time)
            }
        case .tick:
            checkDuration(at: event.time)
        case .finish:
            break
        case .up:
            checkDuration(at: event.time)
            if status == .active { status = .failed }
        }
    }

    private func checkDuration(at time: Date) {
        guard let start, status == .active else { return }
        // A tick at the deadline counts, whatever the clock's rounding.
        if time.timeIntervalSince(start.time) >= minimumDuration - timeTolerance {
            value = true
            status = .ended
        }
    }

    override var nextDeadline: Date? {
        guard let start, status == .active else { return nil }
        return start.time.addingTimeInterval(minimumDuration)
    }

    override var gestureDescription: String {
        var arguments: [String] = []
        if minimumDuration != 0.5 {
            arguments.append("minimumDuration: \(ValueFormatter.format(minimumDuration))")
        }
        if maximumDistance != 10 {
            arguments.append("maximumDistance: \(ValueFormatter.format(Double(maximumDistance)))")
        }
        return "LongPressGesture"
            + (arguments.isEmpty ? "" : "(" + arguments.joined(separator: ", ") + ")")
    }

    override var claimsTouch: Bool { status == .ended }
    override var isLongPress: Bool { true }
    override var pressDuration: TimeInterval { minimumDuration }
}
