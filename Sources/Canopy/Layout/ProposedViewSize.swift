/// The size a parent offers a child during layout (G1, G2). Each dimension is set on its own:
/// `nil` asks for the child's ideal length, `0` for its minimum, `.infinity` for its maximum.
/// Proposals flow **down** the tree; the sizes children choose flow back **up**.
public struct ProposedViewSize: Hashable, Sendable, CustomStringConvertible {
    /// The proposed width, or `nil` for the ideal width.
    public var width: CGFloat?
    /// The proposed height, or `nil` for the ideal height.
    public var height: CGFloat?

    /// A proposal of `width` by `height`; either may be `nil`.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// A proposal of exactly `size`.
    public init(_ size: CGSize) {
        width = size.width
        height = size.height
    }

    /// Asks for the minimum size in both dimensions.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Asks for the ideal size in both dimensions.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// Asks for the maximum size in both dimensions.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal with each `nil` dimension replaced by `size`'s (10 by default, so that a
    /// flexible view never disappears into a zero-sized frame, G2).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10))
        -> CGSize
    {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    /// `P(100, _)`: `_` for `nil`, as `LAYOUT.md` writes proposals.
    public var description: String {
        func text(_ length: CGFloat?) -> String {
            guard let length else { return "_" }
            return length == .infinity ? "∞" : ValueFormatter.format(Double(length))
        }
        return "P(\(text(width)), \(text(height)))"
    }

    /// The proposed length along `axis`.
    subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set {
            if axis == .horizontal { width = newValue } else { height = newValue }
        }
    }

    /// A proposal given by its lengths along `axis` and across it.
    init(major: CGFloat?, minor: CGFloat?, axis: Axis) {
        if axis == .horizontal {
            self.init(width: major, height: minor)
        } else {
            self.init(width: minor, height: major)
        }
    }
}

extension CGSize {
    /// The length along `axis`.
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? width : height }
        set {
            if axis == .horizontal { width = newValue } else { height = newValue }
        }
    }

    /// A size given by its lengths along `axis` and across it.
    init(major: CGFloat, minor: CGFloat, axis: Axis) {
        if axis == .horizontal {
            self.init(width: major, height: minor)
        } else {
            self.init(width: minor, height: major)
        }
    }
}

extension CGPoint {
    /// The coordinate along `axis`.
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? x : y }
        set {
            if axis == .horizontal { x = newValue } else { y = newValue }
        }
    }
}

extension Axis {
    /// The other axis.
    var other: Axis { self == .horizontal ? .vertical : .horizontal }
}
