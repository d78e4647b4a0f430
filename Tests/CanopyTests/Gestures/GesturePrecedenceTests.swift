import Canopy
import Foundation
import Testing

/// Issue 41 item 3, D72: the gestures a touch reaches compete as SwiftUI documents —
/// `gesture` after the view's own, `highPriorityGesture` before them, `simultaneousGesture`
/// alongside; `GestureMask` turns gestures off.
@MainActor
@Suite("D72: which gesture wins (issue 41)")
struct GesturePrecedenceTests {
    @Test("D72: a child's gesture wins over its parent's; a parent's highPriorityGesture wins")
    func childBeforeParent() {
        let log = TouchLog()
        let plain = gestureHost {
            VStack { Color.red.frame(width: 100, height: 100).onTapGesture { log.add("child") } }
                .onTapGesture { log.add("parent") }
        }
        plain.tap(at: at(50, 50))
        #expect(log.take() == ["child"])
        let high = gestureHost {
            VStack { Color.red.frame(width: 100, height: 100).onTapGesture { log.add("child") } }
                .highPriorityGesture(TapGesture().onEnded { log.add("parent") })
        }
        high.tap(at: at(50, 50))
        #expect(log.take() == ["parent"])
        let both = gestureHost {
            VStack { Color.red.frame(width: 100, height: 100).onTapGesture { log.add("child") } }
                .simultaneousGesture(TapGesture().onEnded { log.add("parent") })
        }
        both.tap(at: at(50, 50))
        #expect(log.take() == ["child", "parent"])
    }

    @Test("D72: a parent's drag runs once the child's tap fails by moving")
    func parentDragAfterChildTapFails() {
        let log = TouchLog()
        let host = gestureHost {
            VStack { Color.red.frame(width: 100, height: 100).onTapGesture { log.add("tap") } }
                .gesture(DragGesture().onEnded { log.add("drag \($0.translation.width)") })
        }
        host.drag(from: at(20, 50), to: at(80, 50))
        #expect(log.take() == ["drag 60.0"])
        host.tap(at: at(20, 50))
        #expect(log.take() == ["tap"])
    }

    @Test("D72: count 2 attached first waits for the double tap; attached after, it never runs")
    func doubleAndSingleTap() {
        let log = TouchLog()
        let waiting = gestureHost {
            Color.red.frame(width: 100, height: 100)
                .onTapGesture(count: 2) { log.add("double") }
                .onTapGesture { log.add("single") }
        }
        waiting.tap(at: at(50, 50))
        waiting.doubleTap(at: at(50, 50))
        #expect(log.take() == ["single", "double"])
        let shadowed = gestureHost {
            Color.red.frame(width: 100, height: 100)
                .onTapGesture { log.add("single") }
                .onTapGesture(count: 2) { log.add("double") }
        }
        shadowed.doubleTap(at: at(50, 50))
        #expect(log.take() == ["single", "single"])
    }

    @Test("D72: a tap and a long press on one view: a short touch taps, a held one long-presses")
    func tapAndLongPress() {
        let log = TouchLog()
        let host = gestureHost {
            Color.red.frame(width: 100, height: 100)
                .onTapGesture { log.add("tap") }
                .onLongPressGesture { log.add("long press") }
        }
        host.tap(at: at(50, 50))
        host.longPress(at: at(50, 50))
        #expect(log.take() == ["tap", "long press"])
    }

    @Test(
        "D72: a button's action wins over a tap gesture on it, unless simultaneous or high priority"
    )
    func buttonAndGesture() {
        struct Buttons: View {
            let log: TouchLog
            var body: some View {
                VStack(spacing: 10) {
                    Button("Plain") { log.add("plain action") }
                        .onTapGesture { log.add("plain gesture") }
                    Button("Both") { log.add("both action") }
                        .simultaneousGesture(TapGesture().onEnded { log.add("both gesture") })
                    Button("High") { log.add("high action") }
                        .highPriorityGesture(TapGesture().onEnded { log.add("high gesture") })
                    Button("Held") { log.add("held action") }
                        .onLongPressGesture { log.add("held gesture") }
                }
            }
        }
        let log = TouchLog()
        let host = gestureHost { Buttons(log: log) }
        for label in ["Plain", "Both", "High", "Held"] {
            host.tap(at: try! host.centre(of: label))
        }
        host.longPress(at: try! host.centre(of: "Held"))
        #expect(
            log.take() == [
                "plain action", "both action", "both gesture", "high gesture", "held action",
                "held gesture",
            ])
    }

    @Test("D72: GestureMask: .gesture turns off the subviews', .subviews its own, .none both")
    func masks() {
        let log = TouchLog()
        func host(_ mask: GestureMask) -> ViewHost {
            gestureHost {
                VStack {
                    Color.red.frame(width: 100, height: 100).onTapGesture { log.add("child") }
                }
                .gesture(DragGesture().onEnded { _ in log.add("drag") }, including: mask)
            }
        }
        for mask in [GestureMask.all, .gesture, .subviews, .none] {
            let window = host(mask)
            window.tap(at: at(50, 50))
            window.drag(from: at(20, 50), to: at(80, 50))
            log.add("|")
        }
        #expect(
            log.take() == ["child", "drag", "|", "drag", "|", "child", "|", "|"])
    }

    @Test("D72: isEnabled: false attaches nothing; a view that leaves cancels its gesture")
    func disabledAndLeaving() {
        struct Vanishing: View {
            let log: TouchLog
            @State private var shown = true
            @GestureState private var dragging = false
            var body: some View {
                ZStack(alignment: .topLeading) {
                    Color.gray.frame(width: 200, height: 200)
                    if shown {
                        Color.red.frame(width: 100, height: 100)
                            .gesture(
                                DragGesture(minimumDistance: 0)
                                    .onChanged { _ in
                                        log.add("changed")
                                        shown = false
                                    }
                                    .onEnded { _ in log.add("ended") })
                    }
                    Text(shown ? "shown" : "gone").offset(y: 150)
                }
            }
        }
        let log = TouchLog()
        let host = gestureHost { Vanishing(log: log) }
        host.drag(from: at(50, 50), to: at(90, 50), steps: 2)
        #expect(log.take() == ["changed"])
        #expect(host.renderScreen().contains("gone"))
        let off = gestureHost {
            Color.red.frame(width: 100, height: 100)
                .gesture(TapGesture().onEnded { log.add("tap") }, isEnabled: false)
        }
        off.tap(at: at(50, 50))
        #expect(log.take() == [])
    }
}
