/// `Group` and `ForEach` of toolbar content: a group of items that share modifiers or an
/// `if`, and one item (or several) per element of a collection, keyed by id as views are.
/// Each item still flows **up** on its own to the container whose bar shows it (C1).
///
///     .toolbar {
///         ForEach(filters) { filter in
///             ToolbarItem(placement: .secondaryAction) { Button(filter.name) { … } }
///         }
///     }
extension Group: ToolbarContent where Content: ToolbarContent {
    /// Expanded by the runtime into its content.
    public typealias Body = Never

    /// Groups the toolbar content the closure builds.
    public init(@ToolbarContentBuilder content: () -> Content) { self.content = content() }

    /// Mounts the grouped content in place.
    @MainActor public static func _makeToolbarNode(_ content: Self) -> _ViewNode {
        ToolbarGroupNode(_ToolbarContentView(content: content))
    }
}

extension Group: CustomizableToolbarContent where Content: CustomizableToolbarContent {}

@MainActor
final class ToolbarGroupNode<Content: ToolbarContent>: TypedNode<
    _ToolbarContentView<Group<Content>>
>
{
    override func evaluate() {
        reconcileSingleChild(_ToolbarContentView(content: view.content.content))
    }
    override var renderRole: RenderRole { .transparent }
    override var pathComponent: String? { nil }
}

extension ForEach: ToolbarContent where Content: ToolbarContent {
    /// Expanded by the runtime into one piece of content per element.
    public typealias Body = Never

    /// Toolbar content for each `Identifiable` element.
    public init(
        _ data: Data, @ToolbarContentBuilder content: @escaping (Data.Element) -> Content
    ) where ID == Data.Element.ID, Data.Element: Identifiable {
        self.init(data: data, identify: { $0.id }, content: content)
    }

    /// Toolbar content for each element, identified by its value at `id`.
    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        @ToolbarContentBuilder content: @escaping (Data.Element) -> Content
    ) {
        self.init(data: data, identify: { $0[keyPath: id] }, content: content)
    }

    /// Toolbar content for each integer of a constant range.
    public init(
        _ data: Range<Int>, @ToolbarContentBuilder content: @escaping (Int) -> Content
    ) where Data == Range<Int>, ID == Int {
        self.init(data: data, identify: { $0 }, content: content)
        idsAreUnique = true
    }

    /// Mounts a `ForEach` of the pieces, wrapped as views, so items keep their state by id as
    /// rows do.
    @MainActor public static func _makeToolbarNode(_ content: Self) -> _ViewNode {
        ToolbarForEachNode(_ToolbarContentView(content: content))
    }
}

extension ForEach: CustomizableToolbarContent where Content: CustomizableToolbarContent {}

@MainActor
final class ToolbarForEachNode<Data: RandomAccessCollection, ID: Hashable, Content: ToolbarContent>:
    TypedNode<_ToolbarContentView<ForEach<Data, ID, Content>>>
{
    override func evaluate() {
        let forEach = view.content
        let content = forEach.content
        var rows = ForEach<Data, ID, _ToolbarContentView<Content>>(
            data: forEach.data, identify: forEach.identify,
            content: { _ToolbarContentView(content: content($0)) })
        rows.idsAreUnique = forEach.idsAreUnique
        reconcileSingleChild(rows)
    }
    override var renderRole: RenderRole { .transparent }
    override var pathComponent: String? { nil }
}
