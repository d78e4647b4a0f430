/// On screen, a toolbar modifier is its content: its items are drawn on the bars of the
/// container that collects them (D59).
extension ToolbarNode: ScreenDrawing {
    func screenLines(_ screen: ScreenRenderer, depth: Int) -> [String]? {
        children.first.map { screen.lines(of: $0, depth: depth + 1) } ?? []
    }
}

extension ScreenRenderer {
    /// The lines of the bars `level` shows: `Toolbar: …` (the navigation bar, or the macOS
    /// window's or sheet's toolbar) and `Bottom bar: …` (D59), each empty when no item shows.
    func toolbarLines(of level: _ViewNode, depth: Int) -> (top: [String], bottom: [String]) {
        var top: [String] = []
        var bottom: [String] = []
        for item in level.collectToolbarItems() where item.isShown {
            let drawn = item.nodes.flatMap { lines(of: $0, depth: depth + 1) }
                .joined(separator: "  ")
            guard !drawn.isEmpty else { continue }
            if item.bar == .bottomBar { bottom.append(drawn) } else { top.append(drawn) }
        }
        return (
            top.isEmpty ? [] : ["Toolbar: " + top.joined(separator: "  ")],
            bottom.isEmpty ? [] : ["Bottom bar: " + bottom.joined(separator: "  ")]
        )
    }

    /// `content` between the bars `level` shows.
    func withToolbars(of level: _ViewNode?, _ content: [String], depth: Int) -> [String] {
        guard let level else { return content }
        let bars = toolbarLines(of: level, depth: depth)
        return bars.top + content + bars.bottom
    }
}

/// On macOS a sheet has a toolbar of its own (C5, D51).
extension PresentationRootNode: ScreenDrawing {
    func screenLines(_ screen: ScreenRenderer, depth: Int) -> [String]? {
        let content = children.first.map { screen.lines(of: $0, depth: depth + 1) } ?? []
        return screen.withToolbars(of: self, content, depth: depth)
    }

    var drawsOnScreen: Bool { graph.platform == .macOS }
}

extension _ViewNode {
    /// Draws the labels of the navigation bar's items `level` shows in the bar's last third,
    /// clear of a centred title (D59's picture: the items where iOS puts them, trailing).
    func paintToolbarItems(
        of level: _ViewNode, in row: CGRect, pointSize: Double, into picture: inout WindowPicture
    ) {
        let labels = level.collectToolbarItems()
            .filter { $0.isShown && $0.bar == .navigationBar && !$0.label.isEmpty }
            .map { screenLine($0.label) }
        guard !labels.isEmpty else { return }
        let third = row.width / 3
        picture.add(
            .text(
                labels.joined(separator: "  "),
                in: CGRect(x: row.maxX - third, y: row.minY, width: third, height: row.height),
                pointSize: pointSize, centred: false))
    }
}
