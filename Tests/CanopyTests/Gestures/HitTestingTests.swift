import Canopy
import Foundation
import Testing

/// Issue 41 item 3, D71: a touch lands where layout put the views, on the topmost view that
/// draws at the point, as a finger's does.
@MainActor
@Suite("D71: where a touch lands (issue 41)")
struct HitTestingTests {
    @Test("D71: the topmost view takes the touch: later ZStack views, then zIndex")
    func drawingOrder() {
        let log = TouchLog()
        let host = gestureHost {
            Color.red.frame(width: 100, height: 100).onTapGesture { log.add("red") }
            Color.blue.frame(width: 100, height: 100).offset(x: 50).onTapGesture { log.add("blue") }
        }
        host.tap(at: at(75, 50))
        host.tap(at: at(25, 50))
        #expect(log.take() == ["blue", "red"])
        let raised = gestureHost {
            Color.red.frame(width: 100, height: 100).onTapGesture { log.add("red") }.zIndex(1)
            Color.blue.frame(width: 100, height: 100).offset(x: 50).onTapGesture { log.add("blue") }
        }
        raised.tap(at: at(75, 50))
        raised.tap(at: at(125, 50))
        #expect(log.take() == ["red", "blue"])
    }

    @Test("D71: allowsHitTesting(false) lets the touch through to the view behind")
    func allowsHitTesting() {
        let log = TouchLog()
        let host = gestureHost {
            Color.red.frame(width: 100, height: 100).onTapGesture { log.add("behind") }
            Color.blue.frame(width: 100, height: 100).onTapGesture { log.add("front") }
                .allowsHitTesting(false)
        }
        host.tap(at: at(50, 50))
        #expect(log.take() == ["behind"])
    }

    @Test("D71: transparent space takes no touch; contentShape makes it, and limits it to a shape")
    func contentShape() {
        let log = TouchLog()
        let row = gestureHost {
            HStack(spacing: 0) {
                Text("Row")
                Spacer()
            }
            .frame(width: 200, height: 40)
            .onTapGesture { log.add("row") }
        }
        row.tap(at: at(150, 20))
        #expect(log.take() == [])
        row.tap(at: try! row.centre(of: "Row"))
        #expect(log.take() == ["row"])
        let shaped = gestureHost {
            HStack(spacing: 0) {
                Text("Row")
                Spacer()
            }
            .frame(width: 200, height: 40)
            .contentShape(Rectangle())
            .onTapGesture { log.add("row") }
        }
        shaped.tap(at: at(150, 20))
        #expect(log.take() == ["row"])
        let circle = gestureHost {
            Color.red.frame(width: 100, height: 100)
                .contentShape(Circle())
                .onTapGesture { log.add("circle") }
        }
        circle.tap(at: at(5, 5))
        #expect(log.take() == [])
        circle.tap(at: at(50, 50))
        #expect(log.take() == ["circle"])
        let clear = gestureHost {
            Color.clear.frame(width: 100, height: 100).onTapGesture { log.add("clear") }
        }
        #expect(clear.tap(at: at(50, 50)) == false)
        #expect(log.take() == [])
    }

    @Test("D71: clipped() clips the picture, not the touches (as in SwiftUI)")
    func clippedDoesNotClipTouches() {
        let log = TouchLog()
        let host = gestureHost {
            Color.red.frame(width: 200, height: 50)
                .frame(width: 100, height: 50)
                .clipped()
                .onTapGesture { log.add("tapped") }
        }
        // The colour reaches from -50 to 150; the clip shows 0 to 100.
        host.tap(at: at(140, 25))
        #expect(log.take() == ["tapped"])
    }

