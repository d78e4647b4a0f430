/// Where a scroll view's content is and how much of it shows (G28): what
/// `onScrollGeometryChange(for:of:action:)` reads.
public struct ScrollGeometry: Equatable, Sendable {
    /// The point of the content at the scroll view's top leading corner. Negative by the
    /// insets when the content rests inside the safe area the scroll view draws under (G28).
    public var contentOffset: CGPoint
    /// The size of the whole content (estimated where a lazy container has not loaded rows,
    /// G29).
    public var contentSize: CGSize
    /// Space around the content inside the scroll view: the safe area it draws under on the
    /// edges of its scroll axes (G28). The content size plus these insets is the whole
    /// scrollable length.
    public var contentInsets: EdgeInsets
    /// The scroll view's size, with the safe area it draws under.
    public var containerSize: CGSize

    /// A geometry of these parts.
    public init(
        contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets,
        containerSize: CGSize
    ) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.containerSize = containerSize
    }

    /// The part of the content in view, in the content's coordinates.
    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }

    /// The scroll view's bounds: its size at the content offset.
    public var bounds: CGRect { CGRect(origin: contentOffset, size: containerSize) }
}
