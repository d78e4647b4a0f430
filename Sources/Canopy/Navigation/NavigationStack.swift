/// A view that shows a root view and the destinations pushed on top of it. Only the top one is
/// visible; the ones below stay alive (their state is kept). The top destination's title is the
/// stack's title, and flows up to become the window title (P11).
///
///     NavigationStack(path: $path) {
///         List { NavigationLink("Detail", value: 1) }
///             .navigationDestination(for: Int.self) { Text("Item \($0)") }
///             .navigationTitle("Items")
///     }
nonisolated public struct NavigationStack<Data, Root: View>: View {
    /// Drawn by the runtime: a primitive view has no body.
    public typealias Body = Never
    let root: Root
    let path: PathAccess?

    struct PathAccess {
        let get: @MainActor () -> [AnyHashable]
        let set: @MainActor ([AnyHashable]) -> Void
    }

    /// Mounts the root and the pushed destinations.
    @MainActor public static func _makeNode(_ view: Self) -> _ViewNode {
        NavigationStackNode(view)
    }
}

extension NavigationStack where Data == NavigationPath {
    /// A stack that manages its own path.
    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
        path = nil
    }

    /// A stack whose path is the bound `NavigationPath`.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = PathAccess(
            get: { path.wrappedValue.elements },
            set: { path.wrappedValue.elements = $0 })
    }
}

extension NavigationStack
where
    Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection,
    Data.Element: Hashable
{
    /// A stack whose path is the bound collection of values.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = PathAccess(
            get: { path.wrappedValue.map { AnyHashable($0) } },
            set: { path.wrappedValue = Data($0.compactMap { $0.base as? Data.Element }) })
    }
}

/// A container a back button can pop.
@MainActor
protocol BackNavigable: _ViewNode {
    func pop() -> Bool
    /// The navigation title of each level shown as a stack, root first (the last is the bar's
    /// title, the one before it the back button's label); `nil` while the container shows
    /// columns side by side instead.
    var levelTitles: [String?]? { get }
}

