/// A scrolling list of rows. With a selection binding, a person selects rows by their text
/// (``ViewHost/selectRow(_:)``); a row's value is its tag, or the id of the `ForEach` that
/// made it.
nonisolated public struct List<Content: View>: View, ContainerPrimitive {
    /// Drawn by the runtime: a primitive view has no body.
    public typealias Body = Never
    let content: Content
    var selection: ListSelection?

    /// A list of the rows the closure builds.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    /// A list whose selected row is `selection`.
    public init<V: Hashable>(selection: Binding<V?>, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = ListSelection(selection)
    }

    /// A list whose selected rows are `selection`.
    public init<V: Hashable>(selection: Binding<Set<V>>, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = ListSelection(selection)
    }

    /// Mounts the list, with its selection.
    @MainActor public static func _makeNode(_ view: Self) -> _ViewNode { ListNode(view) }

    var containerContent: Content { content }
}

@MainActor
final class ListNode<Content: View>: ContainerNode<List<Content>>, SelectableList,
    PreferenceFacet
{
    private var itemKey: AnyPreferenceKey { AnyPreferenceKey.of(TabItemKey.self) }
    /// How far the rows are scrolled (G28).
    var contentOffset = CGPoint.zero
    let scrollState = ScrollState()
    /// What loads the rows of a `ForEach` the list shows (G31, D17).
    let lazyRows = LazyRowController()

    /// Rows scrolled by the offset; over a `ForEach`, only the loaded ones, after the
    /// estimated length of the rows before them.
    override func currentLayout(in context: LeafLayoutContext) -> any ContainerLayout {
        var column = view.listColumn(in: context)
        column.offset = contentOffset.y
        if lazySource != nil {
            column.lazy = (
                count: lazyRows.count, firstLoaded: lazyRows.firstLoaded,
                loaded: lazySource?.children.count ?? 0
            )
            column.estimate = lazyRows.layoutEstimate
        }
        return column
    }

    override func willUnmount() {
        graph.layout.unregister(self)
        super.willUnmount()
    }

    override func evaluate() {
        if let selection = view.selection {
            _ = graph.evaluatingBody(of: self, countingEvaluation: false) { selection.selected() }
        }
        super.evaluate()
    }

    var childRequestedPreferences: PreferenceKeySet {
        view.selection == nil ? requestedPreferences : requestedPreferences.adding(itemKey)
    }

    var isSelectable: Bool { view.selection != nil }

    /// The list's line ends with ` editing` while its edit mode is active (D58).
    override func renderTitle() -> String {
        isEditing ? super.renderTitle() + " editing" : super.renderTitle()
    }

    /// Each row and the value that selects it; a section's rows count, its header and footer
    /// do not.
    /// Rows a lazy list keeps mounted off screen (D17) are not rows a person meets.
    var rows: [(node: _ViewNode, tag: AnyHashable?)] {
        var found: [_ViewNode] = []
        var pending = Array(shownSubviews(of: self).reversed())
        while let next = pending.popLast() {
            switch next.roleOnScreen {
            case .section: pending.append(contentsOf: shownSubviews(of: next).reversed())
            case .slot: continue
            default: found.append(next)
            }
        }
        return found.map { ($0, $0.selectionTag) }
    }

    /// `node`'s subviews a person sees: through nodes without a line, by the children each
    /// shows.
    func shownSubviews(of node: _ViewNode) -> [_ViewNode] {
        var result: [_ViewNode] = []
        var pending = Array(node.visibleChildren.reversed())
        while let next = pending.popLast() {
            if next.renderRole == .transparent {
                pending.append(contentsOf: next.visibleChildren.reversed())
            } else {
                result.append(next)
            }
        }
        return result
    }

    func isSelected(_ row: _ViewNode) -> Bool {
        guard let selection = view.selection,
            let tag = rows.first(where: { $0.node === row })?.tag
        else { return false }
        return selection.selected().contains(tag)
    }

    func select(rowWithText text: String) -> Bool? {
        guard let selection = view.selection,
            let row = rows.first(where: { canopyText(of: $0.node) == text }), let tag = row.tag
        else { return nil }
        return selectsOneAtATime ? selection.selectOnly(tag) : selection.select(tag)
    }

    var rowTexts: [String] { rows.map { canopyText(of: $0.node) } }

    var selectedRows: [_ViewNode] {
        guard let selection = view.selection else { return [] }
        let selected = selection.selected()
        return rows.filter { $0.tag.map(selected.contains) ?? false }.map(\.node)
    }
}

/// A list whose rows a person can select.
@MainActor
protocol SelectableList: _ViewNode {
    var isSelectable: Bool { get }
    var rowTexts: [String] { get }
    func isSelected(_ row: _ViewNode) -> Bool
    /// The rows selected now, a person sees.
    var selectedRows: [_ViewNode] { get }
    /// Selects the row showing `text`; `nil` when no row does.
    func select(rowWithText text: String) -> Bool?
}

extension List {
    /// One row per element, identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
    }

    /// One row per element, identified by `id`; the selected row's id is `selection`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<ID?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
        self.selection = ListSelection(selection)
    }

    /// One row per element, identified by `id`; the selected rows' ids are `selection`
    /// (several rows only in edit mode on iOS and iPadOS, D79).
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<ID>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
        self.selection = selection.map { ListSelection($0) }
    }

    /// One row per `Identifiable` element; the selected row's id is `selection`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Data.Element.ID?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
        self.selection = ListSelection(selection)
    }

    /// One row per `Identifiable` element.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }

    /// One row per number of a constant range.
    public init<RowContent: View>(
        _ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent
    ) where Content == ForEach<Range<Int>, Int, RowContent> {
        content = ForEach(data, content: rowContent)
    }

    /// One row per number of a constant range; the selected row's number is `selection`.
    public init<RowContent: View>(
        _ data: Range<Int>, selection: Binding<Int?>,
        @ViewBuilder rowContent: @escaping (Int) -> RowContent
    ) where Content == ForEach<Range<Int>, Int, RowContent> {
        content = ForEach(data, content: rowContent)
        self.selection = ListSelection(selection)
    }

    /// One row per `Identifiable` element; the selected rows' ids are `selection`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<Data.Element.ID>>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
        self.selection = ListSelection(selection)
    }
}
