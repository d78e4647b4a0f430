/// Modifiers about how content is drawn — opacity, colours and styles — recorded with their
/// typed arguments.
extension View {
    /// Draws the view with the given opacity, from 0 to 1.
    public func opacity(_ opacity: Double) -> some View { attribute("opacity", opacity) }

    /// Sets the colour of text and symbols in this view.
    public func foregroundColor(_ color: Color?) -> some View {
        attribute("foregroundColor", color)
    }

    /// Sets the style of text and symbols in this view.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        attribute("foregroundStyle", AnyShapeStyle(style))
    }

    /// Sets the tint of controls in this view.
    public func tint(_ tint: Color?) -> some View { attribute("tint", tint) }

    /// Fills the area behind the view with `style`.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
        -> some View
    {
        attribute("background", AnyShapeStyle(style))
    }

    /// Draws `style` over the view.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
        -> some View
    {
        attribute("overlay", AnyShapeStyle(style))
    }
}
