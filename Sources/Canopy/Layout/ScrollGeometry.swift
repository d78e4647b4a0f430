/// Where a scroll view's content is and how much of it shows (G28): what
/// `onScrollGeometryChange(for:of:action:)` reads.
public struct ScrollGeometry: Equatable, Sendable {
    /// The point of the content at the viewport's top leading corner.
    public var contentOffset: CGPoint
    /// The size of the whole content (estimated where a lazy container has not loaded rows,
    /// G29).
    public var contentSize: CGSize
    /// Space around the content inside the scroll view (always zero in Canopy, which draws no
    /// content under the safe area).
    public var contentInsets: EdgeInsets
    /// The scroll view's own size.
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
