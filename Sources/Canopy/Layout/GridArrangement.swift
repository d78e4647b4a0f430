/// How a ``Grid`` lays out (D23, Canopy's reading of Apple's description): rows are its
/// `GridRow`s, and its other views rows of one cell across every column; there are as many
/// columns as the row with the most cells (spans counted) fills. A column is as wide as its
/// widest cell and a row as tall as its tallest, cells spanning several columns and cells
/// unsized on an axis not counting on that axis. When the grid is proposed a length, it is
/// shared as a stack shares it (G8): the least flexible column (row) first, each offered an
/// equal share of what is left, kept between its cells' least and greatest lengths. Each cell
/// is proposed its column by its row and placed there by its anchor, or else by its column's
/// alignment (`gridColumnAlignment`) or the grid's horizontally and its row's or the grid's
/// vertically.
struct GridArrangement: ContainerLayout {
    let alignment: Alignment
    let horizontalSpacing: CGFloat
    let verticalSpacing: CGFloat
    var rule: String { "D23 Grid" }

    private struct Cell {
        let node: _ViewNode
        let column: Int
        let span: Int
        let traits: LayoutTraits
        var unsized: Axis.Set { traits.value(for: GridCellUnsizedAxes.self) }
    }

    private struct Row {
        /// The `GridRow`'s node; `nil` for a view that is a row of its own.
        let node: _ViewNode?
        let alignment: VerticalAlignment?
        let cells: [Cell]
    }

    @MainActor private func rows(_ subviews: [LayoutItem], _ engine: LayoutEngine) -> [Row] {
        subviews.map { item in
            guard let row = engine.unit(of: item.node) as? any GridRowContainer else {
                return Row(
                    node: nil, alignment: nil,
                    cells: [Cell(node: item.node, column: 0, span: 0, traits: item.traits)])
            }
            var column = 0
            let cells = engine.subviews(of: row).map { cell in
                let span = cell.traits.value(for: GridCellColumns.self)
                defer { column += span }
                return Cell(node: cell.node, column: column, span: span, traits: cell.traits)
            }
            return Row(node: row, alignment: row.rowAlignment, cells: cells)
        }
    }

    private func columnCount(_ rows: [Row]) -> Int {
        rows.reduce(0) { count, row in
            row.node == nil ? count : max(count, row.cells.reduce(0) { $0 + $1.span })
        }
    }

    /// Least, ideal and greatest lengths of a column or row.
    private struct Extent {
        var low: CGFloat = 0
        var ideal: CGFloat = 0
        var high: CGFloat = 0
        mutating func include(low: CGFloat, ideal: CGFloat, high: CGFloat) {
            self.low = max(self.low, low)
            self.ideal = max(self.ideal, ideal)
            self.high = max(self.high, high)
        }
    }

    /// Shares `length` (less the gaps) among tracks of `extents` as a stack shares it; `nil`
    /// gives each its ideal length.
    private func share(_ length: CGFloat?, _ extents: [Extent], gap: CGFloat) -> [CGFloat] {
        guard let length else { return extents.map(\.ideal) }
        var left = length - gap * CGFloat(max(0, extents.count - 1))
        var lengths = [CGFloat](repeating: 0, count: extents.count)
        let order = extents.indices.sorted {
            (extents[$0].high - extents[$0].low, $0) < (extents[$1].high - extents[$1].low, $1)
        }
        for (done, index) in order.enumerated() {
            let offer = max(0, left / CGFloat(extents.count - done))
            lengths[index] = min(max(offer, extents[index].low), extents[index].high)
            left -= lengths[index]
        }
        return lengths
    }

    @MainActor private func columnWidths(
        _ rows: [Row], count: Int, _ proposal: ProposedViewSize, _ engine: LayoutEngine
    ) -> [CGFloat] {
        var extents = [Extent](repeating: Extent(), count: count)
        for row in rows where row.node != nil {
            for cell in row.cells where cell.span == 1 && !cell.unsized.contains(.horizontal) {
                extents[cell.column].include(
                    low: engine.size(of: cell.node, ProposedViewSize(width: 0, height: nil)).width,
                    ideal: engine.size(of: cell.node, .unspecified).width,
                    high: engine.size(
                        of: cell.node, ProposedViewSize(width: .infinity, height: nil)
                    )
                    .width)
            }
        }
        return share(proposal.width, extents, gap: horizontalSpacing)
    }

    /// The width a cell spanning `span` columns from `column` is proposed.
    private func width(_ column: Int, _ span: Int, _ widths: [CGFloat], total: CGFloat)
        -> CGFloat
    {
        guard span > 0 else { return total }
        let end = min(widths.count, column + span)
        guard column < end else { return 0 }
        return widths[column..<end].reduce(0, +) + horizontalSpacing * CGFloat(end - column - 1)
    }

