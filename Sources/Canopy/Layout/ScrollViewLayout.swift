/// A scroll view's node: its content offset, which a person (or a host, or a
/// `ScrollViewProxy`) changes by scrolling, survives updates of the scroll view (G28, D17).
@MainActor
final class ScrollViewNode<Content: View>: ContainerNode<ScrollView<Content>>, ScrollableNode {
    /// How far the content is scrolled: the point of the content at the viewport's top leading
    /// corner.
    private(set) var contentOffset = CGPoint.zero
    let scrollState = ScrollState()

    var scrollAxes: Axis.Set { view.axes }

    override func currentLayout(in context: LeafLayoutContext) -> any ContainerLayout {
        ScrollViewLayout(axes: view.axes, offset: contentOffset)
    }

    /// The viewport (the scroll view's frame) and the content's frame, after the last layout.
    var scrollGeometry: ScrollViewportGeometry? {
        guard let record = layoutRecord, record.isPlaced else { return nil }
        let engine = graph.layout
        let content = engine.subviews(of: self).reduce(CGRect.null) { union, item in
            guard let frame = engine.frame(of: item.node) else { return union }
            return union.union(frame)
        }
        return ScrollViewportGeometry(
            viewport: record.frame,
            overhang: safeAreaOverhang(of: record),
            content: content.isNull ? CGRect(origin: record.frame.origin, size: .zero) : content)
    }

    /// Scrolls to `offset`, kept within the content as the last layout measured it (G28): the
    /// content moves, nothing is measured again.
    func scroll(to offset: CGPoint) {
        let clamped = clamped(offset)
        guard clamped != contentOffset else { return }
        contentOffset = clamped
        graph.layout.needsPlacement(self)
    }
}

/// A view that scrolls its content: what hosts and `ScrollViewProxy` drive.
@MainActor
protocol ScrollableNode: _ViewNode {
    var scrollAxes: Axis.Set { get }
    var contentOffset: CGPoint { get }
    var scrollState: ScrollState { get }
    var scrollGeometry: ScrollViewportGeometry? { get }
    func scroll(to offset: CGPoint)
}

/// A scroll view's geometry after a layout, in window coordinates (G28).
struct ScrollViewportGeometry {
    /// The scroll view's frame, where its content rests when it is not scrolled: inside the
    /// safe area.
    var viewport: CGRect
    /// How far the scroll view draws beyond its frame, under the safe area, on the edges of its
    /// scroll axes that reach the safe area's edge (G28): its content insets.
    var overhang: EdgeInsets
    /// The content's frame at the current offset.
    var content: CGRect

    /// Where the content can be seen: the frame and the safe area beside it that the scroll
    /// view draws under.
    var drawnViewport: CGRect {
        CGRect(
            x: viewport.minX - overhang.leading, y: viewport.minY - overhang.top,
            width: viewport.width + overhang.leading + overhang.trailing,
            height: viewport.height + overhang.top + overhang.bottom)
    }
}

extension ScrollableNode {
    /// G28: on each edge of its scroll axes where the scroll view reaches the edge of the safe
    /// area, it draws its content on under the safe area to the region's edge, and insets the
    /// content by as much, so the content rests inside the safe area and scrolls under it.
    func safeAreaOverhang(of record: LayoutRecord) -> EdgeInsets {
        let frame = record.frame
        let region = record.region
        let epsilon: CGFloat = 0.001
        var overhang = EdgeInsets()
        if scrollAxes.contains(.vertical) {
            if frame.minY <= region.safe.minY + epsilon {
                overhang.top = max(0, frame.minY - region.bounds.minY)
            }
            if frame.maxY >= region.safe.maxY - epsilon {
                overhang.bottom = max(0, region.bounds.maxY - frame.maxY)
            }
        }
        if scrollAxes.contains(.horizontal) {
            if frame.minX <= region.safe.minX + epsilon {
                overhang.leading = max(0, frame.minX - region.bounds.minX)
            }
            if frame.maxX >= region.safe.maxX - epsilon {
                overhang.trailing = max(0, region.bounds.maxX - frame.maxX)
            }
        }
        return overhang
    }

