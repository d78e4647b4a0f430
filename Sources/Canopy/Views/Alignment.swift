/// How views line up across a vertical stack.
public enum HorizontalAlignment: String, Sendable, Hashable, CustomStringConvertible {
    case leading, center, trailing
    /// The case name.
    public var description: String { rawValue }
}

/// How views line up across a horizontal stack.
public enum VerticalAlignment: String, Sendable, Hashable, CustomStringConvertible {
    case top, center, bottom, firstTextBaseline, lastTextBaseline
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

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
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