/// The node shared by stack-like containers: a root, then one child per pushed entry.
@MainActor
class NavigationContainerNode<V: View>: TypedNode<V>, BackNavigable, LevelDismissing,
    AppearanceHiding, PreferenceFacet, DisplayFacet
{
    /// The container's line: its type's name (each container says more).
    func renderTitle() -> String { displayName(of: viewType) }
    let context = NavigationContext()
    /// The root level's edit mode (D56).
    let editModeStorage = EditModeStorage()
    /// Entries pushed without a path binding (and every view destination).
    var ownEntries: [NavigationContext.Entry] = []
    private var shownEntries: [NavigationContext.Entry] = []
    /// Whether the title was large when layout last sized the bar.
    private var laidOutLargeTitle = false
    private var reportedMissing = Set<AnyHashable>()

    /// The entries currently pushed, in order.
    func entries() -> [NavigationContext.Entry] { ownEntries }
    func push(_ entry: NavigationContext.Entry) {
        ownEntries.append(entry)
        graph.invalidate(self)
        graph.requestFlush()
    }
    /// Pops the top entry; `false` at the root.
    func pop() -> Bool {
        guard !ownEntries.isEmpty else { return false }
        ownEntries.removeLast()
        graph.invalidate(self)
        return true
    }

    var titleKey: AnyPreferenceKey { AnyPreferenceKey.of(NavigationTitleKey.self) }

    var childRequestedPreferences: PreferenceKeySet {
        requestedPreferences.adding(titleKey).adding(barVisibilityKey)
    }

    /// The bars' visibilities the top level asked for when they were last combined (C6).
    var topLevelBars: ToolbarVisibilities?

    /// The container reads its top level's title: when the window starts asking for titles, it
    /// must recombine even though its levels were asked for them all along.
    var readsPreferences: Bool { true }

    /// Reconciles the root and one child per resolvable entry.
    func evaluateLevels<Root: View>(root: Root) {
        context.push = { [weak self] in self?.push($0) }
        context.remove = { [weak self] entry in
            guard let self, let index = self.ownEntries.firstIndex(of: entry) else { return }
            self.ownEntries.removeSubrange(index...)
            self.graph.invalidate(self)
            self.graph.requestFlush()
        }
        context.destinationsChanged = { [weak self] in
            guard let self, self.isMounted else { return }
            self.graph.invalidate(self)
        }
        context.entriesRebuilt = { [weak self] entries in
            guard let self, self.isMounted else { return }
            self.rebuildLevels(showing: entries)
        }
        let context = context
        provideEnvironment { environment in
            environment[NavigationContextKey.self] = context
            environment.provideEditMode(from: editModeStorage, in: graph)
        }
        // The path binding and the destination builders are read as this node: a change to
        // what they read re-evaluates the stack.
        let levels = graph.evaluatingBody(of: self, countingEvaluation: false) {
            entries().map { ($0, context.view(for: $0)) }
        }
        let old = children
        var new: [_ViewNode] = [reconcile(old.first, with: root)]
        var shown: [NavigationContext.Entry] = []
        for (entry, destination) in levels {
            guard let view = destination else {
                reportMissing(entry)
                break
            }
            let index = shown.count + 1
            let level = NavigationLevel(content: view)
            if index < old.count, index - 1 < shownEntries.count, shownEntries[index - 1] == entry {
                new.append(reconcile(old[index], with: level))
            } else {
                let node = mountChild(level)
                if case .value(let value) = entry { node.identity = value }
                new.append(node)
            }
            shown.append(entry)
        }
        for node in old.dropFirst(new.count) { graph.unmount(node) }
        for (index, node) in old.enumerated()
        where index > 0 && index < new.count && new[index] !== node {
            graph.unmount(node)
        }
        children = ChildList(new)
        graph.updateShownChildren(of: self, shown: &shownLevels)
        let removed = shownEntries.filter { !shown.contains($0) }
        shownEntries = shown
        context.shownEntries = shown
        if !removed.isEmpty { context.entriesRemoved(removed) }
        context.keepViews(for: levels.map(\.0))
        graph.markPreferencesDirty(self)
    }

    /// Hands the levels showing `entries` the views their destinations build now, without
    /// re-evaluating the stack (whose root would register its destinations again).
    private func rebuildLevels(showing entries: [NavigationContext.Entry]) {
        for (offset, entry) in shownEntries.enumerated()
        where entries.contains(entry) && offset + 1 < children.count {
            guard let level = children[offset + 1] as? NavigationLevelNode,
                let view = context.view(for: entry)
            else { continue }
            level.replaceContent(with: view)
        }
    }

    /// Pops `level` and every level above it, if it is still one of this stack's levels
    /// (what `dismiss` in it does).
    func dismissLevel(_ level: _ViewNode) {
        guard isMounted, let index = children.firstIndex(where: { $0 === level }), index > 0
        else { return }
        truncate(toCount: index - 1)
        graph.invalidate(self)
        graph.requestFlush()
    }

    /// Keeps the first `count` pushed entries and removes the rest.
    func truncate(toCount count: Int) {
        if count < ownEntries.count { ownEntries.removeSubrange(count...) }
    }

    private func reportMissing(_ entry: NavigationContext.Entry) {
        // Destinations register when the root's content is evaluated; only report once it was.
        guard case .value(let value) = entry, children.first?.hasMounted == true,
            reportedMissing.insert(value).inserted
        else { return }
        graph.record(
            Diagnostic(
                kind: .missingDestination,
                message:
                    "A NavigationLink is presenting a value of type \(type(of: value.base)) but there is no matching navigationDestination declaration visible from the location of the link.",
                viewPath: path))
    }

    /// The title of the top destination is the container's title (P11). A title that
    /// becomes large or small changes the bar's height (D15): layout runs again.
    func computePreferences() -> PreferenceValues {
        var values = combinedChildPreferences()
        if requestedPreferences.contains(titleKey) {
            values[titleKey] = children.last?.preferenceOutputs[titleKey]
        }
        if showsLargeTitle != laidOutLargeTitle, isLaidOut { graph.layout.invalidate(self) }
        combineBarVisibilities(into: &values)
        return values
    }

    /// Whether the title is large, as layout sizes the bar now; remembered, so the preference
    /// pass can tell when the titles it combines make the bar another height.
    func laysOutLargeTitle() -> Bool {
        laidOutLargeTitle = showsLargeTitle
        return laidOutLargeTitle
    }

    var levelTitles: [String?]? {
        children.map { ($0.preferenceOutputs[titleKey] as? NavigationTitleInfo)?.title }
    }

    var currentTitle: NavigationTitleInfo? {
        children.last?.preferenceOutputs[titleKey] as? NavigationTitleInfo
    }

    var shownChildren: ChildList { children.last.map { [$0] } ?? [] }

    // Only the top level has appeared (L3): a push makes the level below disappear (it stays
    // mounted, keeping its state), a pop makes the revealed level appear again.
    var appearingChildren: ChildList { visibleChildren }
    /// The level last on top.
    private var shownLevels: [NodeHandle] = []

    func containerTitle(_ name: String) -> String {
        var text = name
        if let title = currentTitle, !title.description.isEmpty {
            text += " title:" + title.description
        }
        if children.count > 1 { text += " depth:\(children.count - 1)" }
        // The looks the top level asks of the bars this container renders (D99).
        if graph.platform != .macOS, let bars = topLevelBars {
            text += bars.lookText(of: [.navigationBar, .bottomBar], on: graph.platform)
        }
        return text
    }
}

@MainActor
final class NavigationStackNode<Data, Root: View>: NavigationContainerNode<
    NavigationStack<Data, Root>
>
{
    override func entries() -> [NavigationContext.Entry] {
        guard let path = view.path else { return ownEntries }
        return path.get().map { .value($0) }
            + ownEntries.filter {
                if case .view = $0 { return true } else { return false }
            }
    }

    override func push(_ entry: NavigationContext.Entry) {
        if let path = view.path, case .value(let value) = entry {
            path.set(path.get() + [value])
            graph.requestFlush()
        } else {
            super.push(entry)
        }
    }

    override func pop() -> Bool {
        if let path = view.path, ownEntries.isEmpty {
            var values = path.get()
            guard !values.isEmpty else { return false }
            values.removeLast()
            path.set(values)
            return true
        }
        return super.pop()
    }

    /// With a path binding, the path holds the values and the container the views pushed
    /// after them: keeping `count` entries shortens the path first.
    override func truncate(toCount count: Int) {
        guard let path = view.path else { return super.truncate(toCount: count) }
        let values = path.get()
        let isView: (NavigationContext.Entry) -> Bool = {
            if case .view = $0 { return true } else { return false }
        }
        if count <= values.count {
            if count < values.count { path.set(Array(values.prefix(count))) }
            ownEntries.removeAll(where: isView)
        } else {
            var views = ownEntries.filter(isView)
            let kept = count - values.count
            if kept < views.count { views.removeSubrange(kept...) }
            ownEntries = ownEntries.filter { !isView($0) } + views
        }
    }

    override func evaluate() { evaluateLevels(root: view.root) }
    override func renderTitle() -> String { containerTitle("NavigationStack") }
}

extension NavigationContainerNode: ShowsSomeChildren {}
