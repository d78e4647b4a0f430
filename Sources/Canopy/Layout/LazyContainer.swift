/// What a lazy container's view (a lazy stack, a lazy grid) says about itself.
protocol LazyContainerView: SectionHostingView {
    /// The axis its lines follow one another on.
    var lazyAxis: Axis { get }
    /// The gap between lines.
    var lineSpacing: CGFloat { get }
    /// How many views a line holds when the container is `length` long across its axis.
    func viewsPerLine(across length: CGFloat) -> Int
    /// How it lays out `count` rows of which `loadedCount` from `firstLoaded` are mounted, the
    /// others at `estimate` (a stack's pitch; `nil` for the mounted rows' mean).
    func lazyLayout(count: Int, firstLoaded: Int, loadedCount: Int, estimate: CGFloat?)
        -> any ContainerLayout
    /// Whether its rows follow one another as a stack's do: a row may then be several views or
    /// none, and is as long as its views with a gap after each (its pitch); a grid's lines are
    /// cells in its tracks instead.
    var pitchesRows: Bool { get }
    /// How a `Section` inside lays out (D24).
    var sectionRowStyle: any SectionRowStyle { get }
    /// Which of its sections' parts stay at the scroll view's edges.
    var pinnedViews: PinnedScrollableViews { get }
}

extension LazyContainerView {
    var pitchesRows: Bool { false }

    /// A section's rows are the container's own, loaded lazily as its own are (D24).
    @MainActor func sectionRows(of node: _ViewNode) -> SectionRows {
        (sectionRowStyle, pinnedViews, true)
    }
}

/// A container whose `ForEach` mounts only the rows it asks for (G29, D17): a lazy stack or
/// grid, a list, a section in one of them. Each loads its rows by one ``LazyRowController``.
@MainActor
protocol LazyRowHosting: _ViewNode {
    /// What loads, keeps and shows the container's rows.
    var lazyRows: LazyRowController { get }
    /// The rows (positions in the `ForEach`'s data) `source` mounts now, of `count`; `nil`
    /// when the container does not load `source` lazily (it mounts every row).
    func rowsToLoad(count: Int, for source: _ViewNode) -> Range<Int>?
    /// The rows of the `ForEach` it loads that are in view: the ones renderers and queries
    /// see (rows kept after scrolling off are not on screen).
    var rowsInView: ChildList { get }
    /// Where row `index` of `source` is, by estimate, in window coordinates as last laid out;
    /// `nil` when the container does not load `source` lazily.
    func estimatedFrame(ofRow index: Int, of source: _ViewNode) -> CGRect?
}

extension LazyRowHosting {
    /// Whether `row` (a row of the `ForEach` it loads) has appeared and not yet disappeared:
    /// in view, or waiting to disappear (D3).
    func hasShown(_ row: _ViewNode) -> Bool { lazyRows.hasShown(row) }
}

extension _ViewNode {
    /// The container that may load this `ForEach` lazily: its parent, or the section whose
    /// content it is.
    var lazyRowHost: (any LazyRowHosting)? {
        if let host = parent as? any LazyRowHosting { return host }
        // A section's content sits in the tuple of its header, content and footer slots.
        return parent?.parent as? any LazyRowHosting
    }
}

/// A `ForEach` that mounts a window of its rows for a lazy container.
@MainActor
protocol LazyRowSource: _ViewNode {
    /// The position in the data of the first row mounted.
    var firstRowIndex: Int { get }
    /// The position in the data of the row identified by `id`, loaded or not.
    func position(ofRowIdentified id: AnyHashable) -> Int?
}

extension LazyRowSource {
    /// For each of `items` (views `container` lays out, its rows' views among them), the
    /// offset among the mounted rows of the row it belongs to: a row may be several views or
    /// none. `nil` for a view that is no row's (a section's header).
    func rowOffsets(of items: [LayoutItem], in container: _ViewNode) -> [Int?] {
        var offsets: [ObjectIdentifier: Int] = [:]
        for (offset, row) in children.enumerated() { offsets[ObjectIdentifier(row)] = offset }
        return items.map { item in
            // A `ForEach` of one row, seen through, stands for that row.
            var cursor: _ViewNode? = item.node
            if item.node === self, children.count == 1 { cursor = children[0] }
            // The row is the view's ancestor among the `ForEach`'s children.
            while let node = cursor, node.parent !== self {
                guard node !== container else { return nil }
                cursor = node.parent
            }
            return cursor.flatMap { offsets[ObjectIdentifier($0)] }
        }
    }
}

