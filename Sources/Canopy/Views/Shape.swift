/// A two-dimensional shape that is also a view; fill it with ``Shape/fill(_:)``.
public protocol Shape: View, Animatable, Sendable where Body == Never {
    /// The size the shape chooses for `proposal`: by default the proposal, with 10 for an
    /// unspecified dimension (G2).
    nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
    /// The proposal, with 10 for an unspecified dimension (G2).
    nonisolated public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// Mounts the shape as a leaf that renders its name and arguments.
    @MainActor public static func _makeNode(_ view: Self) -> _ViewNode { ShapeNode(view) }

    /// The shape filled with `style`.
    public func fill<S: ShapeStyle>(_ style: S) -> some View {
        _ShapeView(shape: self, style: style)
    }
}

/// A shape filled with a style.
nonisolated struct _ShapeView<Content: Shape, Style: ShapeStyle>: View, LeafPrimitive {
    public typealias Body = Never
    let shape: Content
    let style: Style

    func renderTitle() -> String { "\(shapeTitle(shape)) .fill(\(style))" }

    @MainActor func sizeThatFits(_ proposal: ProposedViewSize, in context: LeafLayoutContext)
        -> CGSize
    {
        shape.sizeThatFits(proposal)
    }
}

@MainActor
final class ShapeNode<S: Shape>: TypedNode<S>, DisplayFacet {
    func renderTitle() -> String { shapeTitle(view) }
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
}

/// An ellipse: the largest one that fits the shape's frame.
nonisolated public struct Ellipse: Shape, Equatable {
    /// Creates an ellipse.
    public init() {}
}

/// A circle.
nonisolated public struct Circle: Shape, Equatable {
    /// Creates a circle.
    public init() {}

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
}

/// A rectangle with rounded corners.
nonisolated public struct RoundedRectangle: Shape, Equatable, ShapeArguments {
    let cornerRadius: CGFloat
    /// How the corners are drawn.
    public var style: RoundedCornerStyle

    /// A rounded rectangle whose corners have radius `cornerRadius`, drawn as `style` says.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.cornerRadius = cornerRadius
        self.style = style
    }

    var shapeTitle: String {
        "RoundedRectangle cornerRadius:\(ValueFormatter.format(cornerRadius))"
            + (style == .continuous ? "" : " style:\(style)")
    }
}
