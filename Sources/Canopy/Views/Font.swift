import Foundation

/// A text style (`.title`, `.body`) or a system font of a given size, with optional weight.
public struct Font: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    /// A dynamic text style: what a font is for, which each platform sizes (D11).
    public enum TextStyle: String, CaseIterable, Sendable, Hashable {
        /// The largest style, for a screen's main title.
        case largeTitle
        /// First-level headings.
        case title
        /// Second-level headings.
        case title2
        /// Third-level headings.
        case title3
        /// Headings: body size, semibold.
        case headline
        /// Subheadings, a little smaller than body text.
        case subheadline
        /// Body text.
        case body
        /// Callouts, a little smaller than body text.
        case callout
        /// Footnotes.
        case footnote
        /// Captions.
        case caption
        /// Secondary captions: the smallest style.
        case caption2
    }

    /// What the font is before its modifiers: a text style, or a system font of a size.
    enum Base: Hashable, Sendable {
        case style(TextStyle)
        case system(size: Double)
    }

    /// A change a modifier made to the font.
    enum Modifier: Hashable, Sendable, CustomStringConvertible {
        case bold
        case italic
        case weight(Weight)
        case design(Design)
        case width(Width)
        case monospaced
        case monospacedDigit

        var description: String {
            switch self {
            case .bold: "bold"
            case .italic: "italic"
            case .weight(let weight): "weight(\(weight))"
            case .design(let design): "design(\(design))"
            case .width(let width): "width(\(width))"
            case .monospaced: "monospaced"
            case .monospacedDigit: "monospacedDigit"
            }
        }
    }

    let base: Base
    let modifiers: [Modifier]

    init(_ base: Base, _ modifiers: [Modifier] = []) {
        self.base = base
        self.modifiers = modifiers
    }

    /// The point size of a `.system(size:)` font; `nil` for a text style, sized by D11.
    var systemSize: Double? {
        if case .system(let size) = base { return size }
        return nil
    }

    /// The text style of a font that has one (`nil` for a system font of a size).
    var textStyle: TextStyle? {
        if case .style(let style) = base { return style }
        return nil
    }

    /// The largest text style, for a screen's main title.
    public static let largeTitle = Font(.style(.largeTitle))
    /// The text style for first-level headings.
    public static let title = Font(.style(.title))
    /// The text style for second-level headings.
    public static let title2 = Font(.style(.title2))
    /// The text style for third-level headings.
    public static let title3 = Font(.style(.title3))
    /// The text style for headings: body size, semibold.
    public static let headline = Font(.style(.headline))
    /// The text style for subheadings, a little smaller than body text.
    public static let subheadline = Font(.style(.subheadline))
    /// The text style for body text.
    public static let body = Font(.style(.body))
    /// The text style for callouts, a little smaller than body text.
    public static let callout = Font(.style(.callout))
    /// The text style for footnotes.
    public static let footnote = Font(.style(.footnote))
    /// The text style for captions.
    public static let caption = Font(.style(.caption))
    /// The text style for secondary captions: the smallest text style.
    public static let caption2 = Font(.style(.caption2))

    /// The system font for `style`, in `design` and with a weight if given.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil)
        -> Font
    {
        Font(
            .style(style),
            (design.map { [.design($0)] } ?? []) + (weight.map { [.weight($0)] } ?? []))
    }

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

    /// The system font at `size` points, with a weight and in a design if given.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil)
        -> Font
    {
        Font(
            .system(size: Double(size)),
            (weight.map { [.weight($0)] } ?? []) + (design.map { [.design($0)] } ?? []))
    }

    /// The same font, bold.
    public func bold() -> Font { Font(base, modifiers + [.bold]) }

    /// The same font, italic.
    public func italic() -> Font { Font(base, modifiers + [.italic]) }

    /// The same font with another weight.
    public func weight(_ weight: Weight) -> Font { Font(base, modifiers + [.weight(weight)]) }

    /// `title`, `body.bold`, `system(size: 12).weight(semibold)`.
    public var description: String {
        let base =
            switch base {
            case .style(let style): style.rawValue
            case .system(let size): "system(size: \(ValueFormatter.format(size)))"
            }
        return ([base] + modifiers.map(\.description)).joined(separator: ".")
    }

    /// The same as ``description``.
    public var debugDescription: String { description }
}
