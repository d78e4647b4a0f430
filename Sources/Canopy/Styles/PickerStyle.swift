/// How a picker is drawn. SwiftUI offers built-in values only (their requirements are private):
/// `.automatic` (a menu), `.menu`, `.segmented`, `.inline`, `.wheel`, `.navigationLink`,
/// `.radioGroup` (macOS), `.palette`. Set with ``View/pickerStyle(_:)`` on a picker or any
/// container above it: the style flows **down**, the innermost wins (E3, E4).
public protocol PickerStyle: Sendable {
    /// The style's name, as printed (`segmented`).
    var styleName: String { get }
}

/// The platform's default picker style: a menu.
public struct DefaultPickerStyle: PickerStyle {
    /// Creates the style.
    public init() {}
    public var styleName: String { "automatic" }
}
/// A segmented control.
public struct SegmentedPickerStyle: PickerStyle {
    /// Creates the style.
    public init() {}
    public var styleName: String { "segmented" }
}
/// A menu.
public struct MenuPickerStyle: PickerStyle {
    /// Creates the style.
    public init() {}
    public var styleName: String { "menu" }
}
/// A wheel.
public struct WheelPickerStyle: PickerStyle {
    /// Creates the style.
    public init() {}
    public var styleName: String { "wheel" }
}
/// Options inline.
public struct InlinePickerStyle: PickerStyle {
    /// Creates the style.
    public init() {}
    public var styleName: String { "inline" }
}
/// A navigation link to a list of options.
public struct NavigationLinkPickerStyle: PickerStyle {
    /// Creates the style.
    public init() {}
    public var styleName: String { "navigationLink" }
}
/// Radio buttons (macOS).
public struct RadioGroupPickerStyle: PickerStyle {
    /// Creates the style.
    public init() {}
    public var styleName: String { "radioGroup" }
}
/// A row of options, as in a menu's palette.
public struct PalettePickerStyle: PickerStyle {
    /// Creates the style.
    public init() {}
    public var styleName: String { "palette" }
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
        builtInStyle(
            PickerStyleKey.self, modifier: "pickerStyle", style: S.self, named: style.styleName)
    }
}
