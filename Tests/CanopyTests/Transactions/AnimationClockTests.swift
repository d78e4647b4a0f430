import Canopy
import Testing

@MainActor
@Suite("T8, T9, T13, D30, D31: animated values move on the host's clock")
struct AnimationClockTests {
    struct Level: View {
        let log: AnimationLog
        @State var level = 0.0
        var body: some View {
            VStack {
                Color.clear.probe("level", level, log)
                Color.clear.probe("pinned", level, log).transaction { $0.animation = nil }
                Text("model \(Int(level))")
                Button("Fill") { withAnimation(.linear(duration: 1)) { level = 100 } }
                Button("Empty") { withAnimation(.linear(duration: 1)) { level = 0 } }
            }
        }
    }

    @Test("T8/D31: a linear change shows old + curve · Δ at each frame, then only the target")
    func linearInterpolation() throws {
        let log = AnimationLog()
        let host = ViewHost(Level(log: log))
        try host.tap("Fill")
        #expect(log.values["level"] == 0)
        // Views that read the state see the model value at once.
        #expect(host.render().contains("Text \"model 100\""))
        var seen: [Double] = []
        for step in [0.25, 0.25, 0.5] {
            host.advanceTime(by: step)
            seen.append(log.values["level"] ?? -1)
        }
        #expect(seen == [25, 50, 100])
        #expect(host.isAnimating)
        host.advanceTime(by: 0.5)
        #expect(log.values["level"] == 100)
        #expect(!host.isAnimating)
    }

    @Test("T9: a subtree whose animation is removed jumps")
    func pinnedJumps() throws {
        let log = AnimationLog()
        let host = ViewHost(Level(log: log))
        try host.tap("Fill")
        #expect(log.values["pinned"] == 100)
        host.advanceTime(by: 0.5)
        #expect(log.values["pinned"] == 100)
        #expect(log.values["level"] == 50)
    }

    @Test("T13: retargeting a timing curve halfway never jumps: 50, 50, 25, 0")
    func retargetCombines() throws {
        let log = AnimationLog()
        let host = ViewHost(Level(log: log))
        try host.tap("Fill")
        host.advanceTime(by: 0.5)
        try host.tap("Empty")
        #expect(log.values["level"] == 50)
        host.advanceTime(by: 0.5)
        #expect(log.values["level"] == 50)
        host.advanceTime(by: 0.25)
        #expect(log.values["level"] == 25)
        host.advanceTime(by: 0.25)
        #expect(log.values["level"] == 0)
        host.advanceTime(by: 0.25)
        #expect(!host.isAnimating)
    }

    @Test("D30: nothing moves without the clock; flush and taps take no time")
    func noWallClock() throws {
        let log = AnimationLog()
        let host = ViewHost(Level(log: log))
        try host.tap("Fill")
        host.flush()
        #expect(log.values["level"] == 0)
        #expect(host.isAnimating)
    }

    struct Lamp: View {
        @State var level = 0.0
        var body: some View {
            VStack {
                Text("Lamp").opacity(level)
                Button("On") { withAnimation(.linear(duration: 1)) { level = 1 } }
            }
        }
    }

    @Test("D35: the tree dump shows the presentation value and what animates")
    func treeDumpAnnotations() throws {
        let host = ViewHost(Lamp())
        try host.tap("On")
        host.advanceTime(by: 0.25)
        #expect(host.render().contains("Text \"Lamp\" .opacity(0.25)  animating opacity"))
        host.advanceTime(by: 1)
        #expect(host.render().contains("Text \"Lamp\" .opacity(1)\n"))
        #expect(!host.render().contains("animating"))
    }
}

@MainActor
@Suite("D35: the JSON tree names what animates")
struct AnimationJSONTests {
    @Test("D35: \"animating\" and \"transition\" appear while something moves")
    func jsonFields() throws {
        let host = ViewHost(AnimationClockTests.Lamp())
        try host.tap("On")
        host.advanceTime(by: 0.25)
        let json = host.render(.json)
        #expect(json.contains(#""animating": ["opacity"]"#))
        host.advanceTime(by: 1)
        #expect(!host.render(.json).contains("animating"))
    }
}
