/// On screen, the tab bar sits below the content on iOS, above it on iPadOS and as a segmented
/// control above it on macOS.
extension TabViewNode: ScreenDrawing {
    func screenLines(_ screen: ScreenRenderer, depth: Int) -> [String]? {
        let selected = selectedTabIndex
        let ascii = screen.ascii
        let badges = tabBadges
        let bar = tabLabels.enumerated().map { index, label in
            (index == selected ? (ascii ? "(*) " : "● ") : (ascii ? "( ) " : "○ "))
                + screenLine(label) + (badges[index].map { " (\($0))" } ?? "")
        }
        .joined(separator: "   ")
        guard !tabLabels.isEmpty else { return ["(no tabs)"] }
        var content = visibleChildren.flatMap { screen.lines(of: $0, depth: depth + 1) }
        if selected == nil { content = ["(no tab selected)"] }
        if hidesTabBar { return content }
        if screen.platform == .iOS { return content + [screen.rule(bar.count), bar] }
        return [bar, screen.rule(bar.count)] + content
    }
}
