/// The visibility a level's content asks of each bar (C6): collected **up** to the nearest
/// container that renders that bar.
struct ToolbarVisibilities: Equatable, Sendable {
    /// What was asked, per bar as written (`.automatic` names the platform's primary bar).
    private(set) var requests: [ToolbarPlacement: Visibility] = [:]
    /// Whether the level hides its back button (`navigationBarBackButtonHidden`), `nil` when
    /// nothing asked: it rides with the bars' requests to the container that draws the button.
    var backButtonHidden: Bool?
    /// Whether the level declares an item a bar shows for the bottom toolbar (iOS and
    /// iPadOS): it rides with the bars' requests because it too decides the bar's room
    /// (D98: the bottom toolbar shows while it has items and is not hidden).
    var hasBottomBarItems = false
    /// What was asked of each bar's look, per bar as written (D99).
    private(set) var looks: [ToolbarPlacement: ToolbarBarLook] = [:]

    /// Adds the requests of `other` for the bars this value leaves to the platform: a value
    /// other than `.automatic` that is already here wins (D51, first in tree order).
    mutating func fill(from other: ToolbarVisibilities) {
        backButtonHidden = backButtonHidden ?? other.backButtonHidden
        hasBottomBarItems = hasBottomBarItems || other.hasBottomBarItems
        for (bar, look) in other.looks { looks[bar, default: ToolbarBarLook()].fill(from: look) }
        for (bar, visibility) in other.requests
        where visibility != .automatic && (requests[bar] ?? .automatic) == .automatic {
            requests[bar] = visibility
        }
    }

    /// Asks `visibility` of each of `bars`, unless something earlier asked otherwise.
    mutating func ask(_ visibility: Visibility, of bars: [ToolbarPlacement]) {
        for bar in bars.isEmpty ? [.automatic] : bars
        where (requests[bar] ?? .automatic) == .automatic {
            requests[bar] = visibility
        }
    }

    /// Asks `look` of each of `bars` (`.automatic`, the platform's primary bar, when none are
    /// named, as SwiftUI's documentation says), for the parts nothing earlier asked.
    mutating func ask(_ look: ToolbarBarLook, of bars: [ToolbarPlacement]) {
        for bar in bars.isEmpty ? [.automatic] : bars {
            looks[bar, default: ToolbarBarLook()].fill(from: look)
        }
    }

    /// The visibility asked of `bar` on `platform`: its own request, or the platform's primary
    /// bar's when the request named `.automatic` (the navigation bar on iOS and iPadOS, the
    /// window toolbar on macOS).
    func visibility(of bar: ToolbarBar, on platform: Platform) -> Visibility {
        if let placement = bar.placement, let own = requests[placement], own != .automatic {
            return own
        }
        let primary: ToolbarBar = platform == .macOS ? .windowToolbar : .navigationBar
        if bar == primary, let asked = requests[.automatic] { return asked }
        return .automatic
    }

    /// The tab bar's request, which passes through navigation containers to the tab view
    /// (C6).
    var tabBarOnly: ToolbarVisibilities? {
        var tabBar = ToolbarVisibilities()
        if let tab = requests[.tabBar] { tabBar.requests[.tabBar] = tab }
        // The looks asked of the tab bar by name go on to it (D99).
        if let look = looks[.tabBar] { tabBar.looks[.tabBar] = look }
        return tabBar == ToolbarVisibilities() ? nil : tabBar
    }

    /// Whether the tab bar is hidden.
    var hidesTabBar: Bool { requests[.tabBar] == .hidden }

    /// Takes the tab bar's request away (the tab view consumed it).
    mutating func removeTabBar() {
        requests[.tabBar] = nil
        looks[.tabBar] = nil
    }
}

extension PreferenceValues {
    /// Puts `own`, a modifier's requests of the bars, before those of its content (the
    /// modifier is outer, first in tree order, D51), when the bars' visibilities are asked for.
    mutating func writeBarRequests(_ own: ToolbarVisibilities, requested: PreferenceKeySet) {
        let key = AnyPreferenceKey.of(ToolbarVisibilityKey.self)
        guard requested.contains(key) else { return }
        var combined = own
        if let content = self[key] as? ToolbarVisibilities { combined.fill(from: content) }
        self[key] = combined as ToolbarVisibilities?
    }
}

/// The bars' visibilities, read by navigation containers, tab views and windows from the
/// content they show.
struct ToolbarVisibilityKey: WindowPreferenceKey {
    static let defaultValue: ToolbarVisibilities? = nil
    static func reduce(value: inout ToolbarVisibilities?, nextValue: () -> ToolbarVisibilities?) {
        guard let next = nextValue() else { return }
        guard var current = value else {
            value = next
            return
        }
        current.fill(from: next)
        value = current
    }
}