    /// Everything placing needs: rows, column widths, the grid's width and the row heights.
    @MainActor private func measure(
        _ proposal: ProposedViewSize, _ subviews: [LayoutItem], _ engine: LayoutEngine
    ) -> (rows: [Row], widths: [CGFloat], width: CGFloat, heights: [CGFloat]) {
        let rows = rows(subviews, engine)
        let count = columnCount(rows)
        let widths = columnWidths(rows, count: count, proposal, engine)
        var width = widths.reduce(0, +) + horizontalSpacing * CGFloat(max(0, count - 1))
        // A view that is a row of its own (a `Divider`) can widen the grid to its proposal.
        for row in rows where row.node == nil {
            let cell = row.cells[0]
            guard !cell.unsized.contains(.horizontal) else { continue }
            let proposed = ProposedViewSize(width: proposal.width ?? width, height: nil)
            width = max(width, engine.size(of: cell.node, proposed).width)
        }
        let extents = rows.map { row in
            var extent = Extent()
            for cell in row.cells where !cell.unsized.contains(.vertical) {
                let cellWidth = self.width(cell.column, cell.span, widths, total: width)
                @MainActor func height(_ proposed: CGFloat?) -> CGFloat {
                    engine.size(of: cell.node, ProposedViewSize(width: cellWidth, height: proposed))
                        .height
                }
                extent.include(low: height(0), ideal: height(nil), high: height(.infinity))
            }
            return extent
        }
        let heights = share(proposal.height, extents, gap: verticalSpacing)
        return (rows, widths, width, heights)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutItem], _ engine: LayoutEngine)
        -> CGSize
    {
        let measured = measure(proposal, subviews, engine)
        let height =
            measured.heights.reduce(0, +)
            + verticalSpacing * CGFloat(max(0, measured.heights.count - 1))
        return CGSize(width: measured.width, height: height)
    }

    func placeSubviews(
        in frame: CGRect, proposal: ProposedViewSize, subviews: [LayoutItem],
        _ engine: LayoutEngine
    ) {
        let (rows, widths, width, heights) = measure(proposal, subviews, engine)
        var starts: [CGFloat] = []
        var x = frame.minX
        for columnWidth in widths {
            starts.append(x)
            x += columnWidth + horizontalSpacing
        }
        let columnAlignments = columnAlignments(rows, count: widths.count)
        let region = engine.currentRegion
        var y = frame.minY
        for (row, height) in zip(rows, heights) {
            if let node = row.node {
                let rect = CGRect(x: frame.minX, y: y, width: width, height: height)
                engine.place(node, in: rect, proposal: ProposedViewSize(rect.size), region: region)
            }
            for cell in row.cells {
                let cellWidth = self.width(cell.column, cell.span, widths, total: width)
                let minX =
                    cell.span == 0 || cell.column >= starts.count ? frame.minX : starts[cell.column]
                let rect = CGRect(x: minX, y: y, width: cellWidth, height: height)
                place(cell, in: rect, row: row, columnAlignments: columnAlignments, engine)
            }
            y += height + verticalSpacing
        }
    }

    private func columnAlignments(_ rows: [Row], count: Int) -> [HorizontalAlignment?] {
        var result = [HorizontalAlignment?](repeating: nil, count: count)
        for row in rows where row.node != nil {
            for cell in row.cells where cell.column < count && result[cell.column] == nil {
                result[cell.column] = cell.traits.value(for: GridColumnAlignment.self)
            }
        }
        return result
    }

    @MainActor private func place(
        _ cell: Cell, in rect: CGRect, row: Row, columnAlignments: [HorizontalAlignment?],
        _ engine: LayoutEngine
    ) {
        let proposal = ProposedViewSize(rect.size)
        if let anchor = cell.traits.value(for: GridCellAnchor.self) {
            let size = engine.size(of: cell.node, proposal)
            let origin = CGPoint(
                x: rect.minX + (rect.width - size.width) * anchor.x,
                y: rect.minY + (rect.height - size.height) * anchor.y)
            engine.place(
                cell.node, in: CGRect(origin: origin, size: size), proposal: proposal,
                region: engine.currentRegion)
            return
        }
        let horizontal =
            cell.span == 1 && cell.column < columnAlignments.count
            ? columnAlignments[cell.column] ?? alignment.horizontal : alignment.horizontal
        placeAligned(
            [cell.node], in: rect, proposal: proposal,
            alignment: Alignment(
                horizontal: horizontal, vertical: row.alignment ?? alignment.vertical), engine)
    }
}

/// A `GridRow` inside a `Grid`: the grid places its cells, so the row places nothing itself
/// and is as large as the grid made it.
struct GridRowInGrid: ContainerLayout {
    var rule: String { "D23 GridRow" }

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutItem], _ engine: LayoutEngine)
        -> CGSize
    {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(
        in frame: CGRect, proposal: ProposedViewSize, subviews: [LayoutItem],
        _ engine: LayoutEngine
    ) {}
}
