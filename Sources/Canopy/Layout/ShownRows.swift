/// A row a lazy container has shown.
struct ShownRow {
    let handle: NodeHandle
}

/// What a lazy container has shown: the rows appeared (a row that left the view may wait to
/// disappear, D3), and the rows in view as the last layout found them.
struct ShownRows {
    var rows: [ShownRow] = []
    var inView: [ObjectIdentifier] = []

    /// Whether `row` has appeared and not yet disappeared.
    func contains(_ row: _ViewNode) -> Bool {
        rows.contains { $0.handle.target === row }
    }
}

extension LazyRowHosting {
    /// After ``LazyRows/update(showing:_:lengths:estimate:gap:anchored:holding:container:)``: the scroll view
    /// (the nearest that scrolls along `axis`, this node included) moves by the update's
    /// shift; rows that came into view appear and those that left disappear; a `ForEach` with
    /// other rows to reload evaluates again. `shown` is where the container keeps what it has
    /// shown; it is read, not held, while parked views are looked for, which asks containers
    /// what they have shown.
    func apply(
        _ update: LazyRows.Update, axis: Axis, source: any LazyRowSource,
        shown: ReferenceWritableKeyPath<Self, ShownRows>
    ) {
        if let scrollable = scrollView(along: axis) {
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
        let changed = inView != self[keyPath: shown].inView
        // A kept row was not updated (D17): back in view, it runs before it appears, and the
        // container is laid out again to show it; so do the rows of a container that is
        // itself about to run.
        if (changed && graph.layout.runParkedNodes()) || waitsToRun {
            graph.layout.invalidate(self)
        } else {
            // Checked after every layout, not only when the lines in view changed: rows
            // mounted since (the `ForEach` loads after the lines are found) join what is
            // shown here.
            updateShownRows(&self[keyPath: shown].rows)
        }
        if changed {
            self[keyPath: shown].inView = inView
            graph.shownRowsDidChange()
            if !source.requestedPreferences.isEmpty {
                graph.markPreferencesDirty(source)
                graph.requestFlush()
            }
        }
        if update.reload { graph.invalidate(source) }
    }

    /// Whether this node or one above it waits to be evaluated in this update.
    private var waitsToRun: Bool {
        var cursor: _ViewNode? = self
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
    private func updateShownRows(_ shown: inout [ShownRow]) {
        let now = childrenThatAppear
        if now.count == shown.count, zip(now, shown).allSatisfy({ $0 === $1.handle.target }) {
            return
        }
        let update = graph.flushSerial
        // Once a row appeared in this update, in this container or another (rows load in
        // rounds, container after container), rows leaving the view wait for the next one:
        // in one update, views disappear before others appear (D3).
        let appearedNow = graph.lazyRowAppearedSerial == update
        var next: [ShownRow] = []
        for old in shown {
            guard let node = old.handle.target, node.isMounted else { continue }
            if now.contains(where: { $0 === node }) { continue }
            if appearedNow {
                next.append(old)
            } else {
                graph.setShown(false, subtree: node)
            }
        }
        for node in now {
            if let kept = shown.first(where: { $0.handle.target === node }) {
                next.append(kept)
            } else {
                graph.setShown(true, subtree: node)
                graph.lazyRowAppearedSerial = update
                next.append(ShownRow(handle: node.handle))
            }
        }
        shown = next
    }

    /// The elements of `source` whose rows have appeared, when a row appeared in this update
    /// somewhere: they stay mounted through it, as rows leaving the view wait to disappear
    /// (D3); `nil` otherwise.
    func appearedElements(_ shown: ShownRows, of source: any LazyRowSource) -> Range<Int>? {
        guard graph.lazyRowAppearedSerial == graph.flushSerial, !shown.rows.isEmpty else {
            return nil
        }
        var offsets: [ObjectIdentifier: Int] = [:]
        for (offset, row) in source.children.enumerated() {
            offsets[ObjectIdentifier(row)] = offset
        }
        var low = Int.max
        var high = Int.min
        for row in shown.rows {
            guard let node = row.handle.target, let offset = offsets[ObjectIdentifier(node)]
            else { continue }
            low = min(low, offset)
            high = max(high, offset)
        }
        guard low <= high else { return nil }
        return source.firstRowIndex + low..<source.firstRowIndex + high + 1
    }

    /// The nearest scroll view, this node or above, that scrolls along `axis`.
    func scrollView(along axis: Axis) -> (any ScrollableNode)? {
        var cursor: _ViewNode? = self
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
