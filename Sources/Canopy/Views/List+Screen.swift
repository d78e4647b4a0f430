/// On screen, a selectable list is its rows, a selected row marked on its first line; a list
/// refreshing starts with `↻ refreshing` (D59).
extension ListNode: ScreenDrawing {
    func screenLines(_ screen: ScreenRenderer, depth: Int) -> [String]? {
        let refreshing = isRefreshing ? [screen.ascii ? "(refreshing)" : "↻ refreshing"] : []
        guard isSelectable else {
            guard isRefreshing else { return nil }
            return refreshing + visibleChildren.flatMap { screen.lines(of: $0, depth: depth + 1) }
        }
        return refreshing
            + subviews.flatMap { selectableLines(of: $0, on: screen, depth: depth + 1) }
    }

    /// Looked through like any view when it is invisible and not refreshing: the rows are what
    /// it shows.
    var drawsOnScreen: Bool { isRefreshing }

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
                + node.subviews.filter { $0.roleOnScreen != .slot }.flatMap {
                    selectableLines(of: $0, on: screen, depth: depth + 1)
                }
        }
        var rowLines = screen.lines(of: node, depth: depth)
        if !rowLines.isEmpty, isSelected(node) { rowLines[0] += " (selected)" }
        return rowLines
    }
}
