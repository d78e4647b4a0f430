import Foundation

/// A gesture that recognizes one or more taps: it ends when the last of `count` taps lifts.
///
///     Circle().gesture(TapGesture(count: 2).onEnded { isZoomed.toggle() })
public struct TapGesture: Gesture, Sendable {
    /// The number of taps required.
    public var count: Int

    /// A gesture that waits for `count` taps.
    public init(count: Int = 1) { self.count = count }

    /// A tap has no value: it happened.
    public typealias Value = ()

    /// A tap is primitive.
    public typealias Body = Never

    /// Follows the taps.
    public func _makeRecognizer() -> _GestureRecognizer<()> {
        TapRecognizer(count: count, name: count == 1 ? "TapGesture" : "TapGesture(count: \(count))")
        {
            _, _ in ()
        }
    }
}

/// A gesture that recognizes one or more taps and reports where the last one was, in a
/// coordinate space of your choice.
///
///     Rectangle().gesture(SpatialTapGesture().onEnded { value in marks.append(value.location) })
public struct SpatialTapGesture: Gesture {
    /// The number of taps required.
    public var count: Int
    /// The coordinate space the location is reported in.
    public var coordinateSpace: CoordinateSpace

    /// The attributes of a tap.
    public struct Value: Equatable, Sendable {
        /// Where the tap was, in the gesture's coordinate space.
        public var location: CGPoint
    }

    /// A gesture that waits for `count` taps, reporting locations in `coordinateSpace`.
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }

    /// A gesture that waits for `count` taps, reporting locations in `coordinateSpace` (the
    /// iOS 17 spelling).
    public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.init(count: count, coordinateSpace: coordinateSpace.coordinateSpace)
    }

    /// A spatial tap is primitive.
    public typealias Body = Never

    /// Follows the taps.
    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        let space = coordinateSpace
        return TapRecognizer(
            count: count,
            name: count == 1 ? "SpatialTapGesture" : "SpatialTapGesture(count: \(count))"
        ) { point, context in
            Value(location: context.convert(point, to: space))
        }
    }
}

extension SpatialTapGesture: @unchecked Sendable {}

/// How far (points) a finger may move between going down and lifting for its touch to still be
/// a tap (D68: UIKit's tap recognizer allows about this much).
let tapMovementAllowance: CGFloat = 10

/// How long (seconds) a finger may stay down for its touch to still be a tap (D70): held
/// longer, it is a press, so a long press of the default half second on the same view wins.
let tapMaximumHold: TimeInterval = 0.5

/// Counts taps: each is a finger down and up without moving more than
/// ``tapMovementAllowance``; the gesture ends when the last one lifts. A sequence that ends
/// with too few taps fails (the host ends it when the fingers have lifted and the test's
/// touch is over, as the time a second tap may come in has passed).
final class TapRecognizer<Value>: _GestureRecognizer<Value> {
    let count: Int
    let name: String
    let makeValue: (CGPoint, GestureContext) -> Value
    private var taps = 0
    private var downAt: CGPoint?
    private var downTime: Date?

    init(count: Int, name: String, makeValue: @escaping (CGPoint, GestureContext) -> Value) {
        self.count = max(1, count)
        self.name = name
        self.makeValue = makeValue
    }

    override func update(_ event: TouchEvent, _ context: GestureContext) {
        if event.kind == .finish {
            if !status.isFinished { status = .failed }
            return
        }
        guard !status.isFinished, let point = event.points.first else { return }
        switch event.kind {
        case .down:
            downAt = point
            downTime = event.time
        case .move:
            if let start = downAt, pointDistance(start, point) > tapMovementAllowance {
                status = .failed
            }
        case .up:
            guard downAt != nil else { return }
            if heldTooLong(at: event.time) { return }
            downAt = nil
            taps += 1
            if taps >= count {
                value = makeValue(point, context)
                status = .ended
            }
        case .tick:
            _ = heldTooLong(at: event.time)
        case .finish:
            break
        }
    }

    /// Fails the tap if its finger has been down for ``tapMaximumHold`` by `time`.
    private func heldTooLong(at time: Date) -> Bool {
        guard downAt != nil, let downTime,
            time.timeIntervalSince(downTime) >= tapMaximumHold - timeTolerance
        else { return false }
        status = .failed
        return true
    }

    override var nextDeadline: Date? {
        guard downAt != nil, !status.isFinished else { return nil }
        return downTime?.addingTimeInterval(tapMaximumHold)
    }

    override var gestureDescription: String { name }
    override var tapCount: Int { count }
}

/// The distance between two points.
func pointDistance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
    ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
}
