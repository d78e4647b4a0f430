/// The one algorithm by which a lazy container (a lazy stack, a lazy grid, a list, a section
/// inside one of them) loads the rows of its `ForEach` (G29, D17): it says which elements to
/// mount, estimates the rows not mounted, finds after each layout the rows in view and the band
/// of rows kept mounted around them, makes rows appear and disappear, and runs the views parked
/// in kept rows before their rows show again.
///
/// Each container owns one and tells it only what differs between them: the axis, how long its
/// mounted rows came out (pitches, or a grid's lines) and which part of its content is visible.
/// Keeping the algorithm here, not in each container, is what keeps the three kinds in step:
/// a fix to how rows load or appear is made once. ``LazyRows`` holds its line arithmetic.
///
/// A class, not a value in the container: while it shows rows it runs parked views, whose walk
/// asks every container (this one included) which rows it has shown.
@MainActor
final class LazyRowController {
    /// Which elements are mounted and wanted, which lines are in view, and the estimates.
    private var rows = LazyRows()
    /// The rows appeared, in order (a row that left the view may wait to disappear, D3).
    private var shown: [NodeHandle] = []
    /// The rows in view as the last layout found them: they alone send preferences.
    private var inView: [ObjectIdentifier] = []

    /// How a container's mounted rows came out in its last layout.
    enum Lengths {
        /// A stack's or a list's rows: each row's views with the gap after each, so a row of
        /// several views or none takes what its views take. The rows not mounted are
        /// estimated at the mean of every row measured.
        case pitches([CGFloat])
        /// A grid's lines of cells, `gap` apart: the lines not mounted are estimated at the
        /// mean of the mounted ones.
        case lines([CGFloat], gap: CGFloat)
    }

    /// The number of elements.
    var count: Int { rows.count }
    /// The first element mounted.
    var firstLoaded: Int { rows.loaded.lowerBound }
    /// The estimate layouts place rows not mounted with (see ``LazyRows/layoutEstimate``).
    var layoutEstimate: CGFloat? { rows.layoutEstimate }
    /// How many elements a line holds.
    var perLine: Int { rows.perLine }
    /// The lines mounted (whole or in part).
    var loadedLines: Range<Int> { rows.loadedLines }
    /// A grid's number of cells, and the cells before the first mounted element.
    var cellCount: Int { rows.cellCount }
    var firstCell: Int { rows.firstCell }

    /// The elements to mount now, of `count`, asked by the `ForEach` that `host` loads: from
    /// then on the container lays out in every update, since which rows exist depends on
    /// layout.
    func load(count: Int, for host: _ViewNode & GeometryObserving) -> Range<Int> {
        host.graph.layout.observe(host)
        return rows.load(count: count)
    }

    /// Forgets how many views elements make: they are rows or sections, one line each.
    func forgetCells() { rows.forgetCells() }

    /// Counts the views each mounted element of `source` makes among `items` (a grid's cells).
    func countCells(of source: any LazyRowSource, among items: [LayoutItem], in host: _ViewNode) {
        rows.countCells(of: source, among: items, in: host)
    }

    /// Sets how many elements a line holds.
    func setPerLine(_ value: Int) { rows.setPerLine(value) }

    /// The mounted elements of `source` in view, which alone have appeared.
    func appearing(in source: any LazyRowSource) -> ChildList { rows.appearing(in: source) }

    /// Whether `row` has appeared and not yet disappeared: in view, or waiting to disappear.
    func hasShown(_ row: _ViewNode) -> Bool { shown.contains { $0.target === row } }

    /// Where element `index`'s line is, by estimate, for content starting at `contentStart`.
    func estimatedFrame(ofRow index: Int, axis: Axis, contentStart: CGPoint, in frame: CGRect)
        -> CGRect
    {
        rows.estimatedFrame(ofRow: index, axis: axis, contentStart: contentStart, in: frame)
    }

    /// Each mounted row's pitch: for each of `items` (the views `host` lays out) that is a
    /// row's view of `source`, its length with its gap, as `pitch` finds it (`nil` for a view
    /// not laid out); 0 for a row that shows nothing.
    func pitches(
        of source: any LazyRowSource, among items: [LayoutItem], in host: _ViewNode,
        pitch: (LayoutItem) -> CGFloat?
    ) -> [CGFloat] {
        var pitches = [CGFloat](repeating: 0, count: source.children.count)
        for (item, offset) in zip(items, source.rowOffsets(of: items, in: host)) {
            guard let offset, let length = pitch(item) else { continue }
            pitches[offset] += length
        }
        return pitches
    }

    /// After a layout of `host` along `axis`: records how its mounted rows came out (a new
    /// estimate lays it out again), finds the rows in `visible` (positions from the rows'
    /// start; asked after the estimate is recorded) and the band kept around them, and shows
    /// them (``apply(_:axis:source:host:)``).
    func didLayOut(
        _ lengths: Lengths, along axis: Axis, of source: any LazyRowSource, in host: _ViewNode,
        visible: () -> (low: CGFloat, high: CGFloat)
    ) {
        let laidOut: [CGFloat]
        let estimate: CGFloat
        let gap: CGFloat
        switch lengths {
        case .pitches(let pitches):
            // The rows not mounted were placed at the mean of every row measured before;
            // rows measured now may change it, for the next layout.
            let (used, next) = rows.measure(pitches)
            if next != used { host.graph.layout.invalidate(host) }
            (laidOut, estimate, gap) = (pitches, used, 0)  // A pitch holds its gap.
        case .lines(let lines, let lineGap):
            let mean = lines.isEmpty ? 0 : lines.reduce(0, +) / CGFloat(lines.count)
            (laidOut, estimate, gap) = (lines, mean, lineGap)
        }
        let (low, high) = visible()
        let update = rows.update(
            showing: low, high, lengths: laidOut, estimate: estimate, gap: gap,
            anchored: Self.scrollView(along: axis, from: host) != nil,
            holding: appearedElements(of: source), container: host)
        apply(update, axis: axis, source: source, host: host)
    }

