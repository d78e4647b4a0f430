import Canopy
import CanopyTesting
import Testing

/// `Stamp(tag, v)`: a modifier that is not animatable and records each new value it receives
/// (as `tag v` in the log's entries, and as the tag's last value), so a test sees what an
/// animator hands its content: a phase as given, a keyframe value.
struct Stamp: ViewModifier {
    let tag: String
    let value: Double
    let log: AnimationLog

    func body(content: Content) -> some View {
        if log.values[tag] != value { log.entries.append("\(tag) \(value)") }
        log.values[tag] = value
        return content
    }
}

extension View {
    func stamp(_ tag: String, _ value: Double, _ log: AnimationLog) -> some View {
        modifier(Stamp(tag: tag, value: value, log: log))
    }
}

/// Frame `k` of D31: `k / 60` s.
private func frame(_ k: Double) -> Double { k / 60 }

@MainActor
@Suite("T19, D37: phaseAnimator")
struct PhaseAnimatorTests {
    /// T19's example: phases 0, 100, 50, each change animated with L1.
    struct Lift: View {
        let log: AnimationLog
        @State var n = 0
        var body: some View {
            VStack {
                Color.clear.phaseAnimator([0.0, 100.0, 50.0], trigger: n) { content, phase in
                    content.stamp("phase", phase, log).probe("lift", phase, log)
                } animation: { _ in
                    .linear(duration: 1)
                }
                Button("Go") { n += 1 }
            }
        }
    }

    @Test("T19: a trigger runs the phases once, animated, back to the first, then rests")
    func cycle() throws {
        let log = AnimationLog()
        let host = ViewHost(Lift(log: log))
        #expect(log.take() == ["phase 0.0"])
        #expect(!host.isAnimating)
        try host.tap("Go")
        #expect(log.take() == ["phase 100.0"])
        #expect(log.values["lift"] == 0)
        host.advanceTime(by: 0.5)
        #expect(isClose(log.values["lift"], 50))
        host.advanceTime(by: 0.5)
        #expect(log.values["lift"] == 100)
        #expect(log.values["phase"] == 100)
        // L1 is removed, and complete, at the first frame after t = 1 (D31): the next phase
        // starts in that frame's flush.
        host.advanceTime(by: frame(61) - 1)
        #expect(log.take() == ["phase 50.0"])
        #expect(log.values["lift"] == 100)
        host.advanceTime(by: 1.5 - frame(61))
        #expect(isClose(log.values["lift"], 75, 1))
        #expect(isClose(log.values["lift"], 100 - 50 * (1.5 - frame(61)), 1e-6))
        host.advanceTime(by: frame(122) - 1.5)
        #expect(log.take() == ["phase 0.0"])
        host.advanceTime(by: 2.5 - frame(122))
        #expect(isClose(log.values["lift"], 25, 2))
        #expect(isClose(log.values["lift"], 50 - 50 * (2.5 - frame(122)), 1e-6))
        host.advanceTime(by: 3.0 - 2.5)
        #expect(host.isAnimating)
        host.advanceTime(by: frame(183) - 3.0)
        #expect(log.values["lift"] == 0)
        #expect(!host.isAnimating)
        host.advanceTime(by: 5)
        #expect(log.take().isEmpty)
    }

    struct Springy: View {
        let log: AnimationLog
        @State var n = 0
        var body: some View {
            VStack {
                Color.clear.phaseAnimator([0.0, 100.0], trigger: n) { content, phase in
                    content.stamp("phase", phase, log).probe("lift", phase, log)
                } animation: { _ in
                    .spring(duration: 0.5, bounce: 0)
                }
                Button("Go") { n += 1 }
            }
        }
    }

