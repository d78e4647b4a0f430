/// A labelled secondary section: `overlay:`, `background:`, `sheet:`.
struct DecorationStyle {
    let label: String
    /// Whether it always renders as a section of its own (a sheet), never inline on the line it
    /// decorates.
    var isSection = false
    /// Which side of its content a background or an overlay is drawn on; `nil` for a section
    /// that is not drawn with its content (a sheet, a toolbar).
    var layer: DecorationLayer? = nil
}

extension DecorationStyle {
    /// A background's or an overlay's section, labelled with the layer's name.
    init(_ layer: DecorationLayer) { self.init(label: layer.rawValue, layer: layer) }
}

/// Which side of its content a secondary view or a style is drawn on. Painters decide by the
/// case; the raw value is the modifier's name, only ever printed.
enum DecorationLayer: String, Sendable {
    /// Behind the content: `.background`.
    case background
    /// In front of the content: `.overlay`.
    case overlay
    /// Not drawn itself: its opacity is the content's (`.mask`).
    case mask
}

/// How a node shows up in rendered text.
enum RenderRole {
    /// A line of its own, with its children below it.
    case line
    /// No line: its children stand in its place (tuples, conditionals, `ForEach`, `Group`,
    /// roots). A structural fact, not only a rendering one: a container that counts its
    /// subviews (a tab view's tabs) sees through such nodes too (``_ViewNode/subviews``).
    case transparent
    /// No line: its attributes join the lines of its content (`.padding`, `.environment`).
    case attribute
}
