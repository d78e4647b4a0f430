/// What a mounted piece of toolbar content is.
enum ToolbarItemKind: Equatable {
    /// A ``ToolbarItem``: one item, labelled by its first control or text.
    case item
    /// A ``ToolbarItemGroup``: an item per control or text.
    case group
    /// A ``ToolbarSpacer``: no item, a gap.
    case spacer(SpacerSizing)
    /// A ``ToolbarTitleMenu``: no item, the title's menu.
    case titleMenu
}

/// What a toolbar item, group or spacer shows: its views are real views (a person taps its
/// buttons), below a line that names its placement.
struct ToolbarItemDescription<Content: View> {
    let kind: ToolbarItemKind
    let id: String?
    let placement: ToolbarItemPlacement
    let content: Content
}

/// A node that hosts toolbar items at one placement.
@MainActor
protocol ToolbarItemHosting: _ViewNode {
    var itemKind: ToolbarItemKind { get }
    var itemPlacement: ToolbarItemPlacement { get }
}

@MainActor
final class ToolbarItemNode<Item: ToolbarContent, Content: View>:
    TypedNode<_ToolbarContentView<Item>>, ToolbarItemHosting, DisplayFacet, ShowsSomeChildren
{
    /// The unavailable placement last reported, so each is reported once per item.
    private var reportedPlacement: ToolbarItemPlacement?
    /// Whether the item declared a bottom toolbar item when last evaluated (D98), `nil`
    /// before its first evaluation.
    var declaredBottomBarItem: Bool?
    /// Reads the item's kind, placement and views out of the toolbar content value.
    private let describe: (Item) -> ToolbarItemDescription<Content>

    /// The node is typed on the toolbar content itself, so the next value of the same item
    /// updates it (its views keep their state) rather than mounting a new one.
    init(_ item: Item, describe: @escaping (Item) -> ToolbarItemDescription<Content>) {
        self.describe = describe
        super.init(_ToolbarContentView(content: item))
    }

    private var item: ToolbarItemDescription<Content> { describe(view.content) }

    var itemKind: ToolbarItemKind { item.kind }
    var itemPlacement: ToolbarItemPlacement { item.placement }

    override func evaluate() {
        let item = self.item
        reconcileSingleChild(item.content)
        let platform = graph.platform
        if !item.placement.isAvailable(on: platform), reportedPlacement != item.placement {
            reportedPlacement = item.placement
            graph.record(
                Diagnostic(
                    kind: .platformUnavailable,
                    message:
                        "The toolbar item placement \(item.placement) is unavailable on \(platform); the item is shown nowhere",
                    viewPath: path))
        }
        noteBottomBarDeclaration()
    }

    /// Off every bar (no container renders one above it, its placement does not exist here,
    /// its bar is hidden), its views are out of a person's reach.
    var shownChildren: ChildList {
        toolbarStatus(placement: item.placement).isOnBar ? children : []
    }

    var dumpsUnreachableChildren: Bool { true }

    func renderTitle() -> String {
        var title: String
        switch item.kind {
        case .item: title = "ToolbarItem"
        case .group: title = "ToolbarItemGroup"
        case .spacer(let sizing): title = "ToolbarSpacer \(sizing)"
        case .titleMenu: title = "ToolbarTitleMenu"
        }
        if let id = item.id { title += " id:" + quoted(id) }
        if item.kind != .titleMenu { title += " placement:\(item.placement)" }
        if !isShownOnBar { title += " hidden" }
        return title
    }

    /// Whether a bar shows the item now: it is on a bar of its level (see
    /// ``ToolbarItemStatus``), the level is on screen, and a keyboard item's field has focus.
    var isShownOnBar: Bool {
        if isInHiddenToolbarContent { return false }
        let status = toolbarStatus(placement: item.placement)
        guard status.isOnBar, let level = status.level else { return false }
        if status.bar == .keyboard {
            return level.collectToolbarItems().contains { item in
                item.isShown && item.nodes.contains { $0.parent === self }
            }
        }
        return level.isOnScreenInItsPresentation
    }
}