    @Test("D37: the next phase follows logical completion: a spring's duration, not its settling")
    func logicalCompletion() throws {
        let log = AnimationLog()
        let host = ViewHost(Springy(log: log))
        _ = log.take()
        try host.tap("Go")
        host.advanceTime(by: frame(29))
        #expect(log.take() == ["phase 100.0"])
        host.advanceTime(by: frame(1))
        #expect(log.take() == ["phase 0.0"])
        // Still short of 100 when it turns back: the spring had not settled.
        let turning = try #require(log.values["lift"])
        #expect(turning > 90 && turning < 100)
        host.advanceTime(by: 3)
        #expect(log.values["lift"] == 0)
        #expect(!host.isAnimating)
    }

    /// Phases whose changes animate nothing: `nil` animation, or a phase that changes nothing
    /// animatable.
    struct Steps: View {
        let log: AnimationLog
        let animation: Animation?
        @State var n = 0
        var body: some View {
            VStack {
                Color.clear.phaseAnimator([0.0, 1.0, 2.0], trigger: n) { content, phase in
                    content.stamp("phase", phase, log).probe("lift", phase == 2 ? 100 : 0, log)
                } animation: { _ in
                    animation
                }
                Button("Go") { n += 1 }
            }
        }
    }

    @Test("D37: a phase change that creates no animation completes at the next frame")
    func withoutAnimation() throws {
        let log = AnimationLog()
        let host = ViewHost(Steps(log: log, animation: nil))
        _ = log.take()
        try host.tap("Go")
        // Never more than one phase in one update.
        #expect(log.take() == ["phase 1.0"])
        #expect(host.isAnimating)
        host.flush()
        #expect(log.take().isEmpty)
        host.advanceTime(by: frame(1))
        #expect(log.take() == ["phase 2.0"])
        #expect(log.values["lift"] == 100)
        host.advanceTime(by: frame(1))
        #expect(log.take() == ["phase 0.0"])
        #expect(host.isAnimating)
        host.advanceTime(by: frame(1))
        #expect(!host.isAnimating)
        #expect(log.take().isEmpty)
    }

    @Test("D37: a phase that changes nothing animatable is passed at the next frame")
    func nothingAnimatable() throws {
        let log = AnimationLog()
        let host = ViewHost(Steps(log: log, animation: .linear(duration: 1)))
        _ = log.take()
        try host.tap("Go")
        #expect(log.take() == ["phase 1.0"])
        host.advanceTime(by: frame(1))
        #expect(log.take() == ["phase 2.0"])
        #expect(log.values["lift"] == 0)
        host.advanceTime(by: 0.5)
        #expect(isClose(log.values["lift"], 50))
    }

    @Test("D37: a trigger during a cycle starts it again from the second phase, from the look")
    func restart() throws {
        let log = AnimationLog()
        let host = ViewHost(Lift(log: log))
        try host.tap("Go")
        host.advanceTime(by: 1.5)
        let look = try #require(log.values["lift"])
        #expect(isClose(look, 100 - 50 * (1.5 - frame(61)), 1e-6))
        _ = log.take()
        try host.tap("Go")
        #expect(log.take() == ["phase 100.0"])
        // From the current look: no jump.
        #expect(log.values["lift"] == look)
        host.advanceTime(by: 0.25)
        // The interrupted animation runs on; the new one moves from where it has the value to
        // 100 (T13): A(t) + b · (100 − A(t)).
        let interrupted = 100 - 50 * (1.75 - frame(61))
        #expect(isClose(log.values["lift"], interrupted + 0.25 * (100 - interrupted), 1e-6))
        // The completion of the interrupted change (its animation ends at ≈ 2.02) moves
        // nothing: the new change's own animation decides.
        host.advanceTime(by: 2.45 - 1.75)
        #expect(log.values["phase"] == 100)
        host.advanceTime(by: 0.1)
        #expect(log.take() == ["phase 50.0"])
        host.advanceTime(by: 2.1)
        #expect(log.take() == ["phase 0.0"])
        #expect(log.values["lift"] == 0)
        #expect(!host.isAnimating)
    }

