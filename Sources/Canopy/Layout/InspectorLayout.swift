/// Where an inspector puts its content and itself (D25): as a trailing column, the two share
/// what the modified view is offered, the column at its width and the content the rest; as a
/// sheet, the content stays where it is and the inspector is laid out as a sheet is.
extension InspectorNode: LayoutFacet {
    /// The column's width for a frame `available` wide.
    private func columnWidth(within available: CGFloat?) -> CGFloat {
        let width =
            requestedWidth?.resolved ?? InspectorColumnWidth.standard(on: graph.platform)
        return available.map { min(width, max(0, $0)) } ?? width
    }

    func sizeThatFits(_ proposal: ProposedViewSize, _ engine: LayoutEngine) -> CGSize {
        guard let content = children.first else { return .zero }
        guard showsColumn else { return engine.size(of: content, proposal) }
        // A split of the window: the proposal where it is given, else the parts' ideal sizes.
        let column = columnWidth(within: proposal.width)
        let contentProposal = ProposedViewSize(
            width: proposal.width.map { max(0, $0 - column) }, height: proposal.height)
        let ideal = engine.size(of: content, contentProposal)
        let inspector = engine.size(
            of: children[1], ProposedViewSize(width: column, height: proposal.height))
        return CGSize(
            width: proposal.width ?? ideal.width + column,
            height: proposal.height ?? max(ideal.height, inspector.height))
    }

    func placeChildren(in frame: CGRect, proposal: ProposedViewSize, _ engine: LayoutEngine) {
        guard let content = children.first else { return }
        guard children.count > 1 else {
            engine.place(content, in: frame, proposal: proposal, region: engine.currentRegion)
            return
        }
        if isSheet {
            engine.place(content, in: frame, proposal: proposal, region: engine.currentRegion)
            let window = engine.windowRegion
            let sheetProposal = ProposedViewSize(window.safe.size)
            engine.place(
                children[1], in: window.safe.centring(engine.size(of: children[1], sheetProposal)),
                proposal: sheetProposal, region: window)
            return
        }
        // Each part is centred in its share, as a window centres its content (G1).
        let column = columnWidth(within: frame.width)
        let leading = CGRect(
            x: frame.minX, y: frame.minY, width: frame.width - column, height: frame.height)
        let trailing = CGRect(x: leading.maxX, y: frame.minY, width: column, height: frame.height)
        for (child, share) in [(content, leading), (children[1], trailing)] {
            let shareProposal = ProposedViewSize(share.size)
            engine.place(
                child, in: share.centring(engine.size(of: child, shareProposal)),
                proposal: shareProposal, region: engine.currentRegion)
        }
    }

    func sizeDepends(on child: _ViewNode) -> Bool { showsColumn || child === children.first }
    var passesTraitsThrough: Bool { true }
    var layoutRule: String { showsColumn ? "D25 inspector column" : "G3 presenting view" }
}
