/// The app's menus (S4): the standard menus and the ones its scenes' `.commands` add, and
/// choosing a menu item by its path.
extension AppHost {
    /// The menus a person can use: on macOS the menu bar (the app menu, File, Edit, View, the
    /// app's menus, Window, Help); on iPadOS the app's commands as the key-command HUD shows
    /// them; on iOS none (D4). Each menu holds its whole structure: submenus, separators,
    /// checkable items and pickers' choices.
    ///
    ///     Library: Settings… ⌘,, —, Quit Library ⌘Q | File: New Window ⌘N | Edit | View
    ///     | Action: Empty ⌘E, Reset ⇧⌘R | Window | Help
    public var menuBar: [Menu] {
        menus().map { Menu(name: $0.name, items: $0.entries.map(\.item)) }
    }

    /// Chooses the menu item at `path`, as a person would from the menu bar, then applies the
    /// update. A path names the menu, each submenu, then the item: `"File/New Window"`,
    /// `"Edit/Sort/By Name"`, `"View/Theme/Dark"` for a picker's choice (an inline picker's
    /// choices sit in the menu itself). A button runs its action, a toggle flips, a picker's
    /// choice is selected. Returns `false` when the item is disabled (it does not run). An
    /// unknown path, a submenu or a separator is an error listing the items there are;
    /// ``whyDisabled(_:)`` says what disabled an item.
    @discardableResult
    public func runCommand(_ path: String) throws -> Bool {
        try run(try entry(atPath: path))
    }

    /// Why the menu item at `path` is disabled, or `nil` when it is enabled: the modifier that
    /// disabled it and where (`.disabled at Button`): the nearest writer of the item's
    /// `isEnabled`, as an environment explanation finds it. Throws like ``runCommand(_:)`` for
    /// a path that names no item.
    public func whyDisabled(_ path: String) throws -> String? {
        let entry = try entry(atPath: path)
        guard !entry.item.isEnabled else { return nil }
        let node: _ViewNode? =
            switch entry.action {
            case .control(let control): control
            case .choose(let picker, _): picker
            case .none, .standard: nil
            }
        guard let node, let explanation = node.explainEnvironment(keyNamed: "isEnabled"),
            let write = explanation.writes.first
        else { return "\(path) is disabled" }
        return "\(path) is disabled by \(write.writer) at \(write.path)"
    }

    /// Presses a keyboard shortcut as a person would: runs the menu item that shows it (`⌘N`,
    /// `⇧⌘R`), as ``runCommand(_:)`` runs it. Returns `false` when the item is disabled; throws
    /// ``SceneNotFound`` (listing the shortcuts there are) when no item has it.
    @discardableResult
    public func press(_ key: KeyEquivalent, modifiers: EventModifiers = .command) throws -> Bool {
        let symbols = KeyboardShortcutAttribute(key: key, modifiers: modifiers).symbols
        let all = menus().flatMap { Self.shortcutEntries(in: $0.entries) }
        // An enabled item with the shortcut wins over a disabled one (a disabled Format › Bold
        // does not shadow the app's own ⌘B).
        let matching = all.filter { $0.item.shortcut == symbols }
        guard let entry = matching.first(where: \.item.isEnabled) ?? matching.first else {
            throw SceneNotFound(
                what: "menu item with the shortcut \(symbols)",
                available: all.compactMap(\.item.shortcut))
        }
        return try run(entry)
    }

    /// The items with a shortcut, in menu order, submenus' items included.
    private static func shortcutEntries(in entries: [MenuEntry]) -> [MenuEntry] {
        entries.flatMap { entry in
            entry.item.kind == .submenu
                ? shortcutEntries(in: entry.children) : entry.item.shortcut == nil ? [] : [entry]
        }
    }

    /// The menu entry at `path`; throws when it names no item, or a submenu.
    private func entry(atPath path: String) throws -> MenuEntry {
        let menus = menus()
        var found: MenuEntry?
        for menu in menus where path.hasPrefix(menu.name + "/") {
            found = Self.entry(at: path.dropFirst(menu.name.count + 1), in: menu.entries)
            if found != nil { break }
        }
        guard let entry = found else {
            throw SceneNotFound(
                what: "menu item \(quoted(path))",
                available: menus.flatMap { Self.itemPaths(in: $0.entries, under: $0.name) })
        }
        guard entry.item.kind != .submenu else {
            throw SceneNotFound(
                what: "menu item \(quoted(path)) (it is a submenu)",
                available: Self.itemPaths(in: entry.children, under: path))
        }
        return entry
    }

