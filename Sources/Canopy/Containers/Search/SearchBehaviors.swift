/// How the toolbar behaves while a search is presented (recorded: Canopy draws no toolbar
/// animation to hide).
public struct SearchPresentationToolbarBehavior: Sendable, Hashable, RecordedOption {
    let name: String
    /// The platform's behaviour: the navigation bar may hide while searching.
    public static let automatic = SearchPresentationToolbarBehavior(name: "automatic")
    /// The bar stays, so the title and items around the field stay visible.
    public static let avoidHidingContent = SearchPresentationToolbarBehavior(
        name: "avoidHidingContent")
}

/// How a search field in the toolbar is shown (recorded).
public struct SearchToolbarBehavior: Sendable, Hashable, RecordedOption {
    let name: String
    /// The platform's choice.
    public static let automatic = SearchToolbarBehavior(name: "automatic")
    /// Shown as a button that expands into the field.
    public static let minimize = SearchToolbarBehavior(name: "minimize")
}

/// How a text input offers dictation (recorded: Canopy has no dictation).
public struct TextInputDictationBehavior: Sendable, Hashable, RecordedOption {
    let name: String
    /// The platform's behaviour.
    public static let automatic = TextInputDictationBehavior(name: "automatic")
    /// No dictation.
    public static let preventDictation = TextInputDictationBehavior(name: "preventDictation")
    /// Dictation inline in the field, started as `activation` says.
    public static func inline(activation: TextInputDictationActivation)
        -> TextInputDictationBehavior
    {
        TextInputDictationBehavior(name: "inline(activation: .\(activation.name))")
    }
}

/// When inline dictation starts.
public struct TextInputDictationActivation: Sendable, Hashable {
    let name: String
    /// When a person looks at the field.
    public static let onLook = TextInputDictationActivation(name: "onLook")
    /// When a person selects the field.
    public static let onSelect = TextInputDictationActivation(name: "onSelect")
}

extension View {
    /// How the toolbar behaves while a search below this view is presented (recorded on the
    /// view's line; Canopy keeps the bar either way).
    public func searchPresentationToolbarBehavior(_ behavior: SearchPresentationToolbarBehavior)
        -> some View
    {
        attribute("searchPresentationToolbarBehavior", behavior)
    }

    /// How a toolbar search field below this view is shown (recorded on the view's line).
    public func searchToolbarBehavior(_ behavior: SearchToolbarBehavior) -> some View {
        attribute("searchToolbarBehavior", behavior)
    }

    /// How the search fields below this view offer dictation (recorded on the view's line).
    public func searchDictationBehavior(_ dictationBehavior: TextInputDictationBehavior)
        -> some View
    {
        attribute("searchDictationBehavior", dictationBehavior)
    }
}
