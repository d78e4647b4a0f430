/// One menu-bar item as built from the app's graph, with what choosing it does.
@MainActor
struct MenuEntry {
    /// What choosing an item does.
    enum Action {
        /// Nothing: a separator, a submenu, a label.
        case none
        /// Operates a control: taps a button, flips a toggle.
        case control(any InteractiveNode)
        /// Selects one of a picker's choices.
        case choose(any OptionChoosing, option: String)
        /// A standard item Canopy simulates (New Window, Settings…, Quit).
        case standard(StandardCommand)
    }

    let item: AppHost.MenuItem
    let action: Action
    /// A submenu's entries (its item's ``AppHost/MenuItem/items``).
    let children: [MenuEntry]

    init(_ item: AppHost.MenuItem, action: Action = .none, children: [MenuEntry] = []) {
        self.item = item
        self.action = action
        self.children = children
    }

    static let separator = MenuEntry(.separator)

    /// A submenu of `children`, its separators tidied.
    static func submenu(_ title: String, isEnabled: Bool, _ children: [MenuEntry]) -> MenuEntry {
        let children = tidied(children)
        let item = AppHost.MenuItem(
            title: title, isEnabled: isEnabled, kind: .submenu, items: children.map(\.item))
        return MenuEntry(item, children: children)
    }

    /// Separators as a menu shows them: none first or last, never two in a row. Groups, sections
    /// and inline pickers each bring their own, so neighbours can meet.
    static func tidied(_ entries: [MenuEntry]) -> [MenuEntry] {
        var result: [MenuEntry] = []
        for entry in entries {
            if entry.item.kind == .separator,
                result.last.map({ $0.item.kind == .separator }) ?? true
            {
                continue
            }
            result.append(entry)
        }
        if result.last?.item.kind == .separator { result.removeLast() }
        return result
    }
}

/// Reads a command's content as SwiftUI builds a menu from a `@ViewBuilder` (S4): every
/// control in it, however nested in custom views, groups, stacks and `ForEach`es, is an item;
/// a `Toggle` is checkable; a `Menu` is a submenu; a `Picker` is a submenu of its choices, or
/// its choices between separators with `.pickerStyle(.inline)`; a `Divider` is a separator;
/// a `Section` is set off by separators under its title; a `Text` is a greyed-out label. It
/// only reads the graph.
@MainActor
enum MenuBarReader {
    /// What the walk carries down: modifiers recorded above a view apply to the items in it.
    private struct Context {
        /// The nearest `.keyboardShortcut`, as a menu shows it (`⇧⌘R`).
        var shortcut: String?
    }

    /// Levels of structure deeper than this are not read, so a pathological tree cannot exhaust
    /// the stack (as in the window renderer).
    static let depthLimit = 2_000

    /// The items `contributor`'s content shows, in order (separators not yet tidied: the menu
    /// they end up in does that).
    static func entries(of contributor: any MenuContributor) -> [MenuEntry] {
        contributor.children.flatMap { entries(of: $0, context: Context(), depth: 0) }
    }

    private static func entries(of start: _ViewNode, context: Context, depth: Int)
        -> [MenuEntry]
    {
        var context = context
        var node = start
        // Modifiers apply to their content; a decoration (a background, a sheet) is no item.
        while node.renderRole == .attribute {
            if let recorded = node as? any AttributeRecording { apply(recorded, to: &context) }
            guard let content = node.children.first else { return [] }
            node = content
        }
        guard depth < depthLimit else { return [] }
        if let control = node as? any InteractiveNode {
            return entries(of: control, context: context, depth: depth)
        }
        if node.roleOnScreen == .rule { return [.separator] }
        if let text = node.shownText { return [label(text)] }
        let content = node.children.flatMap { entries(of: $0, context: context, depth: depth + 1) }
        if node.roleOnScreen == .section {
            let heading = (node as? any ScreenHeading)?.screenHeading.map { [label($0)] } ?? []
            return [.separator] + heading + content + [.separator]
        }
        return content
    }

    private static func entries(of control: any InteractiveNode, context: Context, depth: Int)
        -> [MenuEntry]
    {
        let title = control.controlLabel
        switch control.controlKind {
        case .toggle:
            let item = AppHost.MenuItem(
                title: title, isEnabled: control.isEnabled, shortcut: context.shortcut,
                kind: .checkable, isChecked: control.controlValue == "on")
            return [MenuEntry(item, action: .control(control))]
        case .menu:
            // The label is the submenu's title; the items follow it. A shortcut is an item's.
            var inner = context
            inner.shortcut = nil
            let items = control.children.dropFirst().flatMap {
                entries(of: $0, context: inner, depth: depth + 1)
            }
            return [.submenu(title, isEnabled: control.isEnabled, items)]
        case .picker:
            guard let picker = control as? any OptionChoosing else { break }
            let choices = picker.optionLabels.map { option in
                MenuEntry(
                    AppHost.MenuItem(
                        title: option, isEnabled: control.isEnabled, kind: .checkable,
                        isChecked: option == control.controlValue),
                    action: .choose(picker, option: option))
            }
            if control.resolvedStyle == .picker(.inline) {
                return [.separator] + choices + [.separator]
            }
            return [.submenu(title, isEnabled: control.isEnabled, choices)]
        default:
            break
        }
        let item = AppHost.MenuItem(
            title: title, isEnabled: control.isEnabled, shortcut: context.shortcut)
        return [MenuEntry(item, action: .control(control))]
    }

    /// A greyed-out line of text.
    private static func label(_ text: String) -> MenuEntry {
        MenuEntry(AppHost.MenuItem(title: text, isEnabled: false))
    }

    /// A keyboard shortcut recorded above the items applies to them: read from the modifier's
    /// typed value. (A picker's style flows down the environment; the picker reads its own.)
    private static func apply(_ recorded: any AttributeRecording, to context: inout Context) {
        if let shortcut = recorded.recorded(KeyboardShortcutAttribute.self) {
            context.shortcut = shortcut.isRemoved ? nil : shortcut.symbols
        }
    }
}