    /// The trigger-less form: the cycle starts on appearance and never ends.
    struct Pulse: View {
        let log: AnimationLog
        let animation: Animation?
        var body: some View {
            Color.clear.phaseAnimator([0.0, 1.0, 2.0]) { content, phase in
                content.stamp("phase", phase, log).probe("lift", phase * 50, log)
            } animation: { _ in
                animation
            }
        }
    }

    @Test("T19, D38: without a trigger the cycle starts on appearance and repeats for ever")
    func continuous() throws {
        let log = AnimationLog()
        let host = ViewHost(Pulse(log: log, animation: .linear(duration: 1)))
        #expect(log.take() == ["phase 0.0"])
        #expect(host.isAnimating)
        host.advanceTime(by: frame(1))
        #expect(log.take() == ["phase 1.0"])
        host.advanceTime(by: 0.5)
        #expect(isClose(log.values["lift"], 25))
        // Each phase change takes its second plus the frame at which it is removed.
        host.advanceTime(by: frame(62) - frame(31))
        #expect(log.take() == ["phase 2.0"])
        host.advanceTime(by: frame(123) - frame(62))
        #expect(log.take() == ["phase 0.0"])
        host.advanceTime(by: frame(184) - frame(123))
        #expect(log.take() == ["phase 1.0"])
        host.advanceTime(by: 30)
        #expect(host.isAnimating)
    }

    @Test("D37: a cycle that animates nothing moves one phase per frame and never hangs")
    func continuousWithoutAnimation() throws {
        let log = AnimationLog()
        let host = ViewHost(Pulse(log: log, animation: nil))
        _ = log.take()
        host.flush()
        #expect(log.take().isEmpty)
        host.advanceTime(by: 1)
        let phases = log.take()
        #expect(phases.count == 60)
        #expect(phases.prefix(4) == ["phase 1.0", "phase 2.0", "phase 0.0", "phase 1.0"])
        #expect(log.values["phase"] == 0)
        #expect(host.isAnimating)
    }

    @Test("D37: animations that end at once move one phase per frame and never hang")
    func zeroDurations() throws {
        let log = AnimationLog()
        let host = ViewHost(Pulse(log: log, animation: .linear(duration: 0)))
        _ = log.take()
        host.advanceTime(by: 10)
        // A change at frame k is removed, and complete, at frame k + 1, where the next starts.
        #expect(log.take().count == 600)
        #expect(host.isAnimating)
    }

    struct Shown: View {
        let log: AnimationLog
        @State var shows = true
        var body: some View {
            VStack {
                if shows {
                    Text("Pulse").phaseAnimator([0.0, 1.0]) { content, phase in
                        content.stamp("phase", phase, log)
                    } animation: { _ in
                        nil
                    }
                }
                Button("Hide") { shows = false }
            }
        }
    }

    @Test("D38: a removed phase animator no longer animates")
    func removal() throws {
        let log = AnimationLog()
        let host = ViewHost(Shown(log: log))
        host.advanceTime(by: 0.1)
        #expect(host.isAnimating)
        try host.tap("Hide")
        #expect(!host.isAnimating)
        _ = log.take()
        host.advanceTime(by: 1)
        #expect(log.entries.isEmpty)
    }

    struct Leaving: View {
        @State var shows = true
        var body: some View {
            VStack {
                if shows {
                    Text("Pulse").phaseAnimator([0.0, 1.0]) { content, phase in
                        content.opacity(phase)
                    } animation: { _ in
                        .linear(duration: 0.5)
                    }
                    Text("Bell").keyframeAnimator(initialValue: 0.0) { content, angle in
                        content.offset(x: angle)
                    } keyframes: { _ in
                        LinearKeyframe(10.0, duration: 1)
                        LinearKeyframe(0.0, duration: 1)
                    }
                }
                Button("Hide") { withAnimation(.linear(duration: 1)) { shows = false } }
            }
        }
    }

