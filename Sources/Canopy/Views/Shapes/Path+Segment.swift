import Foundation

extension Path {
    /// One drawn piece of a path with the point it starts from: a line or a Bézier curve.
    struct Segment {
        let start: CGPoint
        /// A `.line`, `.quadCurve` or `.curve`.
        let element: Element

        var end: CGPoint {
            switch element {
            case .line(let p), .quadCurve(let p, _), .curve(let p, _, _), .move(let p): p
            case .closeSubpath: start
            }
        }

        /// The segment as a cubic's four points (a line and a quadratic raised to one).
        private var cubic: (CGPoint, CGPoint, CGPoint, CGPoint) {
            switch element {
            case .quadCurve(let p, let c):
                let c1 = CGPoint(
                    x: start.x + 2 / 3 * (c.x - start.x), y: start.y + 2 / 3 * (c.y - start.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                return (start, c1, c2, p)
            case .curve(let p, let c1, let c2):
                return (start, c1, c2, p)
            default:
                let p = end
                return (
                    start,
                    CGPoint(x: start.x + (p.x - start.x) / 3, y: start.y + (p.y - start.y) / 3),
                    CGPoint(
                        x: start.x + 2 * (p.x - start.x) / 3, y: start.y + 2 * (p.y - start.y) / 3),
                    p
                )
            }
        }

        private var isLine: Bool {
            if case .line = element { return true }
            return false
        }

        /// The point at parameter `t` (0 the start, 1 the end).
        func point(at t: CGFloat) -> CGPoint {
            if isLine {
                return CGPoint(
                    x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)
            }
            let (p0, p1, p2, p3) = cubic
            let u = 1 - t
            let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
            return CGPoint(
                x: a * p0.x + b * p1.x + c * p2.x + d * p3.x,
                y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
        }

        /// The parameters in (0, 1) where the curve turns back in x or in y: with the ends,
        /// where its bounding box is reached.
        func extremes() -> [CGFloat] {
            guard !isLine else { return [] }
            let (p0, p1, p2, p3) = cubic
            func roots(_ a0: CGFloat, _ a1: CGFloat, _ a2: CGFloat, _ a3: CGFloat) -> [CGFloat] {
                // The derivative's coefficients: a·t² + b·t + c.
                let a = 3 * (-a0 + 3 * a1 - 3 * a2 + a3)
                let b = 6 * (a0 - 2 * a1 + a2)
                let c = 3 * (a1 - a0)
                if abs(a) < 1e-12 {
                    return abs(b) < 1e-12 ? [] : [-c / b]
                }
                let discriminant = b * b - 4 * a * c
                guard discriminant >= 0 else { return [] }
                let root = discriminant.squareRoot()
                return [(-b + root) / (2 * a), (-b - root) / (2 * a)]
            }
            return (roots(p0.x, p1.x, p2.x, p3.x) + roots(p0.y, p1.y, p2.y, p3.y))
                .filter { $0 > 0 && $0 < 1 }
        }

        /// How many straight pieces stand for the curve: about one per 1.5 points of its
        /// control polygon, from 4 to 128.
        private var pieceCount: Int {
            guard !isLine else { return 1 }
            let (p0, p1, p2, p3) = cubic
            let polygon = p0.distance(to: p1) + p1.distance(to: p2) + p2.distance(to: p3)
            guard polygon.isFinite else { return 4 }
            return Int(max(4, min(128, (polygon / 1.5).rounded(.up))))
        }

        /// The points of the curve cut into straight pieces, its start and end included.
        func flattened() -> [CGPoint] {
            let count = pieceCount
            return (0...count).map { point(at: CGFloat($0) / CGFloat(count)) }
        }

        /// The segment's length (a curve's, measured along its straight pieces).
        var length: CGFloat {
            let points = flattened()
            return zip(points, points.dropFirst()).reduce(0) { $0 + $1.0.distance(to: $1.1) }
        }

        /// The parameter at `fraction` of the segment's length.
        func parameter(at fraction: CGFloat) -> CGFloat {
            guard !isLine, fraction > 0, fraction < 1 else { return max(0, min(1, fraction)) }
            let points = flattened()
            let pieces = zip(points, points.dropFirst()).map { $0.0.distance(to: $0.1) }
            let target = pieces.reduce(0, +) * fraction
            var walked: CGFloat = 0
            for (index, piece) in pieces.enumerated() {
                if walked + piece >= target, piece > 0 {
                    let within = (target - walked) / piece
                    return (CGFloat(index) + within) / CGFloat(pieces.count)
                }
                walked += piece
            }
            return 1
        }

        /// The piece between parameters `t0` and `t1`, of the same kind (a curve stays a
        /// cubic, cut by de Casteljau's construction).
        func part(from t0: CGFloat, to t1: CGFloat) -> Segment {
            let from = point(at: t0)
            let to = point(at: t1)
            if isLine { return Segment(start: from, element: .line(to: to)) }
            // The cubic's derivative gives the cut curve's handles: a third of the parameter
            // span along the tangent at each end.
            let (p0, p1, p2, p3) = cubic
            func derivative(_ t: CGFloat) -> CGPoint {
                let u = 1 - t
                let a = 3 * u * u
                let b = 6 * u * t
                let c = 3 * t * t
                return CGPoint(
                    x: a * (p1.x - p0.x) + b * (p2.x - p1.x) + c * (p3.x - p2.x),
                    y: a * (p1.y - p0.y) + b * (p2.y - p1.y) + c * (p3.y - p2.y))
            }
            let span = (t1 - t0) / 3
            let d0 = derivative(t0)
            let d1 = derivative(t1)
            return Segment(
                start: from,
                element: .curve(
                    to: to, control1: CGPoint(x: from.x + d0.x * span, y: from.y + d0.y * span),
                    control2: CGPoint(x: to.x - d1.x * span, y: to.y - d1.y * span)))
        }
    }
}
