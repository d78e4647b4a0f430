/// Prints a window's content as a person sees it, in reading order: text as text, buttons and
/// toggles in their resolved styles (`[Label]` bordered, `<Label>` borderless, `Label: on` a
/// switch, `[x] Label` a checkbox, a custom style's body as its views), text fields as
/// `Label: [text]`, a navigation bar (back
/// button and title) above a stack's top view, a tab bar (the platform decides where), and
/// presented sheets boxed after everything they cover, outermost first. Views a person does not see (custom
/// views, modifiers, layout containers) leave no trace; a horizontal stack of one-line views
/// shares one line. Deterministic, like the tree renderer, and it only reads the graph.
///
///     Movies
///     ──────
///     Tab 1 of 2, 0 hits
///     [Next Tab]  [Hit Me]
@MainActor
final class ScreenRenderer {
    let platform: Platform
    let ascii: Bool
    /// Presented sheets, boxed, in the order they were reached: drawn on top of (after) the
    /// window's content, bars included.
    private var sheets: [[String]] = []

    init(platform: Platform, ascii: Bool) {
        self.platform = platform
        self.ascii = ascii
    }

    /// Levels of structure with several children (a stack and its tuple count as two) nested
    /// deeper than this show a `⋮` marker instead of their content, so a pathological tree
    /// cannot exhaust the stack; chains of single views are followed without recursion,
    /// whatever their length.
    static let depthLimit = 2_000

    func render(_ root: _ViewNode) -> String {
        sheets = []
        let lines = lines(of: root, depth: 0) + sheets.flatMap { $0 }
        return lines.isEmpty ? "(empty)" : lines.joined(separator: "\n")
    }

    private func lines(of start: _ViewNode, depth: Int) -> [String] {
        var node = start
        // Custom views and modifiers with one visible child stand for that child.
        while let next = passThrough(node) { node = next }
        guard depth < Self.depthLimit else { return ["⋮"] }
        let facets = ScreenFacet.of(node)
        for facet in facets {
            if let drawn = draw(node, as: facet, depth: depth) { return drawn }
        }
        let kids = visibleChildren(of: node)
        if facets.contains(.screenHeading),
            let heading = (node as? any ScreenHeading)?.screenHeading
        {
            return textLines(heading) + kids.flatMap { lines(of: $0, depth: depth + 1) }
        }
        if kids.isEmpty { return leafLines(node) }
        if node.roleOnScreen == .horizontal {
            let items = node.subviews.map { lines(of: $0, depth: depth + 1) }.filter { !$0.isEmpty }
            if items.allSatisfy({ $0.count == 1 }) {
                return [items.map { $0[0] }.joined(separator: "  ")]
            }
            return items.flatMap { $0 }
        }
        return kids.flatMap { lines(of: $0, depth: depth + 1) }
    }

