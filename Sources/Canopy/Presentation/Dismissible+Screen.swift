/// On screen, a presenter is its content; what it presents is boxed after everything it
/// covers, titled with its kind (`Sheet`, `Alert`, `Context menu`).
extension ScreenRenderer {
    /// `presenter`'s lines, its presented content boxed; `nil` for a presenter that is not a
    /// modifier's line of its own.
    func presentationLines(_ presenter: any Dismissible, depth: Int) -> [String]? {
        guard presenter.renderRole == .attribute else { return nil }
        let content = presenter.children.first.map { lines(of: $0, depth: depth + 1) } ?? []
        guard presenter.isPresenting, presenter.children.count > 1 else { return content }
        let slot = reservePresentation()
        let presented = lines(of: presenter.children[1], depth: depth + 1)
        let kind = (presenter as? any PresentationKindNaming)?.presentationTitle ?? "Sheet"
        present(presented, titled: kind, at: slot)
        return content
    }
}

extension SheetNode: ScreenDrawing {
    func screenLines(_ screen: ScreenRenderer, depth: Int) -> [String]? {
        screen.presentationLines(self, depth: depth)
    }
    var drawsOnScreen: Bool { isPresenting }
}

extension ContextMenuNode: ScreenDrawing {
    func screenLines(_ screen: ScreenRenderer, depth: Int) -> [String]? {
        screen.presentationLines(self, depth: depth)
    }
    var drawsOnScreen: Bool { isPresenting }
}

/// On screen, an inspector shown as a column is the content, then the trailing column under
/// a rule; shown as a sheet, it is presented as one.
extension InspectorNode: ScreenDrawing {
    func screenLines(_ screen: ScreenRenderer, depth: Int) -> [String]? {
        guard showsColumn else { return screen.presentationLines(self, depth: depth) }
        let content = screen.lines(of: children[0], depth: depth + 1)
        let column = screen.lines(of: children[1], depth: depth + 1)
        let width = (content + column).map(\.count).max() ?? 0
        return content + [screen.rule(width)] + column
    }
    var drawsOnScreen: Bool { showsColumn || isPresenting }
}
