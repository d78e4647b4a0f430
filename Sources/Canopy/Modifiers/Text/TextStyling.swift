import Foundation

/// What the text style modifiers on a view hand down to the texts below it (SwiftUI keeps it in
/// private environment values): each set field wins over the same field set further out, and a
/// text's own modifiers (`Text.bold()`) win over it. The tree prints each modifier as called;
/// `--resolved` shows what a text resolved (`font=body.bold.design(serif)`, `underline=dash`).
struct TextStyling: Equatable, Sendable {
    var bold: Bool?
    var italic: Bool?
    var weight: Font.Weight?
    var design: Font.Design?
    var width: Font.Width?
    var monospaced: Bool?
    var monospacedDigit = false
    var kerning: CGFloat?
    var tracking: CGFloat?
    var baselineOffset: CGFloat?
    var underline: Text.LineStyle??
    var strikethrough: Text.LineStyle??
    var scale: Text.Scale?

    /// This styling with the fields `inner` sets taken from it.
    func merging(_ inner: TextStyling) -> TextStyling {
        var result = self
        if let value = inner.bold { result.bold = value }
        if let value = inner.italic { result.italic = value }
        if let value = inner.weight { result.weight = value }
        if let value = inner.design { result.design = value }
        if let value = inner.width { result.width = value }
        if let value = inner.monospaced { result.monospaced = value }
        if inner.monospacedDigit { result.monospacedDigit = true }
        if let value = inner.kerning { result.kerning = value }
        if let value = inner.tracking { result.tracking = value }
        if let value = inner.baselineOffset { result.baselineOffset = value }
        if let value = inner.underline { result.underline = value }
        if let value = inner.strikethrough { result.strikethrough = value }
        if let value = inner.scale { result.scale = value }
        return result
    }

    /// `font` as this styling changes it.
    func applied(to font: Font) -> Font {
        var font = font
        if bold == true { font = font.bold() }
        if italic == true { font = font.italic() }
        if let weight { font = font.weight(weight) }
        if let design, design != .default {
            font = Font(font.base, font.modifiers + [.design(design)])
        }
        if let width, width != .standard { font = font.width(width) }
        if monospaced == true { font = font.monospaced() }
        if monospacedDigit { font = font.monospacedDigit() }
        return font
    }

    /// What `--resolved` adds after the font for the fields that are not the font's:
    /// `kerning=2`, `underline=dash(red)`.
    var resolvedExtras: [String] {
        var extras: [String] = []
        if let kerning { extras.append("kerning=\(kerning.attributeArgument)") }
        if let tracking { extras.append("tracking=\(tracking.attributeArgument)") }
        if let baselineOffset {
            extras.append("baselineOffset=\(baselineOffset.attributeArgument)")
        }
        if let line = underline, let line { extras.append("underline=\(line)") }
        if let line = strikethrough, let line { extras.append("strikethrough=\(line)") }
        if let scale, scale != .default { extras.append("textScale=\(scale)") }
        return extras
    }
}

struct TextStylingKey: EnvironmentKey { static let defaultValue = TextStyling() }

extension TextStylingKey: LayoutAffectingKey {}

extension EnvironmentValues {
    /// The text styling views below this point hand their texts. (Private in SwiftUI.)
    var textStyling: TextStyling {
        get { self[TextStylingKey.self] }
        set { self[TextStylingKey.self] = newValue }
    }
}

extension View {
    /// Writes `change` into the text styling of this view and below, printed as `text`.
    fileprivate func styling(_ text: String, _ change: (inout TextStyling) -> Void) -> some View {
        var styling = TextStyling()
        change(&styling)
        return environmentValue(
            \.textStyling, styling, printed: text,
            combine: { inherited, inner in inherited.merging(inner) })
    }

    /// Makes text in this view and below bold, or not (flows down; a text's own `bold` wins).
    public func bold(_ isActive: Bool = true) -> some View {
        styling(isActive ? ".bold()" : ".bold(false)") { $0.bold = isActive }
    }

