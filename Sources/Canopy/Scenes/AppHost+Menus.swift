/// What the menu bar shows (S4): menus of items, each an action, a checkable item, a submenu
/// or a separator. Values, printed deterministically:
///
///     Format: [x] Bold ⌘B, —, Size ▸ {Bigger, Smaller (disabled)}
extension AppHost {
    /// One menu of the menu bar (macOS) or of the key-command HUD (iPadOS).
    public struct Menu: Sendable, Equatable, CustomStringConvertible {
        /// The menu's title (the app menu's is the app's name, ``AppHost/appName``).
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
        /// What kind of item it is.
        public enum Kind: Sendable, Equatable {
            /// Runs an action when chosen: a ``Button``, or a standard item (Quit).
            case action
            /// Shows a checkmark when on and flips it when chosen: a ``Toggle``, or one choice
            /// of a ``Picker`` (checked when selected; choosing it selects it).
            case checkable
            /// Opens its ``items``: a `Menu` view, or a ``Picker`` with its choices.
            case submenu
            /// A line between items: a ``Divider``, or the boundary of a standard group, a
            /// `Section` or an inline picker. It cannot be chosen.
            case separator
        }

        /// The item's title (empty for a separator).
        public let title: String
        /// Whether it can be chosen (`.disabled` turns it off; a separator never can).
        public let isEnabled: Bool
        /// Its keyboard shortcut, as a menu shows it (`⌘N`).
        public let shortcut: String?
        /// What kind of item it is.
        public let kind: Kind
        /// Whether a checkable item shows its checkmark; `false` for other kinds.
        public let isChecked: Bool
        /// A submenu's items, in order; empty for other kinds.
        public let items: [MenuItem]

        init(
            title: String, isEnabled: Bool, shortcut: String? = nil, kind: Kind = .action,
            isChecked: Bool = false, items: [MenuItem] = []
        ) {
            self.title = title
            self.isEnabled = isEnabled
            self.shortcut = shortcut
            self.kind = kind
            self.isChecked = isChecked
            self.items = items
        }

        /// A separator.
        static let separator = MenuItem(title: "", isEnabled: false, kind: .separator)

        /// `Empty ⌘E`, `Reset (disabled)`; a checkable item `[x] Bold ⌘B` or `[ ] Italic`;
        /// a submenu `Size ▸ {Bigger, Smaller}`; a separator `—`.
        public var description: String {
            switch kind {
            case .separator:
                return "—"
            case .submenu:
                return title + disabledMark + " ▸ {"
                    + items.map(\.description).joined(separator: ", ") + "}"
            case .checkable:
                return (isChecked ? "[x] " : "[ ] ") + title + shortcutMark + disabledMark
            case .action:
                return title + shortcutMark + disabledMark
            }
        }

        private var shortcutMark: String { shortcut.map { " " + $0 } ?? "" }
        private var disabledMark: String { isEnabled ? "" : " (disabled)" }
    }
}
