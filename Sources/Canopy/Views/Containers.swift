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

/// A list's selection, type-erased: which row values are selected, and selecting one.
struct ListSelection: @unchecked Sendable {
    private let box: any ListSelectionBox

    init<V: Hashable>(_ binding: Binding<V?>) { box = SingleSelection(binding: binding) }
    init<V: Hashable>(_ binding: Binding<Set<V>>) { box = MultipleSelection(binding: binding) }

    @MainActor func selected() -> Set<AnyHashable> { box.selected() }
    @MainActor func select(_ value: AnyHashable) -> Bool { box.select(value) }
}

private protocol ListSelectionBox {
    @MainActor func selected() -> Set<AnyHashable>
    @MainActor func select(_ value: AnyHashable) -> Bool
}

private struct SingleSelection<V: Hashable>: ListSelectionBox {
    let binding: Binding<V?>
    @MainActor func selected() -> Set<AnyHashable> {
        binding.wrappedValue.map { [AnyHashable($0)] } ?? []
    }
    @MainActor func select(_ value: AnyHashable) -> Bool {
        guard let typed = value.base as? V else { return false }
        binding.wrappedValue = typed
        return true
    }
}

private struct MultipleSelection<V: Hashable>: ListSelectionBox {
    let binding: Binding<Set<V>>
    @MainActor func selected() -> Set<AnyHashable> {
        var result = Set<AnyHashable>()
        for value in binding.wrappedValue { result.insert(AnyHashable(value)) }
        return result
    }
    /// Selecting a selected row deselects it, as in an editing list.
    @MainActor func select(_ value: AnyHashable) -> Bool {
        guard let typed = value.base as? V else { return false }
        if binding.wrappedValue.contains(typed) {
            binding.wrappedValue.remove(typed)
        } else {
            binding.wrappedValue.insert(typed)
        }
        return true
    }
}

