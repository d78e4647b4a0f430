/// A list is a scroll view of its rows (G28, G31), and over a `ForEach` a lazy one (D17): only
/// the rows in its viewport are created; they appear as they scroll in and are released as
/// they scroll out. Rows not loaded are estimated at the loaded rows' mean height.
extension ListNode: ScrollableNode, LazyRowHosting, GeometryObserving, AppearanceHiding {
    /// The `ForEach` the list loads rows of, when its content is one.
    var lazySource: (any LazyRowSource)? { children.first as? any LazyRowSource }

    var scrollAxes: Axis.Set { .vertical }

    /// Asked by the `ForEach` the list loads: from then on the list lays out in every update,
    /// since which rows exist depends on layout.
    func rowsToLoad(count: Int, for source: _ViewNode) -> Range<Int>? {
        guard source === children.first else { return nil }
        return lazyRows.load(count: count, for: self)
    }

    var rowsInView: ChildList { appearingChildren }

    func estimatedFrame(ofRow index: Int, of source: _ViewNode) -> CGRect? {
        guard source === lazySource, let record = layoutRecord, record.isPlaced else { return nil }
        let start = CGPoint(x: record.frame.minX, y: record.frame.minY - contentOffset.y)
        return lazyRows.estimatedFrame(
            ofRow: index, axis: .vertical, contentStart: start, in: record.frame)
    }

    /// The row pitches of the mounted rows, and the estimate for the others, as laid out.
    /// Over a `ForEach`, one per row in order, its views' pitches together: a row may be
    /// several views, or none (no height, a row of length 0); the estimate is the one the
    /// layout placed the others with.
    private func pitches(_ column: FillingColumnLayout) -> (pitches: [CGFloat], estimate: CGFloat) {
        let engine = graph.layout
        let items = engine.subviews(of: self)
        var pitches: [CGFloat]
        if let lazySource {
            pitches = lazyRows.pitches(of: lazySource, among: items, in: self) { item in
                engine.frame(of: item.node).map { column.pitch(of: item, $0.size) }
            }
        } else {
            pitches = items.compactMap { item in
                engine.frame(of: item.node).map { column.pitch(of: item, $0.size) }
            }
        }
        let mean = pitches.isEmpty ? 0 : pitches.reduce(0, +) / CGFloat(pitches.count)
        return (pitches, lazySource == nil ? mean : lazyRows.layoutEstimate ?? mean)
    }

    /// The list's column as its view lays it out, before scrolling and loading.
    private var column: FillingColumnLayout { view.listColumn(in: layoutContext(graph.layout)) }

    var scrollGeometry: ScrollViewportGeometry? {
        guard let record = layoutRecord, record.isPlaced else { return nil }
        let (pitches, estimate) = pitches(column)
        let unloaded = lazySource == nil ? 0 : max(0, lazyRows.count - pitches.count)
        let length = pitches.reduce(0, +) + estimate * CGFloat(unloaded)
        let frame = record.frame
        return ScrollViewportGeometry(
            viewport: frame, overhang: safeAreaOverhang(of: record),
            content: CGRect(
                x: frame.minX, y: frame.minY - contentOffset.y, width: frame.width, height: length))
    }

    func scroll(to offset: CGPoint) {
        let clamped = clamped(offset)
        guard clamped != contentOffset else { return }
        contentOffset = clamped
        graph.layout.needsPlacement(self)
    }

    /// Only the rows in view have appeared (every row, when the list is not lazy).
    var appearingChildren: ChildList {
        guard let lazySource else { return children }
        return lazyRows.appearing(in: lazySource)
    }

    func geometryDidChange(_ engine: LayoutEngine) {
        guard let source = lazySource, let record = layoutRecord, record.isPlaced, !isInKeptLazyRow
        else { return }
        // A list scrolls its rows itself: its viewport is their visible rect (D17).
        let visible = scrollGeometry?.drawnViewport ?? record.frame
        lazyRows.didLayOut(
            .pitches(pitches(column).pitches), along: .vertical, of: source, in: self
        ) {
            let low = visible.isNull ? 0 : visible.minY - (record.frame.minY - contentOffset.y)
            return (low, visible.isNull ? 0 : low + visible.height)
        }
    }
}