    /// Makes text in this view and below italic, or not (flows down).
    public func italic(_ isActive: Bool = true) -> some View {
        styling(isActive ? ".italic()" : ".italic(false)") { $0.italic = isActive }
    }

    /// Sets the weight of text in this view and below, or the font's own with `nil` (flows
    /// down).
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        styling(".fontWeight(\(weight.attributeArgument))") { $0.weight = weight }
    }

    /// Sets the design of text in this view and below, or the font's own with `nil` (flows
    /// down).
    public func fontDesign(_ design: Font.Design?) -> some View {
        styling(".fontDesign(\(design.map { "." + $0.rawValue } ?? "nil"))") {
            $0.design = design ?? .default
        }
    }

    /// Sets the width of text in this view and below, or the font's own with `nil` (flows
    /// down).
    public func fontWidth(_ width: Font.Width?) -> some View {
        styling(".fontWidth(\(width.map { ".\($0)" } ?? "nil"))") {
            $0.width = width ?? .standard
        }
    }

    /// Draws text in this view and below in the monospaced design, or not (flows down).
    public func monospaced(_ isActive: Bool = true) -> some View {
        styling(isActive ? ".monospaced()" : ".monospaced(false)") { $0.monospaced = isActive }
    }

    /// Draws the digits of text in this view and below all one width (flows down).
    public func monospacedDigit() -> some View {
        styling(".monospacedDigit()") { $0.monospacedDigit = true }
    }

    /// Sets the kerning of text in this view and below, in points (flows down).
    public func kerning(_ kerning: CGFloat) -> some View {
        styling(".kerning(\(kerning.attributeArgument))") { $0.kerning = kerning }
    }

    /// Sets the tracking of text in this view and below, in points (flows down).
    public func tracking(_ tracking: CGFloat) -> some View {
        styling(".tracking(\(tracking.attributeArgument))") { $0.tracking = tracking }
    }

    /// Raises text in this view and below from its baseline by `baselineOffset` points (flows
    /// down).
    public func baselineOffset(_ baselineOffset: CGFloat) -> some View {
        styling(".baselineOffset(\(baselineOffset.attributeArgument))") {
            $0.baselineOffset = baselineOffset
        }
    }

    /// Underlines text in this view and below in `pattern` and `color` (the text's colour when
    /// `nil`), or removes an underline set above (flows down).
    public func underline(
        _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
    ) -> some View {
        styling(lineStyleCall("underline", isActive, pattern, color)) {
            $0.underline = .some(isActive ? Text.LineStyle(pattern: pattern, color: color) : nil)
        }
    }

    /// Strikes through text in this view and below in `pattern` and `color`, or removes a
    /// strikethrough set above (flows down).
    public func strikethrough(
        _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
    ) -> some View {
        styling(lineStyleCall("strikethrough", isActive, pattern, color)) {
            $0.strikethrough = .some(
                isActive ? Text.LineStyle(pattern: pattern, color: color) : nil)
        }
    }

    /// Scales text in this view and below to `scale` while `isEnabled` (flows down).
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> some View {
        styling(".textScale(\(scale)" + (isEnabled ? "" : ", isEnabled: false") + ")") {
            $0.scale = isEnabled ? scale : .default
        }
    }

    /// Lets a person select text in this view and below, or not (flows down; recorded, as
    /// Canopy has no selection).
    public func textSelection<S: TextSelectability>(_ selectability: S) -> some View {
        environmentValue(
            \.allowsTextSelection, S.allowsSelection,
            printed: ".textSelection(.\(S.allowsSelection ? "enabled" : "disabled"))")
    }
}

struct AllowsTextSelectionKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether a person can select text below this point. (Private in SwiftUI.)
    var allowsTextSelection: Bool {
        get { self[AllowsTextSelectionKey.self] }
        set { self[AllowsTextSelectionKey.self] = newValue }
    }
}
