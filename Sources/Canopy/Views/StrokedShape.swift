import Foundation

extension Shape {
    /// The shape's outline drawn with `content`, a line `lineWidth` points wide centred on the
    /// outline (half of it outside the frame, as in SwiftUI).
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
        _StrokedShapeView(shape: self, style: content, lineWidth: lineWidth, isBorder: false)
    }

    /// The shape's outline in the foreground colour, a line `lineWidth` points wide centred on
    /// the outline. (SwiftUI returns a shape here, which can be filled again; Canopy returns a
    /// view.)
    public func stroke(lineWidth: CGFloat = 1) -> some View {
        _StrokedShapeView(
            shape: self, style: Optional<Color>.none, lineWidth: lineWidth, isBorder: false)
    }

    /// The shape's outline drawn with `content` inside its frame: the shape is inset by half
    /// the line's width, so the whole line shows. (SwiftUI declares this on
    /// `InsettableShape`, which every built-in shape is; Canopy declares it on every shape.)
    public func strokeBorder<S: ShapeStyle>(
        _ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true
    ) -> some View {
        _StrokedShapeView(shape: self, style: content, lineWidth: lineWidth, isBorder: true)
    }

    /// The shape's outline in the foreground colour, inside its frame.
    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        _StrokedShapeView(
            shape: self, style: Optional<Color>.none, lineWidth: lineWidth, isBorder: true)
    }
}

/// A shape's outline drawn with a style: `stroke` (centred on the outline) or `strokeBorder`
/// (inside the frame). Laid out as the shape is.
nonisolated struct _StrokedShapeView<Content: Shape, Style: Sendable>: View, LeafPrimitive {
    typealias Body = Never
    let shape: Content
    /// The style; `nil` (as `Optional<Color>`) for the foreground colour.
    let style: Style
    let lineWidth: CGFloat
    let isBorder: Bool

    func renderTitle() -> String {
        var arguments: [String] = []
        if let colour = strokeStyle { arguments.append("\(colour)") }
        arguments.append("lineWidth: \(ValueFormatter.format(lineWidth))")
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

    /// The rectangle the outline is drawn in: the frame, or for a border the frame inset by
    /// half the line, so the line stays inside.
    func outlineRect(in frame: CGRect) -> CGRect {
        guard isBorder else { return frame }
        // A line wider than the shape fills it: the outline shrinks to the middle, no further.
        let inset = min(lineWidth / 2, max(0, min(frame.width, frame.height) / 2))
        return frame.insetBy(dx: inset, dy: inset)
    }

    /// What the picture draws for the view in `frame`: its outline (a rectangle for a shape
    /// Canopy cannot outline) stroked.
    func strokeElement(in frame: CGRect) -> WindowPicture.Element {
        .shape(
            outlineRect(in: frame), clipOutline(of: shape) ?? .rectangle, colour: strokeColour,
            lineWidth: lineWidth)
    }

    /// Whether a touch at `point` lands on the line: within half its width of the outline.
    func lineContains(_ point: CGPoint, in frame: CGRect) -> Bool {
        let outline = clipOutline(of: shape) ?? .rectangle
        let rect = outlineRect(in: frame)
        let half = lineWidth / 2
        let outer = rect.insetBy(dx: -half, dy: -half)
        let inner = rect.insetBy(dx: half, dy: half)
        return outline.contains(point, in: outer)
            && !(inner.width > 0 && inner.height > 0 && outline.contains(point, in: inner))
    }
}

/// A stroked shape, as the picture and hit testing see it (without its generic types).
protocol StrokedShapeDrawing {
    func strokeElement(in frame: CGRect) -> WindowPicture.Element
    func lineContains(_ point: CGPoint, in frame: CGRect) -> Bool
}

extension _StrokedShapeView: StrokedShapeDrawing {}
