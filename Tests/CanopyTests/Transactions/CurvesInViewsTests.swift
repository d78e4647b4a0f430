import Canopy
import Testing

@MainActor
@Suite("T10, T11, T13: curves, wrappers and springs, as views receive them")
struct CurvesInViewsTests {
    struct Curves: View {
        let log: AnimationLog
        @State var v = 0.0
        var body: some View {
            VStack {
                Color.clear.probe("easeInOut", v, log).animation(.easeInOut(duration: 1), value: v)
                Color.clear.probe("curve", v, log)
                    .animation(.timingCurve(0.25, 0.1, 0.25, 1, duration: 1), value: v)
                Color.clear.probe("delayed", v, log)
                    .animation(.linear(duration: 1).delay(0.5), value: v)
                Color.clear.probe("fast", v, log).animation(.linear(duration: 1).speed(2), value: v)
                Color.clear.probe("spring", v, log).animation(.spring(duration: 0.5), value: v)
                Button("Go") { v = v == 0 ? 100 : 0 }
            }
        }
    }

    @Test("T10/T11: each value follows its own animation on one clock")
    func valuesAtAQuarter() throws {
        let log = AnimationLog()
        let host = ViewHost(Curves(log: log))
        try host.tap("Go")
        host.advanceTime(by: 0.25)
        #expect(abs((log.values["easeInOut"] ?? 0) - 12.916) < 0.01)
        #expect(abs((log.values["curve"] ?? 0) - 40.851) < 0.01)
        #expect(log.values["delayed"] == 0)
        #expect(log.values["fast"] == 50)
        host.advanceTime(by: 0.25)
        #expect(abs((log.values["easeInOut"] ?? 0) - 50) < 1e-6)
        #expect(log.values["fast"] == 100)
        host.advanceTime(by: 1)
        #expect(log.values["delayed"] == 100)
    }

    @Test("T13: a spring retargeted mid-flight merges and never jumps")
    func springRetarget() throws {
        let log = AnimationLog()
        let host = ViewHost(Curves(log: log))
        try host.tap("Go")
        var previous = 0.0
        var biggestStep = 0.0
        for _ in 0..<12 {
            host.advanceTime(by: 1.0 / 60)
            let now = log.values["spring"] ?? 0
            biggestStep = max(biggestStep, abs(now - previous))
            previous = now
        }
        try host.tap("Go")
        for _ in 0..<60 {
            host.advanceTime(by: 1.0 / 60)
            let now = log.values["spring"] ?? 0
            biggestStep = max(biggestStep, abs(now - previous))
            previous = now
        }
        // A frame's step stays small: no jump to either end at the retarget.
        #expect(biggestStep < 20)
        host.advanceTime(by: 3)
        #expect(log.values["spring"] == 0)
        #expect(!host.isAnimating)
    }
}