    @Test("D71: disabled views take the touch but run no gesture; hidden views take none")
    func disabledAndHidden() {
        let log = TouchLog()
        let host = gestureHost {
            Color.red.frame(width: 100, height: 100).onTapGesture { log.add("behind") }
            Color.blue.frame(width: 100, height: 100).onTapGesture { log.add("front") }
                .disabled(true)
        }
        host.tap(at: at(50, 50))
        #expect(log.take() == [])
        let hidden = gestureHost {
            Color.red.frame(width: 100, height: 100).onTapGesture { log.add("behind") }
            Color.blue.frame(width: 100, height: 100).onTapGesture { log.add("front") }.hidden()
        }
        hidden.tap(at: at(50, 50))
        #expect(log.take() == ["behind"])
    }

    @Test("D71: a presented sheet is modal: the view under it takes no touch")
    func sheetIsModal() {
        struct Screen: View {
            let log: TouchLog
            @State private var showing = false
            var body: some View {
                Color.red.frame(width: 200, height: 200)
                    .onTapGesture {
                        log.add("under")
                        showing = true
                    }
                    .sheet(isPresented: $showing) {
                        Text("Sheet").onTapGesture { log.add("sheet") }
                    }
            }
        }
        let log = TouchLog()
        let host = gestureHost { Screen(log: log) }
        host.tap(at: at(10, 10))
        #expect(log.take() == ["under"])
        host.tap(at: at(10, 10))
        host.tap(at: try! host.centre(of: "Sheet"))
        #expect(log.take() == ["sheet"])
    }

    @Test("D71: a view leaving with a transition is drawn but takes no touch (D34)")
    func leavingViewsTakeNoTouch() {
        struct Screen: View {
            let log: TouchLog
            @State private var shown = true
            var body: some View {
                ZStack(alignment: .topLeading) {
                    Color.red.frame(width: 100, height: 100).onTapGesture { log.add("behind") }
                    if shown {
                        Color.blue.frame(width: 100, height: 100)
                            .onTapGesture {
                                log.add("front")
                                withAnimation(.linear(duration: 1)) { shown = false }
                            }
                            .transition(.opacity)
                    }
                }
            }
        }
        let log = TouchLog()
        let host = gestureHost { Screen(log: log) }
        host.tap(at: at(50, 50))
        #expect(host.isAnimating)
        host.tap(at: at(50, 50))
        #expect(log.take() == ["front", "behind"])
    }

    @Test("D71: a button is tapped where it is; a text field takes focus")
    func controlsAtPoints() throws {
        struct Form: View {
            @State private var count = 0
            @State private var name = ""
            var body: some View {
                VStack {
                    Button("Add \(count)") { count += 1 }
                    TextField("Name", text: $name)
                }
            }
        }
        let host = gestureHost { Form() }
        #expect(host.tap(at: try host.centre(of: "Add 0")))
        #expect(host.tap(at: try host.centre(of: "Add 1")))
        #expect(throws: ViewNotFound.self) { try host.centre(of: "Add 0") }
        #expect(host.renderScreen().contains("Add 2"))
    }
}

/// A button style that shows whether the button is pressed.
private struct PressedStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.opacity(configuration.isPressed ? 0.5 : 1)
    }
}

@MainActor
@Suite("D72: a button held by a finger is pressed (issue 41)")
struct ButtonPressTests {
    @Test(
        "D72: a button is pressed while the finger is down on it; sliding off lets go, no action")
    func pressedWhileDown() throws {
        struct Screen: View {
            @State private var taps = 0
            var body: some View {
                Button("Taps \(taps)") { taps += 1 }.buttonStyle(PressedStyle())
            }
        }
        let host = gestureHost { Screen() }
        let button = try host.centre(of: "Taps 0")
        host.touchDown(at: button)
        #expect(host.render().contains(".opacity(0.5)"))
        host.touchUp()
        #expect(host.render().contains(".opacity(1)"))
        #expect(host.render().contains("Taps 1"))
        host.touchDown(at: button)
        host.moveTouch(to: CGPoint(x: button.x, y: button.y + 150))
        #expect(host.render().contains(".opacity(1)"))
        host.touchUp()
        #expect(host.render().contains("Taps 1"))
    }
}
