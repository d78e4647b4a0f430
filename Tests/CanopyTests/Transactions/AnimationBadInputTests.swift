import Canopy
import Testing

@MainActor
@Suite("Issue 38 item 6: bad input gets a named diagnostic, never a hang or a crash")
struct AnimationBadInputTests {
    struct Forever: View {
        @State var on = false
        var body: some View {
            VStack {
                Text("Spinner").opacity(on ? 1 : 0)
                Button("Start") {
                    withAnimation(.linear(duration: 1).repeatForever()) { on = true }
                }
            }
        }
    }

    @Test("D38: repeatForever never blocks flush, settle or a long advance")
    func repeatForeverEnds() async throws {
        let host = ViewHost(Forever())
        try host.tap("Start")
        host.flush()
        await host.settle()
        host.advanceTime(by: 10)
        #expect(host.isAnimating)
        #expect(host.render().contains("animating opacity"))
    }

    struct Broken: View {
        @State var level = 0.0
        @State var delay = 0.0
        var body: some View {
            VStack {
                Text("Level").opacity(level)
                Button("NaN") { withAnimation(.linear(duration: 1)) { level = .nan } }
                Button("Negative") { withAnimation(.linear(duration: -2)) { level = 1 } }
                Button("Backwards") {
                    withAnimation(.linear(duration: 1).speed(-1)) { level = 0.5 }
                }
            }
        }
    }

    @Test("A value that is not finite shows without animating, with a diagnostic")
    func nanValue() throws {
        let host = ViewHost(Broken())
        try host.tap("NaN")
        #expect(!host.isAnimating)
        #expect(host.diagnostics.contains { $0.kind == .invalidAnimatableValue })
        host.advanceTime(by: 1)
    }

    @Test("A negative duration or speed is named; the animation runs as documented")
    func badParameters() throws {
        let host = ViewHost(Broken())
        try host.tap("Negative")
        #expect(
            host.diagnostics.contains {
                $0.kind == .invalidAnimatableValue && $0.message.contains("duration of -2")
            })
        host.advanceTime(by: 1.0 / 60)
        #expect(host.render().contains(".opacity(1)"))
        try host.tap("Backwards")
        #expect(host.diagnostics.contains { $0.message.contains("a speed of -1") })
        host.advanceTime(by: 2)
        // A speed that is not positive never moves (SwiftUI holds it at its start).
        #expect(host.render().contains(".opacity(1)"))
    }

    struct Chain: View {
        @State var count = 0
        @State var level = 0.0
        var body: some View {
            VStack {
                Text("\(count)").opacity(level)
                Button("Loop") { again() }
                Button("Bounce") { bounce() }
            }
        }

        func again() {
            withAnimation {
                count += 1
            } completion: {
                again()
            }
        }

        func bounce() {
            withAnimation(.linear(duration: 0.5)) {
                level = level == 0 ? 1 : 0
            } completion: {
                bounce()
            }
        }
    }

    @Test("D7: a completion that starts a change with nothing to animate, forever, is cut off")
    func completionLoop() throws {
        let host = ViewHost(Chain())
        try host.tap("Loop")
        #expect(host.diagnostics.contains { $0.kind == .updateLoop })
    }

    @Test("A completion that starts another animation forever runs once per animation, in time")
    func completionChain() throws {
        let host = ViewHost(Chain())
        try host.tap("Bounce")
        host.advanceTime(by: 2.1)
        #expect(host.isAnimating)
        #expect(!host.diagnostics.contains { $0.kind == .updateLoop })
    }
}
