/// Which columns of a ``NavigationSplitView`` are shown.
public struct NavigationSplitViewVisibility: Hashable, Sendable, CustomStringConvertible {
    let name: String
    /// The platform decides: every column where there is room.
    public static let automatic = NavigationSplitViewVisibility(name: "automatic")
    /// Every column.
    public static let all = NavigationSplitViewVisibility(name: "all")
    /// The last two columns (content and detail, or sidebar and detail).
    public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
    /// Only the detail column.
    public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
    /// The visibility's name.
    public var description: String { name }
}

/// Two or three columns side by side: a sidebar, an optional content column, and a detail
/// column. Each column is its own navigation destination with its own title; the detail
/// column's title is the window title, falling back to the content column's, then the
/// sidebar's (D2). A link in any column shows its destination in the detail column. In a
/// compact window the columns collapse into one: the detail destination if one was chosen,
/// else the sidebar.
///
///     NavigationSplitView(columnVisibility: $visibility) {
///         List { NavigationLink("Inbox", value: "Inbox") }
///             .navigationTitle("Mail")
///             .navigationDestination(for: String.self) { Text($0).navigationTitle($0) }
///     } detail: {
///         Text("Select a mailbox")
///     }
nonisolated public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    /// Drawn by the runtime: a primitive view has no body.
    public typealias Body = Never
    let columnVisibility: Binding<NavigationSplitViewVisibility>?
    let sidebar: Sidebar
    let content: Content?
    let detail: Detail

    /// A three-column split view.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
        @ViewBuilder detail: () -> Detail
    ) {
        self.columnVisibility = columnVisibility
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
    }

    /// A three-column split view that manages its own column visibility.
    public init(
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
        @ViewBuilder detail: () -> Detail
    ) {
        columnVisibility = nil
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
    }

    /// Mounts the columns.
    @MainActor public static func _makeNode(_ view: Self) -> _ViewNode {
        NavigationSplitViewNode(view)
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// A two-column split view.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
    ) {
        self.columnVisibility = columnVisibility
        self.sidebar = sidebar()
        content = nil
        self.detail = detail()
    }

    /// A two-column split view that manages its own column visibility.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        columnVisibility = nil
        self.sidebar = sidebar()
        content = nil
        self.detail = detail()
    }
}

/// One column of a split view: renders as its name and title, its content below.
struct NavigationColumn<Content: View>: View, ContainerPrimitive {
    typealias Body = Never
    let name: String
    let content: Content

    var containerContent: Content { content }

    @MainActor static func _makeNode(_ view: Self) -> _ViewNode { NavigationColumnNode(view) }
}

@MainActor
final class NavigationColumnNode<Content: View>: ContainerNode<NavigationColumn<Content>>,
    TitledColumn
{
    /// A column is a navigation level of its own: its `EditButton` and its list share an edit
    /// mode the other columns do not see (D56).
    private let editModeStorage = EditModeStorage()

    override func evaluate() {
        provideEnvironment { environment in
            environment.provideEditMode(from: editModeStorage, in: graph)
        }
        super.evaluate()
    }

    var columnTitle: String? { title?.title }
    var title: NavigationTitleInfo? {
        preferenceOutputs[AnyPreferenceKey.of(NavigationTitleKey.self)] as? NavigationTitleInfo
    }
    override func renderTitle() -> String {
        view.name + (title.map { $0.description.isEmpty ? "" : " title:\($0)" } ?? "")
    }
    override var pathComponent: String? { view.name }
}

