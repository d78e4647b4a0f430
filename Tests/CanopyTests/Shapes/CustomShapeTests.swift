import Canopy
import Foundation
import Testing

/// A shape of one's own, as SwiftUI sample code writes it.
private struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: rect.midX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            path.closeSubpath()
        }
    }
}

/// A diamond that insets itself, so `strokeBorder` keeps its line inside.
private struct Diamond: InsettableShape {
    var insetAmount: CGFloat = 0

    func path(in rect: CGRect) -> Path {
        let r = rect.insetBy(dx: insetAmount, dy: insetAmount)
        return Path { path in
            path.addLines([
                CGPoint(x: r.midX, y: r.minY), CGPoint(x: r.maxX, y: r.midY),
                CGPoint(x: r.midX, y: r.maxY), CGPoint(x: r.minX, y: r.midY),
            ])
            path.closeSubpath()
        }
    }

    func inset(by amount: CGFloat) -> Diamond {
        Diamond(insetAmount: insetAmount + amount)
    }
}

/// D20, D71: every shape is drawn and touched by its path, a custom one included; `trim`,
/// `StrokeStyle`, `inset(by:)`, `stroke(lineWidth:)` as a shape, `UnevenRoundedRectangle`
/// and `AnyShape` behave as SwiftUI's.
@MainActor
@Suite("D20, D71: custom shapes, trims, stroke styles and insets drawn and touched by path")
struct CustomShapeTests {
    @Test("D20: a custom shape is printed by its type and drawn as its path")
    func drawnByPath() {
        let host = gestureHost {
            Triangle().fill(Color.red).frame(width: 100, height: 80)
        }
        #expect(host.render().contains("Triangle .fill(red)"))
        #expect(
            host.renderPicture().contains(
                ##"<path d="M 50 0 L 100 80 L 0 80 Z" class="fill" fill="#ff3b30"/>"##))
    }

    @Test("D71: a touch lands on a custom shape inside its path, not in its frame's corners")
    func touchedByPath() {
        let log = TouchLog()
        let host = gestureHost {
            Color.yellow.frame(width: 100, height: 100).onTapGesture { log.add("behind") }
            Triangle().frame(width: 100, height: 100).onTapGesture { log.add("triangle") }
        }
        host.tap(at: at(5, 5))
        host.tap(at: at(50, 60))
        host.tap(at: at(95, 5))
        #expect(log.take() == ["behind", "triangle", "behind"])
    }

    @Test("D71: clipShape and contentShape take a custom shape's path")
    func clipAndContentShape() {
        let log = TouchLog()
        let host = gestureHost {
            Color.yellow.frame(width: 100, height: 100).onTapGesture { log.add("behind") }
            Color.red.frame(width: 100, height: 100)
                .clipShape(Triangle())
                .contentShape(Triangle())
                .onTapGesture { log.add("red") }
        }
        #expect(host.render().contains(".clipShape(Triangle)"))
        let svg = host.renderPicture()
        #expect(svg.contains(##"<path d="M 50 0 L 100 100 L 0 100 Z"/></clipPath>"##))
        host.tap(at: at(5, 5))
        host.tap(at: at(50, 90))
        #expect(log.take() == ["behind", "red"])
    }

    @Test("D20, D71: a trimmed circle is drawn as its arc and touched only on it")
    func trimmedRing() {
        let log = TouchLog()
        let host = gestureHost {
            Color.yellow.frame(width: 100, height: 100).onTapGesture { log.add("behind") }
            Circle().trim(from: 0, to: 0.5).stroke(Color.blue, lineWidth: 10)
                .frame(width: 100, height: 100)
                .onTapGesture { log.add("arc") }
        }
        #expect(
            host.render().contains("Circle .trim(from: 0, to: 0.5) .stroke(blue, lineWidth: 10)"))
        let svg = host.renderPicture()
        #expect(svg.contains(##"<path d="M 100 50 C "##))
        #expect(svg.contains(##"class="stroke" fill="none" stroke="#007aff" stroke-width="10"/>"##))
        // The first half of a circle runs from its trailing point down and round to its
        // leading point: the lower half.
        host.tap(at: at(50, 98))
        host.tap(at: at(50, 2))
        #expect(log.take() == ["arc", "behind"])
    }

