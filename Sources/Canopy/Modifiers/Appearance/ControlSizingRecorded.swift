/// Control appearance modifiers Canopy records on the view's line: how buttons size
/// themselves, how a palette shows its selection, and how text editors look.
extension View {
    /// Sets how the buttons in this view size themselves (recorded).
    public func buttonSizing(_ sizing: ButtonSizing) -> some View {
        recorded("buttonSizing", ["_": sizing])
    }

    /// Sets how a palette-style picker shows its selected option (recorded).
    public func paletteSelectionEffect(_ effect: PaletteSelectionEffect) -> some View {
        recorded("paletteSelectionEffect", ["_": effect])
    }

    /// Sets the style of the text editors in this view (recorded).
    public func textEditorStyle(_ style: some TextEditorStyle) -> some View {
        recorded("textEditorStyle", ["_": Spelled(style.recordedName)])
    }

    /// Tints this view with the watch face's complication colour (watchOS, deprecated; recorded:
    /// Canopy has no watchOS, so it reports the modifier unavailable).
    public func complicationForeground() -> some View {
        recorded("complicationForeground", [:], on: [])
    }
}

/// How a button sizes itself.
public struct ButtonSizing: Sendable, Hashable, RecordedOption {
    let name: String
    /// The platform's choice.
    public static let automatic = ButtonSizing(name: "automatic")
    /// As big as its label.
    public static let fitted = ButtonSizing(name: "fitted")
    /// As big as offered.
    public static let flexible = ButtonSizing(name: "flexible")
}

/// How a palette shows its selected option.
public struct PaletteSelectionEffect: Sendable, Hashable, AttributeArgument {
    let text: String
    /// The platform's effect.
    public static let automatic = PaletteSelectionEffect(text: ".automatic")
    /// The selected option's symbol variant `variant`.
    public static func symbolVariant(_ variant: SymbolVariants) -> PaletteSelectionEffect {
        PaletteSelectionEffect(text: ".symbolVariant(\(ValueFormatter.format(variant)))")
    }
    /// No effect: the options draw their selection themselves.
    public static let custom = PaletteSelectionEffect(text: ".custom")
    var attributeArgument: String { text }
}

/// The style of a text editor.
public protocol TextEditorStyle: Sendable {}

extension TextEditorStyle {
    var recordedName: String {
        (self as? BuiltInTextEditorStyle).map { "." + $0.name } ?? displayName(of: Self.self)
    }
}

/// A text editor style SwiftUI provides.
public struct BuiltInTextEditorStyle: TextEditorStyle, Hashable {
    let name: String
}

extension TextEditorStyle where Self == BuiltInTextEditorStyle {
    /// The platform's style.
    public static var automatic: BuiltInTextEditorStyle { .init(name: "automatic") }
    /// No decoration.
    public static var plain: BuiltInTextEditorStyle { .init(name: "plain") }
    /// A rounded border (visionOS).
    public static var roundedBorder: BuiltInTextEditorStyle { .init(name: "roundedBorder") }
}
