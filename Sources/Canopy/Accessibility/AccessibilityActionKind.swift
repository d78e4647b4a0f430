/// Which action ``View/accessibilityAction(_:_:)`` attaches: the element's default action
/// (activation, A13), escape, magic tap, or one a person picks by name (A14).
public struct AccessibilityActionKind: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case `default`, escape, magicTap, delete, showMenu
        case named(String)
    }
    let kind: Kind

    /// Activation: VoiceOver's double tap, Switch Control's select.
    public static let `default` = AccessibilityActionKind(kind: .default)
    /// Dismissing a modal view or going back (VoiceOver's two-finger scrub).
    public static let escape = AccessibilityActionKind(kind: .escape)
    /// The most important action of the screen (VoiceOver's two-finger double tap).
    public static let magicTap = AccessibilityActionKind(kind: .magicTap)
    /// Deleting the element's content.
    public static let delete = AccessibilityActionKind(kind: .delete)
    /// Showing the element's menu.
    public static let showMenu = AccessibilityActionKind(kind: .showMenu)

    /// A custom action a person picks by `name` (VoiceOver's actions rotor).
    public init(named name: Text) { kind = .named(name.content) }

    init(kind: Kind) { self.kind = kind }

    /// The name a host performs the action by: a custom action's name, else `escape`,
    /// `magicTap`, `delete`, `showMenu`; `nil` for the default action.
    var performedName: String? {
        switch kind {
        case .default: nil
        case .escape: "escape"
        case .magicTap: "magicTap"
        case .delete: "delete"
        case .showMenu: "showMenu"
        case .named(let name): name
        }
    }
}

/// Which way a person adjusts an adjustable element (A15).
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
    /// Up (VoiceOver's swipe up).
    case increment
    /// Down (VoiceOver's swipe down).
    case decrement
}
