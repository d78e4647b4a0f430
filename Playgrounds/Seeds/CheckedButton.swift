// Seed 002 (超谈 SwiftUI: "隔山喂牛" 式内建 API): a `CheckedButton` whose colours are set
// from anywhere above it through the environment. The code is the article's, with
// `import Canopy` in place of `import SwiftUI`; only the `HStack` the article leaves out
// ("// Omit for short") is filled in. Access levels are the article's (internal); the public
// views at the bottom are what the catalog and the tests mount.

import Canopy

struct CheckedButtonStyle {
    let labelForegroundColor: Color
    let iconForegroundColor: Color
    let backgroundColor: Color
}

struct CheckedButtonStyleKey: EnvironmentKey {
    static var defaultValue: CheckedButtonStyle {
        CheckedButtonStyle(
            labelForegroundColor: .white,
            iconForegroundColor: .white,
            backgroundColor: .accentColor)
    }
}

extension EnvironmentValues {
    var checkedButtonStyle: CheckedButtonStyle {
        get { self[CheckedButtonStyleKey.self] }
        set { self[CheckedButtonStyleKey.self] = newValue }
    }
}

struct CheckedButtonStyleModifier: ViewModifier {
    @Environment(\.checkedButtonStyle) private var checkedButtonStyle

    var labelForegroundColor: Color? = nil
    var iconForegroundColor: Color? = nil
    var backgroundColor: Color? = nil

    func body(content: Content) -> some View {
        content.environment(\.checkedButtonStyle, mergeStyle())
    }

    private func mergeStyle() -> CheckedButtonStyle {
        let labelForegroundColor = labelForegroundColor ?? checkedButtonStyle.labelForegroundColor
        let iconForegroundColor = iconForegroundColor ?? checkedButtonStyle.iconForegroundColor
        let backgroundColor = backgroundColor ?? checkedButtonStyle.backgroundColor
        return CheckedButtonStyle(
            labelForegroundColor: labelForegroundColor,
            iconForegroundColor: iconForegroundColor,
            backgroundColor: backgroundColor)
    }
}

extension View {
    func checkedButtonLabelForegroundColor(_ color: Color) -> some View {
        self.modifier(CheckedButtonStyleModifier(labelForegroundColor: color))
    }

    func checkedButtonIconForegroundColor(_ color: Color) -> some View {
        self.modifier(CheckedButtonStyleModifier(iconForegroundColor: color))
    }

    func checkedButtonBackgroundColor(_ color: Color) -> some View {
        self.modifier(CheckedButtonStyleModifier(backgroundColor: color))
    }
}

struct CheckedButton: View {
    @Environment(\.checkedButtonStyle) private var style

    let checked: Bool
    let labelText: String
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            HStack {
                // The article omits this part ("Omit for short"); an icon and the label,
                // each in its colour from the style.
                Image(systemName: checked ? "checkmark.circle.fill" : "circle")
                    .foregroundColor(style.iconForegroundColor)
                Text(labelText)
                    .foregroundColor(style.labelForegroundColor)
            }
            .background(Capsule().fill(style.backgroundColor))
        }
        .buttonStyle(.plain)
    }
}
