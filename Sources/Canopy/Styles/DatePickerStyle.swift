/// How a date picker is drawn. SwiftUI offers built-in values only: `.automatic` (compact),
/// `.compact`, `.graphical`, `.wheel` (iOS), `.field` and `.stepperField` (macOS). Set with
/// ``View/datePickerStyle(_:)``: the style flows **down**, the innermost wins (E3, E4).
public protocol DatePickerStyle: Sendable {}

/// What a built-in date picker style draws: the picker draws itself with it. The raw value is
/// the name the style prints with.
enum DatePickerLook: String, Sendable {
    case automatic, compact, graphical, wheel, field, stepperField

    /// What `.automatic` is: compact, on every platform.
    var resolved: DatePickerLook { self == .automatic ? .compact : self }
}

/// A built-in date picker style: it declares its look.
protocol BuiltInDatePickerStyle: DatePickerStyle {
    static var look: DatePickerLook { get }
}

/// The platform's default date picker style: compact.
public struct DefaultDatePickerStyle: DatePickerStyle, BuiltInDatePickerStyle {
    static let look = DatePickerLook.automatic
    /// Creates the style.
    public init() {}
}
/// A button that opens a calendar.
public struct CompactDatePickerStyle: DatePickerStyle, BuiltInDatePickerStyle {
    static let look = DatePickerLook.compact
    /// Creates the style.
    public init() {}
}
/// A calendar shown in place.
public struct GraphicalDatePickerStyle: DatePickerStyle, BuiltInDatePickerStyle {
    static let look = DatePickerLook.graphical
    /// Creates the style.
    public init() {}
}
/// Wheels of components (iOS).
public struct WheelDatePickerStyle: DatePickerStyle, BuiltInDatePickerStyle {
    static let look = DatePickerLook.wheel
    /// Creates the style.
    public init() {}
}
/// A text field (macOS).
public struct FieldDatePickerStyle: DatePickerStyle, BuiltInDatePickerStyle {
    static let look = DatePickerLook.field
    /// Creates the style.
    public init() {}
}
/// A text field with a stepper (macOS).
public struct StepperFieldDatePickerStyle: DatePickerStyle, BuiltInDatePickerStyle {
    static let look = DatePickerLook.stepperField
    /// Creates the style.
    public init() {}
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    /// The platform's default.
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}
extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// A button that opens a calendar.
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}
extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// A calendar in place.
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}
extension DatePickerStyle where Self == WheelDatePickerStyle {
    /// Wheels (iOS).
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}
extension DatePickerStyle where Self == FieldDatePickerStyle {
    /// A text field (macOS).
    public static var field: FieldDatePickerStyle { FieldDatePickerStyle() }
}
extension DatePickerStyle where Self == StepperFieldDatePickerStyle {
    /// A text field with a stepper (macOS).
    public static var stepperField: StepperFieldDatePickerStyle { StepperFieldDatePickerStyle() }
}

struct DatePickerStyleKey: EnvironmentKey, RuntimeEnvironmentKey {
    static let defaultValue = StyleStack()
}

extension View {
    /// Sets the style of date pickers in this view and below (flows **down**; the innermost
    /// wins). Printed as `.datePickerStyle(.graphical)`.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        // The look comes from the style's type, so a style the app declares is never taken
        // for a built-in one; only the app's style is printed by its type's name.
        let look = (S.self as? any BuiltInDatePickerStyle.Type)?.look
        return builtInStyle(
            DatePickerStyleKey.self, modifier: "datePickerStyle", style: S.self,
            named: look?.rawValue ?? styleName(of: S.self, suffix: "DatePickerStyle"), look: look)
    }
}
