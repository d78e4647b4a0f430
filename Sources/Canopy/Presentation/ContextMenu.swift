/// A context menu attached to a view: closed, its items are not there (their views are not
/// created and get no `onAppear`); a person opens it (a secondary click on the Mac, a long
/// press on iOS and iPadOS: ``ViewHost/openContextMenu(_:)``), and it shows its items, with
/// the preview above them if it has one, in a box over the window. Choosing an item runs it
/// and closes the menu; a tap outside (``ViewHost/dismissPresentation()``) closes it too.
nonisolated struct _ContextMenuModifier<MenuItems: View, Preview: View>: ViewModifier,
    PrimitiveModifier
{
    public typealias Body = Never
    let menuItems: MenuItems
    let preview: Preview?
    /// Whether there is anything to show: `contextMenu(nil)` and an empty builder have nothing,
    /// and a secondary click on such a view opens no menu.
    var hasItems: Bool { !(MenuItems.self is EmptyView.Type) && !isNil }
    var isNil = false

    /// Mounts the content, and the menu while it is open.
    @MainActor public static func _makeModifiedNode<Wrapped: View>(
        _ view: ModifiedContent<Wrapped, Self>
    ) -> _ViewNode {
        ContextMenuNode(view)
    }
}

/// What the host opens by the text of the view the menu is attached to.
@MainActor
protocol ContextMenuOpening: _ViewNode {
    /// The text of the view the menu is attached to, as a person reads it.
    var contextMenuLabel: String { get }
    /// Whether opening it shows anything (it has items, and the view is enabled).
    var canOpenContextMenu: Bool { get }
    func openContextMenu()
}

@MainActor
final class ContextMenuNode<Wrapped: View, MenuItems: View, Preview: View>:
    TypedNode<ModifiedContent<Wrapped, _ContextMenuModifier<MenuItems, Preview>>>,
    ContextMenuOpening, Dismissible, PresentationKindNaming, DisplayFacet
{
    private(set) var isOpen = false
    private var isEnabled = true
    private lazy var close = DismissOnTap(action: { [weak self] in self?.setOpen(false) })

    override func evaluate() {
        isEnabled = readEnvironment { $0.isEnabled }
        if !isEnabled { isOpen = false }
        let old = children
        var new = [reconcile(old.first, with: view.content)]
        if isOpen {
            let menu = ContextMenuBox(
                preview: view.modifier.preview, items: view.modifier.menuItems
            )
            .environment(\.dismissOnButtonTap, close)
            new.append(reconcile(old.count > 1 ? old[1] : nil, with: menu))
        }
        for node in old.dropFirst(new.count) { graph.unmount(node) }
        children = ChildList(new)
    }

    private func setOpen(_ open: Bool) {
        guard open != isOpen, isMounted else { return }
        isOpen = open
        graph.invalidate(self)
        graph.requestFlush()
    }

    var contextMenuLabel: String { children.first.map(text(of:)) ?? "" }
    var canOpenContextMenu: Bool { isEnabled && view.modifier.hasItems }
    func openContextMenu() { setOpen(true) }

    var isPresenting: Bool { isOpen && children.count > 1 }
    var presentsMenu: Bool { true }
    func dismissPresentation() { setOpen(false) }
    var presentationTitle: String { "Context menu" }

    override var renderRole: RenderRole { .attribute }
    func renderAttributes(into attributes: inout [String]) {
        if !isOpen { attributes.append(".contextMenu") }
    }
    var decoration: DecorationStyle? { DecorationStyle(label: "contextMenu", isSection: true) }
    override var pathComponent: String? { nil }
}

/// An open context menu's contents: the preview, then the items, one under the other. Only
/// they show in renderings.
struct ContextMenuBox<Preview: View, Items: View>: View {
    typealias Body = Never
    let preview: Preview?
    let items: Items

    @MainActor static func _makeNode(_ view: Self) -> _ViewNode { ContextMenuBoxNode(view) }
}

@MainActor
final class ContextMenuBoxNode<Preview: View, Items: View>:
    TypedNode<ContextMenuBox<Preview, Items>>
{
    override func evaluate() {
        let old = children
        var new: [_ViewNode] = []
        if let preview = view.preview { new.append(reconcile(old.first, with: preview)) }
        new.append(reconcile(old.count > new.count ? old[new.count] : nil, with: view.items))
        for node in old.dropFirst(new.count) { graph.unmount(node) }
        children = ChildList(new)
    }

    override var renderRole: RenderRole { .transparent }
    override var pathComponent: String? { nil }
}

extension ContextMenuNode: LayoutFacet {
    func sizeThatFits(_ proposal: ProposedViewSize, _ engine: LayoutEngine) -> CGSize {
        guard let content = children.first else { return .zero }
        return engine.size(of: content, proposal)
    }

    /// The content where it is; an open menu at its ideal size, from the content's centre
    /// (where a person clicked), kept inside the window.
    func placeChildren(in frame: CGRect, proposal: ProposedViewSize, _ engine: LayoutEngine) {
        guard let content = children.first else { return }
        engine.place(content, in: frame, proposal: proposal, region: engine.currentRegion)
        guard children.count > 1 else { return }
        let window = engine.windowRegion
        let size = engine.size(of: children[1], .unspecified)
        let bounds = window.safe
        let origin = CGPoint(
            x: max(bounds.minX, min(frame.midX, bounds.maxX - size.width)),
            y: max(bounds.minY, min(frame.midY, bounds.maxY - size.height)))
        engine.place(
            children[1], in: CGRect(origin: origin, size: size), proposal: .unspecified,
            region: window)
    }

    func sizeDepends(on child: _ViewNode) -> Bool { child === children.first }
    var passesTraitsThrough: Bool { true }
    var layoutRule: String { "G3 presenting view" }
}

/// A context menu's items, as the deprecated `contextMenu(_:)` takes them.
public struct ContextMenu<MenuItems: View> {
    let menuItems: MenuItems

    /// A menu of the items `menuItems` builds.
    public init(@ViewBuilder menuItems: () -> MenuItems) {
        self.menuItems = menuItems()
    }
}

extension View {
    /// Adds a context menu: a secondary click on the Mac, a long press on iOS, opens it
    /// (``ViewHost/openContextMenu(_:)``) and shows the buttons `menuItems` builds; choosing one
    /// runs it and closes the menu. The items are created when the menu opens. The menu reads
    /// the environment where it is attached (values flow **down** into it).
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems)
        -> some View
    {
        modifier(_ContextMenuModifier<MenuItems, EmptyView>(menuItems: menuItems(), preview: nil))
    }

    /// Adds a context menu with a preview shown above its items while it is open.
    public func contextMenu<MenuItems: View, Preview: View>(
        @ViewBuilder menuItems: () -> MenuItems, @ViewBuilder preview: () -> Preview
    ) -> some View {
        modifier(_ContextMenuModifier(menuItems: menuItems(), preview: preview()))
    }

    /// Adds `contextMenu`'s items as a context menu, or none when it is `nil`.
    public func contextMenu<MenuItems: View>(_ contextMenu: ContextMenu<MenuItems>?) -> some View {
        modifier(
            _ContextMenuModifier<MenuItems?, EmptyView>(
                menuItems: contextMenu?.menuItems, preview: nil, isNil: contextMenu == nil))
    }
}
