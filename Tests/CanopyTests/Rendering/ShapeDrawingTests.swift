import Canopy
import Foundation
import Testing

/// D20, D71, G2: a shape view is drawn and touched inside its outline, not over its whole
/// frame; `stroke` and `strokeBorder` draw the outline's line; the short names (`.circle`,
/// `.rect(cornerRadius:)`) are the built-in shapes.
@MainActor
@Suite("D20, D71: shapes drawn and touched by their outlines")
struct ShapeDrawingTests {
    @Test("D20: a filled circle, ellipse and capsule are drawn as such; a rectangle as a fill")
    func filledOutlines() {
        let host = gestureHost {
            VStack(alignment: .leading, spacing: 0) {
                Circle().fill(Color.red).frame(width: 40, height: 40)
                Ellipse().fill(Color.blue).frame(width: 60, height: 20)
                Capsule().frame(width: 50, height: 10)
                Rectangle().fill(Color.green).frame(width: 30, height: 10)
            }
        }
        let svg = host.renderPicture()
        #expect(svg.contains(##"<circle cx="20" cy="20" r="20" class="fill" fill="#ff3b30"/>"##))
        #expect(
            svg.contains(
                ##"<ellipse cx="30" cy="50" rx="30" ry="10" class="fill" fill="#007aff"/>"##))
        #expect(
            svg.contains(
                ##"<rect x="0" y="60" width="50" height="10" rx="5" class="fill" fill="#000000"/>"##
            ))
        #expect(
            svg.contains(
                ##"<rect x="0" y="70" width="30" height="10" class="fill" fill="#34c759"/>"##))
    }

    /// A border's rounded rectangle is the shape inset by half the line, its corners smaller by
    /// as much (SwiftUI's `RoundedRectangle._Inset`): the line's outer edge keeps the radius.
    @Test("D20: stroke centres the line on the outline; strokeBorder keeps it inside the frame")
    func strokes() {
        let host = gestureHost {
            VStack(alignment: .leading, spacing: 0) {
                Circle().stroke(Color.red, lineWidth: 4).frame(width: 40, height: 40)
                RoundedRectangle(cornerRadius: 6).strokeBorder(lineWidth: 2)
                    .frame(width: 40, height: 20)
            }
        }
        #expect(
            host.render().contains(
                """
                  ├─ Circle .stroke(red, lineWidth: 4)
                """))
        #expect(
            host.render().contains("RoundedRectangle cornerRadius:6 .strokeBorder(lineWidth: 2)"))
        let svg = host.renderPicture()
        #expect(
            svg.contains(
                ##"<circle cx="20" cy="20" r="20" class="stroke" fill="none" stroke="#ff3b30" stroke-width="4"/>"##
            ))
        #expect(
            svg.contains(
                ##"<rect x="1" y="41" width="38" height="18" rx="5" class="stroke" fill="none" stroke="#000000" stroke-width="2"/>"##
            ))
    }

    @Test("D71: a touch in the corner of a circle's frame misses it; inside the circle lands")
    func circleTouches() {
        let log = TouchLog()
        let host = gestureHost {
            Color.yellow.frame(width: 100, height: 100).onTapGesture { log.add("behind") }
            Circle().fill(Color.red).frame(width: 100, height: 100).onTapGesture {
                log.add("circle")
            }
        }
        host.tap(at: at(5, 5))
        host.tap(at: at(50, 50))
        host.tap(at: at(95, 50))
        #expect(log.take() == ["behind", "circle", "circle"])
    }

    @Test("D71: a stroked shape takes touches on its line, not in the hole inside it")
    func strokeTouches() {
        let log = TouchLog()
        let host = gestureHost {
            Color.yellow.frame(width: 100, height: 100).onTapGesture { log.add("behind") }
            Circle().stroke(Color.red, lineWidth: 10).frame(width: 100, height: 100)
                .onTapGesture { log.add("ring") }
        }
        host.tap(at: at(50, 50))
        host.tap(at: at(50, 2))
        host.tap(at: at(98, 50))
        host.tap(at: at(5, 5))
        #expect(log.take() == ["behind", "ring", "ring", "behind"])
    }

    @Test("The short names are the built-in shapes, in clipShape, background and contentShape")
    func shortNames() {
        let log = TouchLog()
        let host = gestureHost {
            Color.red.frame(width: 100, height: 100)
                .clipShape(.rect(cornerRadius: 12))
                .background(.blue, in: .capsule)
                .contentShape(.circle)
                .onTapGesture { log.add("tapped") }
        }
        let tree = host.render()
        #expect(tree.contains(".clipShape(RoundedRectangle cornerRadius:12)"))
        #expect(tree.contains(".contentShape(Circle)"))
        host.tap(at: at(3, 3))
        host.tap(at: at(50, 50))
        #expect(log.take() == ["tapped"])
        #expect(RoundedRectangle(cornerRadius: 4, style: .circular) != .rect(cornerRadius: 4))
        #expect(Capsule(style: .circular) == .capsule(style: .circular))
        #expect(Ellipse() == .ellipse)
        #expect(Rectangle() == .rect)
    }

    @Test("D20, D71: a border line wider than its shape fills it, and is drawn and touched so")
    func borderWiderThanShape() {
        let log = TouchLog()
        let host = gestureHost {
            Circle().strokeBorder(Color.red, lineWidth: 30).frame(width: 20, height: 20)
                .onTapGesture { log.add("disc") }
        }
        #expect(
            host.renderPicture().contains(
                ##"<circle cx="10" cy="10" r="0" class="stroke" fill="none" stroke="#ff3b30" stroke-width="30"/>"##
            ))
        host.tap(at: at(10, 10))
        #expect(log.take() == ["disc"])
    }

    @Test("D71: a style filled behind a view in a shape takes touches inside the shape only")
    func shapedBackgroundTouches() {
        let log = TouchLog()
        let host = gestureHost {
            Color.yellow.frame(width: 100, height: 100).onTapGesture { log.add("behind") }
            Color.clear.frame(width: 100, height: 100)
                .background(.blue, in: .circle)
                .onTapGesture { log.add("badge") }
        }
        host.tap(at: at(4, 4))
        host.tap(at: at(50, 50))
        #expect(log.take() == ["behind", "badge"])
    }
}