    /// The scroll view (the nearest that scrolls along `axis`, `host` included) moves by the
    /// update's shift; rows that came into view appear and those that left disappear; a
    /// `ForEach` with other rows to load evaluates again.
    private func apply(
        _ update: LazyRows.Update, axis: Axis, source: any LazyRowSource, host: _ViewNode
    ) {
        let graph: ViewGraph = host.graph
        if let scrollable = Self.scrollView(along: axis, from: host) {
            let before = scrollable.contentOffset
            var offset = before
            offset[axis] += update.shift
            // Also when nothing moved: estimated anew, the content may have shrunk under the
            // offset, and a scroll view shows its end rather than nothing past it.
            scrollable.scroll(to: offset)
            let after = scrollable.contentOffset
            scrollable.scrollState.anchoring.x += after.x - before.x
            scrollable.scrollState.anchoring.y += after.y - before.y
        }
        // Only the rows in view produce preferences: other rows in view, other values. (Not
        // the rows appeared: a row that left the view may wait to disappear, D3.)
        let inView = source.visibleChildren.map { ObjectIdentifier($0) }
        let changed = inView != self.inView
        // A kept row was not updated (D17): back in view, it runs before it appears, and the
        // container is laid out again to show it; so do the rows of a container that is
        // itself about to run.
        if (changed && graph.layout.runParkedNodes()) || Self.waitsToRun(host) {
            graph.layout.invalidate(host)
        } else {
            // Checked after every layout, not only when the lines in view changed: rows
            // mounted since (the `ForEach` loads after the lines are found) join what is
            // shown here.
            updateShown(host)
        }
        if changed {
            self.inView = inView
            graph.shownRowsDidChange()
            graph.features.shownChildrenDidChange(of: source)
            graph.features.shownChildrenDidChange(of: host)
            if !source.requestedPreferences.isEmpty {
                graph.markPreferencesDirty(source)
                graph.requestFlush()
            }
        }
        if update.reload { graph.invalidate(source) }
    }

    /// Whether `node` or a view above it waits to be evaluated in this update.
    private static func waitsToRun(_ node: _ViewNode) -> Bool {
        var cursor: _ViewNode? = node
        while let node = cursor {
            if node.isDirty { return true }
            cursor = node.parent
        }
        return false
    }

    /// The rows in view have appeared, and rows that left it disappear; but once a row
    /// appeared in this update (rows load in rounds, and a reader's action may resize them),
    /// rows leaving the view stay until the next update: in one update no view appears and
    /// then disappears, and none disappears after another appeared (D3), as SwiftUI leaves
    /// them for the next frame.
    private func updateShown(_ host: _ViewNode) {
        let graph: ViewGraph = host.graph
        let now = host.childrenThatAppear
        if now.count == shown.count, zip(now, shown).allSatisfy({ $0 === $1.target }) {
            return
        }
        let update = graph.flushSerial
        // Once a row appeared in this update, in this container or another (rows load in
        // rounds, container after container), rows leaving the view wait for the next one:
        // in one update, views disappear before others appear (D3).
        let appearedNow = graph.lazyRowAppearedSerial == update
        var next: [NodeHandle] = []
        for old in shown {
            guard let node = old.target, node.isMounted else { continue }
            if now.contains(where: { $0 === node }) { continue }
            if appearedNow {
                next.append(old)
            } else {
                graph.setShown(false, subtree: node)
            }
        }
        for node in now {
            if let kept = shown.first(where: { $0.target === node }) {
                next.append(kept)
            } else {
                graph.setShown(true, subtree: node)
                graph.lazyRowAppearedSerial = update
                next.append(node.handle)
            }
        }
        shown = next
    }

    /// The elements of `source` whose rows have appeared, when a row appeared in this update
    /// somewhere: they stay mounted through it, as rows leaving the view wait to disappear
    /// (D3); `nil` otherwise.
    private func appearedElements(of source: any LazyRowSource) -> Range<Int>? {
        guard source.graph.lazyRowAppearedSerial == source.graph.flushSerial, !shown.isEmpty
        else { return nil }
        var offsets: [ObjectIdentifier: Int] = [:]
        for (offset, row) in source.children.enumerated() {
            offsets[ObjectIdentifier(row)] = offset
        }
        var low = Int.max
        var high = Int.min
        for row in shown {
            guard let node = row.target, let offset = offsets[ObjectIdentifier(node)]
            else { continue }
            low = min(low, offset)
            high = max(high, offset)
        }
        guard low <= high else { return nil }
        return source.firstRowIndex + low..<source.firstRowIndex + high + 1
    }

    /// The nearest scroll view, `node` or above, that scrolls along `axis`.
    private static func scrollView(along axis: Axis, from node: _ViewNode) -> (any ScrollableNode)?
    {
        var cursor: _ViewNode? = node
        while let node = cursor {
            if let scrollable = node as? any ScrollableNode {
                return scrollable.scrollAxes.contains(axis == .vertical ? .vertical : .horizontal)
                    ? scrollable : nil
            }
            cursor = node.parent
        }
        return nil
    }
}