/// `LazyVStack`, `LazyHStack`, `LazyVGrid` and `LazyHGrid` over a `ForEach` (G29, D17): only
/// the lines whose frames meet the visible rect (the enclosing scroll view's viewport, or the
/// window) are created, and they appear when they come into view; lines scrolled out disappear,
/// stay mounted while within one viewport length of it, and are released beyond. Lines not
/// loaded are as long as the mean of the loaded ones (the first line's before any other), so
/// the content's length, and the scroll positions, are estimates that settle as lines load.
@MainActor
final class LazyContainerNode<V: LazyContainerView>: ContainerNode<V>, LazyRowHosting,
    GeometryObserving, AppearanceHiding
{
    let lazyRows = LazyRowController()

    /// The `ForEach` the container loads rows of, when its content is one.
    private var source: (any LazyRowSource)? { children.first as? any LazyRowSource }

    /// Asked by the `ForEach` the container loads: from then on the container lays out in every
    /// update, since which rows exist depends on layout.
    func rowsToLoad(count: Int, for source: _ViewNode) -> Range<Int>? {
        guard source === children.first else { return nil }
        return lazyRows.load(count: count, for: self)
    }

    var rowsInView: ChildList { appearingChildren }

    func estimatedFrame(ofRow index: Int, of source: _ViewNode) -> CGRect? {
        guard source === self.source, let record = layoutRecord, record.isPlaced else {
            return nil
        }
        return lazyRows.estimatedFrame(
            ofRow: index, axis: view.lazyAxis, contentStart: record.frame.origin, in: record.frame)
    }

    /// Whether the container's views are sections: each is then a block across the whole
    /// container, one after another (a grid's tracks are the sections' own, D24).
    private var holdsSections: Bool {
        // The first row's laid-out view: a section wrapped in custom views is still one.
        if let source, let first = source.children.first {
            return first.isSectionBlock
        }
        return graph.layout.subviews(of: self).contains { $0.node.isSectionBlock }
    }

    override func currentLayout(in context: LeafLayoutContext) -> any ContainerLayout {
        let sections = holdsSections
        let centred: StackLayoutAlgorithm.MinorAlignment =
            view.lazyAxis == .vertical ? .horizontal(.center) : .vertical(.center)
        guard source != nil else {
            return sections
                ? StackLayoutAlgorithm(
                    axis: view.lazyAxis, alignment: centred,
                    spacing: view.lineSpacing)
                : super.currentLayout(in: context)
        }
        let loadedCount = source?.children.count ?? 0
        // A grid of sections, or a stack, has a line per element, whatever views it makes.
        if sections || view.pitchesRows { lazyRows.forgetCells() }
        if sections {
            return LazyStackLayout(
                axis: view.lazyAxis, alignment: centred, spacing: view.lineSpacing,
                rowCount: lazyRows.count, firstLoaded: lazyRows.firstLoaded,
                loadedCount: loadedCount, estimate: lazyRows.layoutEstimate)
        }
        if view.pitchesRows {
            return view.lazyLayout(
                count: lazyRows.count, firstLoaded: lazyRows.firstLoaded,
                loadedCount: loadedCount, estimate: lazyRows.layoutEstimate)
        }
        // A grid's cells are its views: an element may make several or none.
        if let source {
            lazyRows.countCells(of: source, among: graph.layout.subviews(of: self), in: self)
        }
        return view.lazyLayout(
            count: lazyRows.cellCount, firstLoaded: lazyRows.firstCell, loadedCount: loadedCount,
            estimate: nil)
    }

    override func willUnmount() {
        graph.layout.unregister(self)
        super.willUnmount()
    }

    /// Only the rows in view have appeared.
    var appearingChildren: ChildList {
        guard let source else { return children }
        return lazyRows.appearing(in: source)
    }

    /// After each layout: the lines in view are the ones the visible rect meets; the mounted
    /// lines' lengths are their views' longest (a stack's rows: their pitches).
    func geometryDidChange(_ engine: LayoutEngine) {
        guard let source, let record = layoutRecord, record.isPlaced, !isInKeptLazyRow else {
            return
        }
        let axis = view.lazyAxis
        let sections = holdsSections
        lazyRows.setPerLine(
            sections ? 1 : view.viewsPerLine(across: record.frame.size[axis.other]))
        let gap = view.lineSpacing
        let items = engine.subviews(of: self)
        let lengths: LazyRowController.Lengths =
            sections || view.pitchesRows
            ? .pitches(
                lazyRows.pitches(of: source, among: items, in: self) {
                    engine.frame(of: $0.node).map { $0.size[axis] + gap }
                })
            : .lines(lineLengths(of: items, engine), gap: gap)
        lazyRows.didLayOut(lengths, along: axis, of: source, in: self) {
            let visible = visibleRect(engine)
            let low = visible.isNull ? 0 : visible.origin[axis] - record.frame.origin[axis]
            return (low, visible.isNull ? 0 : low + visible.size[axis])
        }
    }

    /// Each mounted line's length: its cells' longest along the axis (a grid's line of cells;
    /// every view the grid lays out is a cell, from the first mounted element's first).
    private func lineLengths(of items: [LayoutItem], _ engine: LayoutEngine) -> [CGFloat] {
        let axis = view.lazyAxis
        let perLine = lazyRows.perLine
        let firstLine = lazyRows.loadedLines.lowerBound
        let firstCell = lazyRows.firstCell
        var lengths: [CGFloat] = []
        for (offset, item) in items.enumerated() {
            guard let frame = engine.frame(of: item.node) else { continue }
            let line = (firstCell + offset) / perLine - firstLine
            guard line >= 0 else { continue }
            while lengths.count <= line { lengths.append(0) }
            lengths[line] = max(lengths[line], frame.size[axis])
        }
        return lengths
    }
}
