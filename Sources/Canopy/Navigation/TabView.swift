/// What a tab shows in the tab bar, and the value that selects it: written by `tabItem` and
/// `tag` as a preference each tab produces.
struct TabItemInfo: Equatable {
    var label: String?
    var tag: AnyHashable?
    /// `tag(_:includeOptional: false)`: the tag matches a selection of its own type only, not
    /// an optional one.
    var excludesOptional = false
    /// The tab's badge (C11): `.some(nil)` when a `badge` hides it, `nil` when none was set.
    var badge: String??
}

struct TabItemKey: PreferenceKey {
    static var defaultValue: TabItemInfo? { nil }
    static func reduce(value: inout TabItemInfo?, nextValue: () -> TabItemInfo?) {
        guard var current = value else {
            value = nextValue()
            return
        }
        let next = nextValue()
        current.label = current.label ?? next?.label
        if current.tag == nil { current.excludesOptional = next?.excludesOptional ?? false }
        current.tag = current.tag ?? next?.tag
        current.badge = current.badge ?? next?.badge
        value = current
    }
}

/// Contributes a tab's label or tag, merged field by field with what the content set.
nonisolated struct _TabItemModifier: ViewModifier, PrimitiveModifier, Equatable, PreferenceModifier
{
    /// Drawn by the runtime: a primitive view has no body.
    public typealias Body = Never
    let info: TabItemInfo

    @MainActor static var writtenPreference: WrittenPreference? { .transforming(TabItemKey.self) }

    @MainActor func transformPreferences(
        _ values: inout PreferenceValues, requested: PreferenceKeySet, node: ModifierNode
    ) {
        let key = AnyPreferenceKey.of(TabItemKey.self)
        guard requested.contains(key) else { return }
        var merged = info
        if let content = values[key] as? TabItemInfo {
            merged.label = merged.label ?? content.label
            if merged.tag == nil { merged.excludesOptional = content.excludesOptional }
            merged.tag = merged.tag ?? content.tag
            merged.badge = merged.badge ?? content.badge
        }
        values[key] = merged as TabItemInfo?
    }
}

extension _ViewNode {
    /// The value that selects this view in a picker or list: its `tag`, else the id of the
    /// `ForEach` that made it (SwiftUI's implicit tag). The container must request
    /// ``TabItemKey`` from its content.
    var selectionTag: AnyHashable? {
        (preferenceOutputs[AnyPreferenceKey.of(TabItemKey.self)] as? TabItemInfo)?.tag
            ?? identity.map { AnyHashable($0) }
    }

    /// The value that selects this view in a picker whose selection is a `Selection`: none
    /// when its tag excludes optionals (`tag(_:includeOptional: false)`) and the selection is
    /// optional.
    func selectionTag<Selection>(for selection: Selection.Type) -> AnyHashable? {
        let info = preferenceOutputs[AnyPreferenceKey.of(TabItemKey.self)] as? TabItemInfo
        if info?.tag != nil, info?.excludesOptional == true,
            Selection.self is any OptionalValue.Type
        {
            return nil
        }
        return selectionTag
    }
}

extension View {
    /// Sets the label of the tab this view is in a ``TabView``.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        let view = label()
        return modifier(
            _TabItemModifier(
                info: TabItemInfo(label: (view as? any StaticText)?.staticText ?? "Tab")))
    }

    /// Sets the value that selects this tab in a ``TabView`` bound to a selection.
    public func tag<V: Hashable>(_ tag: V) -> some View {
        modifier(_TabItemModifier(info: TabItemInfo(tag: AnyHashable(tag))))
    }

    /// Sets the value that selects this view in a picker, list or tab view; with
    /// `includeOptional` false, a picker whose selection is optional (`V?`) does not match
    /// it, as SwiftUI's does not.
    public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View {
        modifier(
            _TabItemModifier(
                info: TabItemInfo(tag: AnyHashable(tag), excludesOptional: !includeOptional)))
    }
}

