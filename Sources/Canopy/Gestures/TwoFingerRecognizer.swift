import Foundation

/// What a two-finger gesture measures between its start and now: how the fingers' distance
/// scaled (a pinch) and how the line between them turned (a rotation).
struct TwoFingerMotion {
    /// The host clock's time of the event.
    let time: Date
    /// The fingers' distance now over their distance when they went down.
    let scale: CGFloat
    /// How far the line between the fingers turned since they went down.
    let rotation: Angle
    /// How fast the scale changes, per second.
    let scaleVelocity: CGFloat
    /// How fast the rotation changes, per second.
    let rotationVelocity: Angle
    /// Where the fingers' centre started, as a unit point of the view's bounds.
    let startAnchor: UnitPoint
    /// Where the fingers' centre started, in the view's own coordinates.
    let startLocation: CGPoint
}

/// Follows two fingers: possible until `isBeyondThreshold` says the motion is a gesture, then
/// active with a value per move, ended when they lift (failed if they lift first, or if only
/// one finger ever went down).
final class TwoFingerRecognizer<Value>: _GestureRecognizer<Value> {
    let name: String
    let isBeyondThreshold: (TwoFingerMotion) -> Bool
    let makeValue: (TwoFingerMotion) -> Value
    private var start: (distance: CGFloat, angle: Double, anchor: UnitPoint, local: CGPoint)?
    private var last: (scale: CGFloat, rotation: Angle, time: Date)?
    private var velocity: (scale: CGFloat, rotation: Angle) = (0, .zero)

    init(
        name: String, isBeyondThreshold: @escaping (TwoFingerMotion) -> Bool,
        makeValue: @escaping (TwoFingerMotion) -> Value
    ) {
        self.name = name
        self.isBeyondThreshold = isBeyondThreshold
        self.makeValue = makeValue
    }

    override func update(_ event: TouchEvent, _ context: GestureContext) {
        if event.kind == .finish {
            if !status.isFinished { status = .failed }
            return
        }
        guard !status.isFinished else { return }
        switch event.kind {
        case .down:
            guard start == nil, event.points.count >= 2 else { return }
            let centre = event.centroid
            start = (
                pointDistance(event.points[0], event.points[1]), angle(event.points),
                context.unitPoint(of: centre), context.convert(centre, to: .local)
            )
            last = (1, .zero, event.time)
        case .move, .up:
            guard let start, event.points.count >= 2 else {
                if event.kind == .up, status != .ended { status = .failed }
                return
            }
            let scale =
                start.distance == 0
                ? 1 : pointDistance(event.points[0], event.points[1]) / start.distance
            let rotation = Angle(radians: angle(event.points) - start.angle)
            if let last {
                let elapsed = event.time.timeIntervalSince(last.time)
                if elapsed > 0 {
                    velocity = (
                        (scale - last.scale) / elapsed,
                        Angle(radians: (rotation.radians - last.rotation.radians) / elapsed)
                    )
                }
            }
            last = (scale, rotation, event.time)
            let motion = TwoFingerMotion(
                time: event.time, scale: scale, rotation: rotation, scaleVelocity: velocity.scale,
                rotationVelocity: velocity.rotation, startAnchor: start.anchor,
                startLocation: start.local)
            if status == .active || isBeyondThreshold(motion) {
                value = makeValue(motion)
                status = .active
            }
            if event.kind == .up { status = status == .active ? .ended : .failed }
        case .tick, .finish:
            break
        }
    }

    /// The angle of the line from the first finger to the second, in radians.
    private func angle(_ points: [CGPoint]) -> Double {
        Double(atan2(points[1].y - points[0].y, points[1].x - points[0].x))
    }

    override var gestureDescription: String { name }
}
