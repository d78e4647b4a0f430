import Foundation

/// SwiftUI's control configuration modifiers: values that flow down the environment to the
/// controls below (E3, E4), printed as called. Those SwiftUI makes public are readable with
/// `@Environment`; the others are kept under private keys, as SwiftUI keeps them.
extension View {
    /// Sets the shape of bordered buttons in this view and below (flows down; a button shows
    /// it in `--resolved` when it is not `.automatic`).
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        environmentValue(\.buttonBorderShape, shape, call: "buttonBorderShape")
    }

    /// Sets whether buttons in this view and below repeat their action while held (flows down).
    public func buttonRepeatBehavior(_ behavior: ButtonRepeatBehavior) -> some View {
        environmentValue(\.buttonRepeatBehavior, behavior, call: "buttonRepeatBehavior")
    }

    /// Shows or hides the indicator of menus in this view and below (flows down; readable as
    /// `@Environment(\.menuIndicatorVisibility)`).
    public func menuIndicator(_ visibility: Visibility) -> some View {
        environmentValue(\.menuIndicatorVisibility, visibility, call: "menuIndicator")
    }

    /// Sets the order of menu items in this view and below (flows down; readable as
    /// `@Environment(\.menuOrder)`).
    public func menuOrder(_ order: MenuOrder) -> some View {
        environmentValue(\.menuOrder, order, call: "menuOrder")
    }

    /// Sets whether choosing a menu's action dismisses the menu (flows down).
    public func menuActionDismissBehavior(_ behavior: MenuActionDismissBehavior) -> some View {
        environmentValue(\.menuActionDismissBehavior, behavior, call: "menuActionDismissBehavior")
    }

    /// Lays radio-group pickers in this view and below out in a row (macOS; flows down).
    public func horizontalRadioGroupLayout() -> some View {
        environmentValue(
            \.horizontalRadioGroupLayout, true, printed: ".horizontalRadioGroupLayout()")
    }

    /// Sets the height of a wheel picker's items (watchOS; flows down; readable as
    /// `@Environment(\.defaultWheelPickerItemHeight)`).
    public func defaultWheelPickerItemHeight(_ height: CGFloat) -> some View {
        environmentValue(
            \.defaultWheelPickerItemHeight, height, call: "defaultWheelPickerItemHeight")
    }

    /// Sets the text type-select matches this view by in a list or table (macOS; recorded).
    public func typeSelectEquivalent(_ text: Text?) -> some View {
        attribute("typeSelectEquivalent", text.map(\.content))
    }

    /// Sets the text type-select matches this view by, from a localized key (recorded).
    public func typeSelectEquivalent(_ stringKey: LocalizedStringKey) -> some View {
        attribute("typeSelectEquivalent", Optional(Text(stringKey).content))
    }

    /// Sets the text type-select matches this view by (recorded).
    public func typeSelectEquivalent<S: StringProtocol>(_ string: S) -> some View {
        attribute("typeSelectEquivalent", Optional(String(string)))
    }
}

/// The shape of a bordered button.
public struct ButtonBorderShape: Sendable, Hashable {
    let name: String
    /// The platform's shape for the context.
    public static let automatic = ButtonBorderShape(name: "automatic")
    /// A capsule.
    public static let capsule = ButtonBorderShape(name: "capsule")
    /// A circle.
    public static let circle = ButtonBorderShape(name: "circle")
    /// A rounded rectangle of the platform's corner radius.
    public static let roundedRectangle = ButtonBorderShape(name: "roundedRectangle")
    /// A rounded rectangle with corners of `radius`.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(
            name: "roundedRectangle(radius: \(ValueFormatter.format(Double(radius))))")
    }
}

/// Whether a button repeats its action while a person holds it.
public struct ButtonRepeatBehavior: Sendable, Hashable {
    let name: String
    /// The platform's behaviour.
    public static let automatic = ButtonRepeatBehavior(name: "automatic")
    /// The action repeats.
    public static let enabled = ButtonRepeatBehavior(name: "enabled")
    /// The action runs once.
    public static let disabled = ButtonRepeatBehavior(name: "disabled")
}

