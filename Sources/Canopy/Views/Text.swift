/// A line of text. Interpolation works as in SwiftUI: `Text("Count: \(count)")`.
///
/// Text's own modifiers (`.bold()`, `.italic()`, `.font(_:)`, `.foregroundColor(_:)`…) return
/// `Text`, so styled pieces join with `+`: `Text("Hello, ") + Text("world").bold()`. They
/// style this text only and win over the values the environment hands it (a `Text` that is
/// `.foregroundColor(.red)` is red inside `.foregroundColor(.blue)`).
nonisolated public struct Text: View, Equatable, Sendable, LeafPrimitive {
    /// Drawn by the runtime: a primitive view has no body.
    public typealias Body = Never
    /// The string shown: every run's text, joined.
    let content: String
    /// The styled pieces the text was joined from; empty for one unstyled piece.
    private(set) var runs: [TextRun] = []

    /// Shows `content` as it is.
    public init(verbatim content: String) { self.content = content }

    /// Shows a string. A literal is a ``LocalizedStringKey`` instead, as in SwiftUI, so its
    /// interpolations take `specifier:` and `format:`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { self.content = String(content) }

    private init(content: String, runs: [TextRun]) {
        self.content = content
        self.runs = runs
    }

    /// The pieces, with one for a text never joined or styled.
    var pieces: [TextRun] { runs.isEmpty ? [TextRun(text: content, styles: [])] : runs }

    /// `Text "Hello"`. A text styled as one piece prints its calls as attributes, as the same
    /// calls on a view print (`Text "Hello" .bold()`); joined pieces carry their own:
    /// `Text "Hello, " + "world".bold()`.
    func renderTitle() -> String {
        switch runs.count {
        case 0: return "Text \(quoted(content))"
        case 1: return "Text \(quoted(content))" + runs[0].styles.map { " " + $0.call }.joined()
        default: return "Text " + runs.map(\.description).joined(separator: " + ")
        }
    }

    /// The font the text was given with its own `.font(_:)` (the first piece's), which wins
    /// over the environment's.
    var explicitFont: Font? {
        for style in pieces[0].styles.reversed() {
            if case .font(let font) = style { return font }
        }
        return nil
    }

    /// Mounts the text as a leaf that keeps the graph's text index current.
    @MainActor public static func _makeNode(_ view: Self) -> _ViewNode { TextNode(view) }

    /// This text with `style` on every piece (for Text's modifiers declared elsewhere).
    func appending(style: TextStyle) -> Text { styled(style) }

    /// This text with `style` on every piece.
    private func styled(_ style: TextStyle) -> Text {
        Text(
            content: content,
            runs: pieces.map { TextRun(text: $0.text, styles: $0.styles + [style]) })
    }

    /// The two texts as one, each piece keeping its styles.
    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(content: lhs.content + rhs.content, runs: lhs.pieces + rhs.pieces)
    }

    /// This text in bold.
    public func bold() -> Text { styled(.bold(true)) }
    /// This text in bold, or not.
    public func bold(_ isActive: Bool) -> Text { styled(.bold(isActive)) }
    /// This text in italics.
    public func italic() -> Text { styled(.italic(true)) }
    /// This text in italics, or not.
    public func italic(_ isActive: Bool) -> Text { styled(.italic(isActive)) }
    /// This text in `font`, whatever font the environment hands it; `nil` takes the
    /// environment's.
    public func font(_ font: Font?) -> Text { styled(.font(font)) }
    /// This text at `weight`.
    public func fontWeight(_ weight: Font.Weight?) -> Text { styled(.weight(weight)) }
    /// This text in `color`, whatever the environment's foreground style.
    public func foregroundColor(_ color: Color?) -> Text {
        styled(.foreground(color.map(AnyShapeStyle.init)))
    }
    /// This text in `style`, whatever the environment's foreground style.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        styled(.foreground(AnyShapeStyle(style)))
    }
    /// This text underlined.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        styled(.underline(isActive))
    }
    /// This text struck through.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        styled(.strikethrough(isActive))
    }
    /// This text in a fixed-width face.
    public func monospaced(_ isActive: Bool = true) -> Text { styled(.monospaced(isActive)) }
    /// This text with fixed-width digits.
    public func monospacedDigit() -> Text { styled(.monospacedDigit) }
    /// This text with `kerning` points between letters.
    public func kerning(_ kerning: CGFloat) -> Text { styled(.kerning(kerning)) }
    /// This text with `tracking` points added after each letter.
    public func tracking(_ tracking: CGFloat) -> Text { styled(.tracking(tracking)) }
    /// This text raised by `offset` points.
    public func baselineOffset(_ offset: CGFloat) -> Text { styled(.baselineOffset(offset)) }

    /// This text read by assistive technologies as `label` (A6); a later label wins.
    public func accessibilityLabel(_ label: Text) -> Text {
        styled(.accessibilityLabel(label.content))
    }
    /// This text read as a string literal or key (A6).
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> Text {
        styled(.accessibilityLabel(labelKey.text))
    }
    /// This text read as a string value (A6).
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> Text {
        styled(.accessibilityLabel(String(label)))
    }
    /// This text as a heading of `level` (A8; it does not add `isHeader`, D44).
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> Text {
        styled(.accessibilityHeading(level))
    }
}