    /// `node` drawn as `facet`, or `nil` when that facet does not apply to it now (a focusable
    /// view without focus, a presentation that is not on screen): the renderer tries the next.
    private func draw(_ node: _ViewNode, as facet: ScreenFacet, depth: Int) -> [String]? {
        switch facet {
        case .control:
            guard let control = node as? any InteractiveNode else { return nil }
            // A style's body is the control's look: it is drawn as its views are.
            if control.drawsStyleBody {
                return node.children.flatMap { lines(of: $0, depth: depth + 1) }
            }
            switch control.controlKind {
            case .tapGesture, .longPressGesture:
                // A gesture is the view itself: its content shows.
                return node.children.flatMap { lines(of: $0, depth: depth + 1) }
            case .disclosure, .menu:
                // The label's line, then what is shown (the content, the open menu's items).
                let shown = node.children.dropFirst().flatMap { lines(of: $0, depth: depth + 1) }
                let indent = control.controlKind == .menu ? "│ " : "  "
                return [controlLine(control, depth: depth)] + shown.map { indent + $0 }
            default:
                return [
                    controlLine(control, depth: depth) + (isFocused(control) ? " (focused)" : "")
                ]
            }
        case .drawsItself:
            return node.textDrawnOnScreen.map(textLines)
        case .focusableWriter:
            guard isFocused(node) else { return nil }
            var content = visibleChildren(of: node).flatMap { lines(of: $0, depth: depth + 1) }
            if content.isEmpty { content = ["(empty)"] }
            content[0] += " (focused)"
            return content
        case .inset:
            guard let inset = node as? any InsetShowing, node.children.count > 1 else { return nil }
            let content = lines(of: node.children[0], depth: depth + 1)
            let bar = lines(of: node.children[1], depth: depth + 1)
            return inset.insetsAtTop ? bar + content : content + bar
        case .toolbar:
            guard let toolbar = node as? any ToolbarShowing else { return nil }
            // The toolbar's items on one line, then the content they belong to.
            let items = toolbar.toolbarItems.map { lines(of: $0, depth: depth + 1) } ?? []
            let content = toolbar.children.first.map { lines(of: $0, depth: depth + 1) } ?? []
            return (items.isEmpty ? [] : ["Toolbar: " + items.joined(separator: "  ")]) + content
        case .inspectorColumn:
            guard let inspector = node as? any InspectorShowing, inspector.showsColumn else {
                return nil
            }
            // The content, then the trailing column under a rule.
            let content = lines(of: node.children[0], depth: depth + 1)
            let column = lines(of: node.children[1], depth: depth + 1)
            let width = (content + column).map(\.count).max() ?? 0
            return content + [rule(width)] + column
        case .dismissible:
            guard let sheet = node as? any Dismissible, node.renderRole == .attribute else {
                return nil
            }
            return sheetLines(sheet, depth: depth)
        case .tabs:
            return (node as? any TabSwitching).map { tabLines($0, depth: depth) }
        case .backNavigable:
            guard let stack = node as? any BackNavigable, let titles = stack.levelTitles else {
                return nil
            }
            return navigationLines(stack, titles: titles, depth: depth)
        case .titledColumn:
            guard let column = node as? any TitledColumn else { return nil }
            // A stack in the column draws the bar itself.
            var inner = column.children.first
            while let current = inner, let next = passThrough(current) { inner = next }
            let stackOwnsBar = (inner as? any BackNavigable)?.levelTitles != nil
            return titled(
                stackOwnsBar ? nil : column.columnTitle, back: nil, column.children.array,
                depth: depth)
        case .selectableList:
            guard let list = node as? any SelectableList, list.isSelectable else { return nil }
            // Each row; a selected row is marked on its first line.
            return list.subviews.flatMap { row -> [String] in
                selectableLines(of: row, in: list, depth: depth + 1)
            }
        case .screenHeading, .bodyEvaluating:
            return nil
        }
    }

    /// A selectable list's row (or section of rows), selected rows marked.
    private func selectableLines(of node: _ViewNode, in list: any SelectableList, depth: Int)
        -> [String]
    {
        if node.roleOnScreen == .section {
            let heading = (node as? any ScreenHeading)?.screenHeading.map { textLines($0) } ?? []
            return heading
                + node.subviews.filter { $0.roleOnScreen != .slot }.flatMap {
                    selectableLines(of: $0, in: list, depth: depth + 1)
                }
        }
        var rowLines = lines(of: node, depth: depth)
        if !rowLines.isEmpty, list.isSelected(node) { rowLines[0] += " (selected)" }
        return rowLines
    }

    /// The one child a node stands for, if it is invisible and has exactly one.
    private func passThrough(_ node: _ViewNode) -> _ViewNode? {
        let facets = ScreenFacet.of(node)
        for facet in facets {
            switch facet {
            case .control, .tabs, .backNavigable, .titledColumn, .toolbar, .inset: return nil
            case .inspectorColumn:
                if (node as? any InspectorShowing)?.showsColumn == true { return nil }
            case .dismissible:
                if (node as? any Dismissible)?.isPresenting == true { return nil }
            case .focusableWriter:
                if isFocused(node) { return nil }
            default: break
            }
        }
        let invisible = node.renderRole != .line || facets.contains(.bodyEvaluating)
        guard invisible else { return nil }
        let kids = visibleChildren(of: node)
        return kids.count == 1 ? kids[0] : nil
    }

