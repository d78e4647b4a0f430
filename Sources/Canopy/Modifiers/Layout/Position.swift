/// `position(_:)` and `position(x:y:)`: the view takes the whole space it is offered and puts
/// its content's centre at the point, in its own coordinates (G3; semantic: layout).
extension View {
    /// Places the centre of this view at `position` in the space its parent offers, taking all
    /// of that space.
    public func position(_ position: CGPoint) -> some View {
        attribute(PositionAttribute(x: position.x, y: position.y, spelling: .point))
    }

    /// Places the centre of this view at `x`, `y` in the space its parent offers (0 by
    /// default), taking all of that space.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        attribute(PositionAttribute(x: x, y: y, spelling: .coordinates))
    }
}

/// `.position(x: 50, y: 20)`, `.position(CGPoint(x: 50, y: 20))`.
struct PositionAttribute: AttributeValue {
    enum Spelling: Sendable, Equatable { case point, coordinates }
    let x: CGFloat
    let y: CGFloat
    let spelling: Spelling

    var attributeText: String {
        let coordinates = "x: \(x.attributeArgument), y: \(y.attributeArgument)"
        return spelling == .point
            ? ".position(CGPoint(\(coordinates)))" : ".position(\(coordinates))"
    }

    static var laysOut: Bool { true }

    /// The whole proposal, 10 for an unspecified side (as a shape takes, G2).
    @MainActor func sizeThatFits(
        _ proposal: ProposedViewSize, content: _ViewNode, _ engine: LayoutEngine
    ) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// The content at its size for the proposal, its centre at the point.
    @MainActor func placeContent(
        _ content: _ViewNode, in frame: CGRect, proposal: ProposedViewSize,
        _ engine: LayoutEngine
    ) {
        let size = engine.size(of: content, proposal)
        engine.place(
            content,
            at: CGPoint(x: frame.minX + x - size.width / 2, y: frame.minY + y - size.height / 2),
            proposal: proposal, region: engine.currentRegion)
    }

    var sizeDependsOnContent: Bool { false }
    var layoutRule: String { "G3 position" }

    @MainActor func dimensions(
        for size: CGSize, proposal: ProposedViewSize, content: _ViewNode, _ engine: LayoutEngine
    ) -> ViewDimensions {
        let contentSize = engine.size(of: content, proposal)
        return ViewDimensions(
            size: size, content: engine.dimensions(of: content, proposal),
            at: CGPoint(x: x - contentSize.width / 2, y: y - contentSize.height / 2))
    }
}
