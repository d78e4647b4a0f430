import Foundation

/// The radii of a rectangle's four corners, each its own.
nonisolated public struct RectangleCornerRadii: Sendable, Hashable, Animatable {
    /// The top-leading corner's radius.
    public var topLeading: CGFloat
    /// The bottom-leading corner's radius.
    public var bottomLeading: CGFloat
    /// The bottom-trailing corner's radius.
    public var bottomTrailing: CGFloat
    /// The top-trailing corner's radius.
    public var topTrailing: CGFloat

    /// Corner radii, each 0 unless given.
    public init(
        topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0,
        topTrailing: CGFloat = 0
    ) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }

    /// The four radii, which animate together.
    public var animatableData:
        AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>
    {
        get {
            AnimatablePair(
                AnimatablePair(topLeading, bottomLeading),
                AnimatablePair(bottomTrailing, topTrailing))
        }
        set {
            topLeading = newValue.first.first
            bottomLeading = newValue.first.second
            bottomTrailing = newValue.second.first
            topTrailing = newValue.second.second
        }
    }
}

/// A rectangle whose corners are rounded by radii of their own.
nonisolated public struct UnevenRoundedRectangle: Shape, Equatable, ShapeArguments {
    /// The corners' radii.
    public var cornerRadii: RectangleCornerRadii
    /// How the corners are drawn.
    public var style: RoundedCornerStyle

    /// A rectangle with the corners `cornerRadii` gives.
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    /// A rectangle with each corner's radius given (0 unless given).
    public init(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0,
        bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
        style: RoundedCornerStyle = .continuous
    ) {
        self.init(
            cornerRadii: RectangleCornerRadii(
                topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
            style: style)
    }

    /// The rectangle with its corners rounded.
    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadii: cornerRadii, style: style)
    }

    /// The four radii, which animate.
    public var animatableData: RectangleCornerRadii.AnimatableData {
        get { cornerRadii.animatableData }
        set { cornerRadii.animatableData = newValue }
    }

    /// The path of the shape inset by `amount` in the already inset `rect`: every radius
    /// smaller by the amount.
    func insetPath(in rect: CGRect, by amount: CGFloat) -> Path {
        let r = cornerRadii
        let radii = RectangleCornerRadii(
            topLeading: max(0, r.topLeading - amount),
            bottomLeading: max(0, r.bottomLeading - amount),
            bottomTrailing: max(0, r.bottomTrailing - amount),
            topTrailing: max(0, r.topTrailing - amount))
        return Path(roundedRect: rect, cornerRadii: radii, style: style)
    }

    var shapeTitle: String {
        let r = cornerRadii
        let radii = [
            ("topLeading", r.topLeading), ("bottomLeading", r.bottomLeading),
            ("bottomTrailing", r.bottomTrailing), ("topTrailing", r.topTrailing),
        ].map { "\($0.0):\(ValueFormatter.format($0.1))" }
        return "UnevenRoundedRectangle " + radii.joined(separator: " ")
            + (style == .continuous ? "" : " style:\(style)")
    }
}

extension UnevenRoundedRectangle: InsettableShape {
    /// The shape `amount` points inside the frame, each corner smaller by as much.
    public func inset(by amount: CGFloat) -> _InsetShape<UnevenRoundedRectangle> {
        _InsetShape(base: self, amount: amount)
    }
}

extension Shape where Self == UnevenRoundedRectangle {
    /// A rectangle whose corners have the radii `cornerRadii` gives.
    public static func rect(
        cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous
    ) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }

    /// A rectangle with each corner's radius given.
    public static func rect(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0,
        bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
        style: RoundedCornerStyle = .continuous
    ) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(
            topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
            bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius,
            style: style)
    }
}
