/// What a lazy container (a lazy stack, a list) keeps about the rows of its `ForEach` (G29,
/// D17): how many there are, which are mounted, which are in view, and which to mount next.
@MainActor
struct LazyRows {
    private(set) var count = 0
    private(set) var loaded: Range<Int> = 0..<0
    private(set) var visible: Range<Int> = 0..<0
    /// The rows to mount next; before the first layout, the first row, to measure.
    private var wanted: Range<Int>?
    private var loopGuard = GeometryLoopGuard()

    /// The rows to mount now, of `count` (asked by the `ForEach` when it evaluates).
    mutating func load(count: Int) -> Range<Int> {
        self.count = count
        loaded = (wanted ?? 0..<1).clamped(to: 0..<count)
        return loaded
    }

    /// The mounted rows in view, which alone have appeared.
    func appearing(in source: any LazyRowSource) -> ChildList {
        let first = source.firstRowIndex
        var rows: [_ViewNode] = []
        for (offset, row) in source.children.enumerated() where visible.contains(first + offset) {
            rows.append(row)
        }
        return ChildList(rows)
    }

    /// The rows that meet `low..<high` (positions along the container's axis, from its
    /// content's start) with positive length: mounted rows at `lengths` (each row's pitch,
    /// in order from the first mounted one), the others at `estimate`, `gap` apart.
    func rows(
        meeting low: CGFloat, _ high: CGFloat, lengths: [CGFloat], estimate: CGFloat, gap: CGFloat
    )
        -> Range<Int>
    {
        guard high > low else { return 0..<0 }
        var first: Int?
        var end = 0
        var start: CGFloat = 0
        var index = 0
        while index < count {
            let offset = index - loaded.lowerBound
            let length =
                loaded.contains(index) && offset < lengths.count ? lengths[offset] : estimate
            if start >= high { break }
            if start + length > low, length > 0 {
                if first == nil { first = index }
                end = index + 1
            }
            // Rows before the mounted ones, all at the estimate, are skipped in one step.
            if index < loaded.lowerBound, estimate + gap > 0, start + estimate + gap <= low {
                let skip = min(
                    loaded.lowerBound - index,
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

    /// After a layout found `rows` in view: records them, and says whether what is in view
    /// changed (the container then shows and hides rows) and whether the `ForEach` must mount
    /// other rows (one to measure when none is in view).
    mutating func found(inView rows: Range<Int>, container: _ViewNode)
        -> (shownChanged: Bool, reload: Bool)
    {
        let shownChanged = rows != visible
        visible = rows
        let next =
            rows.isEmpty ? loaded.lowerBound..<min(loaded.lowerBound + 1, count) : rows
        guard next != loaded, loopGuard.allows(container) else { return (shownChanged, false) }
        wanted = next
        return (shownChanged, true)
    }
}

extension LazyRowHosting {
    /// Applies what ``LazyRows/found(inView:container:)`` decided: rows that came into view
    /// appear and those that left disappear; a `ForEach` with other rows to mount evaluates
    /// again.
    func apply(
        _ decision: (shownChanged: Bool, reload: Bool), source: any LazyRowSource,
        shown: inout [NodeHandle]
    ) {
        if decision.shownChanged { graph.updateShownChildren(of: self, shown: &shown) }
        if decision.reload { graph.invalidate(source) }
    }
}
