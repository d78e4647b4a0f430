/// Modifiers about how content is drawn — opacity, colours and styles. Colours and tints flow
/// down the environment as in SwiftUI; opacity and fills are attributes of their content.
extension View {
    /// Draws the view with the given opacity, from 0 to 1.
    public func opacity(_ opacity: Double) -> some View {
        attribute(OpacityAttribute(opacity: opacity))
    }

    /// Sets the colour of text and symbols in this view and below, or the default with `nil`
    /// (flows down; the closest one wins).
    public func foregroundColor(_ color: Color?) -> some View {
        environmentValue(
            \.foregroundStyle, color.map(AnyShapeStyle.init),
            printed: ".foregroundColor(\(color.attributeArgument))")
    }

    /// Sets the style of text and symbols in this view and below (flows down; the closest one
    /// wins).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        let style = AnyShapeStyle(style)
        return environmentValue(
            \.foregroundStyle, style, printed: ".foregroundStyle(\(style.attributeArgument))")
    }

    /// Sets the tint of controls in this view and below, or the accent colour with `nil`
    /// (flows down; the closest one wins).
    public func tint(_ tint: Color?) -> some View {
        environmentValue(
            \.tint, tint.map(AnyShapeStyle.init), printed: ".tint(\(tint.attributeArgument))")
    }

    /// Sets the tint of controls in this view and below to a style (flows down).
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        let style = tint.map(AnyShapeStyle.init)
        return environmentValue(
            \.tint, style, printed: ".tint(\(style.map(\.attributeArgument) ?? "nil"))")
    }

    /// Sets the style views below fill their backgrounds with
    /// (`@Environment(\.backgroundStyle)`; flows down).
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        let style = AnyShapeStyle(style)
        return environmentValue(
            \.backgroundStyle, style, printed: ".backgroundStyle(\(style.attributeArgument))")
    }

    /// Fills the area behind the view with `style`.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
        -> some View
    {
        attribute(LayeredStyleAttribute(layer: .background, style: AnyShapeStyle(style)))
    }

    /// Draws `style` over the view.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
        -> some View
    {
        attribute(LayeredStyleAttribute(layer: .overlay, style: AnyShapeStyle(style)))
    }
}

struct ForegroundStyleKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }
struct TintKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }
struct BackgroundStyleKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }

extension EnvironmentValues {
    /// The style text and symbols below this point are drawn in, set with `foregroundColor`
    /// or `foregroundStyle`; `nil` for the platform's primary colour. (SwiftUI keeps it
    /// private: read it through the resolved annotation or `explain`.)
    var foregroundStyle: AnyShapeStyle? {
        get { self[ForegroundStyleKey.self] }
        set { self[ForegroundStyleKey.self] = newValue }
    }

    /// The tint of controls below this point; `nil` for the accent colour.
    var tint: AnyShapeStyle? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }

    /// The style views below this point fill their backgrounds with; `nil` by default.
    public var backgroundStyle: AnyShapeStyle? {
        get { self[BackgroundStyleKey.self] }
        set { self[BackgroundStyleKey.self] = newValue }
    }
}