    @Test("D20: a StrokeStyle prints as written and draws its caps, joins and dashes")
    func strokeStyle() {
        let host = gestureHost {
            Rectangle()
                .stroke(
                    Color.red,
                    style: StrokeStyle(
                        lineWidth: 2, lineCap: .round, lineJoin: .bevel, dash: [4, 2])
                )
                .frame(width: 40, height: 20)
        }
        #expect(
            host.render().contains(
                "Rectangle .stroke(red, style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .bevel, dash: [4, 2]))"
            ))
        #expect(
            host.renderPicture().contains(
                ##"stroke-width="2" stroke-linecap="round" stroke-linejoin="bevel" stroke-dasharray="4 2"/>"##
            ))
    }

    @Test("D71: stroke(lineWidth:) is a shape: filled, it is drawn and touched as its line")
    func strokeAsShape() {
        let log = TouchLog()
        let host = gestureHost {
            Color.yellow.frame(width: 100, height: 100).onTapGesture { log.add("behind") }
            Circle().stroke(lineWidth: 10).fill(Color.red).frame(width: 100, height: 100)
                .onTapGesture { log.add("ring") }
        }
        #expect(host.render().contains("Circle .stroke(lineWidth: 10) .fill(red)"))
        #expect(
            host.renderPicture().contains(
                ##"<circle cx="50" cy="50" r="50" class="stroke" fill="none" stroke="#ff3b30" stroke-width="10"/>"##
            ))
        host.tap(at: at(50, 50))
        host.tap(at: at(50, 2))
        #expect(log.take() == ["behind", "ring"])
        // Its path is the area the line covers.
        let ring = Circle().stroke(lineWidth: 10).path(
            in: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(ring.contains(CGPoint(x: 50, y: 3)))
        #expect(!ring.contains(CGPoint(x: 50, y: 50)))
    }

    @Test("D20: strokeBorder insets a custom insettable shape by half the line")
    func insettableBorder() {
        let host = gestureHost {
            Diamond().strokeBorder(Color.green, lineWidth: 4).frame(width: 40, height: 40)
        }
        #expect(host.render().contains("Diamond .strokeBorder(green, lineWidth: 4)"))
        #expect(
            host.renderPicture().contains(
                ##"<path d="M 20 2 L 38 20 L 20 38 L 2 20 Z" class="stroke""##))
    }

    @Test("inset(by:) shrinks a built-in shape, a rounded rectangle's corners with it")
    func insetShapes() {
        let log = TouchLog()
        let host = gestureHost {
            Color.yellow.frame(width: 100, height: 100).onTapGesture { log.add("behind") }
            Circle().inset(by: 20).fill(Color.red).frame(width: 100, height: 100)
                .onTapGesture { log.add("disc") }
        }
        #expect(host.render().contains("Circle .inset(by: 20) .fill(red)"))
        host.tap(at: at(50, 15))
        host.tap(at: at(50, 25))
        #expect(log.take() == ["behind", "disc"])
        let rounded = RoundedRectangle(cornerRadius: 10).inset(by: 4)
            .path(in: CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(rounded.boundingRect == CGRect(x: 4, y: 4, width: 32, height: 32))
        #expect(!rounded.contains(CGPoint(x: 5, y: 5)))
        #expect(rounded.contains(CGPoint(x: 7, y: 7)))
    }

    @Test("UnevenRoundedRectangle rounds only the corners given; AnyShape draws as its shape")
    func unevenAndAnyShape() {
        let log = TouchLog()
        let host = gestureHost {
            Color.yellow.frame(width: 100, height: 100).onTapGesture { log.add("behind") }
            UnevenRoundedRectangle(topLeadingRadius: 30, bottomTrailingRadius: 30)
                .fill(Color.red).frame(width: 100, height: 100)
                .onTapGesture { log.add("card") }
        }
        #expect(
            host.render().contains(
                "UnevenRoundedRectangle topLeading:30 bottomLeading:0 bottomTrailing:30 topTrailing:0 .fill(red)"
            ))
        host.tap(at: at(3, 3))
        host.tap(at: at(97, 3))
        host.tap(at: at(97, 97))
        #expect(log.take() == ["behind", "card", "behind"])

        let round = true
        let clipped = gestureHost {
            Color.red.frame(width: 40, height: 40)
                .clipShape(round ? AnyShape(Circle()) : AnyShape(Rectangle()))
        }
        #expect(clipped.render().contains(".clipShape(Circle)"))
        #expect(clipped.renderPicture().contains(##"<circle cx="20" cy="20" r="20"/></clipPath>"##))
    }

    @Test("A Path is a view: drawn where its points are, stroked or filled")
    func pathAsView() {
        let host = gestureHost {
            Path { path in
                path.move(to: CGPoint(x: 10, y: 10))
                path.addLine(to: CGPoint(x: 90, y: 10))
            }
            .stroke(Color.black, lineWidth: 2)
            .frame(width: 100, height: 20)
        }
        #expect(host.render().contains("Path .stroke(black, lineWidth: 2)"))
        #expect(host.renderPicture().contains(##"<path d="M 10 10 L 90 10" class="stroke""##))
    }

    @Test("D71: offset, rotation and scale move a shape's path, where it is drawn and touched")
    func transformedShapes() {
        let log = TouchLog()
        let host = gestureHost {
            Color.yellow.frame(width: 100, height: 100).onTapGesture { log.add("behind") }
            Rectangle().offset(x: 50).fill(Color.red).frame(width: 100, height: 100)
                .onTapGesture { log.add("moved") }
        }
        #expect(host.render().contains("Rectangle .offset(x: 50, y: 0) .fill(red)"))
        #expect(
            host.renderPicture().contains(
                ##"<path d="M 50 0 L 150 0 L 150 100 L 50 100 Z" class="fill" fill="#ff3b30"/>"##))
        host.tap(at: at(25, 50))
        host.tap(at: at(75, 50))
        #expect(log.take() == ["behind", "moved"])

        let square = CGRect(x: 0, y: 0, width: 10, height: 10)
        let turned = Rectangle().rotation(.degrees(45)).path(in: square).boundingRect
        #expect(abs(turned.width - 10 * 2.squareRoot()) < 1e-9)
        #expect(abs(turned.midX - 5) < 1e-9 && abs(turned.midY - 5) < 1e-9)
        #expect(
            Circle().scale(0.5).path(in: square).boundingRect.integral
                == CGRect(x: 2, y: 2, width: 6, height: 6).integral)
        #expect(
            Rectangle().scale(x: 2, anchor: .topLeading).path(in: square).boundingRect
                == CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(
            Rectangle().transform(CGAffineTransform(translationX: 1, y: 2)).path(in: square)
                .boundingRect == CGRect(x: 1, y: 2, width: 10, height: 10))
        #expect(
            Circle().rotation(.degrees(90)).inset(by: 2).path(in: square).boundingRect.width < 7)
    }

    @Test("D71: a dashed line takes touches on its dashes, not in its gaps")
    func dashedTouches() {
        let log = TouchLog()
        let host = gestureHost {
            Color.yellow.frame(width: 100, height: 20).onTapGesture { log.add("behind") }
            Path { path in
                path.move(to: CGPoint(x: 0, y: 10))
                path.addLine(to: CGPoint(x: 100, y: 10))
            }
            .stroke(Color.black, style: StrokeStyle(lineWidth: 10, dash: [10, 10]))
            .frame(width: 100, height: 20)
            .onTapGesture { log.add("dash") }
        }
        host.tap(at: at(5, 10))
        host.tap(at: at(15, 10))
        #expect(log.take() == ["dash", "behind"])
    }

    @Test("fill() fills with the foreground; .rect(cornerSize:) is a rounded rectangle")
    func defaults() {
        let host = gestureHost { Circle().fill().frame(width: 10, height: 10) }
        #expect(host.render().contains("Circle .fill(primary)"))
        let short: RoundedRectangle = .rect(cornerSize: CGSize(width: 4, height: 2))
        #expect(short == RoundedRectangle(cornerSize: CGSize(width: 4, height: 2)))
    }

    @Test("RoundedRectangle(cornerSize:) has elliptical corners and prints them")
    func cornerSize() {
        let shape = RoundedRectangle(cornerSize: CGSize(width: 20, height: 10))
        let host = gestureHost { shape.frame(width: 100, height: 40) }
        #expect(host.render().contains("RoundedRectangle cornerSize:20x10"))
        let path = shape.path(in: CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(!path.contains(CGPoint(x: 4, y: 2)))
        #expect(path.contains(CGPoint(x: 10, y: 4)))
    }
}

