import Canopy
import CanopyTesting
import Testing

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
