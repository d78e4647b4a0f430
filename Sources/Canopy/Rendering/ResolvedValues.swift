/// A node that uses values it did not get as arguments — a text's font and colour from the
/// environment, a control's style — and can say what they resolved to, for the tree renderer's
/// opt-in annotation (``RenderOptions/showsResolved``): `resolved font=title foreground=red`.
/// The values are read when rendering, from the environment as it is now, without making the
/// node depend on them (E7 is about what a view's body reads).
@MainActor
protocol ResolvedValuesShowing: _ViewNode {
    /// `font=title`, `style=bordered`, in a fixed order.
    func resolvedValues() -> [String]
}

extension TextNode: ResolvedValuesShowing {
    /// The font (the text's own, else the environment's, else `body`, with the text's bold and
    /// italic), the foreground style (own, environment's, or `primary`) and the line limit.
    func resolvedValues() -> [String] {
        let environment = inheritedEnvironment
        var font = environment[FontKey.self] ?? .body
        var foreground = environment[ForegroundStyleKey.self]?.description ?? "primary"
        for style in view.pieces.first?.styles ?? [] {
            switch style {
            case .font(let own?): font = own
            case .bold(true): font = font.bold()
            case .italic(true): font = font.italic()
            case .weight(let weight?): font = font.weight(weight)
            case .foreground(let own?): foreground = own.description
            default: break
            }
        }
        // What the views above hand the text (`.bold()` on a stack), where the text's own
        // modifiers do not say otherwise.
        var styling = environment.textStyling
        for style in view.pieces.first?.styles ?? [] {
            switch style {
            case .bold: styling.bold = nil
            case .italic: styling.italic = nil
            case .weight: styling.weight = nil
            case .monospaced: styling.monospaced = nil
            case .kerning: styling.kerning = nil
            case .tracking: styling.tracking = nil
            case .baselineOffset: styling.baselineOffset = nil
            case .underline, .underlineStyle: styling.underline = nil
            case .strikethrough, .strikethroughStyle: styling.strikethrough = nil
            case .design(let design):
                styling.design = nil
                if let design, design != .default {
                    font = Font(font.base, font.modifiers + [.design(design)])
                }
            case .width(let width):
                styling.width = nil
                if let width, width != .standard { font = font.width(width) }
            case .scale: styling.scale = nil
            default: break
            }
        }
        font = styling.applied(to: font)
        let limit = environment[LineLimitKey.self].map(String.init) ?? "none"
        return ["font=\(font)", "foreground=\(foreground)", "lineLimit=\(limit)"]
            + styling.resolvedExtras
    }
}

extension ButtonNode: ResolvedValuesShowing {
    /// The style the button is drawn with, its tint, and the colour of its label: the
    /// foreground style set above it, else what the style draws labels in (the tint for a
    /// bordered or borderless button, white on a prominent one, primary for a plain one).
    func resolvedValues() -> [String] {
        let values = styleAndTint(resolvedStyle?.name)
        let environment = inheritedEnvironment
        let label: String
        if let foreground = environment[ForegroundStyleKey.self] {
            label = foreground.description
        } else {
            switch resolvedLook {
            case .plain, .action: label = "primary"
            case .borderedProminent: label = "white"
            case .bordered, .borderless, .link:
                label = environment[TintKey.self]?.description ?? "accentColor"
            case .automatic, nil: label = "custom"
            }
        }
        let shape = environment.buttonBorderShape
        return values + ["foreground=\(label)"]
            + (shape == .automatic ? [] : ["borderShape=\(shape.name)"])
    }
}

extension ToggleNode: ResolvedValuesShowing {
    /// The style the toggle is drawn with and its tint.
    func resolvedValues() -> [String] { styleAndTint(resolvedStyle?.name) }
}

extension LabelNode: ResolvedValuesShowing {
    /// How the label places its parts: a built-in look, or `custom` under a style's body.
    func resolvedValues() -> [String] { ["style=\(resolvedLook?.rawValue ?? "custom")"] }
}

extension _ViewNode {
    /// `style=bordered tint=accentColor`.
    fileprivate func styleAndTint(_ style: String?) -> [String] {
        let tint = inheritedEnvironment[TintKey.self]?.description ?? "accentColor"
        return ["style=\(style ?? "automatic")", "tint=\(tint)"]
    }
}

extension ListNode: ResolvedValuesShowing {
    /// The list style set above the list (`automatic` when none is).
    func resolvedValues() -> [String] { ["style=\(builtInStyleName(ListStyleKey.self))"] }
}

extension ProgressViewNode: ResolvedValuesShowing {
    /// The look a built-in style resolves to, or `custom` under a style's body.
    func resolvedValues() -> [String] { ["style=\(resolvedLook?.rawValue ?? "custom")"] }
}

extension GaugeNode: ResolvedValuesShowing {
    /// The built-in style in effect, or `custom` under a style's body.
    func resolvedValues() -> [String] { ["style=\(resolvedStyleName)"] }
}
