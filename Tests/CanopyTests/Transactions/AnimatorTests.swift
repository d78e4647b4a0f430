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
