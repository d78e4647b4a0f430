import Foundation

extension Shape {
    /// The shape's outline drawn with `content`, a line `lineWidth` points wide centred on the
    /// outline (half of it outside the frame, as in SwiftUI).
    public func stroke<S: ShapeStyle>(
        _ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true
    ) -> some View {
        _StrokedShapeView(
            shape: self, style: content, stroke: StrokeStyle(lineWidth: lineWidth),
            writesStyle: false, isBorder: false)
    }

    /// The shape's outline drawn with `content` as `style` says (width, ends, joins, dashes),
    /// centred on the outline.
    public func stroke<S: ShapeStyle>(
        _ content: S, style: StrokeStyle, antialiased: Bool = true
    ) -> some View {
        _StrokedShapeView(
            shape: self, style: content, stroke: style, writesStyle: true, isBorder: false)
    }

    /// The area a line `lineWidth` points wide along the shape's outline covers, as a shape:
    /// drawn in the foreground colour, or filled with another style
    /// (`Circle().stroke(lineWidth: 2).fill(.red)`).
    public func stroke(lineWidth: CGFloat = 1) -> some Shape {
        _StrokedShape(shape: self, style: StrokeStyle(lineWidth: lineWidth), writesStyle: false)
    }

    /// The area a line drawn as `style` says along the shape's outline covers, as a shape.
    public func stroke(style: StrokeStyle) -> some Shape {
        _StrokedShape(shape: self, style: style, writesStyle: true)
    }
}

extension InsettableShape {
    /// The shape's outline drawn with `content` inside its frame: the shape is inset by half
    /// the line's width, so the whole line shows.
    public func strokeBorder<S: ShapeStyle>(
        _ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true
    ) -> some View {
        _StrokedShapeView(
            shape: self, style: content, stroke: StrokeStyle(lineWidth: lineWidth),
            writesStyle: false, isBorder: true)
    }

    /// The shape's outline in the foreground colour, inside its frame.
    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        _StrokedShapeView(
            shape: self, style: Optional<Color>.none, stroke: StrokeStyle(lineWidth: lineWidth),
            writesStyle: false, isBorder: true)
    }

    /// The shape's outline drawn with `content` as `style` says, inside its frame.
    public func strokeBorder<S: ShapeStyle>(
        _ content: S, style: StrokeStyle, antialiased: Bool = true
    ) -> some View {
        _StrokedShapeView(
            shape: self, style: content, stroke: style, writesStyle: true, isBorder: true)
    }

    /// The shape's outline in the foreground colour as `style` says, inside its frame.
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> some View {
        _StrokedShapeView(
            shape: self, style: Optional<Color>.none, stroke: style, writesStyle: true,
            isBorder: true)
    }
}

/// A shape's outline drawn with a style: `stroke` (centred on the outline) or `strokeBorder`
/// (inside the frame). Laid out as the shape is.
nonisolated struct _StrokedShapeView<Content: Shape, Style: Sendable>: View, LeafPrimitive {
    typealias Body = Never
    let shape: Content
    /// The style; `nil` (as `Optional<Color>`) for the foreground colour.
    let style: Style
    let stroke: StrokeStyle
    /// Whether the call gave a whole ``StrokeStyle`` (printed as one) or a line width.
    let writesStyle: Bool
    let isBorder: Bool

    func renderTitle() -> String {
        var arguments: [String] = []
        if let colour = strokeStyle { arguments.append("\(colour)") }
        arguments.append(strokeArgument(stroke, writesStyle: writesStyle))
        return "\(shapeTitle(shape)) .\(isBorder ? "strokeBorder" : "stroke")("
            + arguments.joined(separator: ", ") + ")"
    }

    @MainActor func sizeThatFits(_ proposal: ProposedViewSize, in context: LeafLayoutContext)
        -> CGSize
    {
        shape.sizeThatFits(proposal)
    }

    /// The style given, if any.
    private var strokeStyle: (any ShapeStyle)? {
        if let optional = style as? Color? { return optional }
        return style as? any ShapeStyle
    }

    /// The line's colour in CSS: the style's colour, else the foreground's.
    var strokeColour: String {
        ((strokeStyle as? Color) ?? (strokeStyle as? AnyShapeStyle)?.color ?? .primary).cssValue
    }

    /// The line drawn in `frame`: along the shape's outline, or for a border along the shape
    /// inset by half the line, so the line stays inside.
    var line: StrokedLine {
        StrokedLine(shape: shape, style: stroke, isBorder: isBorder)
    }
}

/// A shape's line in a frame, as the picture draws it and touches find it.
struct StrokedLine {
    let shape: any Shape
    let style: StrokeStyle
    let isBorder: Bool

