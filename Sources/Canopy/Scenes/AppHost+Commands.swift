/// The app's menus (S4): the standard menus and the ones its scenes' `.commands` add, and
/// running a menu item by its path.
extension AppHost {
    /// One menu of the menu bar (macOS) or of the key-command HUD (iPadOS).
    public struct Menu: Sendable, Equatable, CustomStringConvertible {
        /// The menu's title.
        public let name: String
        /// Its items, in order.
        public let items: [MenuItem]

        /// `Action: Empty ⌘E, Reset (disabled)`.
        public var description: String {
            name + (items.isEmpty ? "" : ": " + items.map(\.description).joined(separator: ", "))
        }
    }

    /// One item of a menu.
    public struct MenuItem: Sendable, Equatable, CustomStringConvertible {
        /// The item's title.
        public let title: String
        /// Whether it can be chosen (`.disabled` turns it off).
        public let isEnabled: Bool
        /// Its keyboard shortcut, as a menu shows it (`⌘N`).
        public let shortcut: String?

        /// `Empty ⌘E`, `Reset (disabled)`.
        public var description: String {
            title + (shortcut.map { " " + $0 } ?? "") + (isEnabled ? "" : " (disabled)")
        }
    }

    /// The menus a person can use: on macOS the menu bar (File, Edit, View, the app's menus,
    /// Window, Help); on iPadOS the app's commands as the key-command HUD shows them; on iOS
    /// none (D4).
    public var menuBar: [Menu] {
        menus().map { Menu(name: $0.name, items: $0.entries.map(\.item)) }
    }

    /// Chooses the menu item at `path` (`"Action/Empty"`, `"File/New Window"`), as a person
    /// would from the menu bar, then applies the update. Returns `false` when the item is
    /// disabled (it does not run). An unknown path is an error listing the items there are.
    @discardableResult
    public func runCommand(_ path: String) throws -> Bool {
        let parts = path.split(separator: "/", maxSplits: 1).map(String.init)
        let menus = menus()
        guard parts.count == 2, let menu = menus.first(where: { $0.name == parts[0] }),
            let entry = menu.entries.first(where: { $0.item.title == parts[1] })
        else {
            throw SceneNotFound(
                what: "menu item \(quoted(path))",
                available: menus.flatMap { menu in
                    menu.entries.map { "\(menu.name)/\($0.item.title)" }
                })
        }
        guard entry.item.isEnabled else { return false }
        guard let control = entry.control else {
            // The one standard item Canopy simulates: File › New Window.
            try openWindow()
            return true
        }
        let ran = control.tap()
        flush()
        return ran
    }

    private typealias Entry = (item: MenuItem, control: (any InteractiveNode)?)

    /// The menus with, for each item, the control that runs it (`nil` for New Window).
    private func menus() -> [(name: String, entries: [Entry])] {
        flush()
        guard platform != .iOS else { return [] }
        let contributors = graph.reachable((any MenuContributor).self)
        let controls = graph.reachable((any InteractiveNode).self)
        func entries(of contributor: any MenuContributor) -> [Entry] {
            contributor.subviews.compactMap { entry(for: $0, controls: controls) }
        }
        let custom = contributors.filter { $0.groupPlacement == nil }
            .map { (name: $0.menuName, entries: entries(of: $0)) }
        guard platform == .macOS else {
            let grouped = contributors.filter { $0.groupPlacement != nil }.flatMap(entries(of:))
            return custom + (grouped.isEmpty ? [] : [(name: "Commands", entries: grouped)])
        }
        var menus: [(name: String, entries: [Entry])] = []
        for (name, groups) in CommandGroupPlacement.standardMenus {
            if name == "Window" { menus += custom }
            var items: [Entry] = []
            for group in groups {
                let placed = contributors.filter { $0.groupPlacement?.0 == group }
                func at(_ position: CommandGroupPosition) -> [Entry] {
                    placed.filter { $0.groupPlacement?.1 == position }.flatMap(entries(of:))
                }
                let replacing = at(.replacing)
                let standard = group.standardItems.map { title -> Entry in
                    (MenuItem(title: title, isEnabled: true, shortcut: "⌘N"), nil)
                }
                let hasReplacement = placed.contains { $0.groupPlacement?.1 == .replacing }
                items += at(.before) + (hasReplacement ? replacing : standard) + at(.after)
            }
            menus.append((name: name, entries: items))
        }
        return menus
    }

    /// The item a menu's subview shows: its control's label and state, and the shortcut
    /// recorded on the way down to it.
    private func entry(for node: _ViewNode, controls: [any InteractiveNode]) -> Entry? {
        var attributes: [String] = []
        var cursor: _ViewNode? = node
        while let current = cursor {
            if let control = controls.first(where: { $0 === current }) {
                let shortcut = attributes.first { $0.hasPrefix(".keyboardShortcut(") }
                    .map { String($0.dropFirst(".keyboardShortcut(".count).dropLast()) }
                let item = MenuItem(
                    title: control.controlLabel, isEnabled: control.isEnabled, shortcut: shortcut)
                return (item, control)
            }
            if current.renderRole == .attribute { current.renderAttributes(into: &attributes) }
            cursor = current.children.first
        }
        return nil
    }
}
