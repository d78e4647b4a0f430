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

    /// The key as a shortcut shows it: `N`, `Return`, `Esc`.
    public var description: String {
        switch character {
        case "\r": "Return"
        case "\u{1B}": "Esc"
        case "\u{8}": "Delete"
        case " ": "Space"
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
}

/// `.keyboardShortcut(⌘N)`: a key and its modifiers, as menus show them.
struct KeyboardShortcutAttribute: AttributeValue {
    let key: KeyEquivalent
    let modifiers: EventModifiers

    /// `⇧⌘R`.
    var symbols: String { modifiers.symbols + "\(key)" }

    var attributeText: String { ".keyboardShortcut(\(symbols))" }
}
