/// Modifiers that change how a view is sized or where it is drawn, without a frame of their
/// own: `fixedSize` (G14), `offset` (G17), `layoutPriority` (G9), `aspectRatio` (G18),
/// `ignoresSafeArea` (G32).

/// `.fixedSize()`, `.fixedSize(horizontal: true, vertical: false)`.
struct FixedSizeAttribute: AttributeValue {
    let horizontal: Bool
    let vertical: Bool

    var attributeText: String {
        horizontal && vertical
            ? ".fixedSize" : ".fixedSize(horizontal: \(horizontal), vertical: \(vertical))"
    }

    static var laysOut: Bool { true }

    /// G14: the content is proposed `nil` on the fixed axes and keeps its ideal size there.
    private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    @MainActor func sizeThatFits(
        _ proposal: ProposedViewSize, content: _ViewNode, _ engine: LayoutEngine
    ) -> CGSize {
        engine.size(of: content, contentProposal(proposal))
    }

    @MainActor func placeContent(
        _ content: _ViewNode, in frame: CGRect, proposal: ProposedViewSize,
        _ engine: LayoutEngine
    ) {
        placeAligned(
            [content], in: frame, proposal: contentProposal(proposal), alignment: .center, engine)
    }

    @MainActor func dimensions(
        for size: CGSize, proposal: ProposedViewSize, content: _ViewNode, _ engine: LayoutEngine
    ) -> ViewDimensions {
        alignedDimensions(
            size: size, content: content, proposal: contentProposal(proposal),
            alignment: .center, engine)
    }

    var layoutRule: String { "G14 fixedSize" }
}

/// `.offset(x: 10, y: 20)`: moves the drawing, and the geometry read inside, not the layout.
struct OffsetAttribute: AttributeValue {
    var x: CGFloat
    var y: CGFloat

    var attributeText: String {
        ".offset(x: \(x.attributeArgument), y: \(y.attributeArgument))"
    }

    static var laysOut: Bool { true }

    /// G17: the content keeps its size and is drawn moved; the offset view's own frame, which
    /// its parent and siblings see, does not move.
    @MainActor func placeContent(
        _ content: _ViewNode, in frame: CGRect, proposal: ProposedViewSize,
        _ engine: LayoutEngine
    ) {
        // Drawn where an animation has it now (T7): the presentation, not the model value.
        let shown = content.parent.map { presented(at: $0) } ?? self
        engine.place(
            content, in: frame.offsetBy(dx: shown.x, dy: shown.y), proposal: proposal,
            region: engine.currentRegion)
    }

    var layoutRule: String { "G17 offset" }
}

/// `.layoutPriority(1)`: a trait the container laying the view out reads.
struct LayoutPriorityAttribute: AttributeValue {
    let priority: Double

    var attributeText: String { ".layoutPriority(\(priority.attributeArgument))" }
    static var laysOut: Bool { true }
    func writeTraits(_ traits: inout LayoutTraits) { traits.priority = priority }
    var layoutRule: String { "G9 layoutPriority" }
}

extension AspectRatioAttribute {
    static var laysOut: Bool { true }

    /// G18: a concrete proposal becomes the largest size of the ratio inside it (`.fit`) or the
    /// smallest around it (`.fill`); without a ratio, the content's ideal size gives it. An
    /// unspecified proposal passes through.
    @MainActor private func contentProposal(
        _ proposal: ProposedViewSize, content: _ViewNode, _ engine: LayoutEngine
    ) -> ProposedViewSize {
        let ratio: CGFloat
        if let given = self.ratio {
            ratio = given
        } else {
            let ideal = engine.size(of: content, .unspecified)
            guard ideal.height > 0 else { return proposal }
            ratio = ideal.width / ideal.height
        }
        guard ratio > 0, ratio.isFinite else { return proposal }
        switch (proposal.width, proposal.height) {
        case (nil, nil): return proposal
        case (let width?, nil):
            return width.isFinite ? ProposedViewSize(width: width, height: width / ratio) : proposal
        case (nil, let height?):
            return height.isFinite
                ? ProposedViewSize(width: height * ratio, height: height) : proposal
        case (let width?, let height?):
            if !width.isFinite && !height.isFinite { return proposal }
            let byWidth = CGSize(width: width, height: width / ratio)
            let byHeight = CGSize(width: height * ratio, height: height)
            let fitsByWidth = byWidth.height <= height
            let chosen: CGSize
            switch contentMode {
            case .fit: chosen = fitsByWidth ? byWidth : byHeight
            case .fill: chosen = fitsByWidth ? byHeight : byWidth
            }
            guard chosen.width.isFinite, chosen.height.isFinite else { return proposal }
            return ProposedViewSize(chosen)
        }
    }

