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

/// A toolbar item, group or spacer carried through the view graph: its views are real views
/// (a person taps its buttons), below a line that names its placement.
nonisolated struct _ToolbarItemView<Content: View>: View {
    /// Mounted by the runtime.
    public typealias Body = Never
    let kind: ToolbarItemKind
    let id: String?
    let placement: ToolbarItemPlacement
    let content: Content

    @MainActor public static func _makeNode(_ view: Self) -> _ViewNode { ToolbarItemNode(view) }
}

/// A node that hosts toolbar items at one placement.
@MainActor
protocol ToolbarItemHosting: _ViewNode {
    var itemKind: ToolbarItemKind { get }
    var itemPlacement: ToolbarItemPlacement { get }
}

@MainActor
final class ToolbarItemNode<Content: View>: TypedNode<_ToolbarItemView<Content>>,
    ToolbarItemHosting, DisplayFacet, ShowsSomeChildren
{
    private var reportedUnavailable = false

    var itemKind: ToolbarItemKind { view.kind }
    var itemPlacement: ToolbarItemPlacement { view.placement }

    override func evaluate() {
        reconcileSingleChild(view.content)
        let platform = graph.platform
        if !view.placement.isAvailable(on: platform), !reportedUnavailable {
            reportedUnavailable = true
            graph.record(
                Diagnostic(
                    kind: .platformUnavailable,
                    message:
                        "The toolbar item placement \(view.placement) is unavailable on \(platform); the item is shown nowhere",
                    viewPath: path))
        }
    }

    /// Off every bar (no container renders one above it, its placement does not exist here,
    /// its bar is hidden), its views are out of a person's reach.
    var shownChildren: ChildList {
        toolbarStatus(placement: view.placement).isOnBar ? children : []
    }

    var dumpsUnreachableChildren: Bool { true }

    func renderTitle() -> String {
        var title: String
        switch view.kind {
        case .item: title = "ToolbarItem"
        case .group: title = "ToolbarItemGroup"
        case .spacer(let sizing): title = "ToolbarSpacer \(sizing)"
        case .titleMenu: title = "ToolbarTitleMenu"
        }
        if let id = view.id { title += " id:" + quoted(id) }
        if view.kind != .titleMenu { title += " placement:\(view.placement)" }
        if !isShownOnBar { title += " hidden" }
        return title
    }

    /// Whether a bar shows the item now: it is on a bar of its level (see
    /// ``ToolbarItemStatus``), the level is on screen, and a keyboard item's field has focus.
    var isShownOnBar: Bool {
        let status = toolbarStatus(placement: view.placement)
        guard status.isOnBar, let level = status.level else { return false }
        if status.bar == .keyboard {
            return level.collectToolbarItems().contains { item in
                item.isShown && item.nodes.contains { $0.parent === self }
            }
        }
        return level.isOnScreenInItsPresentation
    }
}
