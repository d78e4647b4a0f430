import Foundation

struct AutocorrectionDisabledKey: EnvironmentKey { static let defaultValue = false }
struct TextInputAutocapitalizationKey: EnvironmentKey {
    static let defaultValue: TextInputAutocapitalization? = nil
}
struct KeyboardTypeKey: EnvironmentKey { static let defaultValue = UIKeyboardType.default }
struct SubmitLabelKey: EnvironmentKey { static let defaultValue = SubmitLabel.return }
struct DefaultMinListRowHeightKey: EnvironmentKey {
    /// iOS's and iPadOS's; a macOS window writes its own (see ``Platform/defaultMinListRowHeight``).
    static let defaultValue: CGFloat = 44
}

extension EnvironmentValues {
    /// Whether text fields below this point leave what is typed uncorrected; `false` by
    /// default.
    public var autocorrectionDisabled: Bool {
        get { self[AutocorrectionDisabledKey.self] }
        set { self[AutocorrectionDisabledKey.self] = newValue }
    }

    /// How text fields below this point capitalise what is typed; `nil` for the field's
    /// default (SwiftUI keeps it private).
    var textInputAutocapitalization: TextInputAutocapitalization? {
        get { self[TextInputAutocapitalizationKey.self] }
        set { self[TextInputAutocapitalizationKey.self] = newValue }
    }

    /// The on-screen keyboard of text fields below this point (SwiftUI keeps it private).
    var keyboardType: UIKeyboardType {
        get { self[KeyboardTypeKey.self] }
        set { self[KeyboardTypeKey.self] = newValue }
    }

    /// The label of the Return key for text fields below this point; `.return` by default
    /// (SwiftUI keeps it private).
    var submitLabel: SubmitLabel {
        get { self[SubmitLabelKey.self] }
        set { self[SubmitLabelKey.self] = newValue }
    }

    /// The least height of a list row below this point: 44 on iOS and iPadOS, 24 on macOS.
    public var defaultMinListRowHeight: CGFloat {
        get { self[DefaultMinListRowHeightKey.self] }
        set { self[DefaultMinListRowHeightKey.self] = newValue }
    }
}

extension Platform {
    /// The least height of a list row (a Canopy decision: UIKit's standard row on iOS and
    /// iPadOS, a medium table row on macOS).
    var defaultMinListRowHeight: CGFloat { self == .macOS ? 24 : 44 }
}

extension View {
    /// Sets the label of the Return key for text fields in this view and below (flows down).
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View {
        environmentValue(\.submitLabel, submitLabel, call: "submitLabel")
    }

    /// Sets the keyboard of text fields in this view and below, on iOS and iPadOS (flows
    /// down).
    public func keyboardType(_ type: UIKeyboardType) -> some View {
        environmentValue(\.keyboardType, type, call: "keyboardType")
    }

    /// Sets how text fields in this view and below capitalise what is typed (flows down).
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?)
        -> some View
    {
        environmentValue(
            \.textInputAutocapitalization, autocapitalization, call: "textInputAutocapitalization")
    }

    /// Turns autocorrection off (or back on) for text fields in this view and below (flows
    /// down; readable as `@Environment(\.autocorrectionDisabled)`).
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
        environmentValue(
            \.autocorrectionDisabled, disable,
            printed: ".autocorrectionDisabled" + (disable ? "" : "(false)"))
    }
}
