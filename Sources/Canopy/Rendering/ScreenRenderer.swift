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
        var lines = lines(of: root, depth: 0)
        // A Mac window's toolbar collects the items of its whole content (C1, D59).
        if platform == .macOS { lines = withToolbars(of: root, lines, depth: 0) }
        lines += sheets.flatMap { $0 }
        return lines.isEmpty ? "(empty)" : lines.joined(separator: "\n")
    }

    func lines(of start: _ViewNode, depth: Int) -> [String] {
        var node = start
        // Custom views and modifiers with one visible child stand for that child; a hidden
        // view shows nothing.
        if node is any HidesContent { return [] }
        while let next = passThrough(node) {
            node = next
            if node is any HidesContent { return [] }
        }
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
        case .drawing:
            return (node as? any ScreenDrawing)?.screenLines(self, depth: depth)
        case .screenHeading, .bodyEvaluating:
            return nil
        }
    }

    /// The one child a node stands for, if it is invisible and has exactly one.
    func passThrough(_ node: _ViewNode) -> _ViewNode? {
        let facets = ScreenFacet.of(node)
        for facet in facets {
            switch facet {
            case .control: return nil
            case .drawing:
                if (node as? any ScreenDrawing)?.drawsOnScreen == true { return nil }
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
        case .picker(.segmented), .picker(.palette):
            return label + ": "
                + options.map { $0 == selected ? "[" + screenLine($0) + "]" : screenLine($0) }
                .joined(separator: " ")
        case .picker(.radioGroup), .picker(.inline):
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
    private func buttonLine(_ label: String, look: ResolvedStyle?) -> String {
        switch look {
        case .button(.plain): label
        case .button(.borderless): "<" + label + ">"
        case .button(.borderedProminent): "[[" + label + "]]"
        case .button(.link): "_" + label + "_"
        default: "[" + label + "]"
        }
    }

    /// A toggle as its resolved style draws it (a Canopy decision, `Docs/Coverage.md`, *Styles*):
    /// `[x] Wi-Fi` a checkbox, `Wi-Fi: on` a switch, `[✓ Wi-Fi]` a button that is on; a
    /// mixed toggle `[-] Wi-Fi`, `Wi-Fi: mixed`, `[– Wi-Fi]`.
    private func toggleLine(_ label: String, value: String?, look: ResolvedStyle?) -> String {
        let isOn = value == "on"
        let isMixed = value == "mixed"
        switch look {
        case .toggle(.switch): return label + ": " + (value ?? "off")
        case .toggle(.button):
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

    /// Takes the next place among the presented boxes, drawn after everything they cover:
    /// taken before the presented content is drawn, so an outer sheet comes before the sheets
    /// inside it.
    func reservePresentation() -> Int {
        sheets.append([])
        return sheets.count - 1
    }

    /// Puts `content` in the box at `slot`, titled `kind` (`Sheet`, `Alert`).
    func present(_ content: [String], titled kind: String, at slot: Int) {
        let (top, side, bottom) = ascii ? ("+- " + kind, "| ", "+-") : ("╭─ " + kind, "│ ", "╰─")
        sheets[slot] = [top] + content.map { side + $0 } + [bottom]
    }

    func rule(_ width: Int) -> String {
        String(repeating: ascii ? "-" : "─", count: max(3, width))
    }

    func textLines(_ text: String) -> [String] {
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
    var presentationTitle: String {
        presentationKind.screenTitle + (sheetDetents?.current.map { " (\($0))" } ?? "")
    }
}
