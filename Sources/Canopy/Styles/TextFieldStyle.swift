/// How a text field is drawn. SwiftUI offers built-in values only: `.automatic` (plain on iOS
/// and iPadOS, a square border on macOS), `.plain`, `.roundedBorder`, `.squareBorder` (macOS).
/// Set with ``View/textFieldStyle(_:)`` on a field or any container above it: the style flows
/// **down**, the innermost wins (E3, E4).
public protocol TextFieldStyle: Sendable {}

/// The platform's default text field style.
public struct DefaultTextFieldStyle: TextFieldStyle {
    /// Creates the style.
    public init() {}
}
/// A text field without decoration.
public struct PlainTextFieldStyle: TextFieldStyle {
    /// Creates the style.
    public init() {}
}
/// A text field in a rounded border.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    /// Creates the style.
    public init() {}
}
/// A text field in a square border (macOS).
public struct SquareBorderTextFieldStyle: TextFieldStyle {
    /// Creates the style.
    public init() {}
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The platform's default.
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}
extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// No decoration.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// A rounded border.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}
extension TextFieldStyle where Self == SquareBorderTextFieldStyle {
    /// A square border (macOS).
    public static var squareBorder: SquareBorderTextFieldStyle { SquareBorderTextFieldStyle() }
}

struct TextFieldStyleKey: EnvironmentKey, RuntimeEnvironmentKey {
    static let defaultValue = StyleStack()
}

extension View {
    /// Sets the style of text fields in this view and below (flows **down**; the innermost
    /// wins). Printed as `.textFieldStyle(.roundedBorder)`.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        builtInStyle(
            TextFieldStyleKey.self, modifier: "textFieldStyle", style: S.self,
            named: styleName(of: S.self, suffix: "TextFieldStyle"))
    }
}

extension _ViewNode {
    /// The text field style in effect here, `.automatic` resolved: plain on iOS and iPadOS, a
    /// square border on macOS.
    var resolvedTextFieldStyle: String {
        let name = builtInStyleName(TextFieldStyleKey.self)
        guard name == "automatic" else { return name }
        return graph.platform == .macOS ? "squareBorder" : "plain"
    }
}
