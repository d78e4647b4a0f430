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

/// What a shape's or a stroke's odd input gives: never a crash, a hang or a malformed picture
/// (the brief's "bad input gets a clear result").
@Suite("Path: odd input (non-finite angles and points, fine dashes, over-insets)")
struct PathOddInputTests {
    @Test("A non-finite arc adds nothing; a huge curve still answers contains")
    func nonFinite() {
        var nan = Path()
        nan.addArc(
            center: .zero, radius: 10, startAngle: .zero, endAngle: .radians(.nan),
            clockwise: false)
        #expect(nan.isEmpty)
        var endless = Path()
        endless.addArc(
            center: .zero, radius: 10, startAngle: .radians(.infinity), endAngle: .zero,
            clockwise: false)
        endless.addRelativeArc(
            center: .zero, radius: 10, startAngle: .zero, delta: .radians(.infinity))
        #expect(endless.isEmpty)
        var far = Path()
        far.addArc(
            center: .zero, radius: 10, startAngle: .radians(1e17), endAngle: .zero,
            clockwise: false)
        #expect(!far.isEmpty)
        var huge = Path()
        huge.move(to: .zero)
        huge.addCurve(
            to: CGPoint(x: 1, y: 0), control1: CGPoint(x: 1e19, y: 0), control2: .zero)
        _ = huge.contains(.zero)
    }

    @Test("Dashes: an odd pattern alternates (`[5]` is 5 on, 5 off); one too fine is drawn solid")
    func dashes() {
        let line = Path { path in
            path.move(to: .zero)
            path.addLine(to: CGPoint(x: 100, y: 0))
        }
        let odd = line.strokedPath(StrokeStyle(lineWidth: 2, dash: [5]))
        #expect(odd.contains(CGPoint(x: 2, y: 0)))
        #expect(!odd.contains(CGPoint(x: 7, y: 0)))
        #expect(odd.contains(CGPoint(x: 12, y: 0)))
        let fine = line.strokedPath(StrokeStyle(lineWidth: 2, dash: [1e-15]))
        #expect(fine.contains(CGPoint(x: 50, y: 0)))
        let endless = Path { path in
            path.move(to: .zero)
            path.addLine(to: CGPoint(x: CGFloat.infinity, y: 0))
        }
        #expect(endless.strokedPath(StrokeStyle(lineWidth: 2, dash: [4, 4])).isEmpty)
    }

    @Test("A closed rectangle's round-capped, beveled stroke puts no dot at its start")
    func noDotAtClose() {
        let stroke = Path(CGRect(x: 0, y: 0, width: 100, height: 100))
            .strokedPath(StrokeStyle(lineWidth: 10, lineCap: .round, lineJoin: .bevel))
        #expect(!stroke.contains(CGPoint(x: -3, y: -3)))
        #expect(!stroke.contains(CGPoint(x: 103, y: -3)))
        #expect(stroke.contains(CGPoint(x: 50, y: -4)))
    }

    @Test("A shape inset past its middle is empty; a null or infinite rectangle adds nothing")
    func overInset() {
        #expect(Path(CGRect.null).isEmpty && Path(ellipseIn: .infinite).isEmpty)
        #expect(Path(roundedRect: .null, cornerRadius: 4).isEmpty)
        let frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(Circle().inset(by: 60).path(in: frame).isEmpty)
        #expect(Rectangle().inset(by: 60).path(in: frame).isEmpty)
    }

    @Test("A rounded rectangle starts at the middle of its trailing edge, as SwiftUI documents")
    func roundedStart() {
        let path = Path(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 5)
        #expect(path.description.hasPrefix("40 10 m 40 15 l "))
    }

    @Test("A description reads back as the same path, curves and all")
    func losslessDescription() throws {
        let ellipse = Path(ellipseIn: CGRect(x: 0, y: 0, width: 30, height: 10))
        #expect(try #require(Path(ellipse.description)) == ellipse)
    }
}
