import Foundation

extension Path {
    /// The last point of the path: the end of its last element, or after a close the first
    /// point of the subpath it closed; `nil` for an empty path.
    public var currentPoint: CGPoint? { lastPoint }

    /// The smallest rectangle that holds every point the path passes through (not its curves'
    /// control points); `.null` for an empty path.
    public var boundingRect: CGRect {
        var minX = CGFloat.infinity
        var minY = CGFloat.infinity
        var maxX = -CGFloat.infinity
        var maxY = -CGFloat.infinity
        func include(_ point: CGPoint) {
            minX = min(minX, point.x)
            minY = min(minY, point.y)
            maxX = max(maxX, point.x)
            maxY = max(maxY, point.y)
        }
        let pieces = segments
        for segment in pieces {
            include(segment.start)
            include(segment.end)
            for t in segment.extremes() { include(segment.point(at: t)) }
        }
        if pieces.isEmpty, case .move(let point)? = elements.last { include(point) }
        guard minX <= maxX else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether `point` is inside the path, every subpath closed: by the non-zero winding
    /// rule, or with `eoFill` the even-odd rule.
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        var winding = 0
        var crossings = 0
        for polygon in polygons() {
            for (a, b) in zip(polygon, polygon.dropFirst()) {
                guard (a.y <= point.y) != (b.y <= point.y) else { continue }
                let x = a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x)
                guard x > point.x else { continue }
                crossings += 1
                winding += b.y > a.y ? 1 : -1
            }
        }
        return eoFill ? !crossings.isMultiple(of: 2) : winding != 0
    }

    /// The path with every point moved by `transform`.
    public func applying(_ transform: CGAffineTransform) -> Path {
        Path(
            elements: elements.map { element in
                switch element {
                case .move(let p): .move(to: p.applying(transform))
                case .line(let p): .line(to: p.applying(transform))
                case .quadCurve(let p, let c):
                    .quadCurve(to: p.applying(transform), control: c.applying(transform))
                case .curve(let p, let c1, let c2):
                    .curve(
                        to: p.applying(transform), control1: c1.applying(transform),
                        control2: c2.applying(transform))
                case .closeSubpath: .closeSubpath
                }
            })
    }

    /// The path moved by `dx` and `dy`.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        applying(CGAffineTransform(translationX: dx, y: dy))
    }

    /// The part of the path between fractions `from` and `to` of its length (0 its start, 1
    /// its end; a closed subpath's closing line counts). Curves stay curves, cut where the
    /// fraction falls; the part is empty when `from` is not before `to`.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        let start = max(0, min(1, from))
        let end = max(0, min(1, to))
        if start <= 0, end >= 1 { return self }
        guard start < end else { return Path() }
        let pieces = segments
        let lengths = pieces.map { $0.length }
        let total = lengths.reduce(0, +)
        guard total > 0 else { return Path() }
        let (low, high) = (start * total, end * total)
        var result = Path()
        var offset: CGFloat = 0
        var last: CGPoint?
        for (piece, length) in zip(pieces, lengths) {
            defer { offset += length }
            let (a, b) = (max(low, offset), min(high, offset + length))
            guard length > 0, b > a else { continue }
            let part = piece.part(
                from: piece.parameter(at: (a - offset) / length),
                to: piece.parameter(at: (b - offset) / length))
            if last != part.start { result.append(.move(to: part.start)) }
            result.append(part.element)
            last = part.end
        }
        return result
    }

    /// The shortest distance from `point` to the path's line (a stroke's centre line: open
    /// subpaths are not closed).
    func distance(to point: CGPoint) -> CGFloat {
        var best = CGFloat.infinity
        for polyline in polylines() {
            let points = polyline.points
            if points.count == 1 { best = min(best, point.distance(to: points[0])) }
            for (a, b) in zip(points, points.dropFirst()) {
                best = min(best, point.distance(toSegmentFrom: a, to: b))
            }
        }
        return best
    }

    /// The path as closed polygons, its curves cut into short lines: one per subpath that
    /// draws something, each closed (as a fill closes it).
    func polygons() -> [[CGPoint]] {
        polylines().compactMap { polyline in
            var points = polyline.points
            guard points.count > 1 else { return nil }
            if !polyline.isClosed, let first = points.first { points.append(first) }
            return points
        }
    }

    /// One subpath as a line of points, its curves cut into short straight pieces; a closed
    /// one ends where it started.
    struct Polyline {
        var points: [CGPoint]
        var isClosed: Bool
    }

    /// The subpaths that draw something (a lone `move` draws nothing), as lines of points.
    func polylines() -> [Polyline] {
        var result: [Polyline] = []
        var current: [CGPoint] = []
        var draws = false
        var start: CGPoint?
        func finish(closed: Bool) {
            if closed, let first = current.first { current.append(first) }
            if draws, !current.isEmpty {
                result.append(Polyline(points: current, isClosed: closed))
            }
            current = []
            draws = false
        }
        for element in elements {
            switch element {
            case .move(let point):
                finish(closed: false)
                current = [point]
                start = point
            case .closeSubpath:
                draws = draws || !current.isEmpty
                finish(closed: true)
            default:
                // After a close, the next piece starts where the closed subpath did.
                if current.isEmpty, let start { current = [start] }
                guard let from = current.last else { continue }
                current += Segment(start: from, element: element).flattened().dropFirst()
                draws = true
            }
        }
        finish(closed: false)
        return result
    }

    /// The drawn pieces of the path, each from the point where the one before it ended: a
    /// close is a line back to its subpath's start.
    var segments: [Segment] {
        var result: [Segment] = []
        var start: CGPoint?
        var current: CGPoint?
        for element in elements {
            switch element {
            case .move(let point):
                start = point
                current = point
            case .closeSubpath:
                if let from = current, let to = start {
                    result.append(Segment(start: from, element: .line(to: to)))
                }
                current = start
            case .line(let point), .quadCurve(let point, _), .curve(let point, _, _):
                if let from = current { result.append(Segment(start: from, element: element)) }
                current = point
            }
        }
        return result
    }
}

extension CGPoint {
    /// The straight-line distance to `other`.
    func distance(to other: CGPoint) -> CGFloat {
        let (dx, dy) = (x - other.x, y - other.y)
        return (dx * dx + dy * dy).squareRoot()
    }

    /// The distance to the nearest point of the segment from `a` to `b`.
    func distance(toSegmentFrom a: CGPoint, to b: CGPoint) -> CGFloat {
        let (dx, dy) = (b.x - a.x, b.y - a.y)
        let lengthSquared = dx * dx + dy * dy
        guard lengthSquared > 0 else { return distance(to: a) }
        let t = max(0, min(1, ((x - a.x) * dx + (y - a.y) * dy) / lengthSquared))
        return distance(to: CGPoint(x: a.x + t * dx, y: a.y + t * dy))
    }
}
