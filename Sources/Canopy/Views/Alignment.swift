/// A type that names an alignment guide and gives its default value in a view (G36): wrap it in
/// ``HorizontalAlignment/init(_:)`` or ``VerticalAlignment/init(_:)`` to line views up on it,
/// and set a view's own value with `alignmentGuide(_:computeValue:)`.
///
///     enum MidAccount: AlignmentID {
///         static func defaultValue(in d: ViewDimensions) -> CGFloat { d[VerticalAlignment.center] }
///     }
///     extension VerticalAlignment { static let midAccount = VerticalAlignment(MidAccount.self) }
public protocol AlignmentID {
    /// The guide's value in a view that does not set its own.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
    /// How a container combines the values its views set for the guide into the one it
    /// reports to its own parent (G36): `n` views came before this one. By default the
    /// average of the views' values, as SwiftUI's; the built-in edge and centre guides report
    /// nothing (a stack's own edges are its frame's).
    static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?)
}

extension AlignmentID {
    /// The running average of the values the container's views set (G36).
    public static func _combineExplicit(
        childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?
    ) {
        guard n > 0, let current = parentValue else {
            parentValue = childValue
            return
        }
        parentValue = (current * CGFloat(n) + childValue) / CGFloat(n + 1)
    }
}

/// The built-in edge and centre guides: a container reports none of its views' values for
/// them, so they never travel past the view that set them.
private protocol FrameGuide: AlignmentID {}

extension FrameGuide {
    static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {}
}

/// How views line up across a vertical stack: a guide such as `.leading`, or one of your own
/// (``AlignmentID``).
// A metatype never changes: sharing one across threads is safe.
public struct HorizontalAlignment: Hashable, @unchecked Sendable, CustomStringConvertible {
    let id: any AlignmentID.Type
    let name: String

    /// An alignment on the guide `id` names.
    public init(_ id: any AlignmentID.Type) {
        self.init(id, name: displayName(of: id))
    }

    init(_ id: any AlignmentID.Type, name: String) {
        self.id = id
        self.name = name
    }

    /// Lined up on the leading edge: the left in left-to-right languages.
    public static let leading = HorizontalAlignment(LeadingGuide.self, name: "leading")
    /// Centred horizontally.
    public static let center = HorizontalAlignment(HorizontalCenterGuide.self, name: "center")
    /// Lined up on the trailing edge: the right in left-to-right languages.
    public static let trailing = HorizontalAlignment(TrailingGuide.self, name: "trailing")

    /// The guide's name: `leading`, or a custom guide's type name.
    public var description: String { name }
    /// The same as ``description``.
    var rawValue: String { name }

    /// Two alignments are the same when they name the same guide.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        ObjectIdentifier(lhs.id) == ObjectIdentifier(rhs.id)
    }

    /// Hashes the guide.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(id)) }
}

/// How views line up across a horizontal stack: a guide such as `.top` or a text's
/// `.firstTextBaseline`, or one of your own (``AlignmentID``).
public struct VerticalAlignment: Hashable, @unchecked Sendable, CustomStringConvertible {
    let id: any AlignmentID.Type
    let name: String

    /// An alignment on the guide `id` names.
    public init(_ id: any AlignmentID.Type) {
        self.init(id, name: displayName(of: id))
    }

    init(_ id: any AlignmentID.Type, name: String) {
        self.id = id
        self.name = name
    }

    /// Lined up on the top edge.
    public static let top = VerticalAlignment(TopGuide.self, name: "top")
    /// Centred vertically.
    public static let center = VerticalAlignment(VerticalCenterGuide.self, name: "center")
    /// Lined up on the bottom edge.
    public static let bottom = VerticalAlignment(BottomGuide.self, name: "bottom")
    /// Lined up on the baseline of each view's first line of text.
    public static let firstTextBaseline = VerticalAlignment(
        FirstBaselineGuide.self, name: "firstTextBaseline")
    /// Lined up on the baseline of each view's last line of text.
    public static let lastTextBaseline = VerticalAlignment(
        LastBaselineGuide.self, name: "lastTextBaseline")

    /// The guide's name: `top`, or a custom guide's type name.
    public var description: String { name }
    /// The same as ``description``.
    var rawValue: String { name }

    /// Two alignments are the same when they name the same guide.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        ObjectIdentifier(lhs.id) == ObjectIdentifier(rhs.id)
    }

    /// Hashes the guide.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(id)) }
}

private enum LeadingGuide: FrameGuide {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}

private enum HorizontalCenterGuide: FrameGuide {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 2 }
}

private enum TrailingGuide: FrameGuide {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width }
}

private enum TopGuide: FrameGuide {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}

private enum VerticalCenterGuide: FrameGuide {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 2 }
}

private enum BottomGuide: FrameGuide {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
}

private enum FirstBaselineGuide: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat {
        context.firstBaseline ?? context.height
    }
}

private enum LastBaselineGuide: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat {
        context.lastBaseline ?? context.height
    }
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
        if horizontal == .center && vertical == .center { return "center" }
        if vertical == .center { return horizontal.rawValue }
        if horizontal == .center { return vertical.rawValue }
        return vertical.rawValue + horizontal.rawValue.prefix(1).uppercased()
            + horizontal.rawValue.dropFirst()
    }
}
