import Foundation

/// One moment of a touch sequence, as the host's test support delivers it to the gestures the
/// touch reached: fingers going down, moving, lifting, or only time passing while they rest.
struct TouchEvent {
    enum Kind: Equatable {
        /// A finger went down (the first of a sequence, or the next tap of a multiple tap).
        case down
        /// The fingers moved.
        case move
        /// The fingers lifted.
        case up
        /// Time passed with the fingers where they were (a long press counts it).
        case tick
        /// The touch sequence is over: the fingers lifted and no further tap can come. A
        /// gesture still undecided fails.
        case finish
    }

    let kind: Kind
    /// Where the fingers are, in window points: one for a tap or a drag, two for a pinch or a
    /// rotation.
    let points: [CGPoint]
    /// The host clock's time of the event.
    let time: Date

    /// The fingers' centre.
    var centroid: CGPoint {
        guard !points.isEmpty else { return .zero }
        let sum = points.reduce(CGPoint.zero) { CGPoint(x: $0.x + $1.x, y: $0.y + $1.y) }
        return CGPoint(x: sum.x / CGFloat(points.count), y: sum.y / CGFloat(points.count))
    }
}

/// Where the view a gesture is attached to is, at the moment of an event: what turns a window
/// point into a gesture's coordinate space.
@MainActor
struct GestureContext {
    /// The attached view's frame in window points.
    let frame: CGRect
    /// The window origin of a space named by an ancestor (`nil` when none declares it: the
    /// window's, as a geometry reader's frame reads it, D19).
    let namedOrigin: (AnyHashable) -> CGPoint?

    /// `point` (window points) in `space`.
    func convert(_ point: CGPoint, to space: CoordinateSpace) -> CGPoint {
        switch space {
        case .global: return point
        case .local: return CGPoint(x: point.x - frame.minX, y: point.y - frame.minY)
        case .named(let name):
            let origin = namedOrigin(name) ?? .zero
            return CGPoint(x: point.x - origin.x, y: point.y - origin.y)
        }
    }

    /// `point` (window points) as a unit point of the attached view's bounds.
    func unitPoint(of point: CGPoint) -> UnitPoint {
        UnitPoint(
            x: frame.width == 0 ? 0.5 : (point.x - frame.minX) / frame.width,
            y: frame.height == 0 ? 0.5 : (point.y - frame.minY) / frame.height)
    }
}

/// Where a gesture's recognition stands.
enum RecognizerStatus: Equatable {
    /// Nothing decided yet: it may still be recognized or fail.
    case possible
    /// Recognized and still going (a drag moving, a long press held): its value changes.
    case active
    /// Recognized and over: its final value is in.
    case ended
    /// Not recognized (a tap that moved, a drag released before it moved far enough), or
    /// cancelled because a gesture of higher precedence won.
    case failed

    /// Whether nothing more happens to it.
    var isFinished: Bool { self == .ended || self == .failed }
}

/// What follows one gesture through a touch sequence (Canopy's; SwiftUI's equivalent is
/// private). Recognition and callbacks are two steps: ``update(_:_:)`` follows the touch, and
/// ``deliver()`` runs the callbacks (`onChanged`, `onEnded`, `updating`) for what changed
/// since the last delivery, which the host only asks for once no gesture of higher precedence
/// can still win.
@MainActor
public class _AnyGestureRecognizer {
    /// How close (seconds) a tick must come to a gesture's deadline to reach it: a tick the host
    /// sends at a deadline may land a rounding error before it.
    let timeTolerance: TimeInterval = 1e-9

    /// Where recognition stands.
    var status = RecognizerStatus.possible

    init() {}

    /// Follows `event` (every kind of recognizer overrides it).
    func update(_ event: TouchEvent, _ context: GestureContext) {}

    /// Runs the callbacks for what changed since the last delivery.
    func deliver() {}

    /// The gesture lost to another or its view left: it fails, and what its callbacks set
    /// while it ran (`@GestureState`) goes back.
    func cancel() {
        status = .failed
    }

    /// Whether the gesture has claimed the touch: recognized, so that gestures ranked below
    /// it lose once nothing above it can still win. A long press claims it only when its
    /// duration has passed (while it is merely pressed, a tap above it may still win).
    var claimsTouch: Bool { status == .active || status == .ended }

    /// When, in host-clock time, the gesture next decides something with the fingers at rest
    /// (a long press's minimum duration); `nil` when nothing is due.
    var nextDeadline: Date? { nil }

    /// How the tree dump names the gesture: `DragGesture`, `TapGesture(count: 2)`.
    var gestureDescription: String { "Gesture" }

    /// Whether a person names this gesture's view with ``ViewHost/longPress(_:)`` (a long
    /// press) rather than ``ViewHost/tap(_:)``.
    var isLongPress: Bool { false }

    /// The longest a long press in the gesture waits, for pressing it by label.
    var pressDuration: TimeInterval { 0 }

    /// How many taps the gesture waits for, for tapping it by label.
    var tapCount: Int { 1 }
}

/// A recognizer of a gesture whose values are `Value`.
@MainActor
public class _GestureRecognizer<Value>: _AnyGestureRecognizer {
    /// The gesture's latest value, once it has one.
    var value: Value?
}
