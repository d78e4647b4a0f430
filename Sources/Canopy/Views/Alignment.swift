/// How views line up across a vertical stack.
public enum HorizontalAlignment: String, Sendable, Hashable, CustomStringConvertible {
    /// Lined up on the leading edge: the left in left-to-right languages.
    case leading
    /// Centred horizontally.
    case center
    /// Lined up on the trailing edge: the right in left-to-right languages.
    case trailing
    /// The case name.
    public var description: String { rawValue }
}

/// How views line up across a horizontal stack.
public enum VerticalAlignment: String, Sendable, Hashable, CustomStringConvertible {
    /// Lined up on the top edge.
    case top
    /// Centred vertically.
    case center
    /// Lined up on the bottom edge.
    case bottom
    /// Lined up on the baseline of each view's first line of text.
    case firstTextBaseline
    /// Lined up on the baseline of each view's last line of text.
    case lastTextBaseline
    /// The case name.
    public var description: String { rawValue }
}

/// A two-dimensional alignment, such as `.topLeading`.
public struct Alignment: Sendable, Hashable, CustomStringConvertible {
    /// The horizontal part.
    public var horizontal: HorizontalAlignment
    /// The vertical part.
    public var vertical: VerticalAlignment

    /// Combines a horizontal and a vertical alignment.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Centred both horizontally and vertically.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// The leading edge, centred vertically.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// The trailing edge, centred vertically.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// The top edge, centred horizontally.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// The bottom edge, centred horizontally.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// The top leading corner.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// The top trailing corner.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// The bottom leading corner.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// The bottom trailing corner.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// `center`, `topLeading`, …
    public var description: String {
        switch (horizontal, vertical) {
        case (.center, .center): "center"
        case (_, .center): horizontal.rawValue
        case (.center, _): vertical.rawValue
        default:
            vertical.rawValue + horizontal.rawValue.prefix(1).uppercased()
                + horizontal.rawValue.dropFirst()
        }
    }
}