/// A progress ring, as SwiftUI samples write one.
private struct ProgressRing: View {
    @State var progress: CGFloat = 0

    var body: some View {
        VStack {
            Circle().trim(from: 0, to: progress).stroke(Color.blue, lineWidth: 4)
                .frame(width: 40, height: 40)
            Button("Fill") { withAnimation(.linear(duration: 1)) { progress = 1 } }
        }
    }
}

@MainActor
@Suite("T7, T8, D35: a shape's animatable data moves on the clock")
struct ShapeAnimationTests {
    @Test("T7, D35: an animated trim is printed and drawn at its presentation while it moves")
    func animatedTrim() throws {
        let host = ViewHost(ProgressRing())
        #expect(host.render().contains("Circle .trim(from: 0, to: 0) .stroke(blue, lineWidth: 4)"))
        try host.tap("Fill")
        #expect(host.isAnimating)
        host.advanceTime(by: 0.5)
        #expect(
            host.render().contains("Circle .trim(from: 0, to: 0.5) .stroke(blue, lineWidth: 4)"))
        host.advanceTime(by: 0.6)
        #expect(!host.isAnimating)
        #expect(host.render().contains("Circle .trim(from: 0, to: 1) .stroke(blue, lineWidth: 4)"))
    }

    @Test(
        "T7, D35: a custom shape's animatableData moves what the picture draws; without animation it jumps"
    )
    func customShapeData() throws {
        let host = ViewHost(GrowingBar())
        try host.tap("Grow")
        host.advanceTime(by: 0.5)
        #expect(host.render().contains("Bar .fill(red)"))
        // The window centres the stack: the bar's frame starts at (462, 359).
        #expect(
            host.renderPicture().contains(##"<path d="M 462 359 L 512 359 L 512 369 L 462 369 Z""##)
        )
        host.advanceTime(by: 0.6)
        #expect(
            host.renderPicture().contains(##"<path d="M 462 359 L 562 359 L 562 369 L 462 369 Z""##)
        )
        try host.tap("Shrink")
        #expect(
            host.renderPicture().contains(##"<path d="M 462 359 L 462 359 L 462 369 L 462 369 Z""##)
        )
    }
}

/// A bar filled to a fraction of its width.
private struct Bar: Shape {
    var fraction: Double
    nonisolated var animatableData: Double {
        get { fraction }
        set { fraction = newValue }
    }

    func path(in rect: CGRect) -> Path {
        Path(CGRect(x: rect.minX, y: rect.minY, width: rect.width * fraction, height: rect.height))
    }
}

/// A ring stroked as a shape, with round caps: `stroke(style:)` animates with the trim.
private struct RoundCappedRing: View {
    @State var progress: CGFloat = 0

    var body: some View {
        VStack {
            Circle().trim(from: 0, to: progress)
                .stroke(style: StrokeStyle(lineWidth: 12, lineCap: .round))
                .frame(width: 40, height: 40)
            Button("Fill") { withAnimation(.linear(duration: 1)) { progress = 1 } }
        }
    }
}

private struct GrowingBar: View {
    @State var fraction = 0.0

    var body: some View {
        VStack(spacing: 0) {
            Bar(fraction: fraction).fill(Color.red).frame(width: 100, height: 10)
            Button("Grow") { withAnimation(.linear(duration: 1)) { fraction = 1 } }
            Button("Shrink") { fraction = 0 }
        }
    }
}
