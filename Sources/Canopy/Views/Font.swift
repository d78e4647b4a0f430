/// A text style (`.title`, `.body`) or a system font of a given size, with optional weight.
public struct Font: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    let base: String
    let modifiers: [String]

    init(_ base: String, _ modifiers: [String] = []) {
        self.base = base
        self.modifiers = modifiers
    }

    public static let largeTitle = Font("largeTitle")
    public static let title = Font("title")
    public static let title2 = Font("title2")
    public static let title3 = Font("title3")
    public static let headline = Font("headline")
    public static let subheadline = Font("subheadline")
    public static let body = Font("body")
    public static let callout = Font("callout")
    public static let footnote = Font("footnote")
    public static let caption = Font("caption")
    public static let caption2 = Font("caption2")

    /// The weight of a font.
    public enum Weight: String, Sendable, Hashable {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    /// The system font at `size` points.
    public static func system(size: Double, weight: Weight? = nil) -> Font {
        Font("system(size: \(ValueFormatter.format(size)))", weight.map { ["weight(\($0))"] } ?? [])
    }

    /// The same font, bold.
    public func bold() -> Font { Font(base, modifiers + ["bold"]) }

    /// The same font, italic.
    public func italic() -> Font { Font(base, modifiers + ["italic"]) }

    /// The same font with another weight.
    public func weight(_ weight: Weight) -> Font { Font(base, modifiers + ["weight(\(weight))"]) }

    /// `title`, `body.bold`, `system(size: 12).weight(semibold)`.
    public var description: String { ([base] + modifiers).joined(separator: ".") }

    /// The same as ``description``.
    public var debugDescription: String { description }
}
