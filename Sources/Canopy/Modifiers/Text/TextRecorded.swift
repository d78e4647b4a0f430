/// Text modifiers Canopy records on the view's line (it has no keyboard, no find panel, no
/// Writing Tools and no text selection to apply them to), and
/// `flipsForRightToLeftLayoutDirection`, which the picture draws.
extension View {
    /// Draws the view mirrored when its layout direction is right to left (pixel-only: the
    /// picture mirrors it about its centre; layout is unchanged).
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
        attribute(FlipsForRightToLeftAttribute(enabled: enabled))
    }

    /// Sets how scrolling dismisses the keyboard in this view and below (flows down; readable
    /// as `@Environment(\.scrollDismissesKeyboardMode)`; Canopy has no keyboard).
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
        environmentValue(\.scrollDismissesKeyboardMode, mode, call: "scrollDismissesKeyboard")
    }

    /// Turns off find in the text editors in this view (recorded).
    public func findDisabled(_ isDisabled: Bool = true) -> some View {
        attribute("findDisabled", isDisabled)
    }

    /// Turns off find-and-replace in the text editors in this view (recorded).
    public func replaceDisabled(_ isDisabled: Bool = true) -> some View {
        attribute("replaceDisabled", isDisabled)
    }

    /// Sets which side of a line break the insertion point stays on (recorded).
    public func textSelectionAffinity(_ affinity: TextSelectionAffinity) -> some View {
        attribute("textSelectionAffinity", affinity)
    }

    /// Sets how Writing Tools work with the text in this view (recorded).
    public func writingToolsBehavior(_ behavior: WritingToolsBehavior) -> some View {
        attribute("writingToolsBehavior", behavior)
    }

    /// Shows or hides the Writing Tools affordance of the text in this view (recorded).
    public func writingToolsAffordanceVisibility(_ visibility: Visibility) -> some View {
        attribute("writingToolsAffordanceVisibility", visibility)
    }

    /// Offers `completion` as the text field's inline completion (macOS; recorded).
    public func textInputCompletion(_ completion: String) -> some View {
        attribute("textInputCompletion", completion)
    }
}

/// `.flipsForRightToLeftLayoutDirection(true)`.
struct FlipsForRightToLeftAttribute: AttributeValue {
    let enabled: Bool
    var attributeText: String { ".flipsForRightToLeftLayoutDirection(\(enabled))" }
}

/// How scrolling dismisses the keyboard.
public struct ScrollDismissesKeyboardMode: Sendable, Hashable {
    let name: String
    /// The platform's behaviour.
    public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
    /// Dismissed as soon as scrolling starts.
    public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
    /// Follows the drag, and can be dragged back.
    public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
    /// Never dismissed by scrolling.
    public static let never = ScrollDismissesKeyboardMode(name: "never")
}

/// Which side of a line break the insertion point stays on.
public struct TextSelectionAffinity: Sendable, Hashable {
    let name: String
    /// The platform's choice.
    public static let automatic = TextSelectionAffinity(name: "automatic")
    /// The end of the line before the break.
    public static let upstream = TextSelectionAffinity(name: "upstream")
    /// The start of the line after the break.
    public static let downstream = TextSelectionAffinity(name: "downstream")
}

/// How Writing Tools work with a view's text.
public struct WritingToolsBehavior: Sendable, Hashable {
    let name: String
    /// The platform's behaviour.
    public static let automatic = WritingToolsBehavior(name: "automatic")
    /// The full, inline experience.
    public static let complete = WritingToolsBehavior(name: "complete")
    /// A panel, without inline changes.
    public static let limited = WritingToolsBehavior(name: "limited")
    /// No Writing Tools.
    public static let disabled = WritingToolsBehavior(name: "disabled")
}

extension ScrollDismissesKeyboardMode: AttributeArgument {
    var attributeArgument: String { "." + name }
}

extension TextSelectionAffinity: AttributeArgument {
    var attributeArgument: String { "." + name }
}

extension WritingToolsBehavior: AttributeArgument {
    var attributeArgument: String { "." + name }
}

struct ScrollDismissesKeyboardModeKey: EnvironmentKey {
    static let defaultValue = ScrollDismissesKeyboardMode.automatic
}

extension EnvironmentValues {
    /// How scrolling dismisses the keyboard below this point; `.automatic` by default.
    public var scrollDismissesKeyboardMode: ScrollDismissesKeyboardMode {
        get { self[ScrollDismissesKeyboardModeKey.self] }
        set { self[ScrollDismissesKeyboardModeKey.self] = newValue }
    }
}