    @Test("D34, D38: endless animators in a view removed under animation let it leave")
    func heldRemoval() throws {
        let host = ViewHost(Leaving())
        host.advanceTime(by: 0.3)
        try host.tap("Hide")
        host.advanceTime(by: 0.5)
        #expect(host.render().contains("Text \"Pulse\""))
        #expect(host.render().contains("removing"))
        host.advanceTime(by: 1.1)
        #expect(!host.render().contains("Pulse"))
        #expect(!host.render().contains("Bell"))
        #expect(!host.isAnimating)
    }

    struct ViewForm: View {
        let log: AnimationLog
        @State var n = 0
        var body: some View {
            VStack {
                PhaseAnimator([0.0, 100.0], trigger: n) { phase in
                    Text("Box").stamp("phase", phase, log).probe("lift", phase, log)
                } animation: { phase in
                    .linear(duration: phase == 0 ? 2 : 1)
                }
                Button("Go") { n += 1 }
            }
        }
    }

    @Test("T19: the PhaseAnimator view; animation(phase) gets the phase moved to")
    func viewForm() throws {
        let log = AnimationLog()
        let host = ViewHost(ViewForm(log: log))
        try host.tap("Go")
        host.advanceTime(by: frame(61))
        #expect(log.values["phase"] == 0)
        host.advanceTime(by: 1)
        // Back to 0 over 2 s.
        #expect(isClose(log.values["lift"], 50, 1e-6))
        host.advanceTime(by: 1.1)
        #expect(!host.isAnimating)
    }
}

@MainActor
@Suite("D35, D38: animators in the tree dump and isAnimating")
struct AnimatorAnnotationTests {
    @Test("D35, D38: a cycle shows `animating phaseAnimator` and animates until it rests")
    func phaseAnnotation() throws {
        let log = AnimationLog()
        let host = ViewHost(PhaseAnimatorTests.Lift(log: log))
        #expect(!host.isAnimating)
        #expect(!host.render().contains("animating"))
        try host.tap("Go")
        #expect(host.isAnimating)
        host.advanceTime(by: 0.5)
        expectRendered(
            host,
            """
            Lift
            └─ VStack
               ├─ .modifier(Probe)  animating Probe, phaseAnimator
               │  └─ .modifier(Stamp)
               │     └─ Color clear
               └─ Button "Go"
            """)
        host.advanceTime(by: 2.5)
        #expect(host.isAnimating)
        host.advanceTime(by: 0.1)
        #expect(!host.isAnimating)
        #expect(!host.render().contains("animating"))
    }

    @Test("D35: between phases that animate nothing, only the animator is named")
    func phaseAnnotationWithoutAnimation() throws {
        let log = AnimationLog()
        let host = ViewHost(PhaseAnimatorTests.Steps(log: log, animation: nil))
        try host.tap("Go")
        #expect(host.render().contains(".modifier(Probe)  animating phaseAnimator\n"))
    }

    @Test("D35, D38: a playing keyframe animator shows `animating keyframeAnimator`")
    func keyframeAnnotation() throws {
        let log = AnimationLog()
        let host = ViewHost(KeyframeAnimatorTests.Height(log: log))
        #expect(!host.isAnimating)
        try host.tap("Go")
        #expect(host.isAnimating)
        host.advanceTime(by: 0.5)
        expectRendered(
            host,
            """
            Height
            └─ VStack
               ├─ .modifier(Stamp)  animating keyframeAnimator
               │  └─ Color clear
               └─ Button "Go"
            """)
        host.advanceTime(by: 2.49)
        #expect(host.isAnimating)
        host.advanceTime(by: 0.01)
        #expect(!host.isAnimating)
        #expect(!host.render().contains("animating"))
    }
}

