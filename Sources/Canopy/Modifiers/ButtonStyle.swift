/// A style that decides how buttons look and behave.
public protocol PrimitiveButtonStyle: Sendable {}

/// The platform's default button style.
public struct DefaultButtonStyle: PrimitiveButtonStyle, Equatable {
    /// Creates the style.
    public init() {}
}

/// A button style with no decoration.
public struct PlainButtonStyle: PrimitiveButtonStyle, Equatable {
    /// Creates the style.
    public init() {}
}

/// A button style with a bordered background.
public struct BorderedButtonStyle: PrimitiveButtonStyle, Equatable {
    /// Creates the style.
    public init() {}
}

/// A prominent, filled button style.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, Equatable {
    /// Creates the style.
    public init() {}
}

/// A button style without a border.
public struct BorderlessButtonStyle: PrimitiveButtonStyle, Equatable {
    /// Creates the style.
    public init() {}
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The platform's default style.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// No decoration.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// A bordered background.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// A prominent, filled background.
    public static var borderedProminent: BorderedProminentButtonStyle {
        BorderedProminentButtonStyle()
    }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// No border.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

/// The name a style type is written with at its use site: `PlainButtonStyle` → `plain`.
func styleName(of type: Any.Type, suffix: String) -> String {
    var name = displayName(of: type)
    if name.hasSuffix(suffix), name.count > suffix.count { name.removeLast(suffix.count) }
    return name.prefix(1).lowercased() + name.dropFirst()
}

extension View {
    /// Sets the style of buttons in this view and below.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        let name = styleName(of: S.self, suffix: "ButtonStyle")
        return attribute(
            StyleChoiceAttribute(
                modifier: "buttonStyle", style: S.self,
                name: name == "default" ? "automatic" : name, printsAsMember: false))
    }
}
