/// The kind of text content an element holds, which VoiceOver reads accordingly (source code,
/// a spreadsheet…). Canopy records it (``View/accessibilityTextContentType(_:)``).
public struct AccessibilityTextContentType: Hashable, Sendable, CustomStringConvertible {
    let name: String
    /// Plain text.
    public static let plain = AccessibilityTextContentType(name: "plain")
    /// A console's output.
    public static let console = AccessibilityTextContentType(name: "console")
    /// A file system's names.
    public static let fileSystem = AccessibilityTextContentType(name: "fileSystem")
    /// Messages.
    public static let messaging = AccessibilityTextContentType(name: "messaging")
    /// A narrative, such as a book.
    public static let narrative = AccessibilityTextContentType(name: "narrative")
    /// Source code.
    public static let sourceCode = AccessibilityTextContentType(name: "sourceCode")
    /// A spreadsheet.
    public static let spreadsheet = AccessibilityTextContentType(name: "spreadsheet")
    /// A word processor's document.
    public static let wordProcessing = AccessibilityTextContentType(name: "wordProcessing")
    /// `.sourceCode`.
    public var description: String { "." + name }
}

/// Which side of a labelled pair a view is (``View/accessibilityLabeledPair(role:id:in:)``).
public enum AccessibilityLabeledPairRole: Hashable, Sendable {
    /// The view that labels.
    case label
    /// The view that is labelled.
    case content
}

/// The key of a piece of custom content an element offers on request
/// (`accessibilityCustomContent(_:_:importance:)`): its label and identity.
public struct AccessibilityCustomContentKey: Hashable, Sendable {
    let label: String
    let id: String

    /// A key labelled `label`, identified by `id`.
    public init(_ label: Text, id: String) {
        self.label = label.content
        self.id = id
    }

    /// A key labelled by a string literal or key, identified by `id`.
    public init(_ labelKey: LocalizedStringKey, id: String) {
        label = labelKey.text
        self.id = id
    }

    /// A key labelled and identified by a string literal or key.
    public init(_ labelKey: LocalizedStringKey) {
        label = labelKey.text
        id = labelKey.text
    }
}

/// How important a piece of custom content is: `high` content is read with the element.
public enum AccessibilityCustomContentImportance: Hashable, Sendable {
    /// Read on request.
    case `default`
    /// Read with the element.
    case high
}
