/// How `frame(width:height:alignment:)` and
/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)` size the
/// view they wrap (G12, G13) and place it inside.

extension FrameAttribute {
    static var laysOut: Bool { true }

    /// G12: a fixed dimension is the frame's; a `nil` one is the content's for the proposal.
    @MainActor func sizeThatFits(
        _ proposal: ProposedViewSize, content: _ViewNode, _ engine: LayoutEngine
    ) -> CGSize {
        if let width, let height { return CGSize(width: width, height: height) }
        let size = engine.size(of: content, contentProposal(proposal))
        return CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    @MainActor func placeContent(
        _ content: _ViewNode, in frame: CGRect, proposal: ProposedViewSize,
        _ engine: LayoutEngine
    ) {
        placeAligned(
            [content], in: frame, proposal: contentProposal(proposal), alignment: alignment,
            engine)
    }

    /// The content is proposed the fixed dimensions, and the frame's own proposal otherwise.
    private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }

    @MainActor func dimensions(
        for size: CGSize, proposal: ProposedViewSize, content: _ViewNode, _ engine: LayoutEngine
    ) -> ViewDimensions {
        alignedDimensions(
            size: size, content: content, proposal: contentProposal(proposal),
            alignment: alignment, engine)
    }

    var sizeDependsOnContent: Bool { width == nil || height == nil }
    var layoutRule: String { "G12 fixed frame" }
}

extension FlexFrameAttribute {
    static var laysOut: Bool { true }

    /// G13: the content is proposed the frame's proposal with ideal lengths replacing `nil`
    /// and clamped to the bounds; the frame then takes the proposal clamped to its bounds
    /// where the content would leave it outside them (Canopy's reading, D21: a flexible
    /// frame is never smaller than its minimum nor larger than its maximum).
    @MainActor func sizeThatFits(
        _ proposal: ProposedViewSize, content: _ViewNode, _ engine: LayoutEngine
    ) -> CGSize {
        let size = engine.size(of: content, contentProposal(proposal))
        return CGSize(
            width: Self.resolve(proposal.width, size.width, minWidth, maxWidth),
            height: Self.resolve(proposal.height, size.height, minHeight, maxHeight))
    }

    @MainActor func placeContent(
        _ content: _ViewNode, in frame: CGRect, proposal: ProposedViewSize,
        _ engine: LayoutEngine
    ) {
        placeAligned(
            [content], in: frame, proposal: contentProposal(proposal), alignment: alignment,
            engine)
    }

    @MainActor func dimensions(
        for size: CGSize, proposal: ProposedViewSize, content: _ViewNode, _ engine: LayoutEngine
    ) -> ViewDimensions {
        alignedDimensions(
            size: size, content: content, proposal: contentProposal(proposal),
            alignment: alignment, engine)
    }

    private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        func length(_ proposed: CGFloat?, _ ideal: CGFloat?, _ low: CGFloat?, _ high: CGFloat?)
            -> CGFloat?
        {
            guard var length = proposed ?? ideal else { return nil }
            if let high { length = min(length, high) }
            if let low { length = max(length, low) }
            return length
        }
        return ProposedViewSize(
            width: length(proposal.width, idealWidth, minWidth, maxWidth),
            height: length(proposal.height, idealHeight, minHeight, maxHeight))
    }

    /// One dimension of the frame: the content's without bounds; otherwise the content's
    /// length moved toward the proposal and clamped to the bounds.
    private static func resolve(
        _ proposed: CGFloat?, _ content: CGFloat, _ low: CGFloat?, _ high: CGFloat?
    ) -> CGFloat {
        guard low != nil || high != nil else { return content }
        let proposed = proposed ?? content
        var result = content
        if let low { result = max(low, min(result, proposed)) }
        if let high { result = min(high, max(result, proposed)) }
        return result
    }

    var layoutRule: String { "G13 flexible frame" }
}

extension PaddingAttribute {
    static var laysOut: Bool { true }

    /// The insets on each edge: `length` (16 by default, D14) on the padded edges.
    var insets: EdgeInsets {
        if let explicitInsets { return explicitInsets }
        let amount = length ?? 16
        let padded = edges ?? .all
        return EdgeInsets(
            top: padded.contains(.top) ? amount : 0,
            leading: padded.contains(.leading) ? amount : 0,
            bottom: padded.contains(.bottom) ? amount : 0,
            trailing: padded.contains(.trailing) ? amount : 0)
    }

    /// G15: the content is proposed the proposal less the insets (`nil` stays `nil`); the
    /// padded view is the content's size plus the insets.
    @MainActor func sizeThatFits(
        _ proposal: ProposedViewSize, content: _ViewNode, _ engine: LayoutEngine
    ) -> CGSize {
        let insets = insets
        let size = engine.size(of: content, insets.inset(proposal))
        return CGSize(
            width: size.width + insets.leading + insets.trailing,
            height: size.height + insets.top + insets.bottom)
    }

    @MainActor func placeContent(
        _ content: _ViewNode, in frame: CGRect, proposal: ProposedViewSize,
        _ engine: LayoutEngine
    ) {
        let insets = insets
        let inner = insets.inset(proposal)
        engine.place(
            content, at: CGPoint(x: frame.minX + insets.leading, y: frame.minY + insets.top),
            proposal: inner, region: engine.currentRegion)
    }

    var layoutRule: String { "G15 padding" }

    /// The content's baselines and guides, moved by the leading and top insets (G36).
    @MainActor func dimensions(
        for size: CGSize, proposal: ProposedViewSize, content: _ViewNode, _ engine: LayoutEngine
    ) -> ViewDimensions {
        let insets = insets
        return ViewDimensions(
            size: size, content: engine.dimensions(of: content, insets.inset(proposal)),
            at: CGPoint(x: insets.leading, y: insets.top))
    }
}

extension EdgeInsets {
    /// `proposal` less these insets, never below zero; `nil` dimensions stay `nil`.
    func inset(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: proposal.width.map { max(0, $0 - leading - trailing) },
            height: proposal.height.map { max(0, $0 - top - bottom) })
    }
}
