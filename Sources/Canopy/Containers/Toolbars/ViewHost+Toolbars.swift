extension ViewHost {
    /// The toolbar items of the front-most presentation (the innermost presented sheet, else
    /// the window; an alert, a confirmation dialog or an open menu in front has no bars and leaves those
    /// behind it on screen, C5), in tree order (D50): every item its visible bar-rendering
    /// levels declare — each navigation container's level on top and each split view column
    /// on iOS and iPadOS, the window or sheet on macOS — with whether its bar shows it now
    /// (C1–C6, D51).
    ///
    ///     let host = ViewHost(InboxView(), platform: .iOS)
    ///     host.toolbarItems().map(\.description)  // ["Compose @primaryAction"]
    public func toolbarItems() -> [ToolbarItemInfo] {
        flush()
        return barLevels().flatMap { $0.collectToolbarItems().map(\.info) }
    }

    /// The levels whose bars a person sees now, outermost first.
    private func barLevels() -> [_ViewNode] {
        // An open menu has no bars: those behind it stay on screen.
        let presenting = graph.reachable((any Dismissible).self, behindFront: true) {
            $0.isPresenting && !$0.presentsMenu
        }
        var front: _ViewNode = graph.root
        // An alert or a dialog is drawn over the bars of the presentation it is in (C5).
        if let sheet = presenting.last(where: { !$0.presentsDialog }), sheet.children.count > 1 {
            front = sheet.children[1]
        }
        if platform == .macOS { return [front] }
        var levels: [_ViewNode] = []
        var pending: [_ViewNode] = [front]
        while let node = pending.popLast() {
            if node !== front, node is any InteractiveDismissRefusing { continue }
            if node is any TitledColumn {
                levels.append(node)
            } else if node is any BackNavigable, !(node is any TitledColumnContainer),
                let top = node.visibleChildren.last
            {
                levels.append(top)
                pending.append(top)
                continue
            }
            if let presenter = node as? any Dismissible, presenter.presentsDialog {
                // An alert is drawn over its content, whose bars stay on screen (C5).
                if let content = node.children.first { pending.append(content) }
                continue
            }
            pending.append(contentsOf: node.visibleChildren.reversed())
        }
        return levels
    }
}
