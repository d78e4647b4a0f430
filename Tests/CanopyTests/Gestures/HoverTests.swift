import Canopy
import Foundation
import Testing

/// Issue 41: `onHover` and `onContinuousHover` hear a pointer moved over the laid-out window,
/// found as a touch's target is (D71); the pointer modifiers are recorded.
@MainActor
@Suite("Hover: a pointer over the laid-out views (issue 41, D71)")
struct HoverTests {
    @Test("onHover hears the pointer enter and leave; a view on top hides the one below")
    func enterAndLeave() {
        let log = TouchLog()
        let host = gestureHost {
            Color.red.frame(width: 100, height: 100).onHover { log.add("red \($0)") }
            Color.blue.frame(width: 50, height: 50).offset(x: 50, y: 50)
                .onHover { log.add("blue \($0)") }
        }
        host.movePointer(to: at(20, 20))
        host.movePointer(to: at(30, 20))
        #expect(log.take() == ["red true"])
        host.movePointer(to: at(70, 70))
        #expect(log.take() == ["red false", "blue true"])
        host.movePointer(to: nil)
        #expect(log.take() == ["blue false"])
    }

    @Test("onContinuousHover reports the location in its space, and .ended when the pointer leaves")
    func continuous() {
        let log = TouchLog()
        let host = gestureHost {
            VStack {
                Color.red.frame(width: 100, height: 100)
                    .onContinuousHover { phase in
                        switch phase {
                        case .active(let point): log.add("at \(point.x),\(point.y)")
                        case .ended: log.add("ended")
                        }
                    }
            }
            .padding(.leading, 40)
            .onHover { log.add("outer \($0)") }
        }
        host.movePointer(to: at(50, 10))
        host.movePointer(to: at(60, 20))
        host.movePointer(to: at(10, 10))
        #expect(
            log.take() == ["outer true", "at 10.0,10.0", "at 20.0,20.0", "ended", "outer false"])
    }

    @Test("allowsHitTesting(false) lets the pointer through; the pointer modifiers are recorded")
    func throughAndRecorded() {
        let log = TouchLog()
        let host = gestureHost {
            Color.red.frame(width: 100, height: 100).onHover { log.add("behind \($0)") }
            Color.blue.frame(width: 100, height: 100).onHover { log.add("front \($0)") }
                .allowsHitTesting(false)
                .hoverEffect(.lift)
                .hoverEffectDisabled()
                .defaultHoverEffect(.highlight)
                .pointerVisibility(.hidden)
                .allowsWindowActivationEvents()
        }
        host.movePointer(to: at(50, 50))
        #expect(log.take() == ["behind true"])
        #expect(
            host.render().contains(
                ".hoverEffect(.lift) .hoverEffectDisabled(true) .defaultHoverEffect(.highlight) .pointerVisibility(.hidden) .allowsWindowActivationEvents()"
            ))
    }
}
