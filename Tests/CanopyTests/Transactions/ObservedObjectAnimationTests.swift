import Canopy
import Testing

private final class Meter: ObservableObject {
    @Published var level = 0.0
    @Published var count = 0
}

@MainActor
@Suite("T1: a change to an observed object carries the transaction of the code around it")
struct ObservedObjectAnimationTests {
    struct Gauge: View {
        let log: AnimationLog
        @ObservedObject fileprivate var meter: Meter
        var body: some View {
            VStack {
                Color.clear.probe("level", meter.level, log)
                Button("Fill") { withAnimation(.linear(duration: 1)) { meter.level = 100 } }
            }
        }
    }

    @Test("T1: withAnimation around an @Published change animates what reads it")
    func observedObjectAnimates() throws {
        let log = AnimationLog()
        let host = ViewHost(Gauge(log: log, meter: Meter()))
        try host.tap("Fill")
        host.advanceTime(by: 0.5)
        #expect(log.values["level"] == 50)
    }

    struct Toggled: View {
        @EnvironmentObject fileprivate var meter: Meter
        var body: some View {
            VStack {
                Text("Top")
                Group { if meter.count % 2 == 0 { Text("Shown").padding() } }
                Text("Bottom")
            }
        }
    }

    @Test("D34: a view removed by an animated object change is held, then leaves the layout")
    func heldViewLeavesLayout() throws {
        let meter = Meter()
        let host = ViewHost(Toggled().environmentObject(meter))
        _ = host.render(RenderOptions(showsFrames: true))
        withAnimation(.linear(duration: 1)) { meter.count += 1 }
        host.flush()
        // The invariant check after the flush compares the layout with a fresh one.
        let frames = host.render(RenderOptions(showsFrames: true))
        #expect(frames.contains("removing"))
        host.advanceTime(by: 1.1)
        #expect(!host.render().contains("Shown"))
    }
}
