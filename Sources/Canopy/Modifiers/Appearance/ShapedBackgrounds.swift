/// SwiftUI's backgrounds and overlays filled in a shape, and the background of the
/// environment's style: pixel-only, drawn by the picture as a fill in the shape's outline.
extension View {
    /// Fills `shape`, in the view's frame, with `style` behind the view (pixel-only).
    public func background<S: ShapeStyle, T: Shape>(
        _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
    ) -> some View {
        attribute(
            LayeredStyleAttribute(
                layer: .background, style: AnyShapeStyle(style), shape: ShapeArgument(shape)))
    }

    /// Fills `shape`, in the view's frame, behind the view with the background style (the
    /// environment's `backgroundStyle`, else the window's background) (pixel-only).
    public func background<S: Shape>(in shape: S, fillStyle: FillStyle = FillStyle())
        -> some View
    {
        attribute(
            LayeredStyleAttribute(layer: .background, style: nil, shape: ShapeArgument(shape)))
    }

    /// Fills the view's frame behind it with the background style (the environment's
    /// `backgroundStyle`, else the window's background) (pixel-only).
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        attribute(LayeredStyleAttribute(layer: .background, style: nil, shape: nil))
    }

    /// Fills `shape`, in the view's frame, with `style` over the view (pixel-only).
    public func overlay<S: ShapeStyle, T: Shape>(
        _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
    ) -> some View {
        attribute(
            LayeredStyleAttribute(
                layer: .overlay, style: AnyShapeStyle(style), shape: ShapeArgument(shape)))
    }
}

/// A style drawn behind or in front of its content: `.background(red)`, `.overlay(blue)`,
/// `.background(red, in: Capsule)`, `.background(in: Circle)`. The painter decides by ``layer``,
/// never by the printed name.
struct LayeredStyleAttribute: AttributeValue {
    let layer: DecorationLayer
    /// The style; `nil` for the environment's background style.
    let style: AnyShapeStyle?
    /// The shape filled; `nil` for the whole frame.
    let shape: ShapeArgument?

    init(layer: DecorationLayer, style: AnyShapeStyle?, shape: ShapeArgument? = nil) {
        self.layer = layer
        self.style = style
        self.shape = shape
    }

    var attributeText: String {
        let arguments =
            [style?.attributeArgument, shape.map { "in: " + $0.attributeArgument }]
            .compactMap { $0 }
        return "." + layer.rawValue + "(" + arguments.joined(separator: ", ") + ")"
    }
}
