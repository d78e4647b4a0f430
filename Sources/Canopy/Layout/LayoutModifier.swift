/// The layout role of a built-in modifier: it sizes and places its content (a frame, padding,
/// an offset) or writes what the container around it reads (G9). Adopting it makes the
/// modifier's node a ``LayoutFacet`` (a conditional conformance below); a modifier that does
/// not is layout-neutral, its content's size and frame its own (G3).
@MainActor
protocol LayoutModifier: PrimitiveModifier {
    /// Whether the modifier takes part in layout (checked once per type): a generic modifier
    /// may for some type arguments only.
    static var laysOut: Bool { get }
    /// The size the modified view chooses for `proposal`, its content measured through
    /// `engine` (``LayoutFacet/sizeThatFits(_:_:)``).
    @MainActor func sizeThatFits(
        _ proposal: ProposedViewSize, content: _ViewNode, _ engine: LayoutEngine
    ) -> CGSize
    /// Places the content, the modified view having been given `frame` for `proposal`.
    @MainActor func placeContent(
        _ content: _ViewNode, in frame: CGRect, proposal: ProposedViewSize,
        _ engine: LayoutEngine)
    /// Writes what the container around the modified view reads from it (G9).
    func writeTraits(_ traits: inout LayoutTraits)
    /// Whether the modified view's size depends on its content's (`false` for a frame fixed
    /// in both dimensions).
    var sizeDependsOnContent: Bool { get }
    /// Whether the modifier sets a guide of its own (`alignmentGuide`).
    static var setsGuides: Bool { get }
    /// The modified view's guides at `size` (a padded text's baselines, moved by the padding).
    @MainActor func dimensions(
        for size: CGSize, proposal: ProposedViewSize, content: _ViewNode, _ engine: LayoutEngine
    ) -> ViewDimensions
    /// The rule `explain` names for the size: `G15 padding`.
    var layoutRule: String { get }
}

extension LayoutModifier {
    static var laysOut: Bool { true }
    @MainActor func sizeThatFits(
        _ proposal: ProposedViewSize, content: _ViewNode, _ engine: LayoutEngine
    ) -> CGSize {
        engine.size(of: content, proposal)
    }
    @MainActor func placeContent(
        _ content: _ViewNode, in frame: CGRect, proposal: ProposedViewSize,
        _ engine: LayoutEngine
    ) {
        engine.place(content, in: frame, proposal: proposal, region: engine.currentRegion)
    }
    func writeTraits(_ traits: inout LayoutTraits) {}
    var sizeDependsOnContent: Bool { true }
    var layoutRule: String { "G3 modifier" }
    static var setsGuides: Bool { false }
    /// The content's guides, where it is: at the modified view's origin, proposed the same.
    @MainActor func dimensions(
        for size: CGSize, proposal: ProposedViewSize, content: _ViewNode, _ engine: LayoutEngine
    ) -> ViewDimensions {
        ViewDimensions(size: size, content: engine.dimensions(of: content, proposal), at: .zero)
    }
}

extension PrimitiveModifierNode: LayoutFacet where Modifier: LayoutModifier {
    var takesPartInLayout: Bool { Modifier.laysOut }

    func sizeThatFits(_ proposal: ProposedViewSize, _ engine: LayoutEngine) -> CGSize {
        guard let content = contentNode else { return .zero }
        return currentModifier.sizeThatFits(proposal, content: content, engine)
    }

    func placeChildren(in frame: CGRect, proposal: ProposedViewSize, _ engine: LayoutEngine) {
        guard let content = contentNode else { return }
        currentModifier.placeContent(content, in: frame, proposal: proposal, engine)
    }

    func dimensions(for size: CGSize, proposal: ProposedViewSize, _ engine: LayoutEngine)
        -> ViewDimensions
    {
        guard let content = contentNode else { return ViewDimensions(size: size) }
        return currentModifier.dimensions(
            for: size, proposal: proposal, content: content, engine)
    }

    func sizeDepends(on child: _ViewNode) -> Bool { currentModifier.sizeDependsOnContent }
    var passesTraitsThrough: Bool { true }
    var setsOwnGuides: Bool { Modifier.setsGuides }
    var guideContent: _ViewNode? { contentNode }
    func writeTraits(_ traits: inout LayoutTraits) { currentModifier.writeTraits(&traits) }
    var layoutRule: String { currentModifier.layoutRule }
}
