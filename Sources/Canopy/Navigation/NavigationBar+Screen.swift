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
        return titled(titles.last ?? nil, back: back, levels, depth: depth)
    }

    /// A bar with a back button and a title (either may be missing) above `content`.
    func titled(_ title: String?, back: String?, _ content: [_ViewNode], depth: Int) -> [String] {
        var bar = back.map { (ascii ? "< " : "‹ ") + screenLine($0) } ?? ""
        if let title, !title.isEmpty { bar += (bar.isEmpty ? "" : "  ") + screenLine(title) }
        let body = content.flatMap { lines(of: $0, depth: depth + 1) }
        guard !bar.isEmpty else { return body }
        return [bar, rule(bar.count)] + body
    }
}

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
        return screen.titled(
            stackOwnsBar ? nil : columnTitle, back: nil, children.array, depth: depth)
    }
}
