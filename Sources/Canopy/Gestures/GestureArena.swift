import Foundation

/// The gestures one touch sequence reached, and which of them wins (D72). A touch that goes
/// down is hit-tested once (``ViewGraph/hitPath(at:)``); the gestures attached along the path,
/// and the taps of the controls on it (a button's action), follow the whole sequence. They are
/// ranked by precedence, as SwiftUI documents it: a view's own gestures (the views inside it,
/// then those attached closer to it) before a gesture attached with `gesture`; one attached
/// with `highPriorityGesture` before all of the view's own. The highest-ranked gesture that
/// claims the touch (recognized: a tap or long press ended, a drag moving) wins once every
/// gesture above it has failed, and every gesture below it is cancelled; until then its
/// callbacks wait. Gestures attached with `simultaneousGesture` take part in no ranking and run
/// as they recognize. `GestureMask` and `disabled` leave gestures out; views that left the
/// tree cancel theirs.
@MainActor
final class GestureArena: GraphFeature {
    unowned let graph: ViewGraph

    /// One gesture following the sequence.
    @MainActor final class Entry {
        let node: _ViewNode
        let recognizer: _AnyGestureRecognizer
        var isCancelled = false

        /// Whether nothing more can happen to it.
        var isResolved: Bool { isCancelled || recognizer.status.isFinished }

        init(node: _ViewNode, recognizer: _AnyGestureRecognizer) {
            self.node = node
            self.recognizer = recognizer
        }
    }

    /// The touch sequence under way: the ranked gestures, highest first, and the simultaneous
    /// ones.
    private var ranked: [Entry] = []
    private var simultaneous: [Entry] = []
    /// Whether the sequence under way has had its first event.
    private var hasTouched = false
    /// Whether a sequence is under way.
    private(set) var isTracking = false
    /// Whether a gesture or control of the sequence was recognized and ran its callbacks.
    private(set) var recognizedAny = false
    /// The views the pointer is over, outermost first (see `movePointer(to:)`).
    var hoveredViews: [any HoverTracking] = []
    /// Where the fingers of the sequence are, in window points.
    private(set) var currentPoints: [CGPoint] = []
    /// The time of the last event: what a gesture operated by label counts from.
    private var lastTime = Date(timeIntervalSinceReferenceDate: 0)

    init(graph: ViewGraph) { self.graph = graph }

    static var events: GraphEvents { [] }
    var isPending: Bool { false }
    func run() {}

    func tearDown() {
        hoveredViews = []
        ranked = []
        simultaneous = []
        isTracking = false
    }

    func checkInvariants(into problems: inout [String]) {
        for entry in ranked + simultaneous where entry.node.graph !== graph {
            problems.append("a gesture of \(entry.node.path) follows a touch in another graph")
        }
    }

    // MARK: The sequence

    /// Starts a sequence with fingers down at `points`: hit-tests their centre and collects
    /// the gestures on the path. Returns whether the touch landed on a view.
    func begin(at points: [CGPoint], time: Date, continuing: Bool = false) -> Bool {
        // A sequence left under way (fingers put down again without lifting) is cancelled:
        // what its gestures set goes back.
        for entry in ranked + simultaneous where !entry.isResolved { cancel(entry) }
        GestureStateResets.run()
        end()
        if !continuing { recognizedAny = false }
        let centre = TouchEvent(kind: .down, points: points, time: time).centroid
        currentPoints = points
        guard let path = graph.hitPath(at: centre) else { return false }
        collect(along: path)
        isTracking = true
        hasTouched = false
        dispatch(.down, points, time)
        return true
    }

    /// Delivers an event of the sequence under way.
    func dispatch(_ kind: TouchEvent.Kind, _ points: [CGPoint], _ time: Date) {
        guard isTracking else { return }
        if kind == .down, hasTouched, (ranked + simultaneous).allSatisfy(\.isResolved) {
            // Every gesture of the sequence has decided: the next tap is a touch of its own,
            // hit-tested again, whose gestures start afresh (a single tap taps again).
            _ = begin(at: points, time: time, continuing: true)
            return
        }
        lastTime = time
        hasTouched = true
        if kind != .finish { currentPoints = points }
        let event = TouchEvent(kind: kind, points: points, time: time)
        for entry in ranked + simultaneous where !entry.isCancelled {
            guard entry.node.isMounted, entry.node.graph === graph else {
                // Its view left the tree: the gesture is cancelled.
                cancel(entry)
                continue
            }
            entry.recognizer.update(event, context(of: entry.node))
        }
        arbitrate()
        GestureStateResets.run()
        if kind == .finish { end() }
    }

    /// When, with the fingers at rest, a gesture of the sequence next decides something.
    var nextDeadline: Date? {
        (ranked + simultaneous).filter { !$0.isCancelled }.compactMap(\.recognizer.nextDeadline)
            .min()
    }

    /// Forgets the sequence (its gestures all decided, or a new one starts).
    private func end() {
        ranked = []
        simultaneous = []
        isTracking = false
    }

