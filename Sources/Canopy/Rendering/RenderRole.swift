/// A labelled secondary section: `overlay:`, `background:`, `sheet:`.
struct DecorationStyle {
    let label: String
    /// Whether it always renders as a section of its own (a sheet), never inline on the line it
    /// decorates.
    var isSection = false
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