    @MainActor func sizeThatFits(
        _ proposal: ProposedViewSize, content: _ViewNode, _ engine: LayoutEngine
    ) -> CGSize {
        engine.size(of: content, contentProposal(proposal, content: content, engine))
    }

    @MainActor func placeContent(
        _ content: _ViewNode, in frame: CGRect, proposal: ProposedViewSize,
        _ engine: LayoutEngine
    ) {
        placeAligned(
            [content], in: frame, proposal: contentProposal(proposal, content: content, engine),
            alignment: .center, engine)
    }

    @MainActor func dimensions(
        for size: CGSize, proposal: ProposedViewSize, content: _ViewNode, _ engine: LayoutEngine
    ) -> ViewDimensions {
        alignedDimensions(
            size: size, content: content,
            proposal: contentProposal(proposal, content: content, engine), alignment: .center,
            engine)
    }

    var layoutRule: String { "G18 aspectRatio" }
}

extension SafeAreaAttribute {
    static var laysOut: Bool { true }

    /// G32: where the view's frame reaches the edge of the safe area on an ignored edge, it
    /// is extended to the edge of the region behind it (the window, or a bar's container),
    /// and the content is proposed and placed in the extended frame, with no safe area left
    /// on those edges.
    @MainActor func placeContent(
        _ content: _ViewNode, in frame: CGRect, proposal: ProposedViewSize,
        _ engine: LayoutEngine
    ) {
        guard regions.contains(.container) else {
            engine.place(content, in: frame, proposal: proposal, region: engine.currentRegion)
            return
        }
        let region = engine.currentRegion
        let epsilon: CGFloat = 0.001
        var minX = frame.minX
        var minY = frame.minY
        var maxX = frame.maxX
        var maxY = frame.maxY
        var safe = region.safe
        if edges.contains(.top), frame.minY <= region.safe.minY + epsilon {
            minY = min(minY, region.bounds.minY)
            safe = CGRect(
                x: safe.minX, y: region.bounds.minY, width: safe.width,
                height: safe.maxY - region.bounds.minY)
        }
        if edges.contains(.bottom), frame.maxY >= region.safe.maxY - epsilon {
            maxY = max(maxY, region.bounds.maxY)
            safe.size.height = region.bounds.maxY - safe.minY
        }
        if edges.contains(.leading), frame.minX <= region.safe.minX + epsilon {
            minX = min(minX, region.bounds.minX)
            safe = CGRect(
                x: region.bounds.minX, y: safe.minY,
                width: safe.maxX - region.bounds.minX, height: safe.height)
        }
        if edges.contains(.trailing), frame.maxX >= region.safe.maxX - epsilon {
            maxX = max(maxX, region.bounds.maxX)
            safe.size.width = region.bounds.maxX - safe.minX
        }
        let extended = CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        let newProposal = ProposedViewSize(
            width: extended.width == frame.width ? proposal.width : extended.width,
            height: extended.height == frame.height ? proposal.height : extended.height)
        var size = engine.size(of: content, newProposal)
        // The content keeps its place on the edges it did not extend to.
        var origin = CGPoint(
            x: extended.width == frame.width ? frame.minX : extended.minX,
            y: extended.height == frame.height ? frame.minY : extended.minY)
        if let alignment {
            // Aligned in the extended frame, as a frame aligns its content (G36).
            let measured = engine.dimensions(
                of: content, newProposal, guides: alignment.readsGuides)
            let container = ViewDimensions(size: extended.size)
            size = measured.size
            origin = CGPoint(
                x: extended.minX + container[alignment.horizontal]
                    - measured[alignment.horizontal],
                y: extended.minY + container[alignment.vertical] - measured[alignment.vertical])
        }
        engine.place(
            content, in: CGRect(origin: origin, size: size), proposal: newProposal,
            region: SafeAreaRegion(bounds: region.bounds, safe: safe))
    }