@MainActor
@Suite("T20, D37: keyframeAnimator")
struct KeyframeAnimatorTests {
    /// T20's example.
    struct Height: View {
        let log: AnimationLog
        @State var n = 0
        var body: some View {
            VStack {
                Color.clear.keyframeAnimator(initialValue: 0.0, trigger: n) { content, value in
                    let _ = log.entries.append("content")
                    content.stamp("height", value, log)
                } keyframes: { _ in
                    LinearKeyframe(100.0, duration: 1)
                    MoveKeyframe(40.0)
                    LinearKeyframe(20.0, duration: 2)
                }
                Button("Go") { n += 1 }
            }
        }
    }

    @Test("T20: a trigger plays the timeline from the current value and holds its end")
    func run() throws {
        let log = AnimationLog()
        let host = ViewHost(Height(log: log))
        #expect(log.values["height"] == 0)
        host.advanceTime(by: 1)
        #expect(log.values["height"] == 0)
        try host.tap("Go")
        host.advanceTime(by: 0.5)
        #expect(isClose(log.values["height"], 50))
        host.advanceTime(by: 1)
        #expect(isClose(log.values["height"], 35))
        host.advanceTime(by: 1)
        #expect(isClose(log.values["height"], 25))
        host.advanceTime(by: 0.5)
        #expect(log.values["height"] == 20)
        #expect(!host.isAnimating)
        host.advanceTime(by: 1)
        #expect(log.values["height"] == 20)
        // A second trigger at t = 4 plays from the end value, 20, toward 100.
        try host.tap("Go")
        host.advanceTime(by: 0.5)
        #expect(isClose(log.values["height"], 60))
    }

    @Test("D32, D37: content runs at each frame of a run, and not at rest")
    func contentPerFrame() throws {
        let log = AnimationLog()
        let host = ViewHost(Height(log: log))
        #expect(log.take().filter { $0 == "content" }.count == 1)
        host.advanceTime(by: 1)
        #expect(log.take().isEmpty)
        try host.tap("Go")
        // The trigger's update shows the run's time 0: the start value.
        #expect(log.take() == ["content"])
        host.advanceTime(by: 0.5)
        #expect(log.take().filter { $0 == "content" }.count == 30)
        host.advanceTime(by: 2.5)
        #expect(log.take().filter { $0 == "content" }.count == 150)
        host.advanceTime(by: 2)
        #expect(log.take().isEmpty)
    }

    @Test("D37: a trigger during a run starts a new run from the current value")
    func restart() throws {
        let log = AnimationLog()
        let host = ViewHost(Height(log: log))
        try host.tap("Go")
        host.advanceTime(by: 0.5)
        try host.tap("Go")
        #expect(isClose(log.values["height"], 50))
        host.advanceTime(by: 0.5)
        #expect(isClose(log.values["height"], 75))
        // At the end of the first keyframe the move applies (D36).
        host.advanceTime(by: 0.5)
        #expect(log.values["height"] == 40)
        host.advanceTime(by: 0.5)
        #expect(isClose(log.values["height"], 35))
        host.advanceTime(by: 1.5)
        #expect(log.values["height"] == 20)
        #expect(!host.isAnimating)
    }

    struct Looping: View {
        let log: AnimationLog
        let repeating: Bool
        var body: some View {
            Color.clear.keyframeAnimator(initialValue: 0.0, repeating: repeating) {
                content, value in
                content.stamp("value", value, log)
            } keyframes: { start in
                LinearKeyframe(start + 10, duration: 1)
            }
        }
    }

    @Test("T20, D37, D38: the repeating form plays from appearance, each run from the last end")
    func repeating() throws {
        let log = AnimationLog()
        let host = ViewHost(Looping(log: log, repeating: true))
        #expect(log.values["value"] == 0)
        #expect(host.isAnimating)
        host.advanceTime(by: 0.5)
        #expect(isClose(log.values["value"], 5))
        host.advanceTime(by: 2)
        #expect(isClose(log.values["value"], 25))
        host.advanceTime(by: 7.5)
        #expect(isClose(log.values["value"], 100))
        #expect(host.isAnimating)
        #expect(host.render().contains("animating keyframeAnimator"))
    }