/// A view that switches between tabs. Every tab stays mounted (its state lives on), the
/// selected one is visible, and its navigation title is the window's. Only the selected tab
/// has appeared: switching makes the old tab disappear, then the new one appear (L3).
///
///     TabView(selection: $tab) {
///         MoviesView().tabItem { Label("Movies", systemImage: "film") }.tag(Tab.movies)
///         SettingsView().tabItem { Label("Settings", systemImage: "gear") }.tag(Tab.settings)
///     }
nonisolated public struct TabView<SelectionValue: Hashable, Content: View>: View {
    /// Drawn by the runtime: a primitive view has no body.
    public typealias Body = Never
    let selection: Binding<SelectionValue>?
    let content: Content

    /// A tab view whose selection is the bound value, matched against each tab's `tag`.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    /// Mounts every tab.
    @MainActor public static func _makeNode(_ view: Self) -> _ViewNode { TabViewNode(view) }
}

extension TabView where SelectionValue == Int {
    /// A tab view that manages its own selection, starting with the first tab.
    public init(@ViewBuilder content: () -> Content) {
        selection = nil
        self.content = content()
    }
}

/// A tab view a host can switch by label.
@MainActor
protocol TabSwitching: _ViewNode {
    var tabLabels: [String] { get }
    /// Each tab's badge, as it reads (D52), or `nil` for none.
    var tabBadges: [String?] { get }
    /// The position of the selected tab among ``tabLabels``.
    var selectedTabIndex: Int? { get }
    func select(label: String) -> Bool
}

