/// SwiftUI's deprecated forms of modifiers Canopy has in their current form: each does what its
/// replacement does (they still compile, and still work, in SwiftUI).
extension View {
    /// Sets the accent colour of this view and below (deprecated for `tint(_:)`; semantic:
    /// controls below are tinted with it, as `--resolved` shows).
    public func accentColor(_ accentColor: Color?) -> some View {
        environmentValue(
            \.tint, accentColor.map(AnyShapeStyle.init),
            printed: ".accentColor(\(accentColor.attributeArgument))")
    }

    /// Sets the colour scheme of this view and below (deprecated for
    /// `preferredColorScheme(_:)`; semantic: `@Environment(\.colorScheme)` below reads it).
    public func colorScheme(_ colorScheme: ColorScheme) -> some View {
        environmentValue(\.colorScheme, colorScheme, printed: ".colorScheme(.\(colorScheme))")
    }

    /// A frame that constrains nothing (deprecated: SwiftUI asks for at least one argument);
    /// the view is laid out as it is.
    public func frame() -> some View {
        attribute(FrameAttribute(width: nil, height: nil, alignment: .center))
    }

    /// Hides the status bar while this view shows (deprecated for `statusBarHidden(_:)`;
    /// recorded).
    public func statusBar(hidden: Bool) -> some View {
        attribute("statusBar", RawArgument(attributeArgument: "hidden: \(hidden)"))
    }

    /// Sets how typed text in this view and below is capitalised (deprecated for
    /// `textInputAutocapitalization(_:)`, which it writes).
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View {
        environmentValue(
            \.textInputAutocapitalization, style.autocapitalization,
            printed: ".autocapitalization(.\(style))")
    }
}

/// UIKit's capitalisation styles, taken by the deprecated `autocapitalization(_:)`.
public enum UITextAutocapitalizationType: Int, Sendable, Hashable {
    /// No capitalisation.
    case none
    /// The first letter of each word.
    case words
    /// The first letter of each sentence.
    case sentences
    /// Every letter.
    case allCharacters

    /// The current API's value for the style.
    var autocapitalization: TextInputAutocapitalization {
        switch self {
        case .none: .never
        case .words: .words
        case .sentences: .sentences
        case .allCharacters: .characters
        }
    }
}
