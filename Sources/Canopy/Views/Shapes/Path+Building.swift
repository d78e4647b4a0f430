import Foundation

// Building a path as SwiftUI (and Core Graphics) does: arcs, ellipses and rounded corners
// become cubic curves of at most a quarter turn each, and `clockwise` is Core Graphics' word
// for decreasing angles, which on SwiftUI's y-down screen turn counterclockwise.

extension Path {
    /// Starts a new subpath at `end`.
    public mutating func move(to end: CGPoint) {
        append(.move(to: end))
    }

    /// A straight line from the current point to `end` (from `end` itself when the path has
    /// no current point: it starts a subpath there, as Core Graphics does).
    public mutating func addLine(to end: CGPoint) {
        guard currentPoint != nil else { return move(to: end) }
        append(.line(to: end))
    }

    /// A quadratic Bézier curve from the current point to `end`.
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
        guard currentPoint != nil else { return move(to: end) }
        append(.quadCurve(to: end, control: control))
    }

    /// A cubic Bézier curve from the current point to `end`.
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        guard currentPoint != nil else { return move(to: end) }
        append(.curve(to: end, control1: control1, control2: control2))
    }

    /// Closes the current subpath with a line back to its first point.
    public mutating func closeSubpath() {
        guard let last = elements.last, last != .closeSubpath else { return }
        append(.closeSubpath)
    }

    /// Lines through `points`: a new subpath at the first, a line to each of the others.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { append(.line(to: point)) }
    }

    /// The rectangle `rect` as a closed subpath, from its top-leading corner.
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        guard rect.isDrawable else { return }
        let r = rect.standardized
        addLines(
            [
                CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY),
            ].map { $0.applying(transform) })
        closeSubpath()
    }

    /// Each of `rects`, as ``addRect(_:transform:)`` adds one.
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// The ellipse that fills `rect`, as a closed subpath of four curves starting at its
    /// trailing point.
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        guard rect.isDrawable else { return }
        let r = rect.standardized
        var ellipse = Path()
        ellipse.addArc(
            center: CGPoint(x: r.midX, y: r.midY), radius: 1, startAngle: .zero,
            endAngle: .degrees(360), clockwise: false)
        ellipse.closeSubpath()
        let scaled = CGAffineTransform(translationX: r.midX, y: r.midY)
            .scaledBy(x: r.width / 2, y: r.height / 2)
            .translatedBy(x: -r.midX, y: -r.midY)
        addPath(ellipse, transform: scaled.concatenating(transform))
    }

    /// A rectangle with corners rounded by `cornerSize` (each radius at most half the side),
    /// as a closed subpath from the middle of its trailing edge. Both corner styles are drawn
    /// as elliptical quarter turns.
    public mutating func addRoundedRect(
        in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
        transform: CGAffineTransform = .identity
    ) {
        addRoundedCorners(
            in: rect, radii: RectangleCornerRadii(), size: cornerSize, transform: transform)
    }

    /// A rectangle whose corners have their own radii, as a closed subpath.
    public mutating func addRoundedRect(
        in rect: CGRect, cornerRadii: RectangleCornerRadii,
        style: RoundedCornerStyle = .continuous, transform: CGAffineTransform = .identity
    ) {
        addRoundedCorners(in: rect, radii: cornerRadii, size: nil, transform: transform)
    }

    /// The rounded rectangle: corners of `size` when given, else of `radii`.
    private mutating func addRoundedCorners(
        in rect: CGRect, radii: RectangleCornerRadii, size: CGSize?,
        transform: CGAffineTransform
    ) {
        guard rect.isDrawable else { return }
        let r = rect.standardized
        let halfWidth = r.width / 2
        let halfHeight = r.height / 2
        func corner(_ radius: CGFloat) -> CGSize {
            let size = size ?? CGSize(width: radius, height: radius)
            return CGSize(
                width: max(0, min(size.width, halfWidth)),
                height: max(0, min(size.height, halfHeight)))
        }
        let topLeading = corner(radii.topLeading)
        let topTrailing = corner(radii.topTrailing)
        let bottomTrailing = corner(radii.bottomTrailing)
        let bottomLeading = corner(radii.bottomLeading)
        // From the middle of the trailing edge, clockwise on screen (SwiftUI's documented
        // start: a trim of a rounded rectangle starts there, as a circle's does).
        var outline = Path()
        outline.move(to: CGPoint(x: r.maxX, y: r.midY))
        outline.addLine(to: CGPoint(x: r.maxX, y: r.maxY - bottomTrailing.height))
        outline.addCorner(
            CGPoint(x: r.maxX - bottomTrailing.width, y: r.maxY - bottomTrailing.height),
            bottomTrailing, from: 0)
        outline.addLine(to: CGPoint(x: r.minX + bottomLeading.width, y: r.maxY))
        outline.addCorner(
            CGPoint(x: r.minX + bottomLeading.width, y: r.maxY - bottomLeading.height),
            bottomLeading, from: 90)
        outline.addLine(to: CGPoint(x: r.minX, y: r.minY + topLeading.height))
        outline.addCorner(
            CGPoint(x: r.minX + topLeading.width, y: r.minY + topLeading.height), topLeading,
            from: 180)
        outline.addLine(to: CGPoint(x: r.maxX - topTrailing.width, y: r.minY))
        outline.addCorner(
            CGPoint(x: r.maxX - topTrailing.width, y: r.minY + topTrailing.height),
            topTrailing, from: 270)
        outline.closeSubpath()
        addPath(outline, transform: transform)
    }

    /// A quarter turn of the ellipse of `size` about `center`, from `degrees` on, with the
    /// angle growing (clockwise on screen); nothing for a square corner.
    private mutating func addCorner(_ center: CGPoint, _ size: CGSize, from degrees: Double) {
        guard size.width > 0, size.height > 0 else { return }
        var arc = Path()
        arc.addArc(
            center: .zero, radius: 1, startAngle: .degrees(degrees),
            endAngle: .degrees(degrees + 90), clockwise: false)
        let placed = CGAffineTransform(scaleX: size.width, y: size.height)
            .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
        for element in arc.applying(placed).elements {
            if case .move = element { continue }
            append(element)
        }
    }

    /// An arc of the circle about `center` from `startAngle` to `endAngle`: with `clockwise`
    /// the angle decreases (counterclockwise on SwiftUI's screen, whose y grows downward),
    /// otherwise it grows. A line joins the current point to the arc's start.
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        let fullTurn = 2 * Double.pi
        let start = startAngle.radians
        let end = endAngle.radians
        guard start.isFinite, end.isFinite else { return }
        // The turn from start to end in the arc's direction: an end behind the start is
        // reached by going round (less than a turn), an end ahead by more than a turn is a
        // whole circle.
        var sweep = end - start
        let remainder = sweep.truncatingRemainder(dividingBy: fullTurn)
        if clockwise {
            sweep = sweep > 0 ? (remainder > 0 ? remainder - fullTurn : 0) : max(sweep, -fullTurn)
        } else {
            sweep = sweep < 0 ? (remainder < 0 ? remainder + fullTurn : 0) : min(sweep, fullTurn)
        }
        addArcSegments(
            center: center, radius: radius, start: start, sweep: sweep, transform: transform)
    }

    /// An arc of the circle about `center` from `startAngle`, turning by `delta` (growing
    /// angles for a positive delta).
    public mutating func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
        transform: CGAffineTransform = .identity
    ) {
        addArcSegments(
            center: center, radius: radius, start: startAngle.radians, sweep: delta.radians,
            transform: transform)
    }

    /// An arc of radius `radius` tangent to the line from the current point to
    /// `tangent1End` and to the line from there to `tangent2End`, joined to the current point
    /// by a line (Core Graphics' `addArc(tangent1End:tangent2End:radius:)`).
    public mutating func addArc(
        tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
        transform: CGAffineTransform = .identity
    ) {
        guard let current = currentPoint else {
            return move(to: tangent1End.applying(transform))
        }
        // The current point is already transformed; work in the untransformed space.
        let start = current.applying(transform.inverted())
        let (ax, ay) = (start.x - tangent1End.x, start.y - tangent1End.y)
        let (bx, by) = (tangent2End.x - tangent1End.x, tangent2End.y - tangent1End.y)
        let lengthA = (ax * ax + ay * ay).squareRoot()
        let lengthB = (bx * bx + by * by).squareRoot()
        let cross = ax * by - ay * bx
        guard lengthA > 0, lengthB > 0, radius > 0, abs(cross) > 1e-9 else {
            return addLine(to: tangent1End.applying(transform))
        }
        let cosine = max(-1, min(1, (ax * bx + ay * by) / (lengthA * lengthB)))
        let half = acos(cosine) / 2
        let distance = radius / tan(half)
        let first = CGPoint(
            x: tangent1End.x + ax / lengthA * distance, y: tangent1End.y + ay / lengthA * distance)
        let second = CGPoint(
            x: tangent1End.x + bx / lengthB * distance, y: tangent1End.y + by / lengthB * distance)
        // The centre is off the corner along the bisector, at radius from both lines.
        let (bisectorX, bisectorY) = (ax / lengthA + bx / lengthB, ay / lengthA + by / lengthB)
        let bisectorLength = (bisectorX * bisectorX + bisectorY * bisectorY).squareRoot()
        let toCentre = radius / sin(half)
        let center = CGPoint(
            x: tangent1End.x + bisectorX / bisectorLength * toCentre,
            y: tangent1End.y + bisectorY / bisectorLength * toCentre)
        let startAngle = atan2(Double(first.y - center.y), Double(first.x - center.x))
        let endAngle = atan2(Double(second.y - center.y), Double(second.x - center.x))
        var sweep = endAngle - startAngle
        if sweep > .pi { sweep -= 2 * .pi }
        if sweep < -.pi { sweep += 2 * .pi }
        addArcSegments(
            center: center, radius: radius, start: startAngle, sweep: sweep,
            transform: transform)
    }

    /// `path`'s elements after this path's, each point moved by `transform`.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        let added = transform.isIdentity ? path : path.applying(transform)
        for element in added.elements { append(element) }
    }

    /// The arc as cubic curves of at most a quarter turn each, joined to the current point by
    /// a line (or starting a subpath when there is none).
    private mutating func addArcSegments(
        center: CGPoint, radius: CGFloat, start: Double, sweep: Double,
        transform: CGAffineTransform
    ) {
        func point(_ angle: Double) -> CGPoint {
            CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
        guard start.isFinite, sweep.isFinite, radius.isFinite, center.x.isFinite, center.y.isFinite
        else { return }
        // More than a turn draws the circle once.
        let sweep = max(-2 * Double.pi, min(2 * Double.pi, sweep))
        let first = point(start).applying(transform)
        if currentPoint == nil {
            move(to: first)
        } else if currentPoint != first {
            append(.line(to: first))
        }
        guard radius > 0, sweep != 0 else { return }
        let count = max(1, Int((abs(sweep) / (Double.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / Double(count)
        // A cubic's control points for an arc of `step`: 4/3·tan(step/4) of the radius along
        // the tangents.
        let handle = 4.0 / 3.0 * tan(step / 4) * radius
        var angle = start
        for _ in 0..<count {
            let next = angle + step
            let from = point(angle)
            let to = point(next)
            let control1 = CGPoint(x: from.x - handle * sin(angle), y: from.y + handle * cos(angle))
            let control2 = CGPoint(x: to.x + handle * sin(next), y: to.y - handle * cos(next))
            append(
                .curve(
                    to: to.applying(transform), control1: control1.applying(transform),
                    control2: control2.applying(transform)))
            angle = next
        }
    }
}

extension CGRect {
    /// Whether the rectangle has finite corners: the null rectangle (what an inset past the
    /// middle gives) and an infinite one add nothing to a path.
    fileprivate var isDrawable: Bool {
        !isNull && !isInfinite && minX.isFinite && minY.isFinite && width.isFinite
            && height.isFinite
    }
}
