import Canopy
import Foundation
import Testing

/// Issue 41 item 3: each gesture recognizes what a finger does at a view's laid-out position,
/// with SwiftUI's values.
@MainActor
@Suite("Gestures recognized from touches (issue 41, D68–D70)")
struct GestureRecognitionTests {
    @Test("TapGesture(count:) ends on the last tap; a single tap does not end a double tap")
    func tapCounts() {
        let log = TouchLog()
        let host = gestureHost {
            Color.red.frame(width: 100, height: 100)
                .gesture(TapGesture(count: 2).onEnded { log.add("double") })
        }
        #expect(host.tap(at: at(50, 50)) == false)
        #expect(log.take() == [])
        #expect(host.doubleTap(at: at(50, 50)))
        #expect(log.take() == ["double"])
        #expect(host.tap(at: at(50, 50), count: 3))
        #expect(log.take() == ["double"])
    }

    @Test("D68: a tap whose finger moves more than 10 points, or lands outside, does nothing")
    func tapMovement() {
        let log = TouchLog()
        let host = gestureHost {
            Color.red.frame(width: 100, height: 100).onTapGesture { log.add("tap") }
        }
        host.touchDown(at: at(50, 50))
        host.moveTouch(to: at(58, 50))
        host.touchUp()
        #expect(log.take() == ["tap"])
        host.touchDown(at: at(50, 50))
        host.moveTouch(to: at(61, 50))
        host.touchUp()
        #expect(log.take() == [])
        #expect(host.tap(at: at(150, 150)) == false)
        #expect(log.take() == [])
    }

    @Test("D70: a tap held half a second is a press, not a tap")
    func tapHeldTooLong() {
        let log = TouchLog()
        let host = gestureHost {
            Color.red.frame(width: 100, height: 100).onTapGesture { log.add("tap") }
        }
        host.touchDown(at: at(50, 50))
        host.holdTouch(for: 0.4)
        host.touchUp()
        #expect(log.take() == ["tap"])
        #expect(host.longPress(at: at(50, 50), duration: 0.6) == false)
        #expect(log.take() == [])
    }

    @Test("SpatialTapGesture and onTapGesture(coordinateSpace:) report the location in their space")
    func spatialTap() {
        let log = TouchLog()
        let host = gestureHost {
            VStack(spacing: 0) {
                Color.clear.frame(width: 10, height: 20)
                Color.red.frame(width: 100, height: 100)
                    .onTapGesture { location in log.add("local \(location.x),\(location.y)") }
                    .gesture(
                        SpatialTapGesture(coordinateSpace: .named("board")).onEnded {
                            log.add("named \($0.location.x),\($0.location.y)")
                        }
                    )
                    .simultaneousGesture(
                        SpatialTapGesture(count: 1, coordinateSpace: .global).onEnded {
                            log.add("global \($0.location.x),\($0.location.y)")
                        })
            }
            .padding(.leading, 30)
            .coordinateSpace(name: "board")
        }
        host.tap(at: at(40, 25))
        // The inner `onTapGesture` wins over the `gesture` attached after it; the simultaneous
        // one runs too.
        #expect(log.take() == ["local 10.0,5.0", "global 40.0,25.0"])
    }

    @Test("LongPressGesture: true while held, ends when its duration passes on the host's clock")
    func longPress() {
        let log = TouchLog()
        let host = gestureHost {
            Color.red.frame(width: 100, height: 100)
                .onLongPressGesture(minimumDuration: 1) {
                    log.add("long press")
                } onPressingChanged: {
                    log.add("pressing \($0)")
                }
        }
        host.touchDown(at: at(50, 50))
        #expect(log.take() == ["pressing true"])
        host.holdTouch(for: 0.9)
        #expect(log.take() == [])
        host.holdTouch(for: 0.2)
        #expect(log.take() == ["long press", "pressing false"])
        host.touchUp()
        // Lifted early: no long press.
        host.touchDown(at: at(50, 50))
        host.holdTouch(for: 0.5)
        host.touchUp()
        #expect(log.take() == ["pressing true", "pressing false"])
        // Moved beyond its maximum distance: it fails.
        host.touchDown(at: at(50, 50))
        host.moveTouch(to: at(50, 70))
        host.holdTouch(for: 2)
        host.touchUp()
        #expect(log.take() == ["pressing true", "pressing false"])
    }

