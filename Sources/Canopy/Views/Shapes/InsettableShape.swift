import Foundation

/// A shape that can be drawn inset within its frame: what ``strokeBorder(_:lineWidth:antialiased:)``
/// uses to keep the whole line inside.
public protocol InsettableShape: Shape {
    /// The kind of shape an inset one is.
    associatedtype InsetShape: InsettableShape

    /// The shape drawn `amount` points inside its frame on every side.
    nonisolated func inset(by amount: CGFloat) -> InsetShape
}

extension InsettableShape {
    /// `inset(by:)` through an existential, for drawing.
    nonisolated func insetShape(by amount: CGFloat) -> any Shape { inset(by: amount) }
}

/// A built-in shape inset by an amount: its path in the frame inset on every side (a rounded
/// rectangle's corners shrink by the amount too, as SwiftUI's do).
nonisolated public struct _InsetShape<Base: Shape>: InsettableShape, ShapeArguments {
    let base: Base
    let amount: CGFloat

    /// The base's path in `rect` inset by the amount.
    public func path(in rect: CGRect) -> Path {
        let inner = rect.insetBy(dx: amount, dy: amount)
        // Inset past its middle, a shape has nothing left (Foundation's rectangle is null).
        guard !inner.isNull, inner.width >= 0, inner.height >= 0 else { return Path() }
        if let rounded = base as? RoundedRectangle {
            let size = CGSize(
                width: max(0, rounded.cornerSize.width - amount),
                height: max(0, rounded.cornerSize.height - amount))
            return Path(roundedRect: inner, cornerSize: size, style: rounded.style)
        }
        if let uneven = base as? UnevenRoundedRectangle {
            return uneven.insetPath(in: inner, by: amount)
        }
        return base.path(in: inner)
    }

    /// The base's size: an inset circle is still square.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        base.sizeThatFits(proposal)
    }

    /// The base's data and the amount, which animate together.
    public var animatableData: AnimatablePair<Base.AnimatableData, CGFloat> {
        get { AnimatablePair(base.animatableData, amount) }
        set {
            var base = base
            base.animatableData = newValue.first
            self = _InsetShape(base: base, amount: newValue.second)
        }
    }

    /// The base inset by both amounts.
    public func inset(by amount: CGFloat) -> _InsetShape<Base> {
        _InsetShape(base: base, amount: self.amount + amount)
    }

    var shapeTitle: String {
        "\(Canopy.shapeTitle(base)) .inset(by: \(ValueFormatter.format(amount)))"
    }
}

extension Rectangle: InsettableShape {
    /// The rectangle `amount` points inside the frame.
    public func inset(by amount: CGFloat) -> _InsetShape<Rectangle> {
        _InsetShape(base: self, amount: amount)
    }
}

extension RoundedRectangle: InsettableShape {
    /// The rounded rectangle `amount` points inside the frame, its corners smaller by as much.
    public func inset(by amount: CGFloat) -> _InsetShape<RoundedRectangle> {
        _InsetShape(base: self, amount: amount)
    }
}

extension Capsule: InsettableShape {
    /// The capsule of the frame inset by `amount`.
    public func inset(by amount: CGFloat) -> _InsetShape<Capsule> {
        _InsetShape(base: self, amount: amount)
    }
}

extension Circle: InsettableShape {
    /// The circle of the frame inset by `amount`.
    public func inset(by amount: CGFloat) -> _InsetShape<Circle> {
        _InsetShape(base: self, amount: amount)
    }
}

extension Ellipse: InsettableShape {
    /// The ellipse of the frame inset by `amount`.
    public func inset(by amount: CGFloat) -> _InsetShape<Ellipse> {
        _InsetShape(base: self, amount: amount)
    }
}