    private func visibleChildren(of node: _ViewNode) -> ChildList {
        guard node.showsChildren else { return ChildList() }
        // A modifier's decoration (a background, an overlay) is not read as content.
        if node.renderRole == .attribute {
            return node.children.first.map { ChildList([$0]) } ?? ChildList()
        }
        return node.visibleChildren
    }

    private func isFocused(_ node: _ViewNode) -> Bool { node.graph.focus.focused === node }

    private func controlLine(_ control: any InteractiveNode, depth: Int) -> String {
        let label = screenLine(drawnLabel(of: control, depth: depth))
        let disabled = control.isEnabled ? "" : " (disabled)"
        switch control.controlKind {
        case .toggle:
            return toggleLine(label, value: control.controlValue, look: control.resolvedStyle)
                + disabled
        case .textField:
            return label + ": [" + screenLine(control.controlValue ?? "") + "]" + disabled
        case .button:
            return buttonLine(label, look: control.resolvedStyle) + disabled
        case .tab:
            return "[" + label + "]" + disabled
        case .picker:
            return pickerLine(control, label: label) + disabled
        case .stepper:
            return label + " [−] [+]" + disabled
        case .slider, .datePicker:
            return label + ": [" + (control.controlValue ?? "") + "]" + disabled
        case .link:
            return "[" + label + " ↗]" + disabled
        case .menu:
            return "[" + label + " ▾]" + disabled
        case .disclosure:
            return (control.controlValue == "expanded" ? "▾ " : "▸ ") + label + disabled
        case .tapGesture, .longPressGesture, .contextMenu:
            return label
        }
    }

    /// What a button's or toggle's label draws, on one line (a label's icon alone in a toolbar,
    /// an image); other controls, and controls titled with a string, by their label's text.
    private func drawnLabel(of control: any InteractiveNode, depth: Int) -> String {
        guard control.controlKind == .button || control.controlKind == .toggle,
            control.showsChildren, !control.children.isEmpty
        else { return control.controlLabel }
        let drawn = control.children.flatMap { lines(of: $0, depth: depth + 1) }
        return drawn.isEmpty ? control.controlLabel : drawn.joined(separator: "  ")
    }

    /// A picker as its style draws it: a menu `Flavor: [Mint ▾]`, segments with the selected
    /// one bracketed `Flavor: Mint [Vanilla] Lemon`, radio buttons `Flavor: ○ Mint ● Vanilla`.
    private func pickerLine(_ control: any InteractiveNode, label: String) -> String {
        let options = (control as? any OptionChoosing)?.optionLabels ?? []
        let selected = control.controlValue
        switch control.resolvedStyle {
        case "segmented", "palette":
            return label + ": "
                + options.map { $0 == selected ? "[" + screenLine($0) + "]" : screenLine($0) }
                .joined(separator: " ")
        case "radioGroup", "inline":
            let on = ascii ? "(*) " : "● "
            let off = ascii ? "( ) " : "○ "
            return label + ": "
                + options.map { ($0 == selected ? on : off) + screenLine($0) }.joined(
                    separator: " ")
        default:
            return label + ": [" + screenLine(selected ?? "none") + " ▾]"
        }
    }

    /// A button as its resolved style draws it (a Canopy decision, `Docs/Coverage.md`, *Styles*):
    /// `[OK]` bordered, `[[OK]]` bordered prominent, `<OK>` borderless, `_OK_` a link, `OK`
    /// plain.
    private func buttonLine(_ label: String, look: String?) -> String {
        switch look {
        case ButtonLook.plain.rawValue: label
        case ButtonLook.borderless.rawValue: "<" + label + ">"
        case ButtonLook.borderedProminent.rawValue: "[[" + label + "]]"
        case ButtonLook.link.rawValue: "_" + label + "_"
        default: "[" + label + "]"
        }
    }

