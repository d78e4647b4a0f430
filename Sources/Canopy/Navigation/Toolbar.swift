/// A view's toolbar items: real views (their buttons can be tapped), shown in the renderers
/// as the bar's contents. Placements are recorded.
///
///     .toolbar {
///         ToolbarItem(placement: .primaryAction) { Button("Add") { add() } }
///     }
nonisolated struct _ToolbarModifier<Items: View>: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let items: Items

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

    /// Hidden, the items cannot be reached (tapped, found by a person).
    var shownChildren: ChildList {
        isHidden ? ChildList([children[0]]) : children
    }

    var toolbarItems: _ViewNode? { children.count > 1 && !isHidden ? children[1] : nil }

    override var renderRole: RenderRole { .attribute }
    var decoration: DecorationStyle? { DecorationStyle(label: "toolbar", isSection: true) }
    override var pathComponent: String? { nil }
}

/// The content takes the whole space; the items are in the window's bar, which is chrome
/// outside it (drawn on a line of its own), so they keep no frame.
extension ToolbarNode: ContentOnlyLayout {
    var layoutRule: String { "G3 toolbar content" }
}

/// A node that shows toolbar items (the screen renderer puts them on a line of their own).
@MainActor
protocol ToolbarShowing: _ViewNode {
    var toolbarItems: _ViewNode? { get }
}

extension View {
    /// Adds the items `content` builds to the toolbar (the navigation bar on iOS, the window's
    /// toolbar on macOS).
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        modifier(_ToolbarModifier(items: content()))
    }
}

/// Where a toolbar item goes, recorded.
public struct ToolbarItemPlacement: Sendable, Hashable, CustomStringConvertible {
    let name: String
    /// The item's place, as written (`primaryAction`).
    public var description: String { name }
    /// The `automatic` placement.
    public static let automatic = ToolbarItemPlacement(name: "automatic")
    /// The `principal` placement.
    public static let principal = ToolbarItemPlacement(name: "principal")
    /// The `navigation` placement.
    public static let navigation = ToolbarItemPlacement(name: "navigation")
    /// The `primaryAction` placement.
    public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
    /// The `secondaryAction` placement.
    public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction")
    /// The `confirmationAction` placement.
    public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
    /// The `cancellationAction` placement.
    public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
    /// The `destructiveAction` placement.
    public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
    /// The `status` placement.
    public static let status = ToolbarItemPlacement(name: "status")
    /// The `keyboard` placement.
    public static let keyboard = ToolbarItemPlacement(name: "keyboard")
    /// The `bottomBar` placement.
    public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
    /// The `topBarLeading` placement.
    public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
    /// The `topBarTrailing` placement.
    public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
    /// The `navigationBarLeading` placement.
    public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
    /// The `navigationBarTrailing` placement.
    public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")
}

/// One toolbar item.
nonisolated public struct ToolbarItem<ID, Content: View>: View, ContainerPrimitive {
    /// Drawn by the runtime: a primitive view has no body.
    public typealias Body = Never
    let placement: ToolbarItemPlacement
    let content: Content

    var containerContent: Content { content }
    func renderTitle() -> String { "ToolbarItem placement:\(placement)" }
}

extension ToolbarItem where ID == () {
    /// An item at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

/// Several toolbar items at one placement.
nonisolated public struct ToolbarItemGroup<Content: View>: View, ContainerPrimitive {
    /// Drawn by the runtime: a primitive view has no body.
    public typealias Body = Never
    let placement: ToolbarItemPlacement
    let content: Content

    /// Items at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    var containerContent: Content { content }
    func renderTitle() -> String { "ToolbarItemGroup placement:\(placement)" }
}

extension ToolbarNode: ShowsSomeChildren {}
