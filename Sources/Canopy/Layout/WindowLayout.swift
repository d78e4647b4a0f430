/// Where windows, presentations, overlays and insets put their content (G1, G16, G32, G33, D15).

extension Platform {
    /// The safe-area insets of a window of `size` (D15): the status bar and home indicator on
    /// iOS (on the sides in landscape), the status bar and home indicator on iPadOS, none in a
    /// macOS window's content area.
    public func safeAreaInsets(for size: WindowSize) -> EdgeInsets {
        switch self {
        case .macOS:
            return EdgeInsets()
        case .iPadOS:
            return EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0)
        case .iOS:
            if size.width > size.height {
                return EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59)
            }
            return EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
        }
    }
}

extension CGRect {
    /// A rectangle of `size` centred in this one (G1: a window's content, a bar's).
    func centring(_ size: CGSize) -> CGRect {
        CGRect(
            origin: CGPoint(
                x: minX + (width - size.width) / 2, y: minY + (height - size.height) / 2),
            size: size)
    }

    /// The rectangle less `insets`.
    func inset(by insets: EdgeInsets) -> CGRect {
        CGRect(
            x: minX + insets.leading, y: minY + insets.top,
            width: max(0, width - insets.leading - insets.trailing),
            height: max(0, height - insets.top - insets.bottom))
    }
}

extension WindowRootNode: LayoutFacet {
    /// A window is its configured size, whatever it is proposed.
    func sizeThatFits(_ proposal: ProposedViewSize, _ engine: LayoutEngine) -> CGSize {
        view.window.configuration.size.cgSize
    }

    /// G1: the content is proposed the window less its safe area and centred there.
    func placeChildren(in frame: CGRect, proposal: ProposedViewSize, _ engine: LayoutEngine) {
        let configuration = view.window.configuration
        let safe = frame.inset(by: configuration.platform.safeAreaInsets(for: configuration.size))
        let region = SafeAreaRegion(bounds: frame, safe: safe)
        engine.windowRegion = region
        guard let content = children.first else { return }
        let contentProposal = ProposedViewSize(safe.size)
        engine.place(
            content, in: safe.centring(engine.size(of: content, contentProposal)),
            proposal: contentProposal, region: region)
    }

    var layoutRule: String { "G1 window (D15)" }
    /// A window's scheme, locale or phase changing does not move anything; its size or
    /// platform changing is seen by the size it reports.
    var evaluationChangesLayout: Bool {
        guard let record = layoutRecord, record.isPlaced else { return true }
        let configuration = view.window.configuration
        let safe = CGRect(origin: .zero, size: configuration.size.cgSize).inset(
            by: configuration.platform.safeAreaInsets(for: configuration.size))
        return record.frame.size != configuration.size.cgSize
            || graph.layout.windowRegion.safe != safe
    }
}

/// A view drawn behind or in front of the content it decorates (G16, G27): its first child is
/// the content, which decides the size; its second is proposed that size and aligned on it.
@MainActor
protocol ContentDecorating: LayoutFacet {
    var decorationAlignment: Alignment { get }
}

extension ContentDecorating {
    func sizeThatFits(_ proposal: ProposedViewSize, _ engine: LayoutEngine) -> CGSize {
        guard let content = children.first else { return .zero }
        return engine.size(of: content, proposal)
    }

    func placeChildren(in frame: CGRect, proposal: ProposedViewSize, _ engine: LayoutEngine) {
        guard let content = children.first else { return }
        engine.place(content, in: frame, proposal: proposal, region: engine.currentRegion)
        guard children.count > 1 else { return }
        engine.inStack(nil) {
            placeAligned(
                [children[1]], in: frame, proposal: ProposedViewSize(frame.size),
                alignment: decorationAlignment, engine)
        }
    }

    func sizeDepends(on child: _ViewNode) -> Bool { child === children.first }
    var passesTraitsThrough: Bool { true }
}

