/// On screen, the toolbar's items on one line, then the content they belong to.
extension ToolbarNode: ScreenDrawing {
    func screenLines(_ screen: ScreenRenderer, depth: Int) -> [String]? {
        let items = toolbarItems.map { screen.lines(of: $0, depth: depth + 1) } ?? []
        let content = children.first.map { screen.lines(of: $0, depth: depth + 1) } ?? []
        return (items.isEmpty ? [] : ["Toolbar: " + items.joined(separator: "  ")]) + content
    }
}
