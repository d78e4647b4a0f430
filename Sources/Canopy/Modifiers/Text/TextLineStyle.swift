extension Text {
    /// How an underline or a strikethrough is drawn: its pattern and colour.
    public struct LineStyle: Sendable, Hashable, CustomStringConvertible {
        /// The dashes a line is drawn in.
        public struct Pattern: Sendable, Hashable, CustomStringConvertible {
            let name: String
            /// A solid line.
            public static let solid = Pattern(name: "solid")
            /// A dotted line.
            public static let dot = Pattern(name: "dot")
            /// A dashed line.
            public static let dash = Pattern(name: "dash")
            /// Alternating dashes and dots.
            public static let dashDot = Pattern(name: "dashDot")
            /// A dash and two dots, repeated.
            public static let dashDotDot = Pattern(name: "dashDotDot")
            /// `.dash`.
            public var description: String { "." + name }
        }

        let pattern: Pattern
        let color: Color?

        /// A line drawn in `pattern`, in `color` (the text's colour when `nil`).
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        /// A solid line in the text's colour.
        public static let single = LineStyle()

        /// `solid`, `dash(red)`.
        public var description: String {
            pattern.name + (color.map { "(\($0))" } ?? "")
        }
    }

    /// How text scales relative to the font's size.
    public struct Scale: Sendable, Hashable, CustomStringConvertible {
        let name: String
        /// The font's size.
        public static let `default` = Scale(name: "default")
        /// A smaller size for secondary text (as in a compact layout of a label).
        public static let secondary = Scale(name: "secondary")
        /// `.secondary`.
        public var description: String { "." + name }
    }
}

/// Whether a person can select text.
public protocol TextSelectability: Sendable {
    /// Whether the text can be selected.
    static var allowsSelection: Bool { get }
}

/// Text a person can select.
public struct EnabledTextSelectability: TextSelectability {
    /// `true`.
    public static let allowsSelection = true
}

/// Text a person cannot select.
public struct DisabledTextSelectability: TextSelectability {
    /// `false`.
    public static let allowsSelection = false
}

extension TextSelectability where Self == EnabledTextSelectability {
    /// Text a person can select.
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    /// Text a person cannot select.
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}
