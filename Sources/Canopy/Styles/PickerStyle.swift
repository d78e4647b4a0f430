/// How a picker is drawn. SwiftUI offers built-in values only (their requirements are private):
/// `.automatic` (a menu), `.menu`, `.segmented`, `.inline`, `.wheel`, `.navigationLink`,
/// `.radioGroup` (macOS), `.palette`. Set with ``View/pickerStyle(_:)`` on a picker or any
/// container above it: the style flows **down**, the innermost wins (E3, E4).
public protocol PickerStyle: Sendable {
    /// The style's name, as printed (`segmented`).
    var styleName: String { get }
}

/// What a built-in picker style draws: the picker draws itself with it. The raw value is the
/// name the style prints with.
enum PickerLook: String, Sendable {
    case automatic, segmented, menu, wheel, inline, navigationLink, radioGroup, palette

    /// What `.automatic` is: a menu, on every platform.
    var resolved: PickerLook { self == .automatic ? .menu : self }
}

/// A built-in picker style: it declares its look, and prints by the look's name.
protocol BuiltInPickerStyle: PickerStyle {
    static var look: PickerLook { get }
}

extension BuiltInPickerStyle {
    /// The style's name, as printed: its look's (`segmented`).
    public var styleName: String { Self.look.rawValue }
}

/// The platform's default picker style: a menu.
public struct DefaultPickerStyle: PickerStyle, BuiltInPickerStyle {
    static let look = PickerLook.automatic
    /// Creates the style.
    public init() {}
}
/// A segmented control.
public struct SegmentedPickerStyle: PickerStyle, BuiltInPickerStyle {
    static let look = PickerLook.segmented
    /// Creates the style.
    public init() {}
}
/// A menu.
public struct MenuPickerStyle: PickerStyle, BuiltInPickerStyle {
    static let look = PickerLook.menu
    /// Creates the style.
    public init() {}
}
/// A wheel.
public struct WheelPickerStyle: PickerStyle, BuiltInPickerStyle {
    static let look = PickerLook.wheel
    /// Creates the style.
    public init() {}
}
/// Options inline.
public struct InlinePickerStyle: PickerStyle, BuiltInPickerStyle {
    static let look = PickerLook.inline
    /// Creates the style.
    public init() {}
}
/// A navigation link to a list of options.
public struct NavigationLinkPickerStyle: PickerStyle, BuiltInPickerStyle {
    static let look = PickerLook.navigationLink
    /// Creates the style.
    public init() {}
}
/// Radio buttons (macOS).
public struct RadioGroupPickerStyle: PickerStyle, BuiltInPickerStyle {
    static let look = PickerLook.radioGroup
    /// Creates the style.
    public init() {}
}
/// A row of options, as in a menu's palette.
public struct PalettePickerStyle: PickerStyle, BuiltInPickerStyle {
    static let look = PickerLook.palette
    /// Creates the style.
    public init() {}
}

extension PickerStyle where Self == DefaultPickerStyle {
    /// The platform's default.
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}
extension PickerStyle where Self == SegmentedPickerStyle {
    /// A segmented control.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}
extension PickerStyle where Self == MenuPickerStyle {
    /// A menu.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}
extension PickerStyle where Self == WheelPickerStyle {
    /// A wheel.
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}
extension PickerStyle where Self == InlinePickerStyle {
    /// Options inline.
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}
extension PickerStyle where Self == NavigationLinkPickerStyle {
    /// A navigation link.
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}
extension PickerStyle where Self == RadioGroupPickerStyle {
    /// Radio buttons.
    public static var radioGroup: RadioGroupPickerStyle { RadioGroupPickerStyle() }
}
extension PickerStyle where Self == PalettePickerStyle {
    /// A row of options.
    public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

struct PickerStyleKey: EnvironmentKey, RuntimeEnvironmentKey {
    static let defaultValue = StyleStack()
}

extension View {
    /// Sets the style of pickers in this view and below (flows **down**; the innermost wins).
    /// Printed as `.pickerStyle(.segmented)`.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        // The look comes from the style's type: a style the app declares is never taken for
        // a built-in one, whatever its `styleName`.
        builtInStyle(
            PickerStyleKey.self, modifier: "pickerStyle", style: S.self, named: style.styleName,
            look: (S.self as? any BuiltInPickerStyle.Type)?.look)
    }
}