    /// Chooses `entry` as a person would: `false` when it is disabled.
    private func run(_ entry: MenuEntry) throws -> Bool {
        guard entry.item.isEnabled else { return false }
        switch entry.action {
        case .none:
            return false
        case .control(let control):
            let ran = control.tap()
            flush()
            return ran
        case .choose(let picker, let option):
            let chose = picker.choose(option)
            flush()
            return chose
        case .standard(.newWindow):
            try openWindow()
        case .standard(.settings):
            try openSettings()
        case .standard(.quit):
            terminate()
        }
        return true
    }

    /// The app's name for the menu bar: its `App` type's name without a trailing `App`, as
    /// Xcode's template names a product `Journal`'s app type `JournalApp` (SwiftUI reads the
    /// bundle's name, which a Linux process does not have).
    static func name<A: App>(ofApp type: A.Type) -> String {
        let name = displayName(of: type)
        return name.count > 3 && name.hasSuffix("App") ? String(name.dropLast(3)) : name
    }

    /// The entry at `path` (relative to `entries`' menu): an item's title, or a submenu's title,
    /// `/` and a path in it. Separators have no path.
    private static func entry(at path: Substring, in entries: [MenuEntry]) -> MenuEntry? {
        for entry in entries where entry.item.kind != .separator {
            let title = entry.item.title
            if path == title { return entry }
            if entry.item.kind == .submenu, path.hasPrefix(title + "/"),
                let found = Self.entry(at: path.dropFirst(title.count + 1), in: entry.children)
            {
                return found
            }
        }
        return nil
    }

    /// The paths of the items that can be chosen, in menu order, submenus' items included.
    private static func itemPaths(in entries: [MenuEntry], under prefix: String) -> [String] {
        entries.flatMap { entry -> [String] in
            let path = prefix + "/" + entry.item.title
            switch entry.item.kind {
            case .separator: return []
            case .submenu: return itemPaths(in: entry.children, under: path)
            case .action, .checkable: return [path]
            }
        }
    }

    /// The menus, each item with what choosing it does.
    private func menus() -> [(name: String, entries: [MenuEntry])] {
        guard isRunning else { return [] }
        flush()
        guard platform != .iOS else { return [] }
        let contributors = graph.reachable((any MenuContributor).self)
        let custom = contributors.filter { $0.groupPlacement == nil }.map {
            (name: $0.menuName, entries: MenuEntry.tidied(MenuBarReader.entries(of: $0)))
        }
        guard platform == .macOS else {
            let grouped = MenuEntry.tidied(
                contributors.filter { $0.groupPlacement != nil }.flatMap(MenuBarReader.entries(of:))
            )
            return custom + (grouped.isEmpty ? [] : [(name: "Commands", entries: grouped)])
        }
        var menus: [(name: String, entries: [MenuEntry])] = []
        for (menu, groups) in CommandGroupPlacement.standardMenus {
            if menu == .window { menus += custom }
            // Each group is set off from its neighbours by a separator, as in AppKit's menus.
            let sections = groups.map { group in
                MenuEntry.tidied(entries(of: group, from: contributors))
            }
            let items = Array(
                sections.filter { !$0.isEmpty }.joined(separator: [MenuEntry.separator]))
            // The Format menu is there only for the commands placed in it.
            if menu == .format, items.isEmpty { continue }
            menus.append((name: menu.title(appName: appName), entries: Array(items)))
        }
        return menus
    }

    /// A standard group's items: those placed before it, its standard items (or what replaces
    /// them), those placed after it.
    private func entries(
        of group: CommandGroupPlacement, from contributors: [any MenuContributor]
    ) -> [MenuEntry] {
        let placed = contributors.filter { $0.groupPlacement?.0 == group }
        func at(_ position: CommandGroupPosition) -> [MenuEntry] {
            placed.filter { $0.groupPlacement?.1 == position }.flatMap(MenuBarReader.entries(of:))
        }
        let isReplaced = placed.contains { $0.groupPlacement?.1 == .replacing }
        let standard = group.standardItems.filter(isShown).map { command in
            MenuEntry(
                MenuItem(
                    title: command.title(appName: appName), isEnabled: true,
                    shortcut: command.shortcut),
                action: .standard(command))
        }
        return at(.before) + (isReplaced ? at(.replacing) : standard) + at(.after)
    }

    /// Whether the app shows a standard item: New Window with a window group, Settings… with a
    /// Settings scene, Quit always.
    private func isShown(_ command: StandardCommand) -> Bool {
        switch command {
        case .newWindow: scenes.contains { $0.record.kind == .windowGroup }
        case .settings: scenes.contains { $0.record.kind == .settings }
        case .quit: true
        }
    }
}
