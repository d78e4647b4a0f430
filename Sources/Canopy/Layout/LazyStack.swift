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
    private var rows = LazyRows()
    private var shownRows: [NodeHandle] = []

    /// The `ForEach` the stack loads rows of, when its content is one.
    private var source: (any LazyRowSource)? { children.first as? any LazyRowSource }

    /// Asked by the `ForEach` the stack loads: from then on the stack lays out in every update,
    /// since which rows exist depends on layout.
    func rowsToLoad(count: Int) -> Range<Int> {
        graph.layout.observe(self)
        return rows.load(count: count)
    }

    override func currentLayout(in context: LeafLayoutContext) -> any ContainerLayout {
        guard source != nil else { return super.currentLayout(in: context) }
        return LazyStackLayout(
            axis: view.stackAxis, alignment: view.minorAlignment, spacing: view.spacing,
            rowCount: rows.count, firstLoaded: rows.loaded.lowerBound)
    }

    override func willUnmount() {
        graph.layout.unregister(self)
        super.willUnmount()
    }

    /// Only the rows in view have appeared.
    var appearingChildren: ChildList {
        guard let source else { return children }
        return rows.appearing(in: source)
    }

    /// After each layout: the rows in view are the ones the visible rect (the enclosing scroll
    /// view's viewport, or the window) meets.
    func geometryDidChange(_ engine: LayoutEngine) {
        guard let source, let record = layoutRecord, record.isPlaced else { return }
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
        var inView: Range<Int> = 0..<0
        if !visible.isNull {
            let lengths = source.children.compactMap { engine.frame(of: $0)?.size[axis] }
            let estimate = lengths.isEmpty ? 0 : lengths.reduce(0, +) / CGFloat(lengths.count)
            let low = visible.origin[axis] - record.frame.origin[axis]
            inView = rows.rows(
                meeting: low, low + visible.size[axis], lengths: lengths, estimate: estimate,
                gap: view.spacing ?? StackLayoutAlgorithm.defaultSpacing)
        }
        let decision = rows.found(inView: inView, container: self)
        apply(decision, source: source, shown: &shownRows)
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