    @Test("T20: `repeating: false` holds the value at the beginning of the timeline")
    func notRepeating() throws {
        let log = AnimationLog()
        let host = ViewHost(Looping(log: log, repeating: false))
        #expect(!host.isAnimating)
        host.advanceTime(by: 2)
        #expect(log.values["value"] == 0)
    }

    struct Jump: Equatable {
        var y = 0.0
        var scale = 1.0
    }

    struct Tracks: View {
        let log: AnimationLog
        @State var n = 0
        var body: some View {
            VStack {
                KeyframeAnimator(initialValue: Jump(), trigger: n) { jump in
                    Text("Ball").stamp("y", jump.y, log).stamp("scale", jump.scale, log)
                } keyframes: { _ in
                    KeyframeTrack(\.y) { LinearKeyframe(10.0, duration: 1) }
                    KeyframeTrack(\.scale) {
                        LinearKeyframe(2.0, duration: 1)
                        LinearKeyframe(3.0, duration: 1)
                    }
                }
                Button("Go") { n += 1 }
            }
        }
    }

    @Test("T20: the KeyframeAnimator view animates a value of any type, track by track")
    func viewForm() throws {
        let log = AnimationLog()
        let host = ViewHost(Tracks(log: log))
        try host.tap("Go")
        host.advanceTime(by: 1.5)
        #expect(log.values["y"] == 10)
        #expect(isClose(log.values["scale"], 2.5))
        host.advanceTime(by: 0.5)
        #expect(log.values["scale"] == 3)
        #expect(!host.isAnimating)
    }
}

@MainActor
@Suite("Issue 38 item 6: animators given bad input neither crash nor hang")
struct AnimatorBadInputTests {
    struct NoPhases: View {
        @State var n = 0
        var body: some View {
            VStack {
                Text("Plain").phaseAnimator([Double](), trigger: n) { content, phase in
                    content.opacity(phase)
                }
                Text("Forever").phaseAnimator([Double]()) { content, phase in
                    content.opacity(phase)
                }
                Button("Go") { n += 1 }
            }
        }
    }

    @Test("No phases: a diagnostic, and the view shows unmodified, not animating")
    func noPhases() throws {
        let host = ViewHost(NoPhases())
        #expect(host.render().contains("Text \"Plain\"\n"))
        #expect(host.render().contains("Text \"Forever\"\n"))
        #expect(
            host.diagnostics.contains {
                $0.kind == .invalidAnimatableValue && $0.message.contains("no phases")
            })
        #expect(!host.isAnimating)
        try host.tap("Go")
        host.advanceTime(by: 1)
        #expect(!host.isAnimating)
    }

    struct EmptyKeyframes: View {
        let log: AnimationLog
        @State var n = 0
        var body: some View {
            VStack {
                Color.clear.keyframeAnimator(initialValue: 7.0, trigger: n) { content, value in
                    content.stamp("once", value, log)
                } keyframes: { _ in
                    KeyframeTrack(\.self) {}
                }
                Color.clear.keyframeAnimator(initialValue: 3.0) { content, value in
                    content.stamp("loop", value, log)
                } keyframes: { _ in
                    KeyframeTrack(\.self) {}
                }
                Button("Go") { n += 1 }
            }
        }
    }

    @Test("Keyframes that take no time: a run ends at the next frame; repeating never hangs")
    func emptyKeyframes() throws {
        let log = AnimationLog()
        let host = ViewHost(EmptyKeyframes(log: log))
        try host.tap("Go")
        host.advanceTime(by: 5)
        #expect(log.values["once"] == 7)
        #expect(log.values["loop"] == 3)
        #expect(host.isAnimating)
        #expect(host.render().contains("animating keyframeAnimator"))
    }
}