    /// The rectangle the outline is drawn in and its outline there: the frame, or for a
    /// border the shape inset by half the line.
    func outline(in frame: CGRect) -> (CGRect, WindowPicture.ClipOutline) {
        guard isBorder else { return (frame, shapeOutline(shape, size: frame.size)) }
        // A line wider than the shape fills it: the outline shrinks to the middle, no further.
        let inset = min(style.lineWidth / 2, max(0, min(frame.width, frame.height) / 2))
        let rect = frame.insetBy(dx: inset, dy: inset)
        if let known = clipOutline(of: shape) {
            // A rounded rectangle inset has corners smaller by as much (SwiftUI's `_Inset`).
            if case .rounded(let radius) = known { return (rect, .rounded(max(0, radius - inset))) }
            return (rect, known)
        }
        // Another shape insets itself as its `inset(by:)` says, in the whole frame.
        if let insettable = shape as? any InsettableShape {
            let path = insettable.insetShape(by: inset).path(
                in: CGRect(origin: .zero, size: frame.size))
            return (frame, .path(path, frame.size, eoFill: false))
        }
        return (rect, shapeOutline(shape, size: rect.size))
    }

    /// What the picture draws in `frame`, in `colour`.
    func element(in frame: CGRect, colour: String) -> WindowPicture.Element {
        let (rect, outline) = outline(in: frame)
        return .shape(rect, outline, colour: colour, stroke: style)
    }

    /// Whether a touch at `point` lands on the line: within half its width of the outline.
    func contains(_ point: CGPoint, in frame: CGRect) -> Bool {
        let (rect, outline) = outline(in: frame)
        let half = style.lineWidth / 2
        if !style.dash.isEmpty {
            // Dashed, the line is where its dashes are: the area they cover, gaps left out.
            let size = rect.size
            let placement = outline.placement(of: size, in: rect)
            let path = outline.path(size: size).strokedPath(style)
            return path.contains(point.applying(placement.inverted()))
        }
        if case .path(let path, let size, _) = outline {
            let local = CGPoint(
                x: (point.x - rect.minX) * (size.width / max(rect.width, .ulpOfOne)),
                y: (point.y - rect.minY) * (size.height / max(rect.height, .ulpOfOne)))
            return path.distance(to: local) <= half
        }
        let outer = rect.insetBy(dx: -half, dy: -half)
        let inner = rect.insetBy(dx: half, dy: half)
        return outline.contains(point, in: outer)
            && !(inner.width > 0 && inner.height > 0 && outline.contains(point, in: inner))
    }
}

/// The stroke's arguments as the call wrote them: `lineWidth: 2` or `style: StrokeStyle(…)`.
func strokeArgument(_ stroke: StrokeStyle, writesStyle: Bool) -> String {
    writesStyle
        ? "style: \(stroke)" : "lineWidth: \(ValueFormatter.format(stroke.lineWidth))"
}

/// A stroked shape, as the picture and hit testing see it (without its generic types).
protocol StrokedShapeDrawing {
    var strokeColour: String { get }
    var line: StrokedLine { get }
}

extension _StrokedShapeView: StrokedShapeDrawing {}

/// The area a line along a shape's outline covers, as a shape (``Shape/stroke(lineWidth:)``,
/// ``Shape/stroke(style:)``): its path is the line's outline (``Path/strokedPath(_:)``); the
/// picture draws it as the line itself.
nonisolated public struct _StrokedShape<Content: Shape>: Shape, ShapeArguments {
    let shape: Content
    let style: StrokeStyle
    let writesStyle: Bool

    /// The outline of the line along the shape's path in `rect`.
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).strokedPath(style)
    }

    /// The shape's size.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        shape.sizeThatFits(proposal)
    }

    /// A line.
    public static var role: ShapeRole { .stroke }

    /// The shape's data and the line's, which animate together.
    public var animatableData: AnimatablePair<Content.AnimatableData, StrokeStyle.AnimatableData> {
        get { AnimatablePair(shape.animatableData, style.animatableData) }
        set {
            var shape = shape
            shape.animatableData = newValue.first
            var style = style
            style.animatableData = newValue.second
            self = _StrokedShape(shape: shape, style: style, writesStyle: writesStyle)
        }
    }

    var shapeTitle: String {
        "\(Canopy.shapeTitle(shape)) .stroke(\(strokeArgument(style, writesStyle: writesStyle)))"
    }
}

/// A shape that is a line along another's outline: drawn and touched as that line.
protocol StrokedShapeOutline {
    var line: StrokedLine { get }
}

extension _StrokedShape: StrokedShapeOutline {
    var line: StrokedLine { StrokedLine(shape: shape, style: style, isBorder: false) }
}
