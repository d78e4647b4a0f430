import Foundation

/// The outline of a two-dimensional shape: subpaths of lines and Bézier curves, in the
/// coordinates of the rectangle a shape is asked to fill (y grows downward, as in SwiftUI).
///
/// A path is a ``Shape`` too: `Path { $0.addLines(points) }.stroke(.blue)` is a view. Arcs,
/// ellipses and rounded corners are stored as cubic curves, as Core Graphics stores them.
/// The window picture draws a path as an SVG path, and touches land inside it (D71).
nonisolated public struct Path: Equatable, Sendable, LosslessStringConvertible {
    /// One step of a path.
    public enum Element: Equatable, Sendable {
        /// Starts a new subpath at the point.
        case move(to: CGPoint)
        /// A straight line from the current point.
        case line(to: CGPoint)
        /// A quadratic Bézier curve from the current point.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve from the current point.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// A line back to the subpath's first point, which ends the subpath.
        case closeSubpath
    }

    /// The steps, in order. A path made of one `move` and nothing else draws nothing.
    private(set) var elements: [Element] = []
    /// Where the last element ends (after a close, its subpath's start): kept as elements are
    /// added, so building a path of `n` lines does not scan it `n` times.
    private(set) var lastPoint: CGPoint?
    /// Where the open subpath started.
    private var subpathStart: CGPoint?

    /// An empty path.
    public init() {}

    /// A path of `elements`.
    init(elements: [Element]) {
        for element in elements { append(element) }
    }

    /// Adds `element` and follows where the path now ends.
    mutating func append(_ element: Element) {
        elements.append(element)
        switch element {
        case .move(let point):
            subpathStart = point
            lastPoint = point
        case .line(let point), .quadCurve(let point, _), .curve(let point, _, _):
            lastPoint = point
        case .closeSubpath:
            lastPoint = subpathStart
        }
    }

    /// Two paths are equal when their elements are.
    public static func == (lhs: Path, rhs: Path) -> Bool { lhs.elements == rhs.elements }

    /// A path made by `callback`, which adds to an empty path:
    /// `Path { path in path.move(to: a); path.addLine(to: b) }`.
    public init(_ callback: (inout Path) -> Void) {
        callback(&self)
    }

    /// The rectangle `rect`, from its top-leading corner, clockwise on screen.
    public init(_ rect: CGRect) {
        addRect(rect)
    }

    /// A rectangle with corners rounded by `cornerSize`.
    public init(
        roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous
    ) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// A rectangle with corners rounded by `cornerRadius`.
    public init(
        roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous
    ) {
        addRoundedRect(
            in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// A rectangle whose corners are rounded by their own radii.
    public init(
        roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii,
        style: RoundedCornerStyle = .continuous
    ) {
        addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
    }

    /// The ellipse that fills `rect`.
    public init(ellipseIn rect: CGRect) {
        addEllipse(in: rect)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// Calls `body` with each element, in order.
    public func forEach(_ body: (Element) -> Void) {
        for element in elements { body(element) }
    }

    /// The path in Core Graphics' string form, which ``init(_:)-(String)`` reads back:
    /// `"0 0 m 10 0 l 10 10 l h"` (`m` move, `l` line, `q` quadratic, `c` cubic, `h` close).
    public var description: String {
        var words: [String] = []
        func add(_ points: CGPoint..., operator name: String) {
            for point in points {
                words.append(Self.number(point.x))
                words.append(Self.number(point.y))
            }
            words.append(name)
        }
        for element in elements {
            switch element {
            case .move(let point): add(point, operator: "m")
            case .line(let point): add(point, operator: "l")
            case .quadCurve(let point, let control): add(control, point, operator: "q")
            case .curve(let point, let control1, let control2):
                add(control1, control2, point, operator: "c")
            case .closeSubpath: words.append("h")
            }
        }
        return words.joined(separator: " ")
    }

    /// The path `description` describes, or `nil` when it is not one (a word that is neither
    /// a number nor `m`, `l`, `q`, `c`, `h`, or an operator with the wrong count of numbers).
    public init?(_ description: String) {
        var numbers: [CGFloat] = []
        func points(_ count: Int) -> [CGPoint]? {
            guard numbers.count == count * 2 else { return nil }
            defer { numbers = [] }
            return (0..<count).map { CGPoint(x: numbers[2 * $0], y: numbers[2 * $0 + 1]) }
        }
        for word in description.split(whereSeparator: \.isWhitespace) {
            switch word {
            case "m":
                guard let p = points(1) else { return nil }
                append(.move(to: p[0]))
            case "l":
                guard let p = points(1) else { return nil }
                append(.line(to: p[0]))
            case "q":
                guard let p = points(2) else { return nil }
                append(.quadCurve(to: p[1], control: p[0]))
            case "c":
                guard let p = points(3) else { return nil }
                append(.curve(to: p[2], control1: p[0], control2: p[1]))
            case "h":
                guard numbers.isEmpty else { return nil }
                append(.closeSubpath)
            default:
                guard let value = Double(word), value.isFinite else { return nil }
                numbers.append(CGFloat(value))
            }
        }
        guard numbers.isEmpty else { return nil }
    }

    /// A coordinate as the description writes it: integral values bare, others in full (the
    /// shortest digits that read back as the same number), so a description reads back as
    /// the same path.
    static func number(_ value: CGFloat) -> String {
        let number = Double(value)
        if number == number.rounded(), abs(number) < 1e15 { return String(Int(number)) }
        return String(number)
    }
}

extension Path: Shape {
    /// The path itself, whatever the rectangle: a path is drawn where its points are.
    nonisolated public func path(in rect: CGRect) -> Path { self }
}
