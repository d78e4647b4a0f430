import Foundation

/// A text style (`.title`, `.body`) or a system font of a given size, with optional weight.
public struct Font: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    let base: String
    let modifiers: [String]
    /// The point size of a `.system(size:)` font; `nil` for a text style, sized by D11.
    let systemSize: Double?

    init(_ base: String, _ modifiers: [String] = [], systemSize: Double? = nil) {
        self.base = base
        self.modifiers = modifiers
        self.systemSize = systemSize
    }

    /// The largest text style, for a screen's main title.
    public static let largeTitle = Font("largeTitle")
    /// The text style for first-level headings.
    public static let title = Font("title")
    /// The text style for second-level headings.
    public static let title2 = Font("title2")
    /// The text style for third-level headings.
    public static let title3 = Font("title3")
    /// The text style for headings: body size, semibold.
    public static let headline = Font("headline")
    /// The text style for subheadings, a little smaller than body text.
    public static let subheadline = Font("subheadline")
    /// The text style for body text.
    public static let body = Font("body")
    /// The text style for callouts, a little smaller than body text.
    public static let callout = Font("callout")
    /// The text style for footnotes.
    public static let footnote = Font("footnote")
    /// The text style for captions.
    public static let caption = Font("caption")
    /// The text style for secondary captions: the smallest text style.
    public static let caption2 = Font("caption2")

    /// The weight of a font.
    public enum Weight: String, Sendable, Hashable {
        /// The thinnest weight.
        case ultraLight
        /// Thinner than `.light`.
        case thin
        /// Lighter than `.regular`.
        case light
        /// The standard weight of body text.
        case regular
        /// Slightly heavier than `.regular`.
        case medium
        /// Between `.medium` and `.bold`.
        case semibold
        /// The bold weight.
        case bold
        /// Heavier than `.bold`.
        case heavy
        /// The heaviest weight.
        case black
    }

    /// The system font at `size` points.
    public static func system(size: CGFloat, weight: Weight? = nil) -> Font {
        Font(
            "system(size: \(ValueFormatter.format(Double(size))))",
            weight.map { ["weight(\($0))"] } ?? [], systemSize: Double(size))
    }

    /// The same font, bold.
    public func bold() -> Font { Font(base, modifiers + ["bold"], systemSize: systemSize) }

    /// The same font, italic.
    public func italic() -> Font { Font(base, modifiers + ["italic"], systemSize: systemSize) }

    /// The same font with another weight.
    public func weight(_ weight: Weight) -> Font {
        Font(base, modifiers + ["weight(\(weight))"], systemSize: systemSize)
    }

    /// `title`, `body.bold`, `system(size: 12).weight(semibold)`.
    public var description: String { ([base] + modifiers).joined(separator: ".") }

    /// The same as ``description``.
    public var debugDescription: String { description }
}
