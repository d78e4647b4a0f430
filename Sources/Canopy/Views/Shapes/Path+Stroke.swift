import Foundation

extension Path {
    /// The area a line drawn along the path as `style` says covers, as a path to fill: each
    /// straight piece of the line (curves cut into short ones) a rectangle, each join and cap
    /// its own polygon, all turning the same way, so the non-zero rule fills their union.
    /// Dashes leave their gaps out.
    public func strokedPath(_ style: StrokeStyle) -> Path {
        let half = style.lineWidth / 2
        guard half > 0, half.isFinite else { return Path() }
        var result = Path()
        func add(_ polygon: [CGPoint]) {
            guard polygon.count > 2 else { return }
            result.addLines(Self.signedArea(polygon) < 0 ? polygon.reversed() : polygon)
            result.closeSubpath()
        }
        for polyline in polylines() {
            // A line that does not end can be neither drawn nor dashed.
            guard polyline.points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { continue }
            for (points, isClosed) in Self.dashed(
                polyline.points, closed: polyline.isClosed, style: style)
            {
                Self.addLine(points, closed: isClosed, half: half, style: style, into: add)
            }
        }
        return result
    }

    /// The rectangles, joins and caps of one run of the line.
    private static func addLine(
        _ points: [CGPoint], closed: Bool, half: CGFloat, style: StrokeStyle,
        into add: ([CGPoint]) -> Void
    ) {
        // Repeated points make no direction.
        var run: [CGPoint] = []
        for point in points where run.last != point { run.append(point) }
        guard run.count > 1 else {
            if let point = run.first, style.lineCap == .round { add(circle(point, half)) }
            return
        }
        func normal(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
            let length = a.distance(to: b)
            return CGPoint(x: -(b.y - a.y) / length * half, y: (b.x - a.x) / length * half)
        }
        for (a, b) in zip(run, run.dropFirst()) {
            let n = normal(a, b)
            add([
                CGPoint(x: a.x + n.x, y: a.y + n.y), CGPoint(x: b.x + n.x, y: b.y + n.y),
                CGPoint(x: b.x - n.x, y: b.y - n.y), CGPoint(x: a.x - n.x, y: a.y - n.y),
            ])
        }
        // Joins: between each two pieces, and for a closed run where it closes.
        var corners: [(CGPoint, CGPoint, CGPoint)] = []
        for index in 1..<(run.count - 1) {
            corners.append((run[index - 1], run[index], run[index + 1]))
        }
        if closed, run.count > 2 { corners.append((run[run.count - 2], run[0], run[1])) }
        for (before, vertex, after) in corners {
            add(join(before, vertex, after, half: half, style: style))
        }
        guard !closed else { return }
        for (end, inner) in [(run[0], run[1]), (run[run.count - 1], run[run.count - 2])] {
            switch style.lineCap {
            case .round:
                add(circle(end, half))
            case .square:
                let length = end.distance(to: inner)
                let d = CGPoint(
                    x: (end.x - inner.x) / length * half, y: (end.y - inner.y) / length * half)
                let n = normal(inner, end)
                add([
                    CGPoint(x: end.x + n.x, y: end.y + n.y),
                    CGPoint(x: end.x + n.x + d.x, y: end.y + n.y + d.y),
                    CGPoint(x: end.x - n.x + d.x, y: end.y - n.y + d.y),
                    CGPoint(x: end.x - n.x, y: end.y - n.y),
                ])
            default:
                break
            }
        }
    }

