import Foundation

extension Shape {
    /// The part of the shape's outline between fractions `startFraction` and `endFraction`
    /// of its length, as a shape (`Circle().trim(from: 0, to: 0.75).stroke(.blue)` draws
    /// three quarters of a ring).
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
        _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
    }
}

/// A shape's outline cut to a fraction of its length (``Shape/trim(from:to:)``).
nonisolated public struct _TrimmedShape<Content: Shape>: Shape, ShapeArguments {
    let shape: Content
    let startFraction: CGFloat
    let endFraction: CGFloat

    /// The shape's path in `rect`, trimmed.
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction)
    }

    /// The shape's size.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        shape.sizeThatFits(proposal)
    }

    /// The two fractions, which animate (a ring that fills as progress grows).
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(startFraction, endFraction) }
        set {
            self = _TrimmedShape(
                shape: shape, startFraction: newValue.first, endFraction: newValue.second)
        }
    }

    var shapeTitle: String {
        "\(Canopy.shapeTitle(shape)) .trim(from: \(ValueFormatter.format(startFraction)), "
            + "to: \(ValueFormatter.format(endFraction)))"
    }
}
