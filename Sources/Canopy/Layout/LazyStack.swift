/// What a lazy stack's view says about itself.
protocol LazyStackView: ContainerPrimitive {
    var stackAxis: Axis { get }
    var minorAlignment: StackLayoutAlgorithm.MinorAlignment { get }
    var spacing: CGFloat? { get }
}

/// A container whose `ForEach` mounts only the rows it asks for (G29, D17).
@MainActor
protocol LazyRowHosting: _ViewNode {
    /// The rows (positions in the `ForEach`'s data) to mount now, of `count`.
    func rowsToLoad(count: Int) -> Range<Int>
}

/// A `ForEach` that mounts a window of its rows for a lazy container.
@MainActor
protocol LazyRowSource: _ViewNode {
    /// The position in the data of the first row mounted.
    var firstRowIndex: Int { get }
}

/// `LazyVStack` and `LazyHStack` over a `ForEach` (G29, D17): only the rows whose frames meet
/// the visible rect (the enclosing scroll view's viewport, or the window) are created, and they
/// appear when they come into view; rows scrolled out are released, and disappear. Rows not
/// loaded are as long as the mean of the loaded ones (the first row's before any other), so
/// the content's length, and the scroll positions, are estimates that settle as rows load.
@MainActor
final class LazyStackNode<V: LazyStackView>: ContainerNode<V>, LazyRowHosting, GeometryObserving,
    AppearanceHiding
{
    /// How many rows the `ForEach` has, and the ones it mounted.
    private(set) var rowCount = 0
    private(set) var loaded: Range<Int> = 0..<0
    /// The rows in view after the last layout.
    private(set) var visibleRows: Range<Int> = 0..<0
    /// The rows to mount next; before the first layout, the first row, to measure.
    private var wanted: Range<Int>?
    private var shownRows: [NodeHandle] = []
    private var loopGuard = GeometryLoopGuard()

    /// The `ForEach` the stack loads rows of, when its content is one.
    private var source: (any LazyRowSource)? { children.first as? any LazyRowSource }

    func rowsToLoad(count: Int) -> Range<Int> {
        rowCount = count
        loaded = (wanted ?? 0..<1).clamped(to: 0..<count)
        return loaded
    }

    override func currentLayout(in context: LeafLayoutContext) -> any ContainerLayout {
        guard source != nil else { return super.currentLayout(in: context) }
        return LazyStackLayout(
            axis: view.stackAxis, alignment: view.minorAlignment, spacing: view.spacing,
            rowCount: rowCount, firstLoaded: loaded.lowerBound)
    }

    override func didMount() { graph.layout.register(self) }
    override func willUnmount() { graph.layout.unregister(self) }

    /// Only the rows in view have appeared.
    var appearingChildren: ChildList {
        guard let source else { return children }
        let first = source.firstRowIndex
        var shown: [_ViewNode] = []
        for (offset, row) in source.children.enumerated()
        where visibleRows.contains(first + offset) {
            shown.append(row)
        }
        return ChildList(shown)
    }

    /// After each layout: the rows now in view appear (and those that left disappear), and
    /// the rows to mount change to the ones in view, which evaluates the `ForEach` again.
    func geometryDidChange(_ engine: LayoutEngine) {
        guard let source, let record = layoutRecord, record.isPlaced else { return }
        let rows = rowsInView(frame: record.frame, source: source, engine)
        if rows != visibleRows {
            visibleRows = rows
            graph.updateShownChildren(of: self, shown: &shownRows)
        }
        // Nothing in view: keep one row, to measure.
        let next = rows.isEmpty ? loaded.lowerBound..<min(loaded.lowerBound + 1, rowCount) : rows
        guard next != loaded, loopGuard.allows(self) else { return }
        wanted = next
        graph.invalidate(source)
    }

    /// The rows whose frames, as laid out (or estimated), meet the visible rect with positive
    /// length along the stack's axis.
    private func rowsInView(frame: CGRect, source: any LazyRowSource, _ engine: LayoutEngine)
        -> Range<Int>
    {
        let axis = view.stackAxis
        var visible = engine.windowRegion.bounds
        var cursor = parent
        while let node = cursor {
            if let scrollable = node as? any ScrollableNode,
                let viewport = scrollable.scrollGeometry?.viewport
            {
                visible = visible.intersection(viewport)
                break
            }
            cursor = node.parent
        }
        guard !visible.isNull else { return 0..<0 }
        let low = visible.origin[axis] - frame.origin[axis]
        let high = low + visible.size[axis]
        let gap = view.spacing ?? StackLayoutAlgorithm.defaultSpacing
        var lengths: [CGFloat] = []
        for row in source.children {
            guard let rowFrame = engine.frame(of: row) else { continue }
            lengths.append(rowFrame.size[axis])
        }
        let estimate = lengths.isEmpty ? 0 : lengths.reduce(0, +) / CGFloat(lengths.count)
        var first: Int?
        var end = 0
        var start: CGFloat = 0
        for index in 0..<rowCount {
            let offset = index - loaded.lowerBound
            let length =
                loaded.contains(index) && offset < lengths.count ? lengths[offset] : estimate
            if start + length > low, start < high, length > 0 {
                if first == nil { first = index }
                end = index + 1
            } else if start >= high {
                break
            }
            start += length + gap
        }
        guard let first else { return 0..<0 }
        return first..<end
    }
}

