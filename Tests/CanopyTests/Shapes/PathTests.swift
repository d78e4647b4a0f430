import Canopy
import Foundation
import Testing

/// `Path`, as SwiftUI's: built from lines, curves, arcs and shapes in y-down coordinates,
/// described in Core Graphics' string form, and asked what it contains, where it ends and
/// what part of it a trim or a stroke covers.
@Suite("Path: building, describing, containing, trimming and stroking")
struct PathTests {
    @Test("Lines and a close describe as Core Graphics writes them, and read back")
    func describeAndParse() throws {
        let triangle = Path { path in
            path.move(to: CGPoint(x: 0, y: 0))
            path.addLine(to: CGPoint(x: 10, y: 0))
            path.addLine(to: CGPoint(x: 10, y: 10))
            path.closeSubpath()
        }
        #expect(triangle.description == "0 0 m 10 0 l 10 10 l h")
        #expect(try #require(Path("0 0 m 10 0 l 10 10 l h")) == triangle)
        #expect(Path("0 0 m 10 l") == nil)
        #expect(Path("0 0 x") == nil)
        #expect(Path("1 2 3 c") == nil)
        #expect(triangle.currentPoint == CGPoint(x: 0, y: 0))
        #expect(Path().isEmpty && Path().currentPoint == nil && Path().boundingRect.isNull)
    }

    @Test("A rectangle runs from its top-leading corner, clockwise on screen, and is closed")
    func rectangle() {
        let path = Path(CGRect(x: 0, y: 0, width: 10, height: 20))
        #expect(path.description == "0 0 m 10 0 l 10 20 l 0 20 l h")
        #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 10, height: 20))
        #expect(path.contains(CGPoint(x: 5, y: 10)))
        #expect(!path.contains(CGPoint(x: 11, y: 10)))
    }

