import Foundation

/// A point in a view's own space, in fractions of its size: `(0, 0)` is the top-leading corner,
/// `(1, 1)` the bottom-trailing one.
public struct UnitPoint: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal fraction.
    public var x: CGFloat
    /// The vertical fraction.
    public var y: CGFloat

    /// A point at `x` and `y` fractions of a view's size.
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    /// The top-leading corner.
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// The middle of the top edge.
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// The top-trailing corner.
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// The middle of the leading edge.
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// The centre.
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// The middle of the trailing edge.
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// The bottom-leading corner.
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// The middle of the bottom edge.
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// The bottom-trailing corner.
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
    /// The top-leading corner.
    public static let zero = UnitPoint(x: 0, y: 0)

    /// The point's name when it has one (`center`), else `(x, y)`.
    public var description: String {
        let names: [(UnitPoint, String)] = [
            (.topLeading, "topLeading"), (.top, "top"), (.topTrailing, "topTrailing"),
            (.leading, "leading"), (.center, "center"), (.trailing, "trailing"),
            (.bottomLeading, "bottomLeading"), (.bottom, "bottom"),
            (.bottomTrailing, "bottomTrailing"),
        ]
        if let name = names.first(where: { $0.0 == self })?.1 { return name }
        return "(\(ValueFormatter.format(Double(x))), \(ValueFormatter.format(Double(y))))"
    }
}
