import Foundation

extension Font {
    /// The design of a system font.
    public enum Design: String, Sendable, Hashable {
        /// The system's default design.
        case `default`
        /// A serif design.
        case serif
        /// A design with rounded strokes.
        case rounded
        /// A design whose characters all advance the same.
        case monospaced
    }

    /// The width of a font: how wide its letters are drawn.
    public struct Width: Sendable, Hashable, CustomStringConvertible {
        /// The width as a value from -1 (narrowest) to 1 (widest); 0 is standard.
        public var value: CGFloat
        /// A width of `value`.
        public init(_ value: CGFloat) { self.value = value }
        /// The narrowest width.
        public static let compressed = Width(-0.3)
        /// Narrower than standard.
        public static let condensed = Width(-0.2)
        /// The standard width.
        public static let standard = Width(0)
        /// Wider than standard.
        public static let expanded = Width(0.2)

        /// `condensed`, or the value for a width without a name.
        public var description: String {
            switch value {
            case -0.3: "compressed"
            case -0.2: "condensed"
            case 0: "standard"
            case 0.2: "expanded"
            default: ValueFormatter.format(Double(value))
            }
        }
    }

    /// The same font in `width`.
    public func width(_ width: Width) -> Font { Font(base, modifiers + [.width(width)]) }

    /// The same font in its monospaced design.
    public func monospaced() -> Font { Font(base, modifiers + [.monospaced]) }

    /// The same font with digits of one width.
    public func monospacedDigit() -> Font { Font(base, modifiers + [.monospacedDigit]) }
}