    @Test("DragGesture: begins after its minimum distance; values carry translation and velocity")
    func drag() {
        let log = TouchLog()
        let host = gestureHost {
            Color.red.frame(width: 100, height: 100)
                .gesture(
                    DragGesture()
                        .onChanged { log.add("changed \($0.translation.width)") }
                        .onEnded { value in
                            log.add(
                                "ended \(value.startLocation.x)→\(value.location.x)"
                                    + " v\(value.velocity.width.rounded()) p\(value.predictedEndLocation.x.rounded())"
                            )
                        })
        }
        host.touchDown(at: at(20, 50))
        host.advanceTime(by: 0.1)
        host.moveTouch(to: at(25, 50))
        #expect(log.take() == [])
        host.advanceTime(by: 0.1)
        host.moveTouch(to: at(40, 50))
        host.advanceTime(by: 0.1)
        host.moveTouch(to: at(60, 50))
        host.touchUp()
        #expect(
            log.take() == [
                "changed 20.0", "changed 40.0", "ended 20.0→60.0 v200.0 p160.0",
            ])
        // Released before it moved far enough: it never began.
        host.touchDown(at: at(20, 50))
        host.moveTouch(to: at(25, 50))
        host.touchUp()
        #expect(log.take() == [])
    }

    @Test(
        "DragGesture(minimumDistance: 0, coordinateSpace: .global) begins at once, in window points"
    )
    func dragGlobal() {
        let log = TouchLog()
        let host = gestureHost {
            Color.red.frame(width: 100, height: 100).offset(x: 50, y: 50)
                .gesture(
                    DragGesture(minimumDistance: 0, coordinateSpace: .global)
                        .onChanged { log.add("\($0.location.x),\($0.location.y)") })
        }
        host.drag(from: at(60, 60), to: at(80, 60), steps: 2)
        #expect(log.take() == ["60.0,60.0", "70.0,60.0", "80.0,60.0"])
    }

    @Test("MagnifyGesture and RotateGesture follow two fingers")
    func pinchAndRotate() {
        let log = TouchLog()
        let host = gestureHost {
            Color.red.frame(width: 200, height: 200)
                .gesture(
                    MagnifyGesture().onEnded {
                        log.add("scale \($0.magnification) anchor \($0.startAnchor)")
                    }
                )
                .simultaneousGesture(
                    RotateGesture().onEnded {
                        log.add("rotation \(Int($0.rotation.degrees.rounded()))")
                    })
        }
        host.pinch(at: at(100, 100), scale: 2)
        #expect(log.take() == ["scale 2.0 anchor center"])
        host.rotate(at: at(100, 100), by: .degrees(90))
        #expect(log.take() == ["rotation 90"])
    }

    @Test("map, simultaneously, sequenced and exclusively combine values as SwiftUI's types do")
    func composition() {
        let log = TouchLog()
        let host = gestureHost {
            Color.red.frame(width: 100, height: 100)
                .gesture(
                    LongPressGesture(minimumDuration: 0.5)
                        .sequenced(before: DragGesture(minimumDistance: 0))
                        .onEnded { value in
                            switch value {
                            case .first: log.add("first")
                            case .second(let pressed, let drag):
                                log.add("second \(pressed) \(drag?.translation.width ?? -1)")
                            }
                        })
            Color.blue.frame(width: 100, height: 100).offset(y: 100)
                .gesture(
                    TapGesture(count: 2).map { "double" }
                        .exclusively(before: TapGesture().map { "single" })
                        .onEnded { value in
                            switch value {
                            case .first(let name), .second(let name): log.add(name)
                            }
                        })
            Color.green.frame(width: 100, height: 100).offset(x: 100)
                .gesture(
                    AnyGesture(
                        TapGesture().simultaneously(with: LongPressGesture())
                            .map { "tap \($0.first != nil) press \($0.second ?? false)" }
                    ).onEnded { log.add($0) })
        }
        host.touchDown(at: at(50, 50))
        host.holdTouch(for: 0.6)
        host.moveTouch(to: at(70, 50))
        host.touchUp()
        #expect(log.take() == ["second true 20.0"])
        host.tap(at: at(50, 150))
        host.doubleTap(at: at(50, 150))
        #expect(log.take() == ["single", "double"])
        // The tap ends when the finger lifts; the long press, lifted early, failed.
        host.tap(at: at(150, 50))
        #expect(log.take() == ["tap true press false"])
    }
}

