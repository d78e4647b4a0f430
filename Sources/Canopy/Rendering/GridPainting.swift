/// How each kind of view draws itself on the window grid (D20).

extension TextNode: GridPainting {
    /// The lines layout gave the text, from its top-leading cell.
    func paint(
        in frame: CGRect, proposal: ProposedViewSize, on canvas: inout GridCanvas,
        _ renderer: GridRenderer
    ) {
        let (metric, lines) = textLayout(proposal)
        renderer.write(
            lines, at: frame.origin, lineHeight: metric.lineHeight, within: frame, on: &canvas)
    }
}

extension ShapeNode: GridPainting {
    /// A shape is filled when asked (`--fill`); otherwise only `--boxes` outlines it.
    func paint(
        in frame: CGRect, proposal: ProposedViewSize, on canvas: inout GridCanvas,
        _ renderer: GridRenderer
    ) {
        if renderer.options.fillsShapes { canvas.fill(frame, with: renderer.fillCharacter) }
    }
}

extension LeafNode: GridPainting {
    /// A colour fills like a shape; a divider is a rule along its long side; an image is a
    /// mark in its first cell, or a box with its name when it spans more than one row.
    func paint(
        in frame: CGRect, proposal: ProposedViewSize, on canvas: inout GridCanvas,
        _ renderer: GridRenderer
    ) {
        let area = canvas.cells(of: frame)
        switch view {
        case is any GridFilling:
            if renderer.options.fillsShapes { canvas.fill(frame, with: renderer.fillCharacter) }
        case is Divider:
            if frame.width >= frame.height {
                canvas.rule(
                    row: canvas.row(frame.midY - canvas.cell.height / 2), columns: area.columns)
            } else {
                let column = canvas.column(frame.midX - canvas.cell.width / 2)
                for row in area.rows {
                    canvas.set(canvas.ascii ? "|" : "│", row: row, column: column)
                }
            }
        case let image as Image:
            if area.rows.count > 1 {
                canvas.outline(columns: area.columns, rows: area.rows)
                canvas.writeCentred(
                    screenLine(image.name), row: area.rows.lowerBound + area.rows.count / 2,
                    columns: (area.columns.lowerBound + 1)..<(area.columns.upperBound - 1))
            } else {
                canvas.set(
                    canvas.ascii ? "*" : "◆", row: canvas.row(frame.midY - canvas.cell.height / 2),
                    column: area.columns.lowerBound)
            }
        default:
            break
        }
    }
}

/// A leaf that covers its whole frame with colour (a `Color`, a filled shape): `--fill` fills
/// it.
protocol GridFilling {}
extension Color: GridFilling {}
extension _ShapeView: GridFilling {}

extension NavigationContainerNode: GridPainting {
    /// The bar at the top of the stack: a back button naming the level below, the title
    /// centred, a rule along the bar's bottom row.
    func paint(
        in frame: CGRect, proposal: ProposedViewSize, on canvas: inout GridCanvas,
        _ renderer: GridRenderer
    ) {
        let height = bars(on: graph.platform).top
        guard height > 0 else { return }
        let bar = canvas.cells(
            of: CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: height))
        guard let first = bar.rows.first else { return }
        let titles = levelTitles ?? []
        if let title = titles.last ?? nil, !title.isEmpty {
            canvas.writeCentred(screenLine(title), row: first, columns: bar.columns)
        }
        if titles.count > 1 {
            let below = titles[titles.count - 2].flatMap { $0.isEmpty ? nil : $0 } ?? "Back"
            let back = (canvas.ascii ? "< " : "‹ ") + screenLine(below)
            canvas.write(
                back, row: first, column: bar.columns.lowerBound,
                last: bar.columns.lowerBound + bar.columns.count / 3)
        }
        if bar.rows.count > 1 { canvas.rule(row: bar.rows.upperBound - 1, columns: bar.columns) }
    }
}

extension TabViewNode: GridPainting {
    /// The tab bar where the platform puts it (bottom on iOS, top on iPadOS), each tab's label
    /// centred in an equal share of its width, the selected one marked.
    func paint(
        in frame: CGRect, proposal: ProposedViewSize, on canvas: inout GridCanvas,
        _ renderer: GridRenderer
    ) {
        let bars = bars(on: graph.platform)
        guard bars.top + bars.bottom > 0, !tabLabels.isEmpty else { return }
        let y = bars.top > 0 ? frame.minY : frame.maxY - bars.bottom
        let bar = canvas.cells(
            of: CGRect(x: frame.minX, y: y, width: frame.width, height: max(bars.top, bars.bottom)))
        guard !bar.rows.isEmpty else { return }
        // The rule is on the side that faces the content.
        let ruleRow = bars.top > 0 ? bar.rows.upperBound - 1 : bar.rows.lowerBound
        let labelRow = bar.rows.count > 1 && bars.top == 0 ? ruleRow + 1 : bar.rows.lowerBound
        if bar.rows.count > 1 { canvas.rule(row: ruleRow, columns: bar.columns) }
        let share = bar.columns.count / tabLabels.count
        for (index, label) in tabLabels.enumerated() {
            let mark = index == selectedTabIndex ? (canvas.ascii ? "* " : "● ") : ""
            let start = bar.columns.lowerBound + index * share
            canvas.writeCentred(
                mark + screenLine(label), row: labelRow, columns: start..<(start + share))
        }
    }
}

extension ContainerNode: ControlTitling {
    /// A button's or toggle's title where its D13 layout puts it.
    func titleLayout(in frame: CGRect) -> (lines: [String], origin: CGPoint, lineHeight: CGFloat)? {
        guard let record = layoutRecord,
            let layout = currentLayout(in: layoutContext(graph.layout)) as? ControlLayout
        else { return nil }
        return layout.titlePlacement(in: frame, proposal: record.proposal)
    }
}