@MainActor
final class NavigationSplitViewNode<Sidebar: View, Content: View, Detail: View>:
    TypedNode<NavigationSplitView<Sidebar, Content, Detail>>, BackNavigable, AppearanceHiding,
    PreferenceFacet, DisplayFacet
{

    private let context = NavigationContext()
    private var selection: NavigationContext.Entry?
    private var isCompact = false
    private var visibility = NavigationSplitViewVisibility.automatic
    /// The visibility a command chose, for a split view without a `columnVisibility` binding.
    private var chosenVisibility: NavigationSplitViewVisibility?
    /// The sidebar last published to the app's commands.
    private var publishedSidebar: SidebarToggle?
    private var titleKey: AnyPreferenceKey { AnyPreferenceKey.of(NavigationTitleKey.self) }
    /// What each column's content asked of the bars, as last combined (C6).
    var lastColumnBars: [ToolbarVisibilities?] = []

    var childRequestedPreferences: PreferenceKeySet {
        requestedPreferences.adding(titleKey).adding(AnyPreferenceKey.of(ToolbarVisibilityKey.self))
    }

    override func evaluate() {
        context.push = { [weak self] entry in
            guard let self, self.isMounted else { return }
            self.selection = entry
            self.graph.invalidate(self)
            self.graph.requestFlush()
        }
        context.destinationsChanged = { [weak self] in
            guard let self, self.isMounted else { return }
            self.graph.invalidate(self)
        }
        provideEnvironmentValue(NavigationContextKey.self, context)
        isCompact = readEnvironment { $0.horizontalSizeClass } == .compact
        let (readVisibility, selectedDetail) = graph.evaluatingBody(
            of: self, countingEvaluation: false
        ) {
            (view.columnVisibility?.wrappedValue, selection.flatMap(context.view(for:)))
        }
        visibility = readVisibility ?? chosenVisibility ?? .automatic
        let old = children
        var new: [_ViewNode] = [
            reconcile(old.first, with: NavigationColumn(name: "sidebar", content: view.sidebar))
        ]
        if let content = view.content {
            new.append(
                reconcile(
                    old.count > 2 ? old[1] : nil,
                    with: NavigationColumn(name: "content", content: content)))
        }
        context.keepViews(for: selection.map { [$0] } ?? [])
        let detailView = selectedDetail ?? AnyView(view.detail)
        new.append(
            reconcile(
                old.count == new.count + 1 ? old.last : nil,
                with: NavigationColumn(name: "detail", content: detailView)))
        children = ChildList(new)
        graph.markPreferencesDirty(self)
        graph.updateShownChildren(of: self, shown: &shownColumns)
        publishSidebar()
    }

    /// Whether the sidebar column is on screen.
    private var isSidebarShown: Bool {
        visibleChildren.first === children.first
    }

    /// Publishes the sidebar for `SidebarCommands` while the columns are side by side.
    private func publishSidebar() {
        publishSceneValue(
            SidebarToggleKey.self,
            isCompact ? nil : SidebarToggle(isShown: isSidebarShown, splitView: handle),
            published: &publishedSidebar)
    }

    override func willUnmount() {
        graph.focus.unpublish(self)
        super.willUnmount()
    }

    // Only the columns on screen have appeared (L3): collapsed to one column when compact, or
    // with some columns hidden by `columnVisibility`, the others disappear.
    private var shownColumns: [NodeHandle] = []
    var appearingChildren: ChildList { visibleChildren }

    /// Detail, then content, then sidebar: the first column with a title titles the window (D2).
    func computePreferences() -> PreferenceValues {
        var values = combinedChildPreferences()
        if requestedPreferences.contains(titleKey) {
            var title: NavigationTitleInfo?
            for column in children.reversed() {
                if let own = column.preferenceOutputs[titleKey] as? NavigationTitleInfo,
                    own.title != nil
                {
                    title = own
                    break
                }
            }
            values[titleKey] = title
        }
        noteColumnBars()
        return values
    }

    var shownChildren: ChildList {
        if isCompact {
            return selection == nil ? [children[0]] : [children[children.count - 1]]
        }
        switch visibility {
        case .detailOnly: return [children[children.count - 1]]
        case .doubleColumn: return ChildList(children.suffix(2))
        default: return children
        }
    }

    func renderTitle() -> String {
        var text = "NavigationSplitView"
        if visibility != .automatic { text += " columnVisibility:\(visibility)" }
        if let title = preferenceOutputs[titleKey] as? NavigationTitleInfo, let name = title.title {
            text += " title:\(quoted(name))"
        }
        return text
    }

    /// Collapsed (compact width), the columns are a stack: the sidebar, then the selection's
    /// detail pushed on it.
    var levelTitles: [String?]? {
        guard isCompact else { return nil }
        let titles = children.map { ($0 as? any TitledColumn)?.columnTitle }
        return selection == nil ? [titles[0]] : [titles[0], titles[titles.count - 1]]
    }

    func pop() -> Bool {
        guard selection != nil else { return false }
        selection = nil
        graph.invalidate(self)
        return true
    }
}

/// A column of a split view, with its own title bar on screen.
@MainActor
protocol TitledColumn: _ViewNode {
    var columnTitle: String? { get }
}

/// The columns render their bars, not the split view (C1).
extension NavigationSplitViewNode: TitledColumnContainer {}

extension NavigationSplitViewNode: SidebarToggling {
    /// Hides a shown sidebar (leaving the content and detail columns, or the detail alone) or
    /// shows a hidden one with every column, through the `columnVisibility` binding when there
    /// is one.
    func toggleSidebar() {
        guard isMounted else { return }
        let next: NavigationSplitViewVisibility =
            isSidebarShown ? (view.content == nil ? .detailOnly : .doubleColumn) : .all
        if let binding = view.columnVisibility {
            binding.wrappedValue = next
        } else {
            chosenVisibility = next
            graph.invalidate(self)
            graph.requestFlush()
        }
    }
}

extension NavigationSplitViewNode: ShowsSomeChildren {}
