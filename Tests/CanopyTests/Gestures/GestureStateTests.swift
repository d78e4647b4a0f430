import Canopy
import Foundation
import Testing

/// A view that draws a number, animatable: its text shows the value an animation has it at.
private struct Meter: View, Animatable {
    var value: Double
    nonisolated var animatableData: Double {
        get { value }
        set { value = newValue }
    }
    var body: some View { Text("meter \(Int(value.rounded()))") }
}

private struct DragMeter: View {
    @GestureState private var dragged: Double
    @State private var drops = 0

    /// A meter a drag moves, which goes back in `resetTransaction` when the drag ends.
    init(resetTransaction: Transaction) {
        _dragged = GestureState(wrappedValue: 0, resetTransaction: resetTransaction)
    }

    var body: some View {
        VStack(spacing: 0) {
            Meter(value: dragged)
            Text("drops \(drops)")
        }
        .frame(width: 200, height: 200)
        .contentShape(Rectangle())
        .gesture(
            DragGesture(minimumDistance: 0)
                .updating($dragged) { value, state, _ in state = value.translation.width }
                .onEnded { _ in drops += 1 })
    }
}

/// Issue 41 item 3: `@GestureState` follows a gesture while it runs and goes back when it ends,
/// in its reset transaction.
@MainActor
@Suite("@GestureState: updating while a gesture runs, reset at its end (issue 41)")
struct GestureStateTests {
    @Test("updating writes the state at each move; the end resets it, animated by its transaction")
    func resetsAtEnd() {
        let animated = gestureHost {
            DragMeter(resetTransaction: Transaction(animation: .linear(duration: 1)))
        }
        animated.touchDown(at: at(20, 100))
        animated.moveTouch(to: at(60, 100))
        #expect(animated.renderScreen().contains("meter 40\ndrops 0"))
        animated.moveTouch(to: at(120, 100))
        #expect(animated.renderScreen().contains("meter 100\ndrops 0"))
        animated.touchUp()
        // The end's own change (`drops`) and the reset land in one update: the reset's
        // transaction animates the meter back.
        #expect(animated.isAnimating)
        #expect(animated.renderScreen().contains("meter 100\ndrops 1"))
        animated.advanceTime(by: 0.5)
        #expect(animated.renderScreen().contains("meter 50\ndrops 1"))
        animated.advanceTime(by: 1)
        #expect(animated.renderScreen().contains("meter 0\ndrops 1"))
        #expect(!animated.isAnimating)

        let plain = gestureHost { DragMeter(resetTransaction: Transaction()) }
        plain.drag(from: at(20, 100), to: at(120, 100))
        #expect(!plain.isAnimating)
        #expect(plain.renderScreen().contains("meter 0\ndrops 1"))
    }

    @Test("Fingers put down again without lifting cancel the sequence under way: its state resets")
    func newSequenceCancelsTheOld() {
        let host = gestureHost { DragMeter(resetTransaction: Transaction()) }
        host.touchDown(at: at(20, 100))
        host.moveTouch(to: at(80, 100))
        #expect(host.renderScreen().contains("meter 60\ndrops 0"))
        host.touchDown(at: at(20, 100))
        #expect(host.renderScreen().contains("meter 0\ndrops 0"))
        host.touchUp()
        #expect(host.renderScreen().contains("meter 0\ndrops 1"))
    }

    @Test("A gesture cancelled by a higher-ranked one resets what its updating wrote")
    func cancelledResets() {
        struct Pressable: View {
            @GestureState private var pressing = false
            @State private var taps = 0
            var body: some View {
                Text(pressing ? "pressing \(taps)" : "idle \(taps)")
                    .frame(width: 100, height: 100)
                    .background(Color.gray)
                    .gesture(
                        LongPressGesture(minimumDuration: 2).updating($pressing) {
                            value, state, _ in
                            state = value
                        }
                    )
                    .highPriorityGesture(TapGesture().onEnded { taps += 1 })
            }
        }
        let host = gestureHost { Pressable() }
        host.touchDown(at: at(50, 50))
        // The tap above it may still win: the press waits, and writes nothing yet.
        #expect(host.renderScreen().contains("idle 0"))
        host.touchUp()
        #expect(host.renderScreen().contains("idle 1"))
        host.touchDown(at: at(50, 50))
        host.holdTouch(for: 0.6)
        // The tap failed (held too long): the press runs.
        #expect(host.renderScreen().contains("pressing 1"))
        host.touchUp()
        #expect(host.renderScreen().contains("idle 1"))
    }

    @Test("GestureState's initialisers: optional, reset closure with the value it had")
    func initialisers() {
        struct Optional: View {
            @GestureState private var start: CGPoint? = nil
            @GestureState(reset: { value, transaction in
                transaction.animation = value > 50 ? .linear(duration: 1) : nil
            }) private var far = 0.0
            var body: some View {
                Text(start.map { "from \(Int($0.x)) far \(Int(far))" } ?? "none \(Int(far))")
                    .frame(width: 200, height: 100)
                    .contentShape(Rectangle())
                    .gesture(
                        DragGesture()
                            .updating($start) { value, state, _ in state = value.startLocation }
                            .updating($far) { value, state, _ in state = value.translation.width })
            }
        }
        let host = gestureHost { Optional() }
        host.touchDown(at: at(10, 50))
        host.moveTouch(to: at(40, 50))
        #expect(host.renderScreen().contains("from 10 far 30"))
        host.touchUp()
        #expect(host.renderScreen().contains("none 0"))
        #expect(!host.isAnimating)
    }
}
