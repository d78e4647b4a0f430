/// What a ``LazyRowController`` keeps about the rows of its container's `ForEach` (G29, D17),
/// and the arithmetic it decides by: how many there are, which are mounted, which are in view,
/// which are kept around them, and which to mount next.
///
/// The `ForEach`'s elements are laid out in lines of ``perLine`` (one for a stack or a list, a
/// grid's column count for a grid): what is in view and what is kept is decided by line, what
/// the `ForEach` mounts is a range of elements, whole lines of them. A stack's line is one
/// element, whatever views it makes; a grid's line is ``perLine`` cells, each a view, which
/// ``LazyCells`` maps to the elements that make them.
@MainActor
struct LazyRows {
    /// The number of elements.
    private(set) var count = 0
    /// The elements mounted.
    private(set) var loaded: Range<Int> = 0..<0
    /// The lines in view, which alone have appeared.
    private(set) var visible: Range<Int> = 0..<0
    /// How many elements a line holds.
    private(set) var perLine = 1
    /// The elements to mount next; before the first layout, the first one, to measure.
    private var wanted: Range<Int>?
    private var loopGuard = GeometryLoopGuard()
    /// A line's estimated length and the gap between lines, as the last layout found them.
    private var lineEstimate: CGFloat = 0
    private var lineGap: CGFloat = 0
    /// The first mounted line in view after the last layout, where it started from the
    /// content's start, how many elements there were, and the lengths of the mounted lines
    /// before it (from line `first`): the line kept in place on screen when the estimates
    /// before it change (D17).
    private var anchor: Anchor?

    private struct Anchor {
        let line: Int
        let start: CGFloat
        let count: Int
        let first: Int
        let before: [CGFloat]
    }
    /// The length of every line measured since the elements or their lines last changed, by
    /// line, and their sum: their mean estimates the lines not mounted, so the estimate
    /// steadies as more lines are seen instead of following whichever few are mounted (rows
    /// that show nothing among others would make every window's mean differ).
    private var measured: [Int: CGFloat] = [:]
    private var measuredTotal: CGFloat = 0
    /// The estimate layouts place lines not mounted with: the measured mean as of the last
    /// layout; `nil` before any line was measured (a layout then takes the mounted lines' mean).
    private(set) var layoutEstimate: CGFloat?
    /// How a grid's elements map to its cells; one cell each unless counted.
    private var cells = LazyCells()

    /// The number of lines.
    var lineCount: Int { (cellCount + perLine - 1) / perLine }
    /// The number of cells: every element's views, estimated where not mounted.
    var cellCount: Int { cells.cells(before: count) }
    /// The cells before the first mounted element, by estimate.
    var firstCell: Int { cells.cells(before: loaded.lowerBound) }
    /// The lines mounted (whole or in part).
    var loadedLines: Range<Int> {
        let first = firstCell
        let end = cells.cells(before: loaded.upperBound)
        return end > first
            ? first / perLine..<(end + perLine - 1) / perLine
            : first / perLine..<first / perLine
    }

    /// The lines element `index`'s cells are on; an element that makes none is on the line
    /// where its cells would be.
    private func lines(ofElement index: Int) -> ClosedRange<Int> {
        let first = cells.cells(before: index)
        let end = cells.cells(before: index + 1)
        return first / perLine...max(first, end - 1) / perLine
    }

    /// The elements whose cells are on `lines`.
    private func elements(on lines: Range<Int>) -> Range<Int> {
        cells.elements(
            makingCells: lines.lowerBound * perLine..<lines.upperBound * perLine, count: count)
    }

    /// Forgets how many views elements make: they are rows or sections now, one line each.
    mutating func forgetCells() { cells.forget() }

    /// Records how many views each mounted element of `source` makes among `items` (a grid's
    /// cells, laid out by `container`): a grid's elements are then mapped to cells by count.
    mutating func countCells(
        of source: any LazyRowSource, among items: [LayoutItem], in container: _ViewNode
    ) {
        var counts = [Int](repeating: 0, count: source.children.count)
        for offset in source.rowOffsets(of: items, in: container) {
            if let offset { counts[offset] += 1 }
        }
        cells.record(first: source.firstRowIndex, counts: counts)
    }

    /// The elements to mount now, of `count` (asked by the `ForEach` when it evaluates).
    mutating func load(count: Int) -> Range<Int> {
        if count != self.count {
            forgetMeasurements()
            cells.forget()
        }
        self.count = count
        loaded = (wanted ?? 0..<1).clamped(to: 0..<count)
        if loaded.isEmpty, count > 0 {
            // None of the elements where the view was are left (fewer now, or none were):
            // start again from the first, as a fresh mount does.
            loaded = 0..<1
        }
        return loaded
    }

    /// Sets how many elements a line holds (a grid knows it once it knows its width). Lines in
    /// view are forgotten, since their numbers now mean other elements.
    mutating func setPerLine(_ value: Int) {
        let value = max(1, value)
        guard value != perLine else { return }
        perLine = value
        cells.perLine = value
        visible = 0..<0
        forgetMeasurements()
        // Its line now holds other elements: nothing to keep still.
        anchor = nil
    }

