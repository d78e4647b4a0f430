/// On screen, a toolbar modifier is its content: its items are drawn on the bars of the
/// container that collects them (D59).
extension ToolbarNode: ScreenDrawing {
    func screenLines(_ screen: ScreenRenderer, depth: Int) -> [String]? {
        children.first.map { screen.lines(of: $0, depth: depth + 1) } ?? []
    }
}

extension ScreenRenderer {
    /// The lines of the bars `level` shows: `Toolbar: …` (the navigation bar, or the macOS
    /// window's or sheet's toolbar) and `Bottom bar: …` (D59: the bottom toolbar; a Mac sheet's
    /// bottom edge, with its confirmation and cancellation actions, D51), each empty when no
    /// item shows.
    func toolbarLines(of level: _ViewNode, depth: Int) -> (top: [String], bottom: [String]) {
        var top: [String] = []
        var bottom: [String] = []
        // A Mac sheet puts its confirmation and cancellation actions on its bottom edge (D51).
        let macSheet = platform == .macOS && level is any InteractiveDismissRefusing
        for item in level.collectToolbarItems() where item.isShown {
            let drawn = item.nodes.flatMap { lines(of: $0, depth: depth + 1) }
                .joined(separator: "  ")
            guard !drawn.isEmpty else { continue }
            let onBottomEdge =
                macSheet
                && (item.placement == .confirmationAction || item.placement == .cancellationAction)
            if item.bar == .bottomBar || onBottomEdge {
                bottom.append(drawn)
            } else {
                top.append(drawn)
            }
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
