/// How a view's colours combine with the colours behind it (``View/blendMode(_:)``).
public enum BlendMode: String, Sendable, Hashable, CaseIterable {
    /// The view's colours replace what is behind them.
    case normal
    /// Multiplies the colours: the result is at least as dark as either.
    case multiply
    /// Multiplies the inverses: the result is at least as light as either.
    case screen
    /// Multiplies or screens, depending on the colour behind.
    case overlay
    /// The darker of the two colours.
    case darken
    /// The lighter of the two colours.
    case lighten
    /// Brightens the colour behind to reflect the view's.
    case colorDodge
    /// Darkens the colour behind to reflect the view's.
    case colorBurn
    /// Darkens or lightens, depending on the view's colour.
    case softLight
    /// Multiplies or screens, depending on the view's colour.
    case hardLight
    /// The darker colour subtracted from the lighter.
    case difference
    /// Like `difference`, with lower contrast.
    case exclusion
    /// The hue of the view with the saturation and luminosity behind.
    case hue
    /// The saturation of the view with the hue and luminosity behind.
    case saturation
    /// The hue and saturation of the view with the luminosity behind.
    case color
    /// The luminosity of the view with the hue and saturation behind.
    case luminosity
    /// The view drawn only where something is behind it.
    case sourceAtop
    /// What is behind drawn over the view.
    case destinationOver
    /// What is behind, cut out where the view is.
    case destinationOut
    /// The sum of the colours, darkened.
    case plusDarker
    /// The sum of the colours, lightened.
    case plusLighter

    /// The CSS `mix-blend-mode` a browser draws it with; `nil` for the Core Graphics modes a
    /// browser has no blend for (the picture leaves them out; the tree and JSON show them).
    var cssBlendMode: String? {
        switch self {
        case .normal: "normal"
        case .multiply: "multiply"
        case .screen: "screen"
        case .overlay: "overlay"
        case .darken: "darken"
        case .lighten: "lighten"
        case .colorDodge: "color-dodge"
        case .colorBurn: "color-burn"
        case .softLight: "soft-light"
        case .hardLight: "hard-light"
        case .difference: "difference"
        case .exclusion: "exclusion"
        case .hue: "hue"
        case .saturation: "saturation"
        case .color: "color"
        case .luminosity: "luminosity"
        case .plusLighter: "plus-lighter"
        case .sourceAtop, .destinationOver, .destinationOut, .plusDarker: nil
        }
    }
}

/// The colour space a drawing group renders in (``View/drawingGroup(opaque:colorMode:)``).
public enum ColorRenderingMode: String, Sendable, Hashable, CaseIterable {
    /// Non-linear sRGB, clamped.
    case nonLinear
    /// Linear sRGB, clamped.
    case linear
    /// Linear sRGB, not clamped: extended-range colours keep their values.
    case extendedLinear
}