    private mutating func forgetMeasurements() {
        measured = [:]
        measuredTotal = 0
        layoutEstimate = nil
    }

    /// Records the mounted lines' lengths (`lengths`, from the first mounted line on) as the
    /// last layout found them, and returns the estimate it placed the others with and the one
    /// the next layout will: the mean of every line measured. They differ when lines loaded
    /// since changed the mean: the container is then laid out again.
    mutating func measure(_ lengths: [CGFloat]) -> (used: CGFloat, next: CGFloat) {
        let used =
            layoutEstimate
            ?? (lengths.isEmpty ? 0 : lengths.reduce(0, +) / CGFloat(lengths.count))
        let first = loadedLines.lowerBound
        for (offset, length) in lengths.enumerated() {
            let line = first + offset
            measuredTotal += length - (measured[line] ?? 0)
            measured[line] = length
        }
        var next = measured.isEmpty ? used : measuredTotal / CGFloat(measured.count)
        // Equal rows give a mean that differs in its last bits: no change, no new layout.
        if abs(next - used) < 0.001 { next = used }
        layoutEstimate = next
        return (used, next)
    }

    /// The mounted elements in view, which alone have appeared.
    func appearing(in source: any LazyRowSource) -> ChildList {
        let first = source.firstRowIndex
        var rows: [_ViewNode] = []
        for (offset, row) in source.children.enumerated()
        where lines(ofElement: first + offset).overlaps(visible) {
            rows.append(row)
        }
        return ChildList(rows)
    }

    /// Where element `index`'s line is, by estimate (every line before it at the estimate),
    /// for content starting at `contentStart` along `axis`, as long across it as `frame`.
    func estimatedFrame(ofRow index: Int, axis: Axis, contentStart: CGPoint, in frame: CGRect)
        -> CGRect
    {
        var origin = CGPoint(x: frame.minX, y: frame.minY)
        origin[axis] =
            contentStart[axis] + CGFloat(cells.cells(before: index) / perLine)
            * (lineEstimate + lineGap)
        return CGRect(
            origin: origin,
            size: CGSize(major: lineEstimate, minor: frame.size[axis.other], axis: axis))
    }

    /// The lines that meet `low..<high` (positions along the container's axis, from its
    /// content's start) with positive length: mounted lines at `lengths` (each line's pitch, in
    /// order from the first mounted one), the others at `estimate`, `gap` apart.
    func lines(
        meeting low: CGFloat, _ high: CGFloat, lengths: [CGFloat], estimate: CGFloat, gap: CGFloat
    ) -> Range<Int> {
        guard high > low else { return 0..<0 }
        let mounted = loadedLines
        var first: Int?
        var end = 0
        var start: CGFloat = 0
        var index = 0
        while index < lineCount {
            let offset = index - mounted.lowerBound
            let length =
                mounted.contains(index) && offset < lengths.count ? lengths[offset] : estimate
            if start >= high { break }
            // A mounted line that shows nothing is in view where it is (so it stays mounted
            // and the lines around it stay where they are); one not mounted is not.
            let meets =
                length > 0 ? start + length > low : mounted.contains(index) && start >= low
            if meets {
                if first == nil { first = index }
                end = index + 1
            }
            // Lines before the mounted ones, all at the estimate, are skipped in one step.
            if index < mounted.lowerBound, estimate + gap > 0, start + estimate + gap <= low {
                let skip = min(
                    mounted.lowerBound - index,
                    max(1, Int(((low - start) / (estimate + gap)).rounded(.down))))
                start += CGFloat(skip) * (estimate + gap)
                index += skip
                continue
            }
            start += length + gap
            index += 1
        }
        guard let first else { return 0..<0 }
        return first..<end
    }

    /// Where mounted line `line` starts from the content's start, as the lazy layouts place
    /// it: the lines before the mounted ones at the estimate, the mounted ones at `lengths`.
    private func start(
        ofMountedLine line: Int, lengths: [CGFloat], estimate: CGFloat, gap: CGFloat
    ) -> CGFloat? {
        let mounted = loadedLines
        let offset = line - mounted.lowerBound
        guard mounted.contains(line), offset < lengths.count else { return nil }
        return CGFloat(mounted.lowerBound) * (estimate + gap)
            + lengths.prefix(offset).reduce(0) { $0 + $1 + gap }
    }

    /// What a layout found: whether the `ForEach` must mount other elements, and how far the
    /// scroll view must move along the axis to keep the line in view where it was.
    struct Update {
        var reload: Bool
        var shift: CGFloat
    }

