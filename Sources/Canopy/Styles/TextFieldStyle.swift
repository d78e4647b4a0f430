/// How a text field is drawn. SwiftUI offers built-in values only: `.automatic` (plain on iOS
/// and iPadOS, a square border on macOS), `.plain`, `.roundedBorder`, `.squareBorder` (macOS).
/// Set with ``View/textFieldStyle(_:)`` on a field or any container above it: the style flows
/// **down**, the innermost wins (E3, E4).
public protocol TextFieldStyle: Sendable {}

/// What a built-in text field style draws: the field draws itself with it. The raw value is
/// the name the style prints with.
enum TextFieldLook: String, Sendable {
    case automatic, plain, roundedBorder, squareBorder

    /// What `.automatic` is on `platform`: plain on iOS and iPadOS, a square border on macOS.
    func resolved(on platform: Platform) -> TextFieldLook {
        guard self == .automatic else { return self }
        return platform == .macOS ? .squareBorder : .plain
    }
}

/// A built-in text field style: it declares its look.
protocol BuiltInTextFieldStyle: TextFieldStyle {
    static var look: TextFieldLook { get }
}

/// The platform's default text field style.
public struct DefaultTextFieldStyle: TextFieldStyle, BuiltInTextFieldStyle {
    static let look = TextFieldLook.automatic
    /// Creates the style.
    public init() {}
}
/// A text field without decoration.
public struct PlainTextFieldStyle: TextFieldStyle, BuiltInTextFieldStyle {
    static let look = TextFieldLook.plain
    /// Creates the style.
    public init() {}
}
/// A text field in a rounded border.
public struct RoundedBorderTextFieldStyle: TextFieldStyle, BuiltInTextFieldStyle {
    static let look = TextFieldLook.roundedBorder
    /// Creates the style.
    public init() {}
}
/// A text field in a square border (macOS).
public struct SquareBorderTextFieldStyle: TextFieldStyle, BuiltInTextFieldStyle {
    static let look = TextFieldLook.squareBorder
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
        // The look comes from the style's type, so a style the app declares is never taken
        // for a built-in one; only the app's style is printed by its type's name.
        let look = (S.self as? any BuiltInTextFieldStyle.Type)?.look
        return builtInStyle(
            TextFieldStyleKey.self, modifier: "textFieldStyle", style: S.self,
            named: look?.rawValue ?? styleName(of: S.self, suffix: "TextFieldStyle"), look: look)
    }
}

extension _ViewNode {
    /// The text field style in effect here, `.automatic` resolved: plain on iOS and iPadOS, a
    /// square border on macOS.
    var resolvedTextFieldStyle: ResolvedStyle {
        resolvedBuiltInStyle(TextFieldStyleKey.self, automatic: TextFieldLook.automatic) {
            .textField($0.resolved(on: graph.platform))
        }
    }
}
