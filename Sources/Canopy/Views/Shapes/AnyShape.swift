import Foundation

/// Any shape, its type erased: `clipShape(isRound ? AnyShape(Circle()) : AnyShape(Rectangle()))`.
/// It lays out, draws and prints as the shape it holds.
nonisolated public struct AnyShape: Shape, ShapeArguments {
    /// The shape held.
    let shape: any Shape

    /// `shape`, its type erased.
    public init<S: Shape>(_ shape: S) {
        self.shape = (shape as? AnyShape)?.shape ?? shape
    }

    /// The held shape's path.
    public func path(in rect: CGRect) -> Path { shape.path(in: rect) }

    /// The held shape's size.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        shape.sizeThatFits(proposal)
    }

    var shapeTitle: String {
        func title<S: Shape>(_ shape: S) -> String { Canopy.shapeTitle(shape) }
        return title(shape)
    }
}
