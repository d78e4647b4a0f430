import Foundation

/// A control whose element's value is read from it when the tree is read (a toggle's state, a
/// slider's position): the state a control is bound to can change without the control being
/// evaluated again, so its value is never cached.
@MainActor
protocol AccessibilityValueReading: _ViewNode {
    /// The value as a screen reader speaks it, or `nil`.
    var accessibilityValueText: String? { get }
}

/// A control a person adjusts (A15): a slider or a stepper.
@MainActor
protocol AccessibilityAdjustable: _ViewNode {
    /// Steps the control; `false` when it is disabled or cannot step.
    func accessibilityAdjust(_ direction: AccessibilityAdjustmentDirection) -> Bool
}

extension ToggleNode: AccessibilityValueReading {
    /// `"1"` when on, `"0"` when off (D40); `"mixed"` for several values that differ (D65).
    var accessibilityValueText: String? {
        view.isMixed ? "mixed" : view.isOn.wrappedValue ? "1" : "0"
    }
}

extension SliderNode: AccessibilityValueReading, AccessibilityAdjustable {
    /// Where it stands in its range (A5): a percentage of the value for a range of width 1,
    /// the value read as a percentage for a range of width 100, else the value in decimal.
    var accessibilityValueText: String? {
        let value = view.read()
        let width = view.bounds.upperBound - view.bounds.lowerBound
        let locale = environment.locale
        if width == 1 { return AccessibilityNumbers.percent(value, locale: locale) }
        if width == 100 { return AccessibilityNumbers.percent(value / 100, locale: locale) }
        return AccessibilityNumbers.decimal(value, locale: locale)
    }

    /// Moves by its step, or by a tenth of its range without one (D40), clamped to the range.
    func accessibilityAdjust(_ direction: AccessibilityAdjustmentDirection) -> Bool {
        let width = view.bounds.upperBound - view.bounds.lowerBound
        let step = view.step ?? width / 10
        let delta = direction == .increment ? step : -step
        return slide(
            to: min(max(view.read() + delta, view.bounds.lowerBound), view.bounds.upperBound))
    }
}

extension StepperNode: AccessibilityValueReading, AccessibilityAdjustable {
    /// The bound value in decimal (D40); `nil` for the `onIncrement:onDecrement:` form.
    var accessibilityValueText: String? {
        guard let value = view.boundValue?() else { return nil }
        let locale = environment.locale
        switch value {
        case let integer as any BinaryInteger:
            return AccessibilityNumbers.decimal(Double(integer), locale: locale)
        case let number as any BinaryFloatingPoint:
            return AccessibilityNumbers.decimal(Double(number), locale: locale)
        default:
            return "\(value)"
        }
    }

    /// Does what its buttons do (D40).
    func accessibilityAdjust(_ direction: AccessibilityAdjustmentDirection) -> Bool {
        step(up: direction == .increment)
    }
}

/// Numbers as a screen reader is handed them, for the environment's locale (A5).
enum AccessibilityNumbers {
    static func percent(_ value: Double, locale: Locale) -> String {
        let formatter = NumberFormatter()
        formatter.locale = locale
        formatter.numberStyle = .percent
        formatter.maximumFractionDigits = 2
        return formatter.string(from: NSNumber(value: value)) ?? "\(value * 100)%"
    }

    static func decimal(_ value: Double, locale: Locale) -> String {
        let formatter = NumberFormatter()
        formatter.locale = locale
        formatter.numberStyle = .decimal
        formatter.maximumFractionDigits = 6
        return formatter.string(from: NSNumber(value: value)) ?? "\(value)"
    }
}
