/// What a lazy container (a lazy stack, a lazy grid, a list) keeps about the rows of its
/// `ForEach` (G29, D17): how many there are, which are mounted, which are in view, and which to
/// mount next.
///
/// The `ForEach`'s elements are laid out in lines of ``perLine`` (one for a stack or a list, a
/// grid's column count for a grid): what is in view and what is kept is decided by line, what
/// the `ForEach` mounts is a range of elements, whole lines of them.
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

    /// The number of lines.
    var lineCount: Int { (count + perLine - 1) / perLine }
    /// The lines mounted (whole or in part).
    var loadedLines: Range<Int> {
        loaded.isEmpty
            ? loaded.lowerBound / perLine..<loaded.lowerBound / perLine
            : loaded.lowerBound / perLine..<(loaded.upperBound + perLine - 1) / perLine
    }

    /// The elements to mount now, of `count` (asked by the `ForEach` when it evaluates).
    mutating func load(count: Int) -> Range<Int> {
        self.count = count
        loaded = (wanted ?? 0..<1).clamped(to: 0..<count)
        return loaded
    }

    /// Sets how many elements a line holds (a grid knows it once it knows its width). Lines in
    /// view are forgotten, since their numbers now mean other elements.
    mutating func setPerLine(_ value: Int) {
        let value = max(1, value)
        guard value != perLine else { return }
        perLine = value
        visible = 0..<0
    }

    /// The mounted elements in view, which alone have appeared.
    func appearing(in source: any LazyRowSource) -> ChildList {
        let first = source.firstRowIndex
        var rows: [_ViewNode] = []
        for (offset, row) in source.children.enumerated()
        where visible.contains((first + offset) / perLine) {
            rows.append(row)
        }
        return ChildList(rows)
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
            if start + length > low, length > 0 {
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

    /// After a layout that shows `low..<high` of the content (nothing when `high <= low`):
    /// finds the lines in view and those kept (D17: within one viewport length of it), and says
    /// whether the `ForEach` must mount other elements.
    mutating func update(
        showing low: CGFloat, _ high: CGFloat, lengths: [CGFloat], estimate: CGFloat,
        gap: CGFloat, container: _ViewNode
    ) -> Bool {
        let inView = lines(meeting: low, high, lengths: lengths, estimate: estimate, gap: gap)
        let length = high - low
        let band =
            inView.isEmpty
            ? inView
            : lines(
                meeting: low - length, high + length, lengths: lengths, estimate: estimate,
                gap: gap)
        return found(inView: inView, keeping: band, container: container)
    }

    /// Records `rows` as the lines in view, and says whether the elements to mount changed:
    /// those lines, with the mounted lines within `band` that touch them (rows scrolled off stay
    /// mounted, D17, but none is made only to be kept); one line to measure when none is in
    /// view.
    private mutating func found(
        inView rows: Range<Int>, keeping band: Range<Int>, container: _ViewNode
    ) -> Bool {
        visible = rows
        var lines = rows
        if rows.isEmpty {
            let first = loadedLines.lowerBound
            lines = first..<min(first + 1, lineCount)
        } else {
            let kept = loadedLines.clamped(to: band)
            if !kept.isEmpty, kept.lowerBound <= rows.upperBound, rows.lowerBound <= kept.upperBound
            {
                lines =
                    min(kept.lowerBound, rows.lowerBound)..<max(kept.upperBound, rows.upperBound)
            }
        }
        let next = (lines.lowerBound * perLine..<lines.upperBound * perLine).clamped(to: 0..<count)
        guard next != loaded, loopGuard.allows(container) else { return false }
        wanted = next
        return true
    }
}

extension LazyRowHosting {
    /// After ``LazyRows/update(showing:_:lengths:estimate:gap:container:)``: rows that came
    /// into view appear and those that left disappear; a `ForEach` with other rows to `reload`
    /// evaluates again.
    func apply(reload: Bool, source: any LazyRowSource, shown: inout [NodeHandle]) {
        // Checked after every layout, not only when the lines in view changed: rows mounted
        // since (the `ForEach` loads after the lines are found) join what is shown here.
        graph.updateShownChildren(of: self, shown: &shown)
        if reload { graph.invalidate(source) }
    }
}