    /// After a layout that shows `low..<high` of the content (nothing when `high <= low`), in a
    /// scroll view along the axis when `anchored`:
    /// finds the lines in view and those kept (D17: within one viewport length of it), and says
    /// whether the `ForEach` must mount other elements. When the first line in view moved
    /// within the content (the lines before it were estimated anew as others loaded), it says
    /// by how much, so the scroll view keeps it still on screen, as a scroll view anchors its
    /// visible content; the lines in view are those after that move.
    mutating func update(
        showing low: CGFloat, _ high: CGFloat, lengths: [CGFloat], estimate: CGFloat,
        gap: CGFloat, anchored: Bool, holding: Range<Int>? = nil, container: _ViewNode
    ) -> Update {
        lineEstimate = estimate
        lineGap = gap
        var shift: CGFloat = 0
        // Only a scroll view can keep the line still; without one the lines are where they are.
        if anchored, let anchor, anchor.count == count, high > low,
            let start = start(
                ofMountedLine: anchor.line, lengths: lengths, estimate: estimate, gap: gap)
        {
            // Only what estimates moved it by: a mounted line before it that changed its own
            // length (its content changed) moves the content after it, as in any scroll view.
            var moved = start - anchor.start
            let mounted = loadedLines.lowerBound
            for line in stride(from: max(mounted, anchor.first), to: anchor.line, by: 1) {
                let now = line - mounted
                let then = line - anchor.first
                guard now < lengths.count, then < anchor.before.count else { break }
                moved -= lengths[now] - anchor.before[then]
            }
            // The estimate is a mean: equal rows can give a start that differs in its last
            // bits, which is no move.
            shift = abs(moved) < 0.001 ? 0 : moved
        }
        let low = low + shift
        let high = high + shift
        let inView = lines(meeting: low, high, lengths: lengths, estimate: estimate, gap: gap)
        anchor = nil
        for line in inView {
            if let start = start(
                ofMountedLine: line, lengths: lengths, estimate: estimate, gap: gap)
            {
                let first = loadedLines.lowerBound
                anchor = Anchor(
                    line: line, start: start, count: count, first: first,
                    before: Array(lengths.prefix(max(0, line - first))))
                break
            }
        }
        let length = high - low
        let band =
            inView.isEmpty
            ? inView
            : lines(
                meeting: low - length, high + length, lengths: lengths, estimate: estimate,
                gap: gap)
        // With nothing measured to estimate by, the lines after the mounted ones have no
        // length and would never come into view: while the mounted lines end inside the
        // view, more are loaded.
        let endOfMounted =
            (start(
                ofMountedLine: loadedLines.upperBound - 1, lengths: lengths, estimate: estimate,
                gap: gap) ?? 0) + (lengths.last ?? 0)
        let starved =
            estimate == 0 && loaded.upperBound < count && endOfMounted < high
        let lengthless = estimate == 0 && lengths.allSatisfy { $0 == 0 }
        return Update(
            reload: found(
                inView: inView, keeping: band, showing: high > low, starved: starved,
                lengthless: lengthless, holding: holding, container: container),
            shift: shift)
    }

    /// Records `rows` as the lines in view, and says whether the elements to mount changed:
    /// those lines, with the mounted lines within `band` that touch them (rows scrolled off stay
    /// mounted, D17, but none is made only to be kept); one line to measure when none is in
    /// view.
    private mutating func found(
        inView rows: Range<Int>, keeping band: Range<Int>, showing: Bool, starved: Bool,
        lengthless: Bool, holding: Range<Int>?, container: _ViewNode
    ) -> Bool {
        visible = rows
        var next: Range<Int>
        if showing, starved {
            // The mounted elements show too little to fill the view and nothing estimates the
            // others (rows that show nothing): load four times as many from the first in
            // view, until the view is filled or all are loaded.
            let first = rows.isEmpty ? loaded.lowerBound : elements(on: rows).lowerBound
            next = first..<first + max(1, loaded.count) * 4
        } else if rows.isEmpty {
            // Mounted elements that all show nothing are where the others would be measured
            // from: kept, not traded for one that would have to grow again.
            let line = elements(on: loadedLines.lowerBound..<loadedLines.lowerBound + 1)
            let first = loaded.lowerBound
            next = lengthless && !loaded.isEmpty ? loaded : line.isEmpty ? first..<first + 1 : line
        } else {
            var lines = rows
            let kept = loadedLines.clamped(to: band)
            if !kept.isEmpty, kept.lowerBound <= rows.upperBound, rows.lowerBound <= kept.upperBound
            {
                lines =
                    min(kept.lowerBound, rows.lowerBound)..<max(kept.upperBound, rows.upperBound)
            }
            next = elements(on: lines)
        }
        // Rows that appeared stay mounted through an update in which another row appeared:
        // those leaving the view wait for the next update to disappear (D3), and a row
        // released now would disappear at once. (Unless they are far from the rows wanted: a
        // jump does not mount everything between.)
        if let holding, !holding.isEmpty {
            let hull =
                min(next.lowerBound, holding.lowerBound)..<max(next.upperBound, holding.upperBound)
            if hull.count <= next.count + 2 * max(1, loaded.count) { next = hull }
        }
        next = next.clamped(to: 0..<count)
        // Kept even when nothing changes now: a wider window wanted for earlier data must not
        // come back when the count grows again.
        let previous = wanted
        wanted = next
        guard next != loaded, loopGuard.allows(container) else {
            if next != loaded { wanted = previous }
            return false
        }
        return true
    }
}
