/// On screen, a navigation stack shows a bar with a back button (the level below's title) and
/// its top level's title above that level; a split view's column shows its title above its
/// content unless a stack inside it draws the bar.
extension ScreenRenderer {
    /// The bar of `stack`, whose levels are titled `titles` (root first), above its top level.
    func navigationLines(_ stack: any BackNavigable, titles: [String?], depth: Int) -> [String] {
        let back =
            titles.count > 1
            ? titles[titles.count - 2].flatMap { $0.isEmpty ? nil : $0 } ?? "Back" : nil
        // A collapsed split view's column is the level itself: its bar is the stack's.
        let levels = stack.visibleChildren.flatMap { ($0 as? any TitledColumn)?.children ?? [$0] }
        // On iOS and iPadOS the level on top (or the collapsed column) has the bars.
        let barLevel = platform == .macOS ? nil : stack.visibleChildren.last
        let hiding = stack as? any NavigationBarHiding
        let hidesBar = hiding?.hidesNavigationBar == true
        let hidesBack = hidesBar || hiding?.hidesBackButton == true
        return titled(
            hidesBar ? nil : titles.last ?? nil, back: hidesBack ? nil : back, levels,
            barLevel: barLevel, depth: depth)
    }

    /// A bar with a back button and a title (either may be missing) above `content`, and the
    /// items `barLevel` shows on its bars (D59).
    func titled(
        _ title: String?, back: String?, _ content: [_ViewNode], barLevel: _ViewNode? = nil,
        depth: Int
    ) -> [String] {
        var bar = back.map { (ascii ? "< " : "‹ ") + screenLine($0) } ?? ""
        if let title, !title.isEmpty { bar += (bar.isEmpty ? "" : "  ") + screenLine(title) }
        let body = withToolbars(
            of: barLevel, content.flatMap { lines(of: $0, depth: depth + 1) }, depth: depth)
        guard !bar.isEmpty else { return body }
        return [bar, rule(bar.count)] + body
    }
}

/// A container whose top level may hide its navigation bar (C6).
@MainActor
protocol NavigationBarHiding: _ViewNode {
    var hidesNavigationBar: Bool { get }
    /// Whether the top level hides its back button (the bar may still show).
    var hidesBackButton: Bool { get }
}

extension NavigationContainerNode: NavigationBarHiding {}

extension NavigationContainerNode: ScreenDrawing {
    func screenLines(_ screen: ScreenRenderer, depth: Int) -> [String]? {
        levelTitles.map { screen.navigationLines(self, titles: $0, depth: depth) }
    }
}

extension NavigationSplitViewNode: ScreenDrawing {
    func screenLines(_ screen: ScreenRenderer, depth: Int) -> [String]? {
        levelTitles.map { screen.navigationLines(self, titles: $0, depth: depth) }
    }
}

extension NavigationColumnNode: ScreenDrawing {
    func screenLines(_ screen: ScreenRenderer, depth: Int) -> [String]? {
        // A stack in the column draws the bar itself.
        var inner = children.first
        while let current = inner, let next = screen.passThrough(current) { inner = next }
        let stackOwnsBar = (inner as? any BackNavigable)?.levelTitles != nil
        let hidesBar =
            screen.platform != .macOS
            && barVisibilities?.visibility(of: .navigationBar, on: screen.platform) == .hidden
        return screen.titled(
            stackOwnsBar || hidesBar ? nil : columnTitle, back: nil, children.array,
            barLevel: stackOwnsBar || screen.platform == .macOS ? nil : self, depth: depth)
    }
}
