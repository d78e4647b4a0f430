/// A view's toolbar items: real views (their buttons can be tapped) that flow **up** to the
/// nearest container rendering a bar (C1), which shows them while its level is on top (C2).
///
///     .toolbar {
///         ToolbarItem(placement: .primaryAction) { Button("Add") { add() } }
///     }
nonisolated struct _ToolbarModifier<Items: View>: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let items: Items
    /// Whether `items` is toolbar content (items with placements) rather than views placed
    /// directly, each an `automatic` item (C4).
    let holdsToolbarContent: Bool

    /// Mounts the content and the items.
    @MainActor public static func _makeModifiedNode<Wrapped: View>(
        _ view: ModifiedContent<Wrapped, Self>
    ) -> _ViewNode {
        ToolbarNode(view)
    }
}

@MainActor
final class ToolbarNode<Wrapped: View, Items: View>:
    TypedNode<ModifiedContent<Wrapped, _ToolbarModifier<Items>>>, ToolbarShowing, DisplayFacet
{
    /// The window's toolbar, as the window last wrote it.
    private var windowToolbar: WindowToolbar?
    private var published: WindowToolbar?

    override func evaluate() {
        windowToolbar = readEnvironment { $0.windowToolbar }
        let old = children
        let content = reconcile(old.first, with: view.content)
        let items = reconcile(old.count > 1 ? old[1] : nil, with: view.modifier.items)
        children = [content, items]
        publish()
    }

    /// Publishes the window's toolbar for `ToolbarCommands` (F9) while it has items.
    private func publish() {
        publishSceneValue(
            ToolbarToggleKey.self, Items.self is EmptyView.Type ? nil : windowToolbar,
            published: &published)
    }

    override func willUnmount() {
        graph.focus.unpublish(self)
        super.willUnmount()
    }

    /// Whether a person hid the window's toolbar: its items are out of reach.
    var isHidden: Bool { windowToolbar?.isHidden == true }

    /// Hidden, the items cannot be reached (tapped, found by a person); views placed directly
    /// in `toolbar { }` neither when no bar shows `automatic` items (C1); toolbar content's
    /// items decide each for itself.
    var shownChildren: ChildList {
        if isHidden
            || (!holdsToolbarContent && !toolbarStatus(placement: .automatic).isOnBar)
        {
            return ChildList([children[0]])
        }
        return children
    }

    var toolbarItems: _ViewNode? { children.count > 1 && !isHidden ? children[1] : nil }

    var holdsToolbarContent: Bool { view.modifier.holdsToolbarContent }

    override var renderRole: RenderRole { .attribute }
    var decoration: DecorationStyle? { DecorationStyle(label: "toolbar", isSection: true) }
    override var pathComponent: String? { nil }
}

/// The content takes the whole space; the items are in the window's bar, which is chrome
/// outside it (drawn on a line of its own), so they keep no frame.
extension ToolbarNode: ContentOnlyLayout {
    var layoutRule: String { "G3 toolbar content" }
}

/// A node that holds toolbar items: the container rendering the bar collects them.
@MainActor
protocol ToolbarShowing: _ViewNode {
    /// The node of the items, while a person may reach them.
    var toolbarItems: _ViewNode? { get }
    /// Whether the items are toolbar content (``ToolbarItem``s) or views placed directly.
    var holdsToolbarContent: Bool { get }
}

extension View {
    /// Adds the views `content` builds to the toolbar, each an `automatic` item: they flow
    /// **up** to the nearest navigation container's bar on iOS and iPadOS, to the window's
    /// toolbar on macOS (C1, C4).
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        modifier(_ToolbarModifier(items: content(), holdsToolbarContent: false))
    }

    /// Adds the items `content` builds, each at its placement, to the bars of the nearest
    /// container that renders them (C1–C4): the level of a navigation stack on top shows them,
    /// on macOS the window's toolbar.
    ///
    ///     .toolbar {
    ///         ToolbarItem(placement: .primaryAction) { Button("Compose") { compose() } }
    ///         if selecting {
    ///             ToolbarItem(placement: .bottomBar) { Button("Delete All") { deleteAll() } }
    ///         }
    ///     }
    public func toolbar<Content: ToolbarContent>(
        @ToolbarContentBuilder content: () -> Content
    ) -> some View {
        modifier(
            _ToolbarModifier(
                items: _ToolbarContentView(content: content()), holdsToolbarContent: true))
    }

    /// Adds customisable items (macOS and iPadOS let a person rearrange them; Canopy records
    /// `id` and shows the items as `toolbar(content:)` does).
    public func toolbar<Content: CustomizableToolbarContent>(
        id: String, @ToolbarContentBuilder content: () -> Content
    ) -> some View {
        modifier(
            _ToolbarModifier(
                items: _ToolbarContentView(content: content()), holdsToolbarContent: true))
    }
}

extension ToolbarNode: ShowsSomeChildren {}
