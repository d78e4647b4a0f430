/// On screen, the inset's bar above or below the content it insets.
extension SafeAreaInsetNode: ScreenDrawing {
    func screenLines(_ screen: ScreenRenderer, depth: Int) -> [String]? {
        guard children.count > 1 else { return nil }
        let content = screen.lines(of: children[0], depth: depth + 1)
        let bar = screen.lines(of: children[1], depth: depth + 1)
        return insetsAtTop ? bar + content : content + bar
    }
}
