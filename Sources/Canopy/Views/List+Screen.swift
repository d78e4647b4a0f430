/// On screen, a selectable list is its rows, a selected row marked on its first line.
extension ListNode: ScreenDrawing {
    func screenLines(_ screen: ScreenRenderer, depth: Int) -> [String]? {
        guard isSelectable else { return nil }
        return subviews.flatMap { selectableLines(of: $0, on: screen, depth: depth + 1) }
    }

    /// Looked through like any view when it is invisible: the rows are what it shows.
    var drawsOnScreen: Bool { false }

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