    /// A toggle as its resolved style draws it (a Canopy decision, `Docs/Coverage.md`, *Styles*):
    /// `[x] Wi-Fi` a checkbox, `Wi-Fi: on` a switch, `[✓ Wi-Fi]` a button that is on; a
    /// mixed toggle `[-] Wi-Fi`, `Wi-Fi: mixed`, `[– Wi-Fi]`.
    private func toggleLine(_ label: String, value: String?, look: String?) -> String {
        let isOn = value == "on"
        let isMixed = value == "mixed"
        switch look {
        case ToggleLook.switch.rawValue: return label + ": " + (value ?? "off")
        case ToggleLook.button.rawValue:
            let mark = isMixed ? (ascii ? "- " : "– ") : isOn ? (ascii ? "x " : "✓ ") : ""
            return "[" + mark + label + "]"
        default: return (isMixed ? "[-] " : isOn ? "[x] " : "[ ] ") + label
        }
    }

    private func leafLines(_ node: _ViewNode) -> [String] {
        guard node.renderRole == .line else { return [] }
        switch node.roleOnScreen {
        case .blank: return []
        case .rule: return [rule(12)]
        default: return [screenLine(node.lineTitle())]
        }
    }

    private func navigationLines(_ stack: any BackNavigable, titles: [String?], depth: Int)
        -> [String]
    {
        let back =
            titles.count > 1
            ? titles[titles.count - 2].flatMap { $0.isEmpty ? nil : $0 } ?? "Back" : nil
        // A collapsed split view's column is the level itself: its bar is the stack's.
        let levels = stack.visibleChildren.flatMap { ($0 as? any TitledColumn)?.children ?? [$0] }
        return titled(titles.last ?? nil, back: back, levels, depth: depth)
    }

    /// A bar with a back button and a title (either may be missing) above `content`.
    private func titled(_ title: String?, back: String?, _ content: [_ViewNode], depth: Int)
        -> [String]
    {
        var bar = back.map { (ascii ? "< " : "‹ ") + screenLine($0) } ?? ""
        if let title, !title.isEmpty { bar += (bar.isEmpty ? "" : "  ") + screenLine(title) }
        let body = content.flatMap { lines(of: $0, depth: depth + 1) }
        guard !bar.isEmpty else { return body }
        return [bar, rule(bar.count)] + body
    }

    /// The tab bar sits below the content on iOS, above it on iPadOS and as a segmented
    /// control above it on macOS.
    private func tabLines(_ tabs: any TabSwitching, depth: Int) -> [String] {
        let selected = tabs.selectedTabIndex
        let bar = tabs.tabLabels.enumerated().map { index, label in
            (index == selected ? (ascii ? "(*) " : "● ") : (ascii ? "( ) " : "○ "))
                + screenLine(label)
        }
        .joined(separator: "   ")
        guard !tabs.tabLabels.isEmpty else { return ["(no tabs)"] }
        var content = tabs.visibleChildren.flatMap { lines(of: $0, depth: depth + 1) }
        if selected == nil { content = ["(no tab selected)"] }
        if platform == .iOS { return content + [rule(bar.count), bar] }
        return [bar, rule(bar.count)] + content
    }

    private func sheetLines(_ sheet: any Dismissible, depth: Int) -> [String] {
        let content = sheet.children.first.map { lines(of: $0, depth: depth + 1) } ?? []
        guard sheet.isPresenting, sheet.children.count > 1 else { return content }
        // The slot is taken first, so an outer sheet comes before the sheets inside it.
        let slot = sheets.count
        sheets.append([])
        let presented = lines(of: sheet.children[1], depth: depth + 1)
        let kind = (sheet as? any PresentationKindNaming)?.presentationTitle ?? "Sheet"
        let (top, side, bottom) = ascii ? ("+- " + kind, "| ", "+-") : ("╭─ " + kind, "│ ", "╰─")
        sheets[slot] = [top] + presented.map { side + $0 } + [bottom]
        return content
    }

    private func rule(_ width: Int) -> String {
        String(repeating: ascii ? "-" : "─", count: max(3, width))
    }

    private func textLines(_ text: String) -> [String] {
        text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            .map { screenLine(String($0)) }
    }
}

/// A node that evaluates a body (a custom view, an app, a scene): invisible on screen.
@MainActor
protocol BodyEvaluatingNode: _ViewNode {}

/// A presentation that names its kind on screen (`Alert`, `Confirmation dialog`).
@MainActor
protocol PresentationKindNaming {
    var presentationTitle: String { get }
}

extension SheetNode: PresentationKindNaming {
    var presentationTitle: String { presentationKind.screenTitle }
}