@MainActor
@Suite("Gestures in the tree and JSON (issue 41)")
struct GestureRenderingTests {
    @Test("A view's gestures print on its line, with their arguments, in the tree and in JSON")
    func printed() {
        let host = gestureHost {
            Text("Card")
                .gesture(DragGesture(minimumDistance: 0).onChanged { _ in })
                .highPriorityGesture(TapGesture(count: 2), including: .gesture)
                .simultaneousGesture(
                    LongPressGesture(minimumDuration: 1).sequenced(before: DragGesture()),
                    name: "reorder"
                )
                .gesture(MagnifyGesture(), isEnabled: false)
                .defersSystemGestures(on: .bottom)
                .contentShape(.interaction, Circle())
        }
        let line = """
            Text "Card" .gesture(DragGesture(minimumDistance: 0)) \
            .highPriorityGesture(TapGesture(count: 2), including: .gesture) \
            .simultaneousGesture(LongPressGesture(minimumDuration: 1).sequenced(before: DragGesture), \
            name: "reorder") .gesture(MagnifyGesture, isEnabled: false) \
            .defersSystemGestures(on: .bottom) .contentShape(.interaction, Circle)
            """
        #expect(host.render().contains(line))
        #expect(
            host.render(.json).contains(
                #"".highPriorityGesture(TapGesture(count: 2), including: .gesture)""#))
    }
}

@MainActor
@Suite("Gestures: bad input does nothing, never crashes (issue 41)")
struct GestureBadInputTests {
    @Test("Points outside the window or not numbers, no steps, no taps, odd durations")
    func badInput() {
        let log = TouchLog()
        let host = gestureHost {
            Color.red.frame(width: 100, height: 100)
                .gesture(TapGesture(count: 0).onEnded { log.add("tap") })
                .simultaneousGesture(
                    LongPressGesture(minimumDuration: .infinity).onEnded { _ in log.add("never") }
                )
                .simultaneousGesture(
                    LongPressGesture(minimumDuration: -1).onEnded { _ in log.add("at once") })
        }
        #expect(host.tap(at: CGPoint(x: CGFloat.nan, y: 10)) == false)
        #expect(host.tap(at: at(-50, 500)) == false)
        #expect(host.drag(from: at(10, 10), to: at(20, 10), steps: 0))
        host.touchDown(at: at(50, 50))
        host.holdTouch(for: .nan)
        host.holdTouch(for: -3)
        host.touchUp()
        #expect(host.tap(at: at(50, 50), count: 0))
        // A drag of 10 points is still a tap (D68); a hold of no time too; a count of 0 is 1.
        #expect(log.take() == ["at once", "tap", "at once", "tap", "at once", "tap"])
        // Events with no sequence under way are ignored.
        host.moveTouch(to: at(1, 1))
        host.touchUp()
        #expect(log.take() == [])
    }
}
