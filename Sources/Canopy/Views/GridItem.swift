/// A column of a `LazyVGrid`, or a row of a `LazyHGrid`: how long it is, how far it keeps from
/// the next, and how its cells sit in it (G40).
public struct GridItem: Sendable, Hashable {
    /// How a grid item's length is found from the grid's length.
    public enum Size: Sendable, Hashable {
        /// Exactly this long.
        case fixed(CGFloat)
        /// A share of the length the fixed items leave, kept within the bounds.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// A share of the length the fixed items leave, filled with as many columns (or rows)
        /// of at least `minimum` as fit, each at most `maximum`.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// The item's size.
    public var size: Size
    /// The space after the item, before the next one; `nil` for the default (8 points).
    public var spacing: CGFloat?
    /// How a cell sits in the space the item and its line give it; `nil` centres it.
    public var alignment: Alignment?

    /// An item of `size`, `spacing` before the next, its cells aligned by `alignment`.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}
