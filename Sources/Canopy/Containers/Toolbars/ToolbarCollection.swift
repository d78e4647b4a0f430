/// A toolbar item as a container's bar collects it (D50).
@MainActor
struct CollectedToolbarItem {
    /// The item's label: its first control's title, else its first text.
    let label: String
    /// The placement as written.
    let placement: ToolbarItemPlacement
    /// The bar it goes to on the platform, if any.
    let bar: ToolbarBar?
    /// Whether the bar shows it now.
    let isShown: Bool
    /// The views a person sees on the bar for it (a control, or a text).
    let nodes: [_ViewNode]
    /// The `.toolbar` modifier that declared it.
    let toolbar: _ViewNode?

    /// The item as hosts report it.
    var info: ToolbarItemInfo {
        ToolbarItemInfo(
            label: label, placement: placement, bar: bar?.placement, isShown: isShown,
            declaredBy: toolbar?.children.first?.pathOfFirstLine ?? "")
    }
}

extension _ViewNode {
    /// The toolbar items the bars of this node collect from its content (it is a navigation
    /// level or column, a window's or sheet's root), in tree order (D50): depth first,
    /// through the branches a person sees, the items of a modified view before its modifier's
    /// own; a container inside that renders bars of its own keeps its items (C1, C5).
    func collectToolbarItems() -> [CollectedToolbarItem] {
        let level = self
        let platform = graph.platform
        let visibilities = level.barVisibilities
        let focusedField = focusedTextField(in: level)
        var items: [CollectedToolbarItem] = []
        var toolbars: [_ViewNode] = []
        // How many `hidden(true)` toolbar content nodes the visit is inside.
        var hiddenDepth = 0
        func shows(_ bar: ToolbarBar?) -> Bool {
            guard let bar, hiddenDepth == 0 else { return false }
            if visibilities?.visibility(of: bar, on: platform) == .hidden { return false }
            return bar != .keyboard || focusedField
        }
        func add(_ found: [(String, _ViewNode)], at placement: ToolbarItemPlacement) {
            let bar = placement.bar(on: platform)
            for (label, node) in found {
                items.append(
                    CollectedToolbarItem(
                        label: label, placement: placement, bar: bar, isShown: shows(bar),
                        nodes: [node], toolbar: toolbars.last))
            }
        }
        func visit(_ node: _ViewNode) {
            if let hiding = node as? any ToolbarContentHiding {
                // Hidden items are still listed, as not shown.
                if hiding.hidesItems { hiddenDepth += 1 }
                for child in hiding.children { visit(child) }
                if hiding.hidesItems { hiddenDepth -= 1 }
                return
            }
            if let item = node as? any ToolbarItemHosting {
                switch item.itemKind {
                case .item:
                    let found = item.children.flatMap(\.toolbarItemViews)
                    let label = found.first(where: { $0.1 is any InteractiveNode }) ?? found.first
                    let bar = item.itemPlacement.bar(on: platform)
                    items.append(
                        CollectedToolbarItem(
                            label: label?.0 ?? "", placement: item.itemPlacement, bar: bar,
                            isShown: shows(bar), nodes: item.children.array,
                            toolbar: toolbars.last))
                case .group:
                    add(item.children.flatMap(\.toolbarItemViews), at: item.itemPlacement)
                case .spacer, .titleMenu:
                    break
                }
                return
            }
            if let toolbar = node as? any ToolbarShowing {
                for child in toolbar.visibleChildren where child !== toolbar.toolbarItems {
                    visit(child)
                }
                if let loose = toolbar.toolbarItems {
                    toolbars.append(toolbar)
                    if toolbar.holdsToolbarContent {
                        visit(loose)
                    } else {
                        add(loose.toolbarItemViews, at: .automatic)
                    }
                    toolbars.removeLast()
                }
                return
            }
            if let presenter = node as? any Dismissible, presenter.presentsDialog,
                let content = node.children.first
            {
                // An alert or dialog is drawn over its content, which keeps its bars and
                // their items on screen though a person cannot reach them (C1, C5).
                visit(content)
                return
            }
            if node !== level {
                if node is any InteractiveDismissRefusing { return }
                if platform != .macOS, node is any TitledColumn || node is any BackNavigable {
                    return
                }
            }
            for child in node.visibleChildren { visit(child) }
        }
        visit(level)
        return items
    }

    /// The controls and texts of this subtree, each a toolbar item of its own in a group or
    /// directly in `toolbar { }` (D50), with the label each shows.
    var toolbarItemViews: [(String, _ViewNode)] {
        if let control = self as? any InteractiveNode { return [(control.controlLabel, self)] }
        if let text = shownText { return [(text, self)] }
        return visibleChildren.flatMap(\.toolbarItemViews)
    }

    /// Whether a text field inside `level` has focus (the keyboard's bar shows, D51).
    private func focusedTextField(in level: _ViewNode) -> Bool {
        guard let focused = graph.focus.focused,
            (focused as? any InteractiveNode)?.controlKind == .textField
        else { return false }
        var cursor: _ViewNode? = focused
        while let node = cursor {
            if node === level { return true }
            cursor = node.parent
        }
        return false
    }
}
