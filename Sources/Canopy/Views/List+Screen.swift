/// On screen, a selectable list is its rows, a selected row marked on its first line; a list
/// refreshing starts with `↻ refreshing`; in edit mode a row with a delete control starts with
/// `⊖ ` and one with a reorder control ends with ` ≡` (D59).
extension ListNode: ScreenDrawing {
    func screenLines(_ screen: ScreenRenderer, depth: Int) -> [String]? {
        let refreshing = isRefreshing ? [screen.ascii ? "(refreshing)" : "↻ refreshing"] : []
        guard isSelectable || isEditing else {
            guard isRefreshing else { return nil }
            return refreshing + visibleChildren.flatMap { screen.lines(of: $0, depth: depth + 1) }
        }
        return refreshing
            + shownSubviews(of: self).flatMap {
                selectableLines(of: $0, on: screen, depth: depth + 1)
            }
    }

    /// Looked through like any view when it is invisible and not refreshing: the rows are what
    /// it shows.
    var drawsOnScreen: Bool { isRefreshing || isEditing }

    /// Whether the refresh action handed to the list is running (C21).
    private var isRefreshing: Bool { environment.refresh?.box.isRunning == true }

    /// A row (or a section of rows), selected rows marked.
    private func selectableLines(of node: _ViewNode, on screen: ScreenRenderer, depth: Int)
        -> [String]
    {
        if node.roleOnScreen == .section {
            let heading =
                (node as? any ScreenHeading)?.screenHeading.map { screen.textLines($0) } ?? []
            return heading
                + shownSubviews(of: node).filter { $0.roleOnScreen != .slot }.flatMap {
                    selectableLines(of: $0, on: screen, depth: depth + 1)
                }
        }
        var rowLines = screen.lines(of: node, depth: depth)
        guard !rowLines.isEmpty else { return rowLines }
        if isSelected(node) { rowLines[0] += " (selected)" }
        if isEditing {
            let row = editableRow(for: node)
            if row.offersDelete { rowLines[0] = (screen.ascii ? "(-) " : "⊖ ") + rowLines[0] }
            if row.offersMove { rowLines[0] += screen.ascii ? " =" : " ≡" }
        }
        return rowLines
    }
}
