/// A styling modifier Canopy records as an attribute on its content's line (there is no layout
/// engine): `.padding(8)`, `.frame(width: 100)`, `.opacity(0.5)`.
nonisolated struct _AttributeModifier: ViewModifier, PrimitiveModifier, Equatable {
    public typealias Body = Never
    let attribute: String

    @MainActor func renderAttributes(into attributes: inout [String], node: ModifierNode) {
        attributes.append(attribute)
    }
}

extension View {
    /// Adds the platform's default padding on every edge.
    public func padding() -> some View { attribute(".padding") }

    /// Adds `length` points of padding on every edge.
    public func padding(_ length: Double) -> some View {
        attribute(".padding(\(ValueFormatter.format(length)))")
    }

    /// Adds padding on `edges`, `length` points or the default.
    public func padding(_ edges: Edge.Set, _ length: Double? = nil) -> some View {
        attribute(
            ".padding(\(edges)" + (length.map { ", \(ValueFormatter.format($0))" } ?? "") + ")")
    }

    /// Proposes a fixed size for the view.
    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center)
        -> some View
    {
        attribute(
            frameAttribute([
                ("width", width.map(ValueFormatter.format)),
                ("height", height.map(ValueFormatter.format)),
                ("alignment", alignment == .center ? nil : "\(alignment)"),
            ]))
    }

    /// Proposes flexible bounds for the view.
    public func frame(
        minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
        minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
        alignment: Alignment = .center
    ) -> some View {
        attribute(
            frameAttribute([
                ("minWidth", minWidth.map(ValueFormatter.format)),
                ("idealWidth", idealWidth.map(ValueFormatter.format)),
                ("maxWidth", maxWidth.map(ValueFormatter.format)),
                ("minHeight", minHeight.map(ValueFormatter.format)),
                ("idealHeight", idealHeight.map(ValueFormatter.format)),
                ("maxHeight", maxHeight.map(ValueFormatter.format)),
                ("alignment", alignment == .center ? nil : "\(alignment)"),
            ]))
    }

    /// Draws the view with the given opacity, from 0 to 1.
    public func opacity(_ opacity: Double) -> some View {
        attribute(".opacity(\(ValueFormatter.format(opacity)))")
    }

    /// Sets the colour of text and symbols in this view.
    public func foregroundColor(_ color: Color?) -> some View {
        attribute(".foregroundColor(\(color.map { "\($0)" } ?? "nil"))")
    }

    /// Sets the style of text and symbols in this view.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        attribute(".foregroundStyle(\(style))")
    }

    /// Sets the tint of controls in this view.
    public func tint(_ tint: Color?) -> some View {
        attribute(".tint(\(tint.map { "\($0)" } ?? "nil"))")
    }

    /// Fills the area behind the view with `style`.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
        -> some View
    {
        attribute(".background(\(style))")
    }

    /// Draws `style` over the view.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
        -> some View
    {
        attribute(".overlay(\(style))")
    }

    func attribute(_ text: String) -> ModifiedContent<Self, _AttributeModifier> {
        modifier(_AttributeModifier(attribute: text))
    }
}

private func frameAttribute(_ arguments: [(String, String?)]) -> String {
    let present = arguments.compactMap { name, value in value.map { "\(name): \($0)" } }
    return ".frame(" + present.joined(separator: ", ") + ")"
}