/// Asks the bars named of the container that renders them to show or hide (C6). Nested on
/// one path, the outer modifier is first in tree order and wins for the bars it names.
nonisolated struct _ToolbarVisibilityModifier: ViewModifier, PrimitiveModifier, Equatable,
    PreferenceModifier
{
    /// Drawn by the runtime: a primitive view has no body.
    public typealias Body = Never
    let visibility: Visibility
    let bars: [ToolbarPlacement]
    /// The modifier as written: `toolbar` or `toolbarVisibility`.
    let spelling: String

    @MainActor static var writtenPreference: WrittenPreference? {
        .transforming(ToolbarVisibilityKey.self)
    }

    @MainActor func transformPreferences(
        _ values: inout PreferenceValues, requested: PreferenceKeySet, node: ModifierNode
    ) {
        var own = ToolbarVisibilities()
        own.ask(visibility, of: bars)
        values.writeBarRequests(own, requested: requested)
    }

    // On a Mac the window (or sheet) renders the bars: no navigation container notices a
    // request come, change or go, so the modifier says the window's items may have come into
    // or gone out of reach (the features that follow what is shown look again).
    @MainActor func didMount(_ node: ModifierNode) { windowReachMayChange(node) }
    @MainActor func didUpdate(from old: Self, _ node: ModifierNode) {
        if old != self { windowReachMayChange(node) }
    }
    @MainActor func willUnmount(_ node: ModifierNode) { windowReachMayChange(node) }

    @MainActor private func windowReachMayChange(_ node: ModifierNode) {
        guard let graph = node.graph, graph.platform == .macOS else { return }
        graph.root.toolbarReachMayHaveChanged()
    }

    @MainActor func renderAttributes(into attributes: inout [String], node: ModifierNode) {
        let named =
            bars.isEmpty ? "" : ", for: " + bars.map { "." + $0.name }.joined(separator: ", ")
        attributes.append(".\(spelling)(.\(visibility)\(named))")
    }
}

extension View {
    /// Shows or hides the bars named (all of the platform's primary bar when none are): the
    /// preference flows **up** to the nearest container that renders each bar — the navigation
    /// bar and bottom toolbar to the navigation container whose top level this view is in, the
    /// tab bar to the tab view whose selected tab it is in (C6). `.hidden` hides the bar with
    /// its items.
    ///
    ///     Gallery()
    ///         .toolbar(.hidden, for: .navigationBar)   // the bottom toolbar stays
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        modifier(
            _ToolbarVisibilityModifier(visibility: visibility, bars: bars, spelling: "toolbar"))
    }

    /// Shows or hides the bars named: iOS 18's name for ``toolbar(_:for:)``, with the same
    /// upward flow (C6).
    public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...)
        -> some View
    {
        modifier(
            _ToolbarVisibilityModifier(
                visibility: visibility, bars: bars, spelling: "toolbarVisibility"))
    }
}

extension NavigationContainerNode {
    var barVisibilityKey: AnyPreferenceKey { AnyPreferenceKey.of(ToolbarVisibilityKey.self) }

    /// The top level decides the navigation bar and the bottom toolbar (C6); on iOS and iPadOS
    /// only the tab bar's request goes on up, on macOS every request (the window's toolbar
    /// is the window's). A change re-lays the bar out and tells features the top level's
    /// items came into or out of reach.
    func combineBarVisibilities(into values: inout PreferenceValues) {
        let top = children.last?.preferenceOutputs[barVisibilityKey] as? ToolbarVisibilities
        if requestedPreferences.contains(barVisibilityKey) {
            values[barVisibilityKey] = graph.platform == .macOS ? top : top?.tabBarOnly
        }
        guard top != topLevelBars else { return }
        let old = topLevelBars
        topLevelBars = top
        // A look changes neither the bars' room nor what a person can reach.
        let reachChanged =
            old?.requests != top?.requests || old?.backButtonHidden != top?.backButtonHidden
        if reachChanged || old?.hasBottomBarItems != top?.hasBottomBarItems, isLaidOut {
            graph.layout.invalidate(self)
        }
        if reachChanged { barRequestsDidChange(below: children.last) }
    }

    /// Whether the top level hides the navigation bar (C6).
    var hidesNavigationBar: Bool {
        topLevelBars?.visibility(of: .navigationBar, on: graph.platform) == .hidden
    }

    /// Whether the bottom toolbar shows (D98): the top level declares an item for it and does
    /// not hide it (C6). With no items there is no bar, even asked `.visible` (UNCONFIRMED).
    var showsBottomToolbar: Bool {
        guard graph.platform != .macOS, let bars = topLevelBars else { return false }
        return bars.hasBottomBarItems
            && bars.visibility(of: .bottomBar, on: graph.platform) != .hidden
    }

    /// Whether the top level hides its back button (`navigationBarBackButtonHidden`): the bar
    /// draws none and the host cannot go back with it.
    var hidesBackButton: Bool { topLevelBars?.backButtonHidden == true }
}

extension _ViewNode {
    /// What this container passes up of the bars' visibilities changed (a push, a pop, a tab
    /// switch, a request): on iOS and iPadOS `level`'s items may come into or go out of reach;
    /// on a Mac, where the window (or sheet) renders every item, all of the window's may.
    func barRequestsDidChange(below level: _ViewNode?) {
        guard graph.platform == .macOS else {
            level?.toolbarReachMayHaveChanged()
            return
        }
        var cursor: _ViewNode? = self
        while let node = cursor, !(node is any InteractiveDismissRefusing) { cursor = node.parent }
        (cursor ?? graph.root).toolbarReachMayHaveChanged()
    }

    /// The bars' visibilities of this level changed: every toolbar item in it may have come
    /// into or gone out of a person's reach, which features that follow what is shown hear.
    func toolbarReachMayHaveChanged() {
        var pending: [_ViewNode] = [self]
        while let node = pending.popLast() {
            if node is any ToolbarItemHosting || node is any ToolbarShowing {
                graph.features.shownChildrenDidChange(of: node)
            }
            pending.append(children: node.children)
        }
    }
}

extension NavigationSplitViewNode {
    /// Each column renders its own bars (C1): when what a column's content asks of them
    /// changes, the column's items may come into or go out of reach (C6).
    func noteColumnBars() {
        let now = children.map(\.barVisibilities)
        guard now != lastColumnBars else { return }
        let before = lastColumnBars
        lastColumnBars = now
        for (index, column) in children.enumerated()
        where index >= before.count || before[index] != now[index] {
            barRequestsDidChange(below: column)
        }
    }
}