@MainActor
final class ListNode<Content: View>: ContainerNode<List<Content>>, SelectableList,
    PreferenceFacet
{
    override var preferenceFacet: (any PreferenceFacet)? { self }
    private var itemKey: AnyPreferenceKey { AnyPreferenceKey.of(TabItemKey.self) }
    /// How far the rows are scrolled (G28).
    var contentOffset = CGPoint.zero
    let scrollState = ScrollState()
    /// The rows of a `ForEach` the list loads (G31, D17).
    var lazyRows = LazyRows()
    var shownRows = ShownRows()

    /// Rows scrolled by the offset; over a `ForEach`, only the loaded ones, after the
    /// estimated length of the rows before them.
    override func currentLayout(in context: LeafLayoutContext) -> any ContainerLayout {
        guard var column = super.currentLayout(in: context) as? FillingColumnLayout else {
            return super.currentLayout(in: context)
        }
        column.offset = contentOffset.y
        if lazySource != nil {
            column.lazy = (
                count: lazyRows.count, firstLoaded: lazyRows.loaded.lowerBound,
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

    /// Each row and the value that selects it; a section's rows count, its header and footer
    /// do not.
    var rows: [(node: _ViewNode, tag: AnyHashable?)] {
        var found: [_ViewNode] = []
        var pending = Array(subviews.reversed())
        while let next = pending.popLast() {
            switch next.roleOnScreen {
            case .section: pending.append(contentsOf: next.subviews.reversed())
            case .slot: continue
            default: found.append(next)
            }
        }
        return found.map { ($0, $0.selectionTag) }
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
        return selection.select(tag)
    }

    var rowTexts: [String] { rows.map { canopyText(of: $0.node) } }
}

/// A list whose rows a person can select.
@MainActor
protocol SelectableList: _ViewNode {
    var isSelectable: Bool { get }
    var rowTexts: [String] { get }
    func isSelected(_ row: _ViewNode) -> Bool
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

/// A container for grouping controls, such as settings.
nonisolated public struct Form<Content: View>: View, ContainerPrimitive {
    /// Drawn by the runtime: a primitive view has no body.
    public typealias Body = Never
    let content: Content

    /// A form holding the views the closure builds.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    /// Mounts the form, laid out by its style.
    @MainActor public static func _makeNode(_ view: Self) -> _ViewNode {
        StyledContainerNode(view)
    }

    var containerContent: Content { content }
}

/// A scrollable view.
nonisolated public struct ScrollView<Content: View>: View, ContainerPrimitive {
    /// Drawn by the runtime: a primitive view has no body.
    public typealias Body = Never
    let axes: Axis.Set
    let content: Content

    /// A scroll view along `axes` holding the views the closure builds.
    public init(
        _ axes: Axis.Set = .vertical, showsIndicators: Bool = true,
        @ViewBuilder content: () -> Content
    ) {
        self.axes = axes
        self.content = content()
    }

    var containerContent: Content { content }
    func renderTitle() -> String { axes == .vertical ? "ScrollView" : "ScrollView axes:\(axes)" }

    /// Mounts the scroll view as a node that keeps its content offset (G28).
    @MainActor public static func _makeNode(_ view: Self) -> _ViewNode { ScrollViewNode(view) }
}

/// A part of a list or form, with an optional header and footer.
nonisolated public struct Section<Parent: View, Content: View, Footer: View>: View,
    ContainerPrimitive
{
    /// Drawn by the runtime: a primitive view has no body.
    public typealias Body = Never
    let header: Parent
    let content: Content
    let footer: Footer
    let title: String?

    /// A section with a header and a footer.
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header
        self.footer = footer
        self.content = content()
        title = nil
    }

    /// A section whose content, header and footer are built by closures.
    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent,
        @ViewBuilder footer: () -> Footer
    ) {
        self.header = header()
        self.footer = footer()
        self.content = content()
        title = nil
    }

    static var screenRole: ScreenRole { .section }
    var containerContent: TupleView<SlotView<Parent>, Content, SlotView<Footer>> {
        TupleView(
            SlotView(label: "header", content: header, isShown: title == nil), content,
            SlotView(label: "footer", content: footer, isShown: true))
    }
    func renderTitle() -> String { title.map { "Section \(quoted($0))" } ?? "Section" }
    var screenHeading: String? { title }

    /// Mounts the section as a node that lays out with its container's row metrics and loads
    /// its rows lazily inside a lazy stack or a list (D24).
    @MainActor public static func _makeNode(_ view: Self) -> _ViewNode { SectionNode(view) }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section without header or footer.
    public init(@ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), footer: EmptyView(), content: content)
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section with a text header.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        header = Text(title)
        footer = EmptyView()
        self.content = content()
        self.title = String(title)
    }
}

extension Section where Footer == EmptyView {
    /// A section with a header.
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, footer: EmptyView(), content: content)
    }

    /// A section whose content and header are built by closures.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(header: header(), footer: EmptyView(), content: content)
    }
}

/// A labelled slot for secondary content (a section's header, a background): renders as
/// `label:` with its content below, or nothing when its content is empty.
nonisolated struct SlotView<Content: View>: View, ContainerPrimitive {
    /// Drawn by the runtime: a primitive view has no body.
    public typealias Body = Never
    let label: String
    let content: Content
    let isShown: Bool

    static var screenRole: ScreenRole { .slot }
    var containerContent: Content { content }
    func renderTitle() -> String { "\(label):" }

    /// Mounts the slot.
    @MainActor public static func _makeNode(_ view: Self) -> _ViewNode { SlotNode(view) }
}

@MainActor
final class SlotNode<Content: View>: ContainerNode<SlotView<Content>>, SectionSlot {
    /// Whether it holds a view: it is shown and its content is not `EmptyView`.
    var holdsView: Bool { view.isShown && Content.self != EmptyView.self }

    override func evaluate() {
        if view.isShown {
            super.evaluate()
        } else {
            for child in children { graph.unmount(child) }
            children = []
        }
    }
    override var renderRole: RenderRole {
        holdsView ? .line : .transparent
    }
    override var pathComponent: String? { nil }
}
