import Foundation

// A shape moved, turned, scaled or transformed is still a shape (its path is transformed; its
// frame, layout and size are its content's), as in SwiftUI. These differ from the view
// modifiers (`offset`, `rotationEffect`, `scaleEffect`): they change the path, so a fill, a
// stroke or a `clipShape` follows it.

extension Shape {
    /// The shape moved by `offset`.
    public func offset(_ offset: CGSize) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: offset)
    }

    /// The shape moved by `offset`'s coordinates.
    public func offset(_ offset: CGPoint) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y))
    }

    /// The shape moved by `x` and `y`.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: x, height: y))
    }

    /// The shape turned by `angle` about `anchor` (a unit point of its frame).
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }

    /// The shape scaled by `x` and `y` about `anchor`.
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center)
        -> ScaledShape<Self>
    {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }

    /// The shape scaled by `scale` in both directions about `anchor`.
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
    }

    /// The shape's path transformed by `transform`.
    public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
        TransformedShape(shape: self, transform: transform)
    }
}

/// `transform` done about the point `anchor` names in `rect` (that point stays in place).
private func anchoredTransform(
    _ transform: CGAffineTransform, about anchor: UnitPoint, in rect: CGRect
) -> CGAffineTransform {
    let x = rect.minX + anchor.x * rect.width
    let y = rect.minY + anchor.y * rect.height
    return CGAffineTransform(translationX: -x, y: -y).concatenating(transform)
        .concatenating(CGAffineTransform(translationX: x, y: y))
}

/// A shape moved by an offset.
nonisolated public struct OffsetShape<Content: Shape>: Shape, ShapeArguments {
    /// The shape moved.
    public var shape: Content
    /// How far it moves.
    public var offset: CGSize

    /// `shape` moved by `offset`.
    public init(shape: Content, offset: CGSize) {
        self.shape = shape
        self.offset = offset
    }

    /// The content's path, moved.
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height)
    }

    /// The content's size.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        shape.sizeThatFits(proposal)
    }

    /// The content's data and the offset.
    public var animatableData: AnimatablePair<Content.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(shape.animatableData, offset.animatableData) }
        set {
            shape.animatableData = newValue.first
            offset.animatableData = newValue.second
        }
    }

    var shapeTitle: String {
        "\(Canopy.shapeTitle(shape)) .offset(x: \(ValueFormatter.format(offset.width)), "
            + "y: \(ValueFormatter.format(offset.height)))"
    }
}

extension OffsetShape: InsettableShape where Content: InsettableShape {
    /// The content inset, then moved.
    public func inset(by amount: CGFloat) -> OffsetShape<Content.InsetShape> {
        OffsetShape<Content.InsetShape>(shape: shape.inset(by: amount), offset: offset)
    }
}

/// A shape turned by an angle about an anchor.
nonisolated public struct RotatedShape<Content: Shape>: Shape, ShapeArguments {
    /// The shape turned.
    public var shape: Content
    /// How far it turns (clockwise on screen for a positive angle).
    public var angle: Angle
    /// The unit point of the frame it turns about.
    public var anchor: UnitPoint

    /// `shape` turned by `angle` about `anchor`.
    public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape
        self.angle = angle
        self.anchor = anchor
    }

    /// The content's path, turned.
    public func path(in rect: CGRect) -> Path {
        let turn = CGAffineTransform(rotationAngle: CGFloat(angle.radians))
        return shape.path(in: rect).applying(anchoredTransform(turn, about: anchor, in: rect))
    }

    /// The content's size.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        shape.sizeThatFits(proposal)
    }

    /// The content's data, the angle and the anchor.
    public var animatableData:
        AnimatablePair<Content.AnimatableData, AnimatablePair<Double, UnitPoint.AnimatableData>>
    {
        get {
            AnimatablePair(
                shape.animatableData, AnimatablePair(angle.animatableData, anchor.animatableData))
        }
        set {
            shape.animatableData = newValue.first
            angle.animatableData = newValue.second.first
            anchor.animatableData = newValue.second.second
        }
    }

    var shapeTitle: String {
        "\(Canopy.shapeTitle(shape)) .rotation(\(angle)"
            + (anchor == .center ? "" : ", anchor: \(anchor)") + ")"
    }
}

extension RotatedShape: InsettableShape where Content: InsettableShape {
    /// The content inset, then turned.
    public func inset(by amount: CGFloat) -> RotatedShape<Content.InsetShape> {
        RotatedShape<Content.InsetShape>(
            shape: shape.inset(by: amount), angle: angle, anchor: anchor)
    }
}

/// A shape scaled about an anchor.
nonisolated public struct ScaledShape<Content: Shape>: Shape, ShapeArguments {
    /// The shape scaled.
    public var shape: Content
    /// The horizontal and vertical factors.
    public var scale: CGSize
    /// The unit point of the frame that stays in place.
    public var anchor: UnitPoint

    /// `shape` scaled by `scale` about `anchor`.
    public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
        self.shape = shape
        self.scale = scale
        self.anchor = anchor
    }

    /// The content's path, scaled.
    public func path(in rect: CGRect) -> Path {
        let scaling = CGAffineTransform(scaleX: scale.width, y: scale.height)
        return shape.path(in: rect).applying(anchoredTransform(scaling, about: anchor, in: rect))
    }

    /// The content's size.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        shape.sizeThatFits(proposal)
    }

    /// The content's data, the factors and the anchor.
    public var animatableData:
        AnimatablePair<
            Content.AnimatableData,
            AnimatablePair<CGSize.AnimatableData, UnitPoint.AnimatableData>
        >
    {
        get {
            AnimatablePair(
                shape.animatableData, AnimatablePair(scale.animatableData, anchor.animatableData))
        }
        set {
            shape.animatableData = newValue.first
            scale.animatableData = newValue.second.first
            anchor.animatableData = newValue.second.second
        }
    }

    var shapeTitle: String {
        "\(Canopy.shapeTitle(shape)) .scale(x: \(ValueFormatter.format(scale.width)), "
            + "y: \(ValueFormatter.format(scale.height))"
            + (anchor == .center ? "" : ", anchor: \(anchor)") + ")"
    }
}

/// A shape whose path is transformed by an affine transform.
nonisolated public struct TransformedShape<Content: Shape>: Shape, ShapeArguments {
    /// The shape transformed.
    public var shape: Content
    /// The transform applied to its path.
    public var transform: CGAffineTransform

    /// `shape` with its path transformed by `transform`.
    public init(shape: Content, transform: CGAffineTransform) {
        self.shape = shape
        self.transform = transform
    }

    /// The content's path, transformed.
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(transform)
    }

    /// The content's size.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        shape.sizeThatFits(proposal)
    }

    /// The content's data.
    public var animatableData: Content.AnimatableData {
        get { shape.animatableData }
        set { shape.animatableData = newValue }
    }

    var shapeTitle: String {
        "\(Canopy.shapeTitle(shape)) .transform(\(affineText(transform)))"
    }
}
