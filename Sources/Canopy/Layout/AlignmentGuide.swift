/// `alignmentGuide(_:computeValue:)` (G36): the modified view's own value for one guide,
/// computed from its dimensions; the container lining views up on that guide uses it instead
/// of the guide's default.
nonisolated struct _AlignmentGuideModifier: ViewModifier, PrimitiveModifier, LayoutModifier {
    typealias Body = Never
    let guide: ViewDimensions.Guide
    let name: String
    let computeValue: (ViewDimensions) -> CGFloat

    @MainActor func renderAttributes(into attributes: inout [String], node: ModifierNode) {
        attributes.append(".alignmentGuide(\(name))")
    }

    static var setsGuides: Bool { true }

    @MainActor func dimensions(
        for size: CGSize, proposal: ProposedViewSize, content: _ViewNode, _ engine: LayoutEngine
    ) -> ViewDimensions {
        var dimensions = engine.dimensions(of: content, proposal)
        let value = computeValue(dimensions)
        dimensions.explicitGuides.append(ViewDimensions.ExplicitGuide(guide: guide, value: value))
        return dimensions
    }

    var layoutRule: String { "G36 alignmentGuide" }
}

extension View {
    /// Sets this view's own value for the horizontal guide `g`, computed from its dimensions
    /// (G36). The value flows **up** one level, to the container that lines views up on `g`.
    ///
    ///     Text("Total").alignmentGuide(.leading) { d in d[.trailing] }
    public func alignmentGuide(
        _ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
    ) -> some View {
        modifier(
            _AlignmentGuideModifier(
                guide: .horizontal(g), name: g.description, computeValue: computeValue))
    }

    /// Sets this view's own value for the vertical guide `g`, computed from its dimensions
    /// (G36).
    public func alignmentGuide(
        _ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
    ) -> some View {
        modifier(
            _AlignmentGuideModifier(
                guide: .vertical(g), name: g.description, computeValue: computeValue))
    }
}
