/// A node whose first child is its content and whose other children are chrome outside it: a
/// toolbar's items, a row's swipe actions, a search field. The content takes the whole space;
/// the others are drawn by whoever shows them (a bar, a swipe), so they keep no frame.
@MainActor
protocol ContentOnlyLayout: LayoutFacet {}

extension ContentOnlyLayout {
    func sizeThatFits(_ proposal: ProposedViewSize, _ engine: LayoutEngine) -> CGSize {
        engine.size(of: children[0], proposal)
    }

    func placeChildren(in frame: CGRect, proposal: ProposedViewSize, _ engine: LayoutEngine) {
        engine.place(children[0], in: frame, proposal: proposal, region: engine.currentRegion)
        for chrome in children.dropFirst() { engine.forget(chrome) }
    }

    func sizeDepends(on child: _ViewNode) -> Bool { child === children.first }
    var passesTraitsThrough: Bool { true }
}
