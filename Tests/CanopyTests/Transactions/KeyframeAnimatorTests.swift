import Canopy
import CanopyTesting
import Testing

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
