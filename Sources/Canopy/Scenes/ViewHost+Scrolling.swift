/// Scrolling a window's scroll views as a person would (G28, D17).
extension ViewHost {
    /// A scroll operation named a scroll view the window does not show.
    public struct ScrollViewNotFound: Error, CustomStringConvertible {
        /// The position asked for, in tree order.
        public let index: Int
        /// How many scroll views the window shows.
        public let count: Int
        /// A sentence naming the position and how many there are.
        public var description: String {
            "No scroll view at position \(index); the window shows \(count)"
        }
    }

    /// The content offset of each scroll view a person can reach (none behind a modal
    /// presentation, D104), in tree order, as ``scroll(by:scrollView:)`` numbers them: the
    /// point of its content at its top leading corner (G28).
    public var contentOffsets: [CGPoint] {
        flush()
        return graph.reachable((any ScrollableNode).self).map(\.contentOffset)
    }

    /// Scrolls a scroll view (the `index`th the window shows, in tree order) by `distance`
    /// points along its axis (down or right for a positive distance), as a swipe would, kept
    /// within its content; then lays the window out and updates it, so geometry read below
    /// the scroll view follows.
    public func scroll(by distance: CGFloat, scrollView index: Int = 0) throws {
        let scrollable = try scrollView(at: index)
        // A scroll view under `scrollDisabled(true)` does not move for a person.
        guard scrollable.inheritedEnvironment.isScrollEnabled else { return }
        var offset = scrollable.contentOffset
        if scrollable.scrollAxes.contains(.vertical) {
            offset.y += distance
        } else {
            offset.x += distance
        }
        scrollable.scroll(to: offset)
        layOut()
    }

    /// Scrolls a scroll view to `offset`, kept within its content.
    public func scroll(to offset: CGPoint, scrollView index: Int = 0) throws {
        let scrollable = try scrollView(at: index)
        guard scrollable.inheritedEnvironment.isScrollEnabled else { return }
        scrollable.scroll(to: offset)
        layOut()
    }

    private func scrollView(at index: Int) throws -> any ScrollableNode {
        layOut()
        let shown = graph.reachable((any ScrollableNode).self)
        guard shown.indices.contains(index) else {
            throw ScrollViewNotFound(index: index, count: shown.count)
        }
        return shown[index]
    }
}