    /// `offset` kept within the content as the last layout measured it, and at 0 across the
    /// axes the view does not scroll along (G28).
    func clamped(_ offset: CGPoint) -> CGPoint {
        guard let geometry = scrollGeometry else { return offset }
        let maxX = max(0, geometry.content.width - geometry.viewport.width)
        let maxY = max(0, geometry.content.height - geometry.viewport.height)
        return CGPoint(
            x: scrollAxes.contains(.horizontal) ? min(max(0, offset.x), maxX) : 0,
            y: scrollAxes.contains(.vertical) ? min(max(0, offset.y), maxY) : 0)
    }
}

/// G28: the content is proposed `nil` along the scroll axes and the scroll view's own length
/// across them; a vertical scroll view is as tall as proposed and as wide as its content. The
/// content sits at the viewport's top leading corner, moved up (and left) by the offset.
struct ScrollViewLayout: ContainerLayout {
    let axes: Axis.Set
    var offset = CGPoint.zero
    var rule: String { "G28 ScrollView" }

    private var content: StackLayoutAlgorithm {
        // Several content views are lined up across the stack's axis on their centres.
        axes == .horizontal
            ? StackLayoutAlgorithm(axis: .horizontal, alignment: .vertical(.center), spacing: nil)
            : StackLayoutAlgorithm(axis: .vertical, alignment: .horizontal(.center), spacing: nil)
    }

    private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: axes.contains(.horizontal) ? nil : proposal.width,
            height: axes.contains(.vertical) ? nil : proposal.height)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutItem], _ engine: LayoutEngine)
        -> CGSize
    {
        let size = content.sizeThatFits(contentProposal(proposal), subviews: subviews, engine)
        return CGSize(
            width: axes.contains(.horizontal) ? proposal.width ?? size.width : size.width,
            height: axes.contains(.vertical) ? proposal.height ?? size.height : size.height)
    }

    func placeSubviews(
        in frame: CGRect, proposal: ProposedViewSize, subviews: [LayoutItem],
        _ engine: LayoutEngine
    ) {
        let inner = contentProposal(proposal)
        let size = content.sizeThatFits(inner, subviews: subviews, engine)
        let origin = CGPoint(x: frame.minX - offset.x, y: frame.minY - offset.y)
        content.placeSubviews(
            in: CGRect(origin: origin, size: size), proposal: inner, subviews: subviews, engine)
    }
}

extension _ViewNode {
    /// The rect this view's lazy rows are shown in after the last layout (D17): the viewport
    /// of the nearest scroll view above, with the safe area it draws under (G28), whether or
    /// not the window shows all of it, as a scroll view's visible rect is its bounds; the
    /// window when no scroll view is above.
    ///
    /// A scroll view partly out of the window thus loads the rows its viewport meets: what
    /// it shows does not depend on which rows an earlier layout measured (a row estimated
    /// short would otherwise stay out of the part of the viewport the window shows).
    func visibleRect(_ engine: LayoutEngine) -> CGRect {
        var cursor = parent
        while let node = cursor {
            if let scrollable = node as? any ScrollableNode,
                let viewport = scrollable.scrollGeometry?.drawnViewport
            {
                return viewport
            }
            cursor = node.parent
        }
        return engine.windowRegion.bounds
    }
}

/// What a scroll view keeps besides its offset: how far anchoring moved it (D17: the offset
/// follows the rows in view when estimates change), so that whoever watches for a person's
/// scrolling does not take that for one, and the scroll to a row not loaded under way.
@MainActor
final class ScrollState {
    /// The sum of the moves anchoring made.
    var anchoring = CGPoint.zero
    /// The reveal under way (the layout engine holds it while it runs).
    weak var reveal: ScrollReveal?
}

extension ScrollableNode {
    /// The offset less what anchoring added: it changes only when something scrolls the view
    /// (a person, a proxy, a position).
    var handOffset: CGPoint {
        CGPoint(
            x: contentOffset.x - scrollState.anchoring.x,
            y: contentOffset.y - scrollState.anchoring.y)
    }
}
