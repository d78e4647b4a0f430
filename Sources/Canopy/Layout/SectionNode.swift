/// A section laid out as a block of rows by the list around it.
@MainActor
protocol ListSectionBlock: _ViewNode {}

extension _ViewNode {
    /// Whether this view is a section, seen through the views that hold it alone (a custom
    /// view around one, a `ForEach` of one section): layout places such a chain as its
    /// section.
    var isSectionBlock: Bool {
        var node: _ViewNode = self
        while true {
            if node is any ListSectionBlock { return true }
            guard !node.laysOutItself, node.children.count == 1 else { return false }
            node = node.children[0]
        }
    }
}

/// A `Section`'s node. Inside a lazy stack or a list (D24) the section lays out with the
/// container's row metrics, and its `ForEach` is loaded as the container's own would be (G29,
/// G31, D17): only the rows in view are created and appear, rows scrolled off disappear, are
/// kept while within one viewport length and released beyond, and rows not loaded are
/// estimated at the loaded rows' mean. Elsewhere it is a leading-aligned stack of all its rows.
@MainActor
final class SectionNode<Parent: View, Content: View, Footer: View>:
    ContainerNode<Section<Parent, Content, Footer>>, LazyRowHosting, GeometryObserving,
    AppearanceHiding, ListSectionBlock
{
    let lazyRows = LazyRowController()
    /// Whether the `ForEach` in the section is loaded lazily: known when it first asks.
    private var isLazy = false

    /// The header slot, the content, the footer slot (the section's content is a tuple of
    /// three).
    var sectionParts: (header: _ViewNode, content: _ViewNode, footer: _ViewNode)? {
        guard let tuple = children.first, tuple.children.count == 3 else { return nil }
        return (tuple.children[0], tuple.children[1], tuple.children[2])
    }

    private var source: (any LazyRowSource)? {
        isLazy ? sectionParts?.content as? any LazyRowSource : nil
    }

    /// How the container the section lays out in (the first view above that lays out, seen
    /// through views that do not: a `ForEach` of sections, a group) lays out sections, and
    /// whether it loads their rows lazily (a lazy stack, grid or list; not a form); `nil` when
    /// it holds no sections (the section is then a stack of all its rows).
    private var container: SectionRows? {
        var cursor = parent
        while let node = cursor {
            if let container = node as? any SectionHosting { return container.sectionRows }
            if node.layoutFacet != nil { return nil }
            cursor = node.parent
        }
        return nil
    }

    func rowsToLoad(count: Int, for source: _ViewNode) -> Range<Int>? {
        guard source === sectionParts?.content, container?.loadsLazily == true else {
            return nil
        }
        isLazy = true
        return lazyRows.load(count: count, for: self)
    }

    /// Where the rows start, in window coordinates, as last laid out.
    private var rowsOrigin: CGPoint?

    func estimatedFrame(ofRow index: Int, of source: _ViewNode) -> CGRect? {
        guard source === self.source, let rowsOrigin, let record = layoutRecord,
            record.isPlaced, let style = container?.style
        else { return nil }
        return lazyRows.estimatedFrame(
            ofRow: index, axis: style.axis, contentStart: rowsOrigin, in: record.frame)
    }

    var rowsInView: ChildList {
        guard let source else { return sectionParts?.content.children ?? ChildList() }
        return lazyRows.appearing(in: source)
    }

    override func currentLayout(in context: LeafLayoutContext) -> any ContainerLayout {
        sectionLayout(in: context) ?? super.currentLayout(in: context)
    }

    /// How the section lays out in its container (D24); `nil` outside one that holds sections.
    private func sectionLayout(in context: LeafLayoutContext) -> SectionLayout? {
        guard let (style, pinned, _) = container, let sectionParts else { return nil }
        var lazy = source.map { _ in (count: lazyRows.count, firstLoaded: lazyRows.firstLoaded) }
        if let source, style.cellGrid != nil {
            // A grid's cells are the views its rows make: a row may make several or none.
            lazyRows.countCells(of: source, among: graph.layout.subviews(of: self), in: self)
            lazy = (lazyRows.cellCount, lazyRows.firstCell)
        }
        let layout = SectionLayout(
            style: style, headerSlot: sectionParts.header, footerSlot: sectionParts.footer,
            title: view.title.map { ($0, context.textMetric()) },
            lazy: lazy,
            source: source, estimate: style.cellGrid != nil ? nil : lazyRows.layoutEstimate,
            pinHeaderTo: pinned.contains(.sectionHeaders) ? scrollExtent(style) : nil,
            pinFooterTo: pinned.contains(.sectionFooters) ? scrollExtent(style) : nil)
        return layout
    }

    /// The nearest scroll view's frame along the section's axis: where pinned headers and
    /// footers stay.
    private func scrollExtent(_ style: any SectionRowStyle) -> ClosedRange<CGFloat>? {
        var cursor = parent
        while let node = cursor {
            if let scrollable = node as? any ScrollableNode, let record = scrollable.layoutRecord,
                record.isPlaced
            {
                let start = record.frame.origin[style.axis]
                return start...(start + record.frame.size[style.axis])
            }
            cursor = node.parent
        }
        return nil
    }

    override func willUnmount() {
        graph.layout.unregister(self)
        super.willUnmount()
    }

    /// Loaded lazily, the header and footer are in view (and have appeared) only while
    /// their frames meet the visible rect, as rows are (D17).
    private var headerInView = false
    private var footerInView = false

    /// The header and footer when in view, and the content, whose `ForEach` shows only the
    /// rows in view: what renderers and queries see.
    var shownChildren: ChildList {
        guard source != nil, let sectionParts else { return children }
        var shown: [_ViewNode] = headerInView ? [sectionParts.header] : []
        shown.append(sectionParts.content)
        if footerInView { shown.append(sectionParts.footer) }
        return ChildList(shown)
    }

    /// The header, the rows and the footer in view have appeared.
    var appearingChildren: ChildList {
        guard let source, let sectionParts else { return children }
        var shown: [_ViewNode] = headerInView ? [sectionParts.header] : []
        shown.append(contentsOf: lazyRows.appearing(in: source))
        if footerInView { shown.append(sectionParts.footer) }
        return ChildList(shown)
    }

    /// After each layout: the rows in view are those the visible rect meets past the header.
    func geometryDidChange(_ engine: LayoutEngine) {
        guard let source, let record = layoutRecord, record.isPlaced, !isInKeptLazyRow,
            let layout = sectionLayout(in: layoutContext(engine))
        else { return }
        let axis = layout.axis
        if let grid = layout.style.cellGrid {
            lazyRows.setPerLine(
                GridTracks.placed(grid.items, proposed: record.proposal[axis.other]).tracks.count)
        }
        let measured = layout.measure(
            record.proposal, subviews: engine.subviews(of: self), engine)
        let rowsStart = record.frame.origin[axis] + layout.rowsStart(header: measured.header)
        var origin = record.frame.origin
        origin[axis] = rowsStart
        rowsOrigin = origin
        let visible = visibleRect(engine)
        let low = visible.isNull ? 0 : visible.origin[axis] - rowsStart
        let high = visible.isNull ? 0 : low + visible.size[axis]
        func inView(_ node: _ViewNode?) -> Bool {
            guard let frame = node.flatMap({ engine.frame(of: $0) }) else { return false }
            let shown = frame.intersection(visible)
            return !shown.isNull && shown.width > 0 && shown.height > 0
        }
        let (header, footer) = (inView(sectionParts?.header), inView(sectionParts?.footer))
        if header != headerInView || footer != footerInView {
            headerInView = header
            footerInView = footer
            // What the section shows changed without it being evaluated.
            graph.features.shownChildrenDidChange(of: self)
        }
        lazyRows.didLayOut(
            measured.pitched ? .pitches(measured.lines) : .lines(measured.lines, gap: layout.gap),
            along: axis, of: source, in: self
        ) { (low, high) }
    }
}