    @Test("An ellipse is four curves in its rectangle; its bounds are the rectangle's")
    func ellipse() {
        let path = Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 10))
        var curves = 0
        path.forEach { if case .curve = $0 { curves += 1 } }
        #expect(curves == 4)
        let bounds = path.boundingRect
        #expect(abs(bounds.minX) < 1e-9 && abs(bounds.maxX - 20) < 1e-9)
        #expect(abs(bounds.minY) < 1e-9 && abs(bounds.maxY - 10) < 1e-9)
        #expect(path.contains(CGPoint(x: 10, y: 5)))
        #expect(!path.contains(CGPoint(x: 1, y: 1)))
    }

    @Test("addArc: growing angles turn clockwise on screen; clockwise: true goes the other way")
    func arcs() throws {
        var quarter = Path()
        quarter.addArc(
            center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90),
            clockwise: false)
        let end = try #require(quarter.currentPoint)
        #expect(abs(end.x) < 1e-9 && abs(end.y - 10) < 1e-9)
        #expect(abs(quarter.boundingRect.width - 10) < 1e-9)
        #expect(abs(quarter.boundingRect.height - 10) < 1e-9)

        var rest = Path()
        rest.addArc(
            center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90),
            clockwise: true)
        #expect(abs(rest.boundingRect.width - 20) < 1e-9)
        #expect(abs(rest.boundingRect.height - 20) < 1e-9)

        // A corner rounded between two lines ends on the second line.
        var corner = Path()
        corner.move(to: .zero)
        corner.addArc(
            tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 5)
        let cornerEnd = try #require(corner.currentPoint)
        #expect(abs(cornerEnd.x - 10) < 1e-9 && abs(cornerEnd.y - 5) < 1e-9)
    }

    @Test("The non-zero rule fills a square inside another turning the same way; even-odd does not")
    func fillRules() {
        var nested = Path(CGRect(x: 0, y: 0, width: 30, height: 30))
        nested.addRect(CGRect(x: 10, y: 10, width: 10, height: 10))
        #expect(nested.contains(CGPoint(x: 15, y: 15)))
        #expect(!nested.contains(CGPoint(x: 15, y: 15), eoFill: true))
        #expect(nested.contains(CGPoint(x: 5, y: 5), eoFill: true))
    }

    @Test("A rounded rectangle leaves its corners out")
    func roundedCorners() {
        let path = Path(
            roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 8)
        #expect(!path.contains(CGPoint(x: 1, y: 1)))
        #expect(path.contains(CGPoint(x: 4, y: 4)))
        let uneven = Path(
            roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20),
            cornerRadii: RectangleCornerRadii(topLeading: 10))
        #expect(!uneven.contains(CGPoint(x: 1, y: 1)))
        #expect(uneven.contains(CGPoint(x: 39, y: 1)))
        #expect(uneven.contains(CGPoint(x: 1, y: 19)))
    }

    @Test(
        "trimmedPath cuts by length: a line keeps its middle; a circle's first half is its lower half"
    )
    func trimming() throws {
        let line = Path { path in
            path.move(to: .zero)
            path.addLine(to: CGPoint(x: 100, y: 0))
        }
        #expect(line.trimmedPath(from: 0.25, to: 0.5).description == "25 0 m 50 0 l")
        #expect(line.trimmedPath(from: 0.5, to: 0.25).isEmpty)
        #expect(line.trimmedPath(from: 0, to: 1) == line)

        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        let half = circle.trimmedPath(from: 0, to: 0.5)
        let bounds = half.boundingRect
        #expect(abs(bounds.minY - 50) < 0.5 && abs(bounds.maxY - 100) < 0.5)
        let end = try #require(half.currentPoint)
        #expect(abs(end.x) < 0.5 && abs(end.y - 50) < 0.5)
    }

    @Test("strokedPath covers the line's width, its caps and only its dashes")
    func stroking() {
        let line = Path { path in
            path.move(to: CGPoint(x: 0, y: 10))
            path.addLine(to: CGPoint(x: 100, y: 10))
        }
        let butt = line.strokedPath(StrokeStyle(lineWidth: 4))
        #expect(butt.contains(CGPoint(x: 50, y: 11.5)))
        #expect(!butt.contains(CGPoint(x: 50, y: 12.5)))
        #expect(!butt.contains(CGPoint(x: 101, y: 10)))
        let round = line.strokedPath(StrokeStyle(lineWidth: 4, lineCap: .round))
        #expect(round.contains(CGPoint(x: 101, y: 10)))
        let dashed = line.strokedPath(StrokeStyle(lineWidth: 2, dash: [10, 10]))
        #expect(dashed.contains(CGPoint(x: 5, y: 10)))
        #expect(!dashed.contains(CGPoint(x: 15, y: 10)))
        #expect(dashed.contains(CGPoint(x: 25, y: 10)))
        let shifted = line.strokedPath(StrokeStyle(lineWidth: 2, dash: [10, 10], dashPhase: 10))
        #expect(!shifted.contains(CGPoint(x: 5, y: 10)))
        #expect(shifted.contains(CGPoint(x: 15, y: 10)))
    }

    @Test("A mitered corner reaches its tip; a beveled one does not")
    func joins() {
        let corner = Path { path in
            path.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 20, y: 0), CGPoint(x: 20, y: 20)])
        }
        let tip = CGPoint(x: 21.5, y: -1.5)
        #expect(corner.strokedPath(StrokeStyle(lineWidth: 4, lineJoin: .miter)).contains(tip))
        #expect(!corner.strokedPath(StrokeStyle(lineWidth: 4, lineJoin: .bevel)).contains(tip))
    }

    @Test("applying and offsetBy move every point")
    func transforms() {
        let path = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(
            path.offsetBy(dx: 5, dy: 1).boundingRect == CGRect(x: 5, y: 1, width: 10, height: 10))
        #expect(
            path.applying(CGAffineTransform(scaleX: 2, y: 3)).boundingRect
                == CGRect(x: 0, y: 0, width: 20, height: 30))
    }
}
