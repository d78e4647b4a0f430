/// A side of a rectangle.
public enum Edge: Int8, Sendable, Hashable, CaseIterable {
    /// The top edge.
    case top
    /// The leading edge: the left in left-to-right languages.
    case leading
    /// The bottom edge.
    case bottom
    /// The trailing edge: the right in left-to-right languages.
    case trailing

    /// A set of edges, as taken by `padding(_:_:)`.
    public struct Set: OptionSet, Sendable, Hashable, CustomStringConvertible {
        /// The set's raw bits.
        public let rawValue: Int8
        /// Creates a set from its raw bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The set holding one edge.
        public init(_ edge: Edge) { rawValue = 1 << edge.rawValue }

        /// The top edge alone.
        public static let top = Set(.top)
        /// The leading edge alone.
        public static let leading = Set(.leading)
        /// The bottom edge alone.
        public static let bottom = Set(.bottom)
        /// The trailing edge alone.
        public static let trailing = Set(.trailing)
        /// The leading and trailing edges.
        public static let horizontal: Set = [.leading, .trailing]
        /// The top and bottom edges.
        public static let vertical: Set = [.top, .bottom]
        /// All four edges.
        public static let all: Set = [.top, .leading, .bottom, .trailing]

        /// `all`, `horizontal`, `vertical`, or the edges joined by `+`.
        public var description: String {
            switch self {
            case .all: return "all"
            case .horizontal: return "horizontal"
            case .vertical: return "vertical"
            default:
                return Edge.allCases.filter { contains(Set($0)) }.map { "\($0)" }
                    .joined(separator: "+")
            }
        }
    }
}

/// A direction of layout.
public enum Axis: Int8, Sendable, Hashable, CaseIterable {
    /// The horizontal axis, along which an ``HStack`` places its views.
    case horizontal
    /// The vertical axis, along which a ``VStack`` places its views.
    case vertical

    /// A set of axes, as taken by `ScrollView`.
    public struct Set: OptionSet, Sendable, Hashable, CustomStringConvertible {
        /// The set's raw bits.
        public let rawValue: Int8
        /// Creates a set from its raw bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }

        /// The horizontal axis alone.
        public static let horizontal = Set(rawValue: 1)
        /// The vertical axis alone.
        public static let vertical = Set(rawValue: 2)

        /// `horizontal`, `vertical` or both joined by `+`.
        public var description: String {
            [contains(.horizontal) ? "horizontal" : nil, contains(.vertical) ? "vertical" : nil]
                .compactMap { $0 }.joined(separator: "+")
        }

        /// The set as Swift source: `.horizontal`, `[.horizontal, .vertical]`, `[]`.
        var attributeArgument: String {
            switch self {
            case .horizontal: ".horizontal"
            case .vertical: ".vertical"
            case [.horizontal, .vertical]: "[.horizontal, .vertical]"
            default: "[]"
            }
        }
    }
}

/// Insets on each edge, recorded.
public struct EdgeInsets: Sendable, Hashable {
    /// The inset from the top edge.
    public var top: CGFloat
    /// The inset from the leading edge.
    public var leading: CGFloat
    /// The inset from the bottom edge.
    public var bottom: CGFloat
    /// The inset from the trailing edge.
    public var trailing: CGFloat

    /// Insets of the given lengths.
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0)
    {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}

extension VerticalEdge {
    /// A set of vertical edges, as taken by `listRowSeparator(_:edges:)`.
    public struct Set: OptionSet, Sendable, Hashable, CustomStringConvertible {
        /// The set's raw bits.
        public let rawValue: Int8
        /// Creates a set from its raw bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The set holding one edge.
        public init(_ edge: VerticalEdge) { rawValue = 1 << edge.rawValue }

        /// The top edge alone.
        public static let top = Set(.top)
        /// The bottom edge alone.
        public static let bottom = Set(.bottom)
        /// Both edges.
        public static let all: Set = [.top, .bottom]

        /// `all`, `top` or `bottom` (empty: `[]`).
        public var description: String {
            switch self {
            case .all: "all"
            case .top: "top"
            case .bottom: "bottom"
            default: "[]"
            }
        }
    }
}

extension VerticalEdge.Set: AttributeArgument {
    var attributeArgument: String { isEmpty ? "[]" : "." + description }
}

extension Edge.Set: AttributeArgument {
    /// `.all`, `.horizontal`, or the edges in brackets: `[.top, .leading]`.
    var attributeArgument: String {
        switch self {
        case .all, .horizontal, .vertical, .top, .leading, .bottom, .trailing:
            return "." + description
        default:
            return "["
                + Edge.allCases.filter { contains(Edge.Set($0)) }.map { ".\($0)" }
                .joined(separator: ", ") + "]"
        }
    }
}