/// How a lazy stack places the rows it loaded: each at its ideal length along the axis, the
/// rows before them estimated at the loaded rows' mean length, the whole as long as every row
/// (estimated where not loaded) with its spacing (G29).
struct LazyStackLayout: ContainerLayout {
    let axis: Axis
    let alignment: StackLayoutAlgorithm.MinorAlignment
    let spacing: CGFloat?
    let rowCount: Int
    let firstLoaded: Int
    var rule: String { "G29 lazy \(axis == .vertical ? "VStack" : "HStack")" }

    private var gap: CGFloat { spacing ?? StackLayoutAlgorithm.defaultSpacing }

    private func rowProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(major: nil, minor: proposal[axis.other], axis: axis)
    }

    /// The loaded rows' dimensions, and the estimated length of a row not loaded.
    private func measure(
        _ proposal: ProposedViewSize, _ subviews: [LayoutItem], _ engine: LayoutEngine
    ) -> (dimensions: [ViewDimensions], estimate: CGFloat) {
        let inner = rowProposal(proposal)
        let dimensions = subviews.map {
            engine.dimensions(of: $0.node, inner, guides: alignment.readsGuides)
        }
        let lengths = dimensions.map { $0.size[axis] }
        let estimate = lengths.isEmpty ? 0 : lengths.reduce(0, +) / CGFloat(lengths.count)
        return (dimensions, estimate)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutItem], _ engine: LayoutEngine)
        -> CGSize
    {
        let (dimensions, estimate) = measure(proposal, subviews, engine)
        var above: CGFloat = 0
        var below: CGFloat = 0
        var major: CGFloat = 0
        for measured in dimensions {
            let guide = alignment.value(in: measured)
            above = max(above, guide)
            below = max(below, measured.size[axis.other] - guide)
            major += measured.size[axis]
        }
        major += estimate * CGFloat(max(0, rowCount - dimensions.count))
        major += gap * CGFloat(max(0, rowCount - 1))
        return CGSize(major: major, minor: above + below, axis: axis)
    }

    func placeSubviews(
        in frame: CGRect, proposal: ProposedViewSize, subviews: [LayoutItem],
        _ engine: LayoutEngine
    ) {
        let (dimensions, estimate) = measure(proposal, subviews, engine)
        let maxGuide = dimensions.map { alignment.value(in: $0) }.max() ?? 0
        let inner = rowProposal(proposal)
        let region = engine.currentRegion
        var position = frame.origin[axis] + CGFloat(firstLoaded) * (estimate + gap)
        for (item, measured) in zip(subviews, dimensions) {
            var origin = frame.origin
            origin[axis] = position
            origin[axis.other] += maxGuide - alignment.value(in: measured)
            engine.place(
                item.node, in: CGRect(origin: origin, size: measured.size), proposal: inner,
                region: region)
            position += measured.size[axis] + gap
        }
    }
}