extension DecorationNode: ContentDecorating {
    var decorationAlignment: Alignment { view.modifier.alignment }
    var layoutRule: String { "G16 \(view.modifier.label)" }
}

extension PreferenceDecorationNode: ContentDecorating {
    var decorationAlignment: Alignment { view.alignment }
    var layoutRule: String { "G27 \(view.label)PreferenceValue" }
}

extension SheetNode: LayoutFacet {
    func sizeThatFits(_ proposal: ProposedViewSize, _ engine: LayoutEngine) -> CGSize {
        guard let content = children.first else { return .zero }
        return engine.size(of: content, proposal)
    }

    /// The presenting content where it is; a presented sheet laid out over the whole window,
    /// as a window's content is (a sheet's own detents and margins are not modelled).
    func placeChildren(in frame: CGRect, proposal: ProposedViewSize, _ engine: LayoutEngine) {
        guard let content = children.first else { return }
        engine.place(content, in: frame, proposal: proposal, region: engine.currentRegion)
        guard children.count > 1 else { return }
        let window = engine.windowRegion
        let sheetProposal = ProposedViewSize(window.safe.size)
        engine.place(
            children[1], in: window.safe.centring(engine.size(of: children[1], sheetProposal)),
            proposal: sheetProposal, region: window)
    }

    func sizeDepends(on child: _ViewNode) -> Bool { child === children.first }
    var passesTraitsThrough: Bool { true }
    var layoutRule: String { "G3 presenting view" }
}

extension SafeAreaInsetNode: LayoutFacet {
    /// The inset's size for the content's width.
    private func insetSize(width: CGFloat?, _ engine: LayoutEngine) -> CGSize {
        guard children.count > 1 else { return .zero }
        return engine.size(of: children[1], ProposedViewSize(width: width, height: nil))
    }

    /// G33: the content is proposed what the inset leaves, and the inset sits at the edge.
    func sizeThatFits(_ proposal: ProposedViewSize, _ engine: LayoutEngine) -> CGSize {
        guard let content = children.first else { return .zero }
        let inset = insetSize(width: proposal.width, engine)
        let reserved = inset.height + insetSpacing
        let size = engine.size(
            of: content,
            ProposedViewSize(
                width: proposal.width, height: proposal.height.map { max(0, $0 - reserved) }))
        return CGSize(width: max(size.width, inset.width), height: size.height + reserved)
    }

    func placeChildren(in frame: CGRect, proposal: ProposedViewSize, _ engine: LayoutEngine) {
        guard let content = children.first else { return }
        let inset = insetSize(width: frame.width, engine)
        let reserved = inset.height + insetSpacing
        let contentProposal = ProposedViewSize(
            width: proposal.width, height: proposal.height.map { max(0, $0 - reserved) })
        let contentSize = engine.size(of: content, contentProposal)
        let contentY = insetsAtTop ? frame.minY + reserved : frame.minY
        let insetY = insetsAtTop ? frame.minY : frame.maxY - inset.height
        let region = engine.currentRegion.insetting(
            insetsAtTop ? .top : .bottom, to: insetsAtTop ? contentY : frame.maxY - reserved,
            in: frame)
        engine.place(
            content,
            in: CGRect(origin: CGPoint(x: frame.minX, y: contentY), size: contentSize),
            proposal: contentProposal, region: region)
        if children.count > 1 {
            engine.place(
                children[1],
                in: CGRect(
                    origin: CGPoint(
                        x: frame.minX + ViewDimensions(size: frame.size)[insetAlignment]
                            - ViewDimensions(size: inset)[insetAlignment],
                        y: insetY),
                    size: inset),
                proposal: ProposedViewSize(width: frame.width, height: nil),
                region: engine.currentRegion)
        }
    }

    var passesTraitsThrough: Bool { true }
    var layoutRule: String { "G33 safeAreaInset" }
}