    /// The gestures a touch on `path` (root first) reaches, ranked.
    private func collect(along path: [_ViewNode]) {
        // Masks apply downwards: an outer gesture that excludes its subviews' gestures turns
        // off everything inside it.
        var subviewsRun = true
        var reached: [(node: _ViewNode, priority: GesturePriority)] = []
        for node in path {
            if let attaching = node as? any GestureAttaching {
                if subviewsRun, attaching.attachesGesture,
                    attaching.gestureMask.contains(.gesture)
                {
                    reached.append((node, attaching.gesturePriority))
                }
                if !attaching.gestureMask.contains(.subviews) { subviewsRun = false }
            } else if subviewsRun, let control = node as? any InteractiveNode,
                ControlTapRecognizer.tappedKinds.contains(control.controlKind)
                    || (control as? any PointTapping)?.takesTaps == true,
                control.isEnabled, control.isOperable
            {
                reached.append((node, .normal))
            }
        }
        // Innermost first: a view's own gestures before those attached around it.
        for (node, priority) in reached.reversed() {
            let recognizer =
                (node as? any GestureAttaching)?.makeRecognizer()
                ?? ControlTapRecognizer(control: node as! any InteractiveNode, graph: graph)
            let entry = Entry(node: node, recognizer: recognizer)
            switch priority {
            case .normal: ranked.append(entry)
            case .high: ranked.insert(entry, at: 0)
            case .simultaneous: simultaneous.append(entry)
            }
        }
    }

    /// Delivers what the winner, and the gestures still free to run, recognized; cancels what
    /// lost.
    private func arbitrate() {
        var winnerFound = false
        var blocked = false
        // A control tracks its touch only until a gesture recognizes it (as a UIKit control's
        // tracking is cancelled by a gesture recognizer): a long press on a button, a drag
        // around one, wins over its tap.
        let gestureClaims = ranked.contains {
            !$0.isCancelled && $0.recognizer.claimsTouch
                && !($0.recognizer is ControlTapRecognizer)
        }
        for entry in ranked where !entry.isCancelled {
            let recognizer = entry.recognizer
            if winnerFound {
                cancel(entry)
                continue
            }
            if gestureClaims, recognizer is ControlTapRecognizer, recognizer.status == .possible {
                cancel(entry)
                continue
            }
            if recognizer.status == .failed {
                deliver(entry)
                continue
            }
            if recognizer.claimsTouch {
                // It waits while a gesture above it may still win.
                guard !blocked else { continue }
                winnerFound = true
                deliver(entry)
                continue
            }
            // Undecided (or pressing, not yet a long press): what it has flows if nothing above
            // it may win, and everything below waits for it.
            if !blocked, recognizer.status == .active { deliver(entry) }
            blocked = true
        }
        for entry in simultaneous where !entry.isCancelled { deliver(entry) }
    }

    private func deliver(_ entry: Entry) {
        let recognizer = entry.recognizer
        if recognizer.status == .ended || recognizer.status == .active { recognizedAny = true }
        recognizer.deliver()
    }

    private func cancel(_ entry: Entry) {
        entry.isCancelled = true
        entry.recognizer.cancel()
    }

    /// Where `node` is now, for its gesture's coordinates.
    func context(of node: _ViewNode) -> GestureContext {
        let graph = graph
        return GestureContext(
            frame: graph.presentedFrame(of: node) ?? .zero,
            namedOrigin: { name in
                guard let declaring = node.ancestor(declaringSpace: name) else { return nil }
                return graph.layout.frame(of: declaring)?.origin ?? .zero
            })
    }

    // MARK: Operating one gesture by label

    /// A person taps (or long-presses, for a long press) the view of `node`'s gesture alone,
    /// at its centre: the gesture's own callbacks run as a touch's would, with no hit testing
    /// and no other gesture competing. Returns whether the gesture was recognized.
    func performByLabel(on node: any GestureAttaching) -> Bool {
        let recognizer = node.makeRecognizer()
        let context = context(of: node)
        let centre = CGPoint(x: context.frame.midX, y: context.frame.midY)
        var time = lastTime
        func send(_ kind: TouchEvent.Kind) {
            recognizer.update(TouchEvent(kind: kind, points: [centre], time: time), context)
            recognizer.deliver()
            GestureStateResets.run()
        }
        if recognizer.isLongPress {
            send(.down)
            time += recognizer.pressDuration
            send(.tick)
            send(.up)
        } else {
            for _ in 0..<recognizer.tapCount {
                send(.down)
                send(.up)
            }
        }
        send(.finish)
        return recognizer.status == .ended
    }
}

@MainActor private let gestureArenaSlot = GraphFeatures.slot(of: GestureArena.self)

extension ViewGraph {
    /// The graph's gesture arena: the touch sequence under way.
    var gestureArena: GestureArena { feature(at: gestureArenaSlot, as: GestureArena.self) }
}