    var layoutRule: String { "G32 ignoresSafeArea" }
}

extension View {
    /// Fixes the view at its ideal size in both dimensions (G14): its parent's proposal no
    /// longer wraps or shrinks it.
    public func fixedSize() -> some View {
        attribute(FixedSizeAttribute(horizontal: true, vertical: true))
    }

    /// Fixes the view at its ideal size in the chosen dimensions (G14).
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        attribute(FixedSizeAttribute(horizontal: horizontal, vertical: vertical))
    }

    /// Draws the view moved by `x` and `y` points, without moving its place in the layout
    /// (G17).
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        attribute(OffsetAttribute(x: x, y: y))
    }

    /// Draws the view moved by `offset`, without moving its place in the layout (G17).
    public func offset(_ offset: CGSize) -> some View {
        attribute(OffsetAttribute(x: offset.width, y: offset.height))
    }

    /// Sets the priority by which the stack around the view hands it space (G9): higher
    /// priorities shrink later and grow sooner. 0 by default.
    public func layoutPriority(_ value: Double) -> some View {
        attribute(LayoutPriorityAttribute(priority: value))
    }
}

/// `.safeAreaPadding(.horizontal, 20)`: padding that is safe area, not space (G33): the content
/// is laid out inset as by `padding`, and a view inside that ignores the safe area extends
/// back over it.
struct SafeAreaPaddingAttribute: AttributeValue {
    let padding: PaddingAttribute

    var attributeText: String {
        ".safeAreaPadding" + padding.attributeText.dropFirst(".padding".count)
    }
    static var laysOut: Bool { true }

    @MainActor func sizeThatFits(
        _ proposal: ProposedViewSize, content: _ViewNode, _ engine: LayoutEngine
    ) -> CGSize {
        padding.sizeThatFits(proposal, content: content, engine)
    }

    @MainActor func placeContent(
        _ content: _ViewNode, in frame: CGRect, proposal: ProposedViewSize,
        _ engine: LayoutEngine
    ) {
        let insets = padding.insets
        var region = engine.currentRegion
        region.safe = region.safe.intersection(frame.inset(by: insets))
        let inner = insets.inset(proposal)
        engine.place(
            content, at: CGPoint(x: frame.minX + insets.leading, y: frame.minY + insets.top),
            proposal: inner, region: region)
    }

    @MainActor func dimensions(
        for size: CGSize, proposal: ProposedViewSize, content: _ViewNode, _ engine: LayoutEngine
    ) -> ViewDimensions {
        padding.dimensions(for: size, proposal: proposal, content: content, engine)
    }

    var layoutRule: String { "G33 safeAreaPadding" }
}

extension View {
    /// Adds `length` points (16 by default, D14) to the safe area along `edges` (G33): the
    /// content is inset, and views that ignore the safe area extend over it.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        attribute(SafeAreaPaddingAttribute(padding: PaddingAttribute(edges: edges, length: length)))
    }

    /// Adds `length` points to the safe area on every edge (G33).
    public func safeAreaPadding(_ length: CGFloat) -> some View {
        attribute(SafeAreaPaddingAttribute(padding: PaddingAttribute(edges: nil, length: length)))
    }

    /// Adds each edge's length in `insets` to the safe area (G33).
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        attribute(
            SafeAreaPaddingAttribute(
                padding: PaddingAttribute(edges: nil, length: nil, explicitInsets: insets)))
    }
}
