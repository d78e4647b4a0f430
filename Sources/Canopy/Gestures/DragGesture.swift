import Foundation

/// A dragging motion that invokes an action as the drag-event sequence changes: it begins
/// once the finger has moved `minimumDistance` points from where it went down, and ends when
/// the finger lifts.
///
///     Circle().gesture(
///         DragGesture().onChanged { value in offset = value.translation })
public struct DragGesture: Gesture {
    /// How far (points) the finger must move before the drag begins.
    public var minimumDistance: CGFloat
    /// The coordinate space the values' locations are in.
    public var coordinateSpace: CoordinateSpace

    /// A drag that begins after `minimumDistance` points, with locations in `coordinateSpace`.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    /// A drag that begins after `minimumDistance` points, with locations in `coordinateSpace`
    /// (the iOS 17 spelling).
    public init(
        minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local
    ) {
        self.init(
            minimumDistance: minimumDistance, coordinateSpace: coordinateSpace.coordinateSpace)
    }

    /// The attributes of a drag.
    public struct Value: Equatable, Sendable {
        /// The host clock's time of the event.
        public var time: Date
        /// Where the finger is, in the gesture's coordinate space.
        public var location: CGPoint
        /// Where the finger went down, in the gesture's coordinate space.
        public var startLocation: CGPoint
        /// How far the finger has moved: `location - startLocation`.
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }
        /// How fast the finger moves, in points per second.
        public var velocity: CGSize
        /// Where the drag would stop if the finger lifted now: the location carried on by the
        /// velocity (D69: for half a second, as a scroll view's normal deceleration projects).
        public var predictedEndLocation: CGPoint
        /// The translation the drag would have if it stopped where it is predicted to.
        public var predictedEndTranslation: CGSize {
            CGSize(
                width: predictedEndLocation.x - startLocation.x,
                height: predictedEndLocation.y - startLocation.y)
        }
    }

    /// A drag is primitive.
    public typealias Body = Never

    /// Follows the finger.
    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        DragRecognizer(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace)
    }
}

extension DragGesture: @unchecked Sendable {}

/// How far ahead (seconds) a drag's velocity carries its predicted end (D69).
let predictedEndProjection: TimeInterval = 0.5

/// Follows a drag: possible until the finger has moved `minimumDistance` from where it went
/// down, then active with a value per move, ended when it lifts (failed if it lifts first).
final class DragRecognizer: _GestureRecognizer<DragGesture.Value> {
    let minimumDistance: CGFloat
    let coordinateSpace: CoordinateSpace
    private var start: (window: CGPoint, local: CGPoint)?
    private var last: (point: CGPoint, time: Date)?
    private var velocity = CGSize.zero

    init(minimumDistance: CGFloat, coordinateSpace: CoordinateSpace) {
        self.minimumDistance = max(0, minimumDistance)
        self.coordinateSpace = coordinateSpace
    }

    override func update(_ event: TouchEvent, _ context: GestureContext) {
        if event.kind == .finish {
            if !status.isFinished { status = .failed }
            return
        }
        guard !status.isFinished, let point = event.points.first else { return }
        switch event.kind {
        case .down:
            guard start == nil else { return }
            start = (point, context.convert(point, to: coordinateSpace))
            last = (point, event.time)
            if minimumDistance == 0 { report(point, event.time, context) }
        case .move:
            guard let start else { return }
            trackVelocity(point, event.time)
            if status == .active || pointDistance(start.window, point) >= minimumDistance {
                report(point, event.time, context)
            }
        case .up:
            guard start != nil else { return }
            if status == .active {
                trackVelocity(point, event.time)
                report(point, event.time, context)
                status = .ended
            } else {
                status = .failed
            }
        case .tick, .finish:
            break
        }
    }

    private func trackVelocity(_ point: CGPoint, _ time: Date) {
        if let last {
            let elapsed = time.timeIntervalSince(last.time)
            if elapsed > 0 {
                velocity = CGSize(
                    width: (point.x - last.point.x) / elapsed,
                    height: (point.y - last.point.y) / elapsed)
            }
        }
        last = (point, time)
    }

    private func report(_ point: CGPoint, _ time: Date, _ context: GestureContext) {
        guard let start else { return }
        let location = context.convert(point, to: coordinateSpace)
        value = DragGesture.Value(
            time: time, location: location, startLocation: start.local, velocity: velocity,
            predictedEndLocation: CGPoint(
                x: location.x + velocity.width * predictedEndProjection,
                y: location.y + velocity.height * predictedEndProjection))
        status = .active
    }

    override var gestureDescription: String {
        var arguments: [String] = []
        if minimumDistance != 10 {
            arguments.append("minimumDistance: \(ValueFormatter.format(Double(minimumDistance)))")
        }
        if coordinateSpace != .local {
            arguments.append("coordinateSpace: \(ValueFormatter.format(coordinateSpace))")
        }
        return "DragGesture"
            + (arguments.isEmpty ? "" : "(" + arguments.joined(separator: ", ") + ")")
    }
}
