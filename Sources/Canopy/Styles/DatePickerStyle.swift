/// How a date picker is drawn. SwiftUI offers built-in values only: `.automatic` (compact),
/// `.compact`, `.graphical`, `.wheel` (iOS), `.field` and `.stepperField` (macOS). Set with
/// ``View/datePickerStyle(_:)``: the style flows **down**, the innermost wins (E3, E4).
public protocol DatePickerStyle: Sendable {}

/// The platform's default date picker style: compact.
public struct DefaultDatePickerStyle: DatePickerStyle {
    /// Creates the style.
    public init() {}
}
/// A button that opens a calendar.
public struct CompactDatePickerStyle: DatePickerStyle {
    /// Creates the style.
    public init() {}
}
/// A calendar shown in place.
public struct GraphicalDatePickerStyle: DatePickerStyle {
    /// Creates the style.
    public init() {}
}
/// Wheels of components (iOS).
public struct WheelDatePickerStyle: DatePickerStyle {
    /// Creates the style.
    public init() {}
}
/// A text field (macOS).
public struct FieldDatePickerStyle: DatePickerStyle {
    /// Creates the style.
    public init() {}
}
/// A text field with a stepper (macOS).
public struct StepperFieldDatePickerStyle: DatePickerStyle {
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
        builtInStyle(
            DatePickerStyleKey.self, modifier: "datePickerStyle", style: S.self,
            named: styleName(of: S.self, suffix: "DatePickerStyle"))
    }
}
