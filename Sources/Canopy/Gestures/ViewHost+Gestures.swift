import Foundation

/// Touching a window's views where layout put them, as a person's finger does (D71, D72):
/// each touch is hit-tested against the laid-out window (frames, drawing order and `zIndex`,
/// `contentShape`, `allowsHitTesting`, presented sheets), and the gestures and controls it
/// lands on compete as SwiftUI ranks them. Points are in window points; ``centre(of:)`` finds
/// a view's. Every operation lays the window out first and updates it after each event; time
/// a touch takes passes on the host's clock (``advanceTime(by:)``), so animations and timers
/// move with it.
///
///     let card = try host.centre(of: "Card")
///     host.drag(from: card, to: CGPoint(x: card.x + 100, y: card.y))
///     host.doubleTap(at: card)
///     host.longPress(at: card, duration: 1)
extension ViewHost {
    /// The centre, in window points, of the first view (in tree order) a person can reach
    /// whose text is `text` (a `Text`, or a titled control); an error listing the texts shown
    /// when none is laid out.
    public func centre(of text: String) throws -> CGPoint {
        let frame = try self.frame(ofViewShowing: text)
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    /// The frame, in window points, of the first view (in tree order) a person can reach
    /// whose text is `text`.
    public func frame(ofViewShowing text: String) throws -> CGRect {
        layOut()
        var found = graph.indexedTexts.texts(reading: text).filter { graph.isReachable($0) }
        if found.count > 1 {
            graph.numberInPreorder()
            found.sort { $0.preorderIndex < $1.preorderIndex }
        }
        for node in found {
            if let frame = graph.presentedFrame(of: node) { return frame }
        }
        throw ViewNotFound(text: text)
    }

    /// Taps `count` times at `point`, as one touch sequence (a double tap is `count: 2`).
    /// Returns whether a gesture or control took the taps.
    @discardableResult
    public func tap(at point: CGPoint, count: Int = 1) -> Bool {
        guard touchDown(at: [point]) else { return false }
        liftFingers()
        for _ in 1..<max(1, count) {
            sendTouch(.down, [point])
            liftFingers()
        }
        return finishTouches()
    }

    /// Taps twice at `point`, quickly enough to be a double tap.
    @discardableResult
    public func doubleTap(at point: CGPoint) -> Bool { tap(at: point, count: 2) }

    /// Presses at `point` and holds for `duration` seconds of the host's clock, then lifts: a
    /// long press recognizes when its minimum duration has passed, while the finger is down.
    @discardableResult
    public func longPress(at point: CGPoint, duration: TimeInterval = 1) -> Bool {
        guard touchDown(at: [point]) else { return false }
        holdTouch(for: duration)
        liftFingers()
        return finishTouches()
    }

    /// Drags a finger from `start` to `end` in `steps` moves over `duration` seconds of the
    /// host's clock (so a drag's `onChanged` and `updating` see the values in between, and its
    /// velocity is the motion's), then lifts it.
    @discardableResult
    public func drag(
        from start: CGPoint, to end: CGPoint, steps: Int = 10, duration: TimeInterval = 0.25
    ) -> Bool {
        guard touchDown(at: [start]) else { return false }
        let count = max(1, steps)
        for step in 1...count {
            let fraction = CGFloat(step) / CGFloat(count)
            advanceTime(by: duration / Double(count))
            moveTouch(
                to: [
                    CGPoint(
                        x: start.x + (end.x - start.x) * fraction,
                        y: start.y + (end.y - start.y) * fraction)
                ])
        }
        liftFingers()
        return finishTouches()
    }

    /// Pinches two fingers around `centre`, starting `spread` points apart on a horizontal
    /// line and ending `scale` times as far apart, in `steps` moves over `duration` seconds.
    @discardableResult
    public func pinch(
        at centre: CGPoint, scale: CGFloat, spread: CGFloat = 100, steps: Int = 10,
        duration: TimeInterval = 0.25
    ) -> Bool {
        twoFingerMotion(at: centre, spread: spread, steps: steps, duration: duration) {
            (spread * (1 + (scale - 1) * $0), .zero)
        }
    }

    /// Turns two fingers around `centre`, starting `spread` points apart on a horizontal line
    /// and turning by `angle` (positive is clockwise on screen), in `steps` moves over
    /// `duration` seconds.
    @discardableResult
    public func rotate(
        at centre: CGPoint, by angle: Angle, spread: CGFloat = 100, steps: Int = 10,
        duration: TimeInterval = 0.25
    ) -> Bool {
        twoFingerMotion(at: centre, spread: spread, steps: steps, duration: duration) {
            (spread, Angle(radians: angle.radians * Double($0)))
        }
    }

    private func twoFingerMotion(
        at centre: CGPoint, spread: CGFloat, steps: Int, duration: TimeInterval,
        _ shape: (CGFloat) -> (CGFloat, Angle)
    ) -> Bool {
        func fingers(_ fraction: CGFloat) -> [CGPoint] {
            let (distance, turn) = shape(fraction)
            let dx = distance / 2 * CGFloat(cos(turn.radians))
            let dy = distance / 2 * CGFloat(sin(turn.radians))
            return [
                CGPoint(x: centre.x - dx, y: centre.y - dy),
                CGPoint(x: centre.x + dx, y: centre.y + dy),
            ]
        }
        guard touchDown(at: fingers(0)) else { return false }
        let count = max(1, steps)
        for step in 1...count {
            advanceTime(by: duration / Double(count))
            moveTouch(to: fingers(CGFloat(step) / CGFloat(count)))
        }
        liftFingers()
        return finishTouches()
    }

    // MARK: One event at a time

    /// Puts a finger down at `point`, starting a touch sequence: what it lands on is decided
    /// now. Returns whether it landed on a view. Follow with `moveTouch(to:)`,
    /// ``holdTouch(for:)`` and ``touchUp()``.
    @discardableResult
    public func touchDown(at point: CGPoint) -> Bool { touchDown(at: [point]) }

    /// Puts fingers down at `points` (two for a pinch or a rotation), starting a sequence.
    @discardableResult
    public func touchDown(at points: [CGPoint]) -> Bool {
        layOut()
        owner?.windowWasUsed(self)
        let landed = HostContext.running(on: platform, clock: clock) {
            graph.gestureArena.begin(at: points, time: clock.now)
        }
        flush()
        return landed
    }

    /// Moves the fingers of the sequence under way to `point`.
    public func moveTouch(to point: CGPoint) { moveTouch(to: [point]) }

    /// Moves the fingers of the sequence under way to `points`.
    public func moveTouch(to points: [CGPoint]) {
        sendTouch(.move, points)
    }

    /// Keeps the fingers still for `duration` seconds of the host's clock: a long press
    /// recognizes when its minimum duration passes, a tap held too long fails.
    public func holdTouch(for duration: TimeInterval) {
        let end = clock.now.addingTimeInterval(max(0, duration))
        var reached: Date?
        while let deadline = graph.gestureArena.nextDeadline, deadline <= end,
            graph.gestureArena.isTracking
        {
            // A deadline that a tick at it did not move is not waited for twice.
            if let reached, deadline <= reached { break }
            reached = deadline
            advanceTime(by: max(0, deadline.timeIntervalSince(clock.now)))
            sendTouch(.tick, lastTouchPoints)
        }
        advanceTime(by: max(0, end.timeIntervalSince(clock.now)))
        sendTouch(.tick, lastTouchPoints)
    }

    /// Lifts the fingers of the sequence under way. The sequence ends with it (the time a
    /// further tap may come in has passed): a gesture still waiting for more fails, and one
    /// ranked below it may then run.
    public func touchUp() {
        liftFingers()
        _ = finishTouches()
    }

    /// Lifts the fingers without ending the sequence (between the taps of a multiple tap).
    private func liftFingers() {
        sendTouch(.up, lastTouchPoints)
    }

    /// Moves the pointer (a mouse, a trackpad, an iPad's pointer) to `point`, or out of the
    /// window with `nil`: views with `onHover` hear it enter and leave them, views with
    /// `onContinuousHover` hear where it is. What it is over is found as a touch's is.
    public func movePointer(to point: CGPoint?) {
        layOut()
        HostContext.running(on: platform, clock: clock) {
            graph.gestureArena.movePointer(to: point)
        }
        flush()
    }

    /// Ends the sequence; whether a gesture or control took it.
    private func finishTouches() -> Bool {
        sendTouch(.finish, lastTouchPoints)
        return graph.gestureArena.recognizedAny
    }

    private var lastTouchPoints: [CGPoint] { graph.gestureArena.currentPoints }

    private func sendTouch(_ kind: TouchEvent.Kind, _ points: [CGPoint]) {
        guard graph.gestureArena.isTracking else { return }
        layOut()
        HostContext.running(on: platform, clock: clock) {
            graph.gestureArena.dispatch(kind, points, clock.now)
        }
        flush()
    }
}

/// A touch aimed at a view by its text that no reachable, laid-out view shows.
public struct ViewNotFound: Error, CustomStringConvertible {
    /// The text looked for.
    public let text: String
    /// A sentence naming the missing text.
    public var description: String { "No view a person can reach shows \(quoted(text))" }
}
