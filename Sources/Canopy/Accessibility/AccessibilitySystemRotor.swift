/// A rotor VoiceOver offers by itself — headings, links, images… — which
/// `accessibilityRotor(_:entries:)` can replace with entries of its own. Left alone,
/// Canopy lists the headings, links and images rotors from the tree's elements (their
/// traits); the others list only the entries a view gives them (D91).
public struct AccessibilitySystemRotor: Sendable, Hashable {
    enum Kind: Hashable, Sendable {
        case links(visited: Bool?)
        case headings(AccessibilityHeadingLevel?)
        case boldText, italicText, underlineText, misspelledWords, images, textFields, tables
        case lists, landmarks
    }

    let kind: Kind

    /// Links.
    public static var links: AccessibilitySystemRotor { .init(kind: .links(visited: nil)) }
    /// Links already visited, or not.
    public static func links(visited: Bool) -> AccessibilitySystemRotor {
        .init(kind: .links(visited: visited))
    }
    /// Headings.
    public static var headings: AccessibilitySystemRotor { .init(kind: .headings(nil)) }
    /// Headings of one level.
    public static func headings(level: AccessibilityHeadingLevel) -> AccessibilitySystemRotor {
        .init(kind: .headings(level))
    }
    /// Bold text.
    public static var boldText: AccessibilitySystemRotor { .init(kind: .boldText) }
    /// Italic text.
    public static var italicText: AccessibilitySystemRotor { .init(kind: .italicText) }
    /// Underlined text.
    public static var underlineText: AccessibilitySystemRotor { .init(kind: .underlineText) }
    /// Misspelled words.
    public static var misspelledWords: AccessibilitySystemRotor {
        .init(kind: .misspelledWords)
    }
    /// Images.
    public static var images: AccessibilitySystemRotor { .init(kind: .images) }
    /// Text fields.
    public static var textFields: AccessibilitySystemRotor { .init(kind: .textFields) }
    /// Tables.
    public static var tables: AccessibilitySystemRotor { .init(kind: .tables) }
    /// Lists.
    public static var lists: AccessibilitySystemRotor { .init(kind: .lists) }
    /// Landmarks.
    public static var landmarks: AccessibilitySystemRotor { .init(kind: .landmarks) }

    /// The name VoiceOver gives the rotor, which a host uses to read it.
    public var name: String {
        switch kind {
        case .links(nil): "Links"
        case .links(true?): "Visited Links"
        case .links(false?): "Unvisited Links"
        case .headings(nil): "Headings"
        case .headings(let level?): "Headings Level \(level.rawValue)"
        case .boldText: "Bold Text"
        case .italicText: "Italic Text"
        case .underlineText: "Underlined Text"
        case .misspelledWords: "Misspelled Words"
        case .images: "Images"
        case .textFields: "Text Fields"
        case .tables: "Tables"
        case .lists: "Lists"
        case .landmarks: "Landmarks"
        }
    }

    /// Whether VoiceOver lists `element` in this rotor when no view replaces it: headings,
    /// links and images by their traits; `nil` when Canopy cannot tell (text styles, tables).
    func lists(_ element: AccessibilityElement) -> Bool? {
        switch kind {
        case .headings(nil): element.traits.contains(.isHeader)
        case .headings(let level?):
            element.traits.contains(.isHeader) && element.headingLevel == level
        case .links(nil): element.traits.contains(.isLink)
        case .images: element.traits.contains(.isImage)
        default: nil
        }
    }
}