/// A piece of a ``Text`` with the styles its own modifiers gave it, oldest first.
struct TextRun: Equatable, Sendable, CustomStringConvertible {
    let text: String
    let styles: [TextStyle]

    /// `"world".bold().foregroundColor(red)`.
    var description: String { quoted(text) + styles.map(\.call).joined() }
}

/// A modifier of `Text` that returns `Text`, kept as its value.
enum TextStyle: Equatable, Sendable {
    case bold(Bool), italic(Bool), font(Font?), weight(Font.Weight?)
    case foreground(AnyShapeStyle?), underline(Bool), strikethrough(Bool), monospaced(Bool)
    case monospacedDigit, kerning(CGFloat), tracking(CGFloat), baselineOffset(CGFloat)
    /// A line drawn with a pattern or colour (`underline(_:pattern:color:)`), a design, a
    /// width and a scale: the forms of Text's own modifiers that returned `Text` later.
    case underlineStyle(Bool, Text.LineStyle.Pattern, Color?)
    case strikethroughStyle(Bool, Text.LineStyle.Pattern, Color?)
    case design(Font.Design?), width(Font.Width?), scale(Text.Scale, Bool)
    /// What assistive technologies read for the piece instead of its text (A6), and its
    /// heading level (A8): `Text`'s own accessibility modifiers, which return `Text`.
    case accessibilityLabel(String), accessibilityHeading(AccessibilityHeadingLevel)

    /// The call as written: `.bold()`, `.font(headline)`.
    var call: String {
        switch self {
        case .bold(let on): on ? ".bold()" : ".bold(false)"
        case .italic(let on): on ? ".italic()" : ".italic(false)"
        case .font(let font): ".font(\(font.map { "\($0)" } ?? "nil"))"
        case .weight(let weight): ".fontWeight(\(weight.attributeArgument))"
        case .foreground(let style): ".foregroundColor(\(style.attributeArgument))"
        case .underline(let on): on ? ".underline()" : ".underline(false)"
        case .strikethrough(let on): on ? ".strikethrough()" : ".strikethrough(false)"
        case .monospaced(let on): on ? ".monospaced()" : ".monospaced(false)"
        case .monospacedDigit: ".monospacedDigit()"
        case .kerning(let value): ".kerning(\(value.attributeArgument))"
        case .tracking(let value): ".tracking(\(value.attributeArgument))"
        case .baselineOffset(let value): ".baselineOffset(\(value.attributeArgument))"
        case .underlineStyle(let on, let pattern, let color):
            lineStyleCall("underline", on, pattern, color)
        case .strikethroughStyle(let on, let pattern, let color):
            lineStyleCall("strikethrough", on, pattern, color)
        case .design(let design): ".fontDesign(\(design.map { "." + $0.rawValue } ?? "nil"))"
        case .width(let width): ".fontWidth(\(width.map { ".\($0)" } ?? "nil"))"
        case .scale(let scale, let on):
            ".textScale(\(scale)" + (on ? "" : ", isEnabled: false") + ")"
        case .accessibilityLabel(let label): ".accessibilityLabel(\(quoted(label)))"
        case .accessibilityHeading(let level): ".accessibilityHeading(.\(level))"
        }
    }
}
