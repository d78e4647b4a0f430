/// A key a shortcut presses with its modifiers: a character, or a named key.
public struct KeyEquivalent: Sendable, Hashable, ExpressibleByExtendedGraphemeClusterLiteral,
    CustomStringConvertible
{
    /// The key's character.
    public let character: Character

    /// The key that types `character`.
    public init(_ character: Character) { self.character = character }

    /// The key that types the literal's character.
    public init(extendedGraphemeClusterLiteral value: Character) { character = value }

    /// Return.
    public static let `return` = KeyEquivalent("\r")
    /// Escape.
    public static let escape = KeyEquivalent("\u{1B}")
    /// Delete.
    public static let delete = KeyEquivalent("\u{8}")
    /// Space.
    public static let space = KeyEquivalent(" ")
    /// Tab.
    public static let tab = KeyEquivalent("\t")
    /// Up Arrow.
    public static let upArrow = KeyEquivalent("\u{F700}")
    /// Down Arrow.
    public static let downArrow = KeyEquivalent("\u{F701}")
    /// Left Arrow.
    public static let leftArrow = KeyEquivalent("\u{F702}")
    /// Right Arrow.
    public static let rightArrow = KeyEquivalent("\u{F703}")
    /// Forward Delete.
    public static let deleteForward = KeyEquivalent("\u{F728}")
    /// Home.
    public static let home = KeyEquivalent("\u{F729}")
    /// End.
    public static let end = KeyEquivalent("\u{F72B}")
    /// Page Up.
    public static let pageUp = KeyEquivalent("\u{F72C}")
    /// Page Down.
    public static let pageDown = KeyEquivalent("\u{F72D}")
    /// Clear.
    public static let clear = KeyEquivalent("\u{F739}")

    /// The key as a shortcut shows it: `N`, `Return`, `Esc`.
    public var description: String {
        switch character {
        case "\r": "Return"
        case "\u{1B}": "Esc"
        case "\u{8}": "Delete"
        case " ": "Space"
        case "\t": "Tab"
        case "\u{F700}": "↑"
        case "\u{F701}": "↓"
        case "\u{F702}": "←"
        case "\u{F703}": "→"
        case "\u{F728}": "⌦"
        case "\u{F729}": "Home"
        case "\u{F72B}": "End"
        case "\u{F72C}": "PageUp"
        case "\u{F72D}": "PageDown"
        case "\u{F739}": "Clear"
        default: String(character).uppercased()
        }
    }
}

/// The modifier keys a shortcut holds down.
public struct EventModifiers: OptionSet, Sendable, Hashable {
    /// The set's bits.
    public let rawValue: Int
    /// Creates a set from its raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// ⇧
    public static let shift = EventModifiers(rawValue: 1 << 1)
    /// ⌃
    public static let control = EventModifiers(rawValue: 1 << 2)
    /// ⌥
    public static let option = EventModifiers(rawValue: 1 << 3)
    /// ⌘
    public static let command = EventModifiers(rawValue: 1 << 4)
    /// Caps Lock.
    public static let capsLock = EventModifiers(rawValue: 1 << 0)
    /// A key on the numeric keypad.
    public static let numericPad = EventModifiers(rawValue: 1 << 5)
    /// Fn.
    public static let function = EventModifiers(rawValue: 1 << 7)
    /// Every modifier key.
    public static let all: EventModifiers = [
        .capsLock, .shift, .control, .option, .command, .numericPad, .function,
    ]

    /// `⌃⌥⇧⌘`, in the order macOS menus show them.
    var symbols: String {
        var text = ""
        if contains(.control) { text += "⌃" }
        if contains(.option) { text += "⌥" }
        if contains(.shift) { text += "⇧" }
        if contains(.command) { text += "⌘" }
        return text
    }
}

extension View {
    /// Gives a control (a menu command's button) a keyboard shortcut, ⌘ by default. Canopy
    /// records it: menus show it next to the item, and the tree renders it as an attribute.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command)
        -> some View
    {
        attribute(KeyboardShortcutAttribute(key: key, modifiers: modifiers))
    }

    /// Gives a control a keyboard shortcut, with how it adapts to the keyboard's layout
    /// (recorded with the key: Canopy's keyboard has one layout).
    public func keyboardShortcut(
        _ key: KeyEquivalent, modifiers: EventModifiers = .command,
        localization: KeyboardShortcut.Localization
    ) -> some View {
        attribute(KeyboardShortcutAttribute(key: key, modifiers: modifiers))
    }

    /// Gives a control `shortcut`: `.defaultAction` (Return) or `.cancelAction` (Escape) make a
    /// button its window's default or cancel button, pressed by `pressKey(_:modifiers:)`.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
        attribute(KeyboardShortcutAttribute(key: shortcut.key, modifiers: shortcut.modifiers))
    }

    /// Gives a control `shortcut`, or takes away the one given further out when `nil`.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
        attribute(
            KeyboardShortcutAttribute(
                key: shortcut?.key ?? .space, modifiers: shortcut?.modifiers ?? [],
                isRemoved: shortcut == nil))
    }
}

/// A key and the modifier keys held with it that choose a control.
public struct KeyboardShortcut: Sendable, Hashable {
    /// How a shortcut adapts to keyboard layouts.
    public struct Localization: Sendable, Hashable {
        let name: String
        /// Remaps the key for the layout, and mirrors arrow-like keys in right-to-left layouts.
        public static let automatic = Localization(name: "automatic")
        /// Remaps the key for the layout but does not mirror it.
        public static let withoutMirroring = Localization(name: "withoutMirroring")
        /// Uses the key as given.
        public static let custom = Localization(name: "custom")
    }

    /// The key.
    public var key: KeyEquivalent
    /// The modifier keys held with it.
    public var modifiers: EventModifiers
    /// How it adapts to keyboard layouts.
    public var localization: Localization

    /// A shortcut of `key` with `modifiers` (⌘ unless given).
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.init(key, modifiers: modifiers, localization: .automatic)
    }

    /// A shortcut of `key` with `modifiers`, adapting to layouts as `localization` says.
    public init(
        _ key: KeyEquivalent, modifiers: EventModifiers = .command,
        localization: Localization
    ) {
        self.key = key
        self.modifiers = modifiers
        self.localization = localization
    }

    /// Return, with no modifier: the window's default button.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// Escape (or ⌘.), with no modifier: the window's cancel button.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

/// `.keyboardShortcut(⌘N)`: a key and its modifiers, as menus show them.
struct KeyboardShortcutAttribute: AttributeValue {
    let key: KeyEquivalent
    let modifiers: EventModifiers
    /// `.keyboardShortcut(nil)`: the view has no shortcut, whatever one further out said.
    var isRemoved = false

    /// `⇧⌘R`.
    var symbols: String { modifiers.symbols + "\(key)" }

    var attributeText: String { ".keyboardShortcut(\(isRemoved ? "nil" : symbols))" }

    /// Whether pressing `key` with `modifiers` chooses this shortcut.
    func matches(_ key: KeyEquivalent, _ modifiers: EventModifiers) -> Bool {
        !isRemoved && self.key == key
            && self.modifiers.subtracting([.capsLock, .numericPad, .function])
                == modifiers.subtracting([.capsLock, .numericPad, .function])
    }
}