extension SectionNode: PaintOrdering {
    /// The rows and the footer, then the pinned parts' areas covered, then the header and a
    /// titled section's title, so a pinned header hides the rows scrolling under it.
    func paintSteps(in frame: CGRect, proposal: ProposedViewSize, _ painter: WindowPainter)
        -> [WindowPainter.Step]
    {
        guard let sectionParts else { return Array(children).map { .visit($0) } }
        let engine = graph.layout
        guard let layout = sectionLayout(in: layoutContext(engine)) else {
            return [
                .visit(sectionParts.header), .visit(sectionParts.content),
                .visit(sectionParts.footer),
            ]
        }
        let subviews = engine.subviews(of: self)
        var steps: [WindowPainter.Step] = [.visit(sectionParts.content)]
        let covers = layout.pinnedAreas(in: frame, proposal: proposal, subviews: subviews, engine)
        steps += covers.map { .draw(.cover($0)) }
        steps += [.visit(sectionParts.footer), .visit(sectionParts.header)]
        if let title = layout.titlePlacement(
            in: frame, proposal: proposal, subviews: subviews, engine)
        {
            var picture = WindowPicture(size: .zero, platform: painter.platform)
            painter.addText(
                title.lines, at: title.origin, metric: title.metric, within: frame, into: &picture)
            steps += picture.elements.map { .draw($0) }
        }
        return steps
    }
}

extension SectionNode: ShowsSomeChildren {}
