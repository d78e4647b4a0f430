import Foundation

/// A control's own tap, as a touch reaches it: a button's action, a toggle's flip, a link
/// followed, a menu or disclosure group opened, a text field focused. It is the control's
/// gesture, so gestures attached around the control with `gesture` rank after it and
/// `highPriorityGesture` before it (D72). Unlike a ``TapGesture`` it has no time limit: a
/// button held and released still acts, as on iOS. A button is pressed (its style's
/// `isPressed`) while the finger is down on it, until the touch ends or a gesture takes it.
final class ControlTapRecognizer: _GestureRecognizer<Void> {
    /// The kinds of control a touch operates by tapping.
    static let tappedKinds: Set<ControlKind> = [
        .button, .toggle, .link, .menu, .disclosure, .textField,
    ]

    let control: any InteractiveNode
    unowned let graph: ViewGraph
    private var downAt: CGPoint?
    /// Where the finger lifted, and the control's frame then: a control that acts on the
    /// point (a segment) reads them.
    private var upAt: (point: CGPoint, frame: CGRect)?
    private var acted = false

    init(control: any InteractiveNode, graph: ViewGraph) {
        self.control = control
        self.graph = graph
    }

    override func update(_ event: TouchEvent, _ context: GestureContext) {
        defer { press(event.kind == .down ? !status.isFinished : false, when: event.kind) }
        if event.kind == .finish {
            if !status.isFinished { status = .failed }
            return
        }
        guard !status.isFinished, let point = event.points.first else { return }
        switch event.kind {
        case .down:
            downAt = point
        case .move:
            // A finger that slides off the control does not act.
            if !context.frame.insetBy(dx: -tapMovementAllowance, dy: -tapMovementAllowance)
                .contains(point)
            {
                status = .failed
            }
        case .up:
            guard downAt != nil else { return }
            let inside = context.frame.insetBy(
                dx: -tapMovementAllowance, dy: -tapMovementAllowance
            ).contains(point)
            status = inside ? .ended : .failed
            if status == .ended {
                value = ()
                upAt = (point, context.frame)
            }
        case .tick, .finish:
            break
        }
    }

    /// Holds the button down from the touch down, and lets go when the finger lifts, slides
    /// off or the touch ends.
    private func press(_ pressed: Bool, when kind: TouchEvent.Kind) {
        guard kind == .down || status.isFinished || kind == .up else { return }
        (control as? any Pressable)?.setPressed(pressed)
    }

    override func cancel() {
        super.cancel()
        (control as? any Pressable)?.setPressed(false)
    }

    override func deliver() {
        guard status == .ended, !acted else { return }
        acted = true
        graph.actingNode = control
        if let pointed = control as? any PointTapping, let upAt {
            _ = pointed.tap(at: upAt.point, in: upAt.frame)
        } else {
            _ = control.tap()
        }
        graph.actingNode = nil
    }

    override var gestureDescription: String { "\(control.controlKind.rawValue) tap" }
}
