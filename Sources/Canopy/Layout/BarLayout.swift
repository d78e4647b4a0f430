/// Containers whose bars inset their content (D15): a navigation stack's bar at the top, a tab
/// view's bar at the bottom on iOS and at the top on iPadOS; on macOS both are window chrome
/// outside the content area. Only the shown child (the top level, the selected tab) is laid
/// out; the hidden ones have no frame.
@MainActor
protocol BarredContainer: LayoutFacet {
    /// The bars' heights at the top and bottom of the content on `platform`.
    func bars(on platform: Platform) -> (top: CGFloat, bottom: CGFloat)
}

extension BarredContainer {
    /// The proposal, the content's ideal size plus the bars where it is unspecified.
    func sizeThatFits(_ proposal: ProposedViewSize, _ engine: LayoutEngine) -> CGSize {
        let bars = bars(on: graph.platform)
        let height = bars.top + bars.bottom
        guard proposal.width == nil || proposal.height == nil else {
            return CGSize(width: proposal.width!, height: proposal.height!)
        }
        let content =
            visibleChildren.first.map {
                engine.size(
                    of: $0,
                    ProposedViewSize(
                        width: proposal.width, height: proposal.height.map { max(0, $0 - height) }))
            } ?? .zero
        return CGSize(
            width: proposal.width ?? content.width,
            height: proposal.height ?? content.height + height)
    }

    /// The shown child is proposed the frame less the bars and centred there; the bars' area
    /// becomes unsafe for it (a view that ignores the safe area extends under a bar).
    func placeChildren(in frame: CGRect, proposal: ProposedViewSize, _ engine: LayoutEngine) {
        let bars = bars(on: graph.platform)
        let inner = frame.inset(
            by: EdgeInsets(top: bars.top, leading: 0, bottom: bars.bottom, trailing: 0))
        var region = engine.currentRegion
        region.safe = region.safe.intersection(inner)
        let shown = visibleChildren.first
        // The subviews, not the children: a tab view's tabs may sit in a group or a tuple.
        for item in engine.subviews(of: self) where item.node !== shown {
            engine.forget(item.node)
        }
        guard let shown else { return }
        // The content chooses its size and is centred in what the bars leave, as a window's
        // content is (G1).
        let proposal = ProposedViewSize(inner.size)
        engine.place(
            shown, in: inner.centring(engine.size(of: shown, proposal)), proposal: proposal,
            region: region)
    }
}

extension NavigationContainerNode: BarredContainer {
    /// D15: 44 points on iOS, 96 with a large title; 50 on iPadOS; none while the top level
    /// hides the navigation bar (C6). At the bottom, the bottom toolbar while the top level
    /// has items for it (D98).
    func bars(on platform: Platform) -> (top: CGFloat, bottom: CGFloat) {
        let bottom = bottomToolbarHeight(on: platform)
        if platform != .macOS, hidesNavigationBar { return (0, bottom) }
        switch platform {
        case .iOS: return (laysOutLargeTitle() ? 96 : 44, bottom)
        case .iPadOS: return (50, bottom)
        case .macOS: return (0, 0)
        }
    }

    /// Whether the top level's title is large: it has one, and the display mode it resolves
    /// to is `.large`. A level's `.automatic` (or no mode) takes the mode of the level below
    /// it, and the root's is large, as on iOS.
    var showsLargeTitle: Bool {
        var mode = NavigationTitleDisplay.large
        var title: String?
        for level in children {
            let info = level.preferenceOutputs[titleKey] as? NavigationTitleInfo
            if let explicit = info?.displayMode, explicit != .automatic { mode = explicit }
            title = info?.title
        }
        return mode == .large && !(title ?? "").isEmpty
    }

    var layoutRule: String {
        showsBottomToolbar && graph.platform != .macOS
            ? "D15 navigation bar, D98 bottom toolbar" : "D15 navigation bar"
    }
}

extension TabViewNode: BarredContainer {
    /// D15: 49 points at the bottom on iOS, 50 at the top on iPadOS; none while the selected
    /// tab hides the tab bar (C6).
    func bars(on platform: Platform) -> (top: CGFloat, bottom: CGFloat) {
        if hidesTabBar { return (0, 0) }
        switch platform {
        case .iOS: return (0, 49)
        case .iPadOS: return (50, 0)
        case .macOS: return (0, 0)
        }
    }

    var layoutRule: String { "D15 tab bar" }
}

extension LayoutEngine {
    /// `node`'s subtree is no longer shown: its views keep no frame, those held while they
    /// leave (D34) included: one brought back later must not come back with the frame it had.
    func forget(_ node: _ViewNode) {
        // Already forgotten (or never shown): nothing below keeps a frame.
        if let unit = unit(of: node), unit.layoutRecord?.isPlaced != true { return }
        var pending: [_ViewNode] = [node]
        while let current = pending.popLast() {
            guard current.isLaidOut else { continue }
            current.layoutRecord?.isPlaced = false
            current.needsLayout = true
            pending.append(children: current.mountedChildren)
        }
    }
}
