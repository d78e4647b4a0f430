/// The value of a keyframe animator and the run moving it (T20, D37): at each frame of a run the
/// value is the run's timeline at the time since the run began; when that time reaches the
/// timeline's duration the value is the end value and the run stops, or, repeating, the next run
/// starts there from the end value. Its node's `content` runs again at every frame of a run
/// (D32), and its line shows `animating keyframeAnimator` (D35).
@MainActor
final class KeyframeAnimatorSlot<Value>: AnimationSlotBase {
    /// What the content shows.
    private(set) var value: Value
    /// The value the current (or last) run started from.
    private(set) var runStart: Value
    private var timeline: KeyframeTimeline<Value>?
    private var beginTime = 0.0
    /// Makes the timeline of a run from the value it starts from; set while repeating (`nil`
    /// from it: the animator is gone, the value stays).
    private var nextRun: ((Value) -> KeyframeTimeline<Value>?)?

    /// A run's longest stretch of consecutive repetitions taken in one frame: beyond it (runs
    /// far shorter than a frame) the repetition restarts at the frame's time.
    private static var repetitionsPerFrame: Int { 10_000 }

    init(node: _ViewNode, value: Value) {
        self.value = value
        runStart = value
        super.init(node: node, name: "keyframeAnimator", use: .body)
    }

    override var isAnimating: Bool { timeline != nil }
    /// A view held for its removal leaves without waiting for the run (a repeating one never
    /// ends).
    override var delaysRemoval: Bool { false }

    /// Starts a run of `timeline` at `time`, from its initial value; with `repeating`, each
    /// run that ends starts the next, made from its end value.
    func play(
        _ timeline: KeyframeTimeline<Value>, from start: Value, at time: Double,
        repeating: ((Value) -> KeyframeTimeline<Value>?)?
    ) {
        self.timeline = timeline
        runStart = start
        value = timeline.value(time: 0)
        beginTime = time
        nextRun = repeating
    }

    /// Lets the current run finish and starts no other.
    func endRepetition() { nextRun = nil }

    /// Stops the run where it is; with `showingStart`, the value goes back to the run's start.
    func halt(showingStart: Bool) {
        timeline = nil
        nextRun = nil
        if showingStart { value = runStart }
    }

    override func sample(at time: Double, due: inout [AnimationCompletionTracker]) -> Bool {
        guard var timeline else { return false }
        var elapsed = time - beginTime
        var repetitions = 0
        while elapsed >= timeline.duration {
            let duration = timeline.duration
            let end = timeline.value(time: duration)
            guard let nextRun, let next = nextRun(end) else {
                value = end
                self.timeline = nil
                return true
            }
            repetitions += 1
            timeline = next
            runStart = end
            guard duration > 0, duration.isFinite, repetitions < Self.repetitionsPerFrame else {
                // A run that takes no time plays once per frame, from this frame.
                beginTime = time
                elapsed = 0
                break
            }
            beginTime += duration
            elapsed -= duration
        }
        self.timeline = timeline
        value = timeline.value(time: elapsed)
        return true
    }

    override func stop(due: inout [AnimationCompletionTracker]) { halt(showingStart: false) }
}
