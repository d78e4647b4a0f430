/// A two-dimensional shape that is also a view: its ``path(in:)`` in the frame layout gives
/// it, filled with the foreground (or ``Shape/fill(_:style:)``'s style) or stroked.
public protocol Shape: View, Animatable, Sendable where Body == Never {
    /// The shape's outline in `rect`, the frame layout gave it (from its top-leading corner,
    /// in the view's own coordinates).
    nonisolated func path(in rect: CGRect) -> Path

    /// The size the shape chooses for `proposal`: by default the proposal, with 10 for an
    /// unspecified dimension (G2).
    nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize

    /// What the shape is for: a filled area, a line, or a separator.
    nonisolated static var role: ShapeRole { get }
}

/// What a shape is for, which a style may use to draw it.
public enum ShapeRole: Sendable, Hashable {
    /// An area to fill, the default.
    case fill
    /// A line to stroke.
    case stroke
    /// A separator between other views.
    case separator
}

extension Shape {
    /// A filled area.
    nonisolated public static var role: ShapeRole { .fill }

    /// The proposal, with 10 for an unspecified dimension (G2).
    nonisolated public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// Mounts the shape as a leaf that renders its name and arguments.
    @MainActor public static func _makeNode(_ view: Self) -> _ViewNode { ShapeNode(view) }

    /// The shape filled with `content`; `style` says which points are inside (the even-odd
    /// rule matters for a path that crosses itself).
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> some View {
        _ShapeView(shape: self, style: content, fillStyle: style)
    }

    /// The shape filled with the foreground colour by the rule `style` gives
    /// (`Circle().fill()`).
    public func fill(style: FillStyle = FillStyle()) -> some View {
        _ShapeView(shape: self, style: Color.primary, fillStyle: style)
    }
}

/// A shape filled with a style.
nonisolated struct _ShapeView<Content: Shape, Style: ShapeStyle>: View, LeafPrimitive {
    public typealias Body = Never
    let shape: Content
    let style: Style
    var fillStyle = FillStyle()

    func renderTitle() -> String {
        "\(shapeTitle(shape)) .fill(\(style)"
            + (fillStyle == FillStyle() ? "" : ", style: \(fillStyle)") + ")"
    }

    @MainActor func sizeThatFits(_ proposal: ProposedViewSize, in context: LeafLayoutContext)
        -> CGSize
    {
        shape.sizeThatFits(proposal)
    }
}

@MainActor
final class ShapeNode<S: Shape>: TypedNode<S>, DisplayFacet {
    override func evaluate() { view.presentAnimatableData(at: self) }

    /// The shape as shown now: its animatable data at the presentation (D35).
    var shown: S { view.presented(at: self) }

    func renderTitle() -> String { shapeTitle(shown) }
}

func shapeTitle<S: Shape>(_ shape: S) -> String {
    (shape as? any ShapeArguments)?.shapeTitle ?? displayName(of: S.self)
}

protocol ShapeArguments {
    var shapeTitle: String { get }
}

/// A capsule: a rounded rectangle whose corner radius is half its shorter side.
nonisolated public struct Capsule: Shape, Equatable, ShapeArguments {
    /// How the corners are drawn.
    public var style: RoundedCornerStyle

    /// A capsule with corners drawn as `style` says.
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }

    var shapeTitle: String { style == .continuous ? "Capsule" : "Capsule style:\(style)" }

    /// A rounded rectangle whose corner radius is half the shorter side.
    nonisolated public func path(in rect: CGRect) -> Path {
        let radius = min(abs(rect.width), abs(rect.height)) / 2
        return Path(roundedRect: rect, cornerRadius: radius, style: style)
    }
}

/// An ellipse: the largest one that fits the shape's frame.
nonisolated public struct Ellipse: Shape, Equatable {
    /// Creates an ellipse.
    public init() {}

    /// The ellipse that fills `rect`.
    nonisolated public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

/// A circle.
nonisolated public struct Circle: Shape, Equatable {
    /// Creates a circle.
    public init() {}

    /// The circle of the shorter side, centred in `rect`.
    nonisolated public func path(in rect: CGRect) -> Path {
        let side = min(abs(rect.width), abs(rect.height))
        return Path(
            ellipseIn: CGRect(
                x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }

    /// The square of the smaller side of the proposal (10 for an unspecified side, G2).
    nonisolated public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let size = proposal.replacingUnspecifiedDimensions()
        let side = min(size.width, size.height)
        return CGSize(width: side, height: side)
    }
}

/// A rectangle.
nonisolated public struct Rectangle: Shape, Equatable {
    /// Creates a rectangle.
    public init() {}

    /// The rectangle itself.
    nonisolated public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// A rectangle with rounded corners.
nonisolated public struct RoundedRectangle: Shape, Equatable, ShapeArguments {
    /// The corners' width and height.
    public var cornerSize: CGSize
    /// How the corners are drawn.
    public var style: RoundedCornerStyle

    /// A rounded rectangle whose corners have radius `cornerRadius`, drawn as `style` says.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// A rounded rectangle whose corners are `cornerSize` (elliptical when its sides
    /// differ).
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    /// The radius of circular corners (the corner's width).
    var cornerRadius: CGFloat { cornerSize.width }

    /// The corners' size, which animates.
    public var animatableData: CGSize.AnimatableData {
        get { cornerSize.animatableData }
        set { cornerSize.animatableData = newValue }
    }

    var shapeTitle: String {
        (cornerSize.width == cornerSize.height
            ? "RoundedRectangle cornerRadius:\(ValueFormatter.format(cornerRadius))"
            : "RoundedRectangle cornerSize:\(ValueFormatter.format(cornerSize.width))x"
                + ValueFormatter.format(cornerSize.height))
            + (style == .continuous ? "" : " style:\(style)")
    }

    /// The rectangle with its corners rounded.
    nonisolated public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerSize: cornerSize, style: style)
    }
}