@MainActor
final class TabViewNode<SelectionValue: Hashable, Content: View>:
    TypedNode<TabView<SelectionValue, Content>>, TabSwitching, AppearanceHiding,
    PreferenceFacet, DisplayFacet
{

    private var ownSelection = 0
    private var selectedTag: AnyHashable?
    private var itemKey: AnyPreferenceKey { AnyPreferenceKey.of(TabItemKey.self) }
    private var titleKey: AnyPreferenceKey { AnyPreferenceKey.of(NavigationTitleKey.self) }
    private var barVisibilityKey: AnyPreferenceKey {
        AnyPreferenceKey.of(ToolbarVisibilityKey.self)
    }

    var childRequestedPreferences: PreferenceKeySet {
        requestedPreferences.adding(itemKey).adding(titleKey).adding(barVisibilityKey)
    }

    /// Whether the selected tab's content hides the tab bar (C6), as last combined.
    private(set) var hidesTabBar = false

    override func evaluate() {
        selectedTag = graph.evaluatingBody(of: self, countingEvaluation: false) {
            view.selection.map { AnyHashable($0.wrappedValue) }
        }
        reconcileSingleChild(view.content)
        graph.markPreferencesDirty(self)
    }

    /// Newly mounted tabs learn that this view reads their values directly; once the tabs'
    /// tags are known, a change of the selected tab makes the old one disappear and the new one
    /// appear (L3).
    func preferencesDidUpdate() {
        for tab in tabs where tab.preferenceObserver !== self { tab.preferenceObserver = self }
        let before = shownTabs.first?.target
        graph.updateShownChildren(of: self, shown: &shownTabs)
        // The selected tab is known from the tabs' tags, which come after layout: a different
        // one is laid out again (D15).
        guard shownTabs.first?.target !== before else { return }
        if isLaidOut { graph.layout.invalidate(self) }
        // A writer in the tab left or in the one shown may change the keys the window asks
        // for while it shows every key.
        graph.shownRowsDidChange()
    }

    /// The tab last shown.
    private var shownTabs: [NodeHandle] = []

    var appearingChildren: ChildList { visibleChildren }

    var readsPreferences: Bool { true }

    /// The tabs: the first non-transparent nodes of the content (through tuples, `ForEach`,
    /// groups).
    /// Every subview is a tab (SwiftUI's rule), groups seen through.
    private var tabs: [_ViewNode] { subviews }

    private func info(_ tab: _ViewNode) -> TabItemInfo? {
        tab.preferenceOutputs[itemKey] as? TabItemInfo
    }

    private var selectedTab: _ViewNode? {
        let all = tabs
        if let selectedTag {
            return all.first { info($0)?.tag == selectedTag }
        }
        return ownSelection < all.count ? all[ownSelection] : all.first
    }

    var shownChildren: ChildList { selectedTab.map { [$0] } ?? [] }

    /// Only the selected tab's values flow up, its title included.
    func computePreferences() -> PreferenceValues {
        var values = PreferenceValues()
        let selected = selectedTab
        noteTabBarVisibility(of: selected)
        guard let selected else { return values }
        for key in requestedPreferences.keys where key !== barVisibilityKey {
            if let value = selected.preferenceOutputs[key] { values[key] = value }
        }
        if requestedPreferences.contains(barVisibilityKey),
            var bars = selected.preferenceOutputs[barVisibilityKey] as? ToolbarVisibilities
        {
            // The tab bar's request stops here; the others go on to the window (C6).
            bars.removeTabBar()
            values[barVisibilityKey] = bars as ToolbarVisibilities?
        }
        return values
    }

    /// Remembers whether the selected tab hides the tab bar; a change re-lays the bar out.
    private func noteTabBarVisibility(of selected: _ViewNode?) {
        let bars = selected?.preferenceOutputs[barVisibilityKey] as? ToolbarVisibilities
        if bars != selectedTabBars {
            // On a Mac the window's toolbar takes the selected tab's requests.
            selectedTabBars = bars
            if graph.platform == .macOS { barRequestsDidChange(below: nil) }
        }
        let hides = bars?.hidesTabBar ?? false
        guard hides != hidesTabBar else { return }
        hidesTabBar = hides
        if isLaidOut { graph.layout.invalidate(self) }
    }

    /// The selected tab's requests of the bars, as last combined.
    private var selectedTabBars: ToolbarVisibilities?

    /// The look the selected tab asks of the tab bar (D99).
    var tabBarLook: ToolbarBarLook {
        selectedTabBars?.look(of: .tabBar, on: graph.platform) ?? ToolbarBarLook()
    }

    var tabLabels: [String] { tabs.map { info($0)?.label ?? "Tab" } }

    var tabBadges: [String?] { tabs.map { info($0)?.badge ?? nil } }

    var selectedTabIndex: Int? {
        guard let selected = selectedTab else { return nil }
        return tabs.firstIndex { $0 === selected }
    }

    func select(label: String) -> Bool {
        let all = tabs
        guard let index = all.firstIndex(where: { (info($0)?.label ?? "Tab") == label }) else {
            return false
        }
        if let selection = view.selection {
            guard let tag = info(all[index])?.tag?.base as? SelectionValue else { return false }
            selection.wrappedValue = tag
        } else {
            ownSelection = index
            graph.invalidate(self)
        }
        return true
    }

    func renderTitle() -> String {
        let labels = zip(tabLabels, tabBadges).map { label, badge in
            quoted(label) + (badge.map { " badge:" + quoted($0) } ?? "")
        }.joined(separator: ", ")
        let selected = selectedTab.flatMap { info($0)?.label } ?? ""
        return "TabView tabs:[\(labels)] selected:\(quoted(selected))"
            + (hidesTabBar ? " hidden" : "")
            + (selectedTabBars?.lookText(of: [.tabBar], on: graph.platform) ?? "")
    }
}

extension TabViewNode: ShowsSomeChildren {}

extension _ViewNode {
    /// Whether the view is in a tab a tab view does not show now (C10).
    var isInUnselectedTab: Bool {
        var cursor = parent
        while let node = cursor {
            if node is any TabSwitching,
                !node.visibleChildren.contains(where: { $0.isAncestor(ofOrSame: self) })
            {
                return true
            }
            cursor = node.parent
        }
        return false
    }
}
