/// A side of a rectangle.
public enum Edge: Int8, Sendable, Hashable, CaseIterable {
    case top, leading, bottom, trailing

    /// A set of edges, as taken by `padding(_:_:)`.
    public struct Set: OptionSet, Sendable, Hashable, CustomStringConvertible {
        public let rawValue: Int8
        /// Creates a set from its raw bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The set holding one edge.
        public init(_ edge: Edge) { rawValue = 1 << edge.rawValue }

        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
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
    case horizontal, vertical

    /// A set of axes, as taken by `ScrollView`.
    public struct Set: OptionSet, Sendable, Hashable, CustomStringConvertible {
        public let rawValue: Int8
        /// Creates a set from its raw bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }

        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)

        /// `horizontal`, `vertical` or both joined by `+`.
        public var description: String {
            [contains(.horizontal) ? "horizontal" : nil, contains(.vertical) ? "vertical" : nil]
                .compactMap { $0 }.joined(separator: "+")
        }
    }
}