    /// The polygon that fills the corner at `vertex` on its outer side.
    private static func join(
        _ before: CGPoint, _ vertex: CGPoint, _ after: CGPoint, half: CGFloat, style: StrokeStyle
    ) -> [CGPoint] {
        if style.lineJoin == .round { return circle(vertex, half) }
        let (ux, uy) = (vertex.x - before.x, vertex.y - before.y)
        let (vx, vy) = (after.x - vertex.x, after.y - vertex.y)
        let (lu, lv) = ((ux * ux + uy * uy).squareRoot(), (vx * vx + vy * vy).squareRoot())
        let cross = ux * vy - uy * vx
        guard lu > 0, lv > 0, abs(cross) > 1e-12 else { return [] }
        // The outer side is left of a right turn and right of a left one.
        let side: CGFloat = cross > 0 ? -1 : 1
        let first = CGPoint(
            x: vertex.x - uy / lu * half * side, y: vertex.y + ux / lu * half * side)
        let second = CGPoint(
            x: vertex.x - vy / lv * half * side, y: vertex.y + vx / lv * half * side)
        guard style.lineJoin == .miter else { return [vertex, first, second] }
        // The miter's tip lies where the two outer edges meet.
        let cosine = max(-1, min(1, (ux * vx + uy * vy) / (lu * lv)))
        let angle = Double.pi - acos(cosine)
        let miterLength = 1 / sin(angle / 2)
        guard miterLength <= style.miterLimit else { return [vertex, first, second] }
        let (mx, my) = ((first.x + second.x) / 2 - vertex.x, (first.y + second.y) / 2 - vertex.y)
        let mLength = (mx * mx + my * my).squareRoot()
        guard mLength > 0 else { return [vertex, first, second] }
        let reach = half * miterLength
        let tip = CGPoint(x: vertex.x + mx / mLength * reach, y: vertex.y + my / mLength * reach)
        return [vertex, first, tip, second]
    }

    /// A circle of `radius` about `center`, as a polygon of 24 sides.
    private static func circle(_ center: CGPoint, _ radius: CGFloat) -> [CGPoint] {
        (0..<24).map { index in
            let angle = Double(index) / 24 * 2 * .pi
            return CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
    }

    /// Twice the polygon's signed area (its sign says which way it turns).
    private static func signedArea(_ polygon: [CGPoint]) -> CGFloat {
        zip(polygon, polygon.dropFirst() + [polygon[0]]).reduce(0) {
            $0 + $1.0.x * $1.1.y - $1.1.x * $1.0.y
        }
    }

    /// The most dashes one subpath is cut into; a pattern finer than that (a dash of a
    /// millionth of a point) draws the subpath solid rather than run out of memory.
    static let dashLimit = 10_000

    /// The runs of `polyline` the dash pattern draws (the whole of it for a solid line). As in
    /// Core Graphics and SVG, dashes and gaps alternate through the pattern, so an odd count
    /// of lengths swaps dashes and gaps on its second time round (`[5]` is 5 on, 5 off).
    private static func dashed(_ polyline: [CGPoint], closed: Bool, style: StrokeStyle)
        -> [([CGPoint], Bool)]
    {
        let pattern = style.dash.map { $0.isFinite ? max(0, $0) : 0 }
        let period = pattern.reduce(0, +)
        let length = zip(polyline, polyline.dropFirst()).reduce(0) { $0 + $1.0.distance(to: $1.1) }
        guard !pattern.isEmpty, period > 0, length.isFinite,
            length / period * CGFloat(pattern.count) <= CGFloat(dashLimit)
        else { return [(polyline, closed)] }
        // Where in the pattern the line starts: the phase walked through it.
        var index = 0
        var drawing = true
        var left = pattern[0]
        var phase =
            style.dashPhase.isFinite ? style.dashPhase.truncatingRemainder(dividingBy: period) : 0
        if phase < 0 { phase += period }
        func advance() {
            index = (index + 1) % pattern.count
            left = pattern[index]
            drawing.toggle()
        }
        // Twice the pattern's count of steps at most: an odd pattern's period is two rounds.
        var steps = 0
        while phase > 0, steps < 2 * pattern.count {
            if phase >= left {
                phase -= left
                advance()
                steps += 1
            } else {
                left -= phase
                phase = 0
            }
        }
        var runs: [([CGPoint], Bool)] = []
        var current: [CGPoint] = drawing ? [polyline[0]] : []
        for (a, b) in zip(polyline, polyline.dropFirst()) {
            let total = a.distance(to: b)
            var walked: CGFloat = 0
            while walked < total {
                // The segment's end is reached exactly, so rounding cannot leave a sliver.
                let remaining = total - walked
                if left >= remaining {
                    walked = total
                    left -= remaining
                } else {
                    walked += left
                    left = 0
                }
                let t = walked / total
                let to = CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                if drawing { current.append(to) }
                guard left <= 0 else { continue }
                if drawing, current.count > 1 { runs.append((current, false)) }
                advance()
                current = drawing ? [to] : []
            }
        }
        if drawing, current.count > 1 { runs.append((current, false)) }
        return runs
    }
}