/// The order of a menu's items.
public struct MenuOrder: Sendable, Hashable, CustomStringConvertible {
    let name: String
    /// The platform's order.
    public static let automatic = MenuOrder(name: "automatic")
    /// First item closest to where the menu opened.
    public static let priority = MenuOrder(name: "priority")
    /// The items in the order written, top to bottom.
    public static let fixed = MenuOrder(name: "fixed")
    /// `.fixed`.
    public var description: String { "." + name }
}

/// Whether choosing a menu's action dismisses it.
public struct MenuActionDismissBehavior: Sendable, Hashable {
    let name: String
    /// The platform's behaviour.
    public static let automatic = MenuActionDismissBehavior(name: "automatic")
    /// Choosing an action dismisses the menu.
    public static let enabled = MenuActionDismissBehavior(name: "enabled")
    /// The menu stays open.
    public static let disabled = MenuActionDismissBehavior(name: "disabled")
}

extension ButtonBorderShape: AttributeArgument {
    var attributeArgument: String { "." + name }
}

extension ButtonRepeatBehavior: AttributeArgument {
    var attributeArgument: String { "." + name }
}

extension MenuOrder: AttributeArgument {
    var attributeArgument: String { "." + name }
}

extension MenuActionDismissBehavior: AttributeArgument {
    var attributeArgument: String { "." + name }
}

struct ButtonBorderShapeKey: EnvironmentKey {
    static let defaultValue = ButtonBorderShape.automatic
}
struct ButtonRepeatBehaviorKey: EnvironmentKey {
    static let defaultValue = ButtonRepeatBehavior.automatic
}
struct MenuIndicatorVisibilityKey: EnvironmentKey { static let defaultValue = Visibility.automatic }
struct MenuOrderKey: EnvironmentKey { static let defaultValue = MenuOrder.automatic }
struct MenuActionDismissBehaviorKey: EnvironmentKey {
    static let defaultValue = MenuActionDismissBehavior.automatic
}
struct HorizontalRadioGroupLayoutKey: EnvironmentKey { static let defaultValue = false }
struct DefaultWheelPickerItemHeightKey: EnvironmentKey { static let defaultValue: CGFloat = 32 }

extension EnvironmentValues {
    /// The shape of bordered buttons below this point. (Private in SwiftUI.)
    var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }

    /// Whether buttons below this point repeat while held. (Private in SwiftUI.)
    var buttonRepeatBehavior: ButtonRepeatBehavior {
        get { self[ButtonRepeatBehaviorKey.self] }
        set { self[ButtonRepeatBehaviorKey.self] = newValue }
    }

    /// Whether menus below this point show their indicator; `.automatic` by default.
    public var menuIndicatorVisibility: Visibility {
        get { self[MenuIndicatorVisibilityKey.self] }
        set { self[MenuIndicatorVisibilityKey.self] = newValue }
    }

    /// The order of menu items below this point; `.automatic` by default.
    public var menuOrder: MenuOrder {
        get { self[MenuOrderKey.self] }
        set { self[MenuOrderKey.self] = newValue }
    }

    /// Whether choosing a menu's action dismisses it. (Private in SwiftUI.)
    var menuActionDismissBehavior: MenuActionDismissBehavior {
        get { self[MenuActionDismissBehaviorKey.self] }
        set { self[MenuActionDismissBehaviorKey.self] = newValue }
    }

    /// Whether radio groups below this point are laid out in a row. (Private in SwiftUI.)
    var horizontalRadioGroupLayout: Bool {
        get { self[HorizontalRadioGroupLayoutKey.self] }
        set { self[HorizontalRadioGroupLayoutKey.self] = newValue }
    }

    /// The height of a wheel picker's items below this point (watchOS).
    public var defaultWheelPickerItemHeight: CGFloat {
        get { self[DefaultWheelPickerItemHeightKey.self] }
        set { self[DefaultWheelPickerItemHeightKey.self] = newValue }
    }
}
