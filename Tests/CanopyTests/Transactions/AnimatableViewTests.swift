import Canopy
import Testing

@MainActor
@Suite("T7: only animatable data animates; an Animatable view's body runs with it")
struct AnimatableViewTests {
    struct Gauge: View, Animatable {
        var level: Double
        var angle: Double
        let log: AnimationLog

        nonisolated var animatableData: AnimatablePair<Double, Double> {
            get { AnimatablePair(level, angle) }
            set { (level, angle) = (newValue.first, newValue.second) }
        }

        var body: some View {
            log.entries.append("\(level),\(angle)")
            return Text("level \(level)")
        }
    }

    struct Panel: View {
        let log: AnimationLog
        @State var on = false
        var body: some View {
            VStack {
                Gauge(level: on ? 100 : 0, angle: on ? 20 : 10, log: log)
                Text(on ? "On" : "Off")
                Button("Switch") { withAnimation(.linear(duration: 1)) { on.toggle() } }
            }
        }
    }

    @Test("T7: an AnimatablePair moves both values; text and branches change at once")
    func pairInterpolates() throws {
        let log = AnimationLog()
        let host = ViewHost(Panel(log: log))
        _ = log.take()
        try host.tap("Switch")
        // The update's body runs with the old value: the animation begins there (D30).
        #expect(log.take() == ["0.0,10.0"])
        #expect(host.render().contains("Text \"On\""))
        host.advanceTime(by: 0.5)
        #expect(log.entries.last == "50.0,15.0")
        host.advanceTime(by: 0.25)
        #expect(log.entries.last == "75.0,17.5")
        #expect(host.render().contains("Text \"level 75.000000\""))
        #expect(host.render().contains("Gauge  animating Gauge"))
        host.advanceTime(by: 1)
        #expect(log.entries.last == "100.0,20.0")
        #expect(!host.isAnimating)
    }

    @Test("D32: a frame runs the animatable view's body, and no other body")
    func framesRunOnlyAnimatableBodies() throws {
        let log = AnimationLog()
        let host = ViewHost(Panel(log: log))
        try host.tap("Switch")
        _ = log.take()
        host.advanceTime(by: 0.1)
        // Frames at 1/60 … 6/60: one body per frame.
        #expect(log.take().count == 6)
    }
}

/// A shape with data of its own: `Shape` is `Animatable`, as in SwiftUI.
private struct Wave: Shape {
    var phase: Double
    nonisolated var animatableData: Double {
        get { phase }
        set { phase = newValue }
    }

    nonisolated func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: rect.minX, y: rect.midY))
            for step in 1...8 {
                let x = rect.minX + rect.width * CGFloat(step) / 8
                path.addLine(to: CGPoint(x: x, y: rect.midY + sin(phase + Double(step)) * 4))
            }
        }
    }
}

@MainActor
@Suite("T7: Shape is Animatable")
struct ShapeAnimatableTests {
    @Test("T7: a shape's animatableData compiles against Animatable; shapes still mount as shapes")
    func shapes() {
        func data<A: Animatable>(_ value: A) -> A.AnimatableData { value.animatableData }
        #expect(data(Wave(phase: 2)) == 2)
        #expect(data(Circle()) == EmptyAnimatableData())
        let host = ViewHost(
            VStack {
                Wave(phase: 1); Circle()
            })
        #expect(host.render() == "VStack\n├─ Wave\n└─ Circle")
    }
}
