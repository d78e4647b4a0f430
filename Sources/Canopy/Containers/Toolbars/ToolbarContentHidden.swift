/// Toolbar content hidden within its toolbar by ``ToolbarContent/hidden(_:)``: its items stay
/// declared (hosts list them, the tree prints them ` hidden`) but no bar shows them, so a
/// person cannot reach them.
nonisolated public struct _HiddenToolbarContent<Content: ToolbarContent>: ToolbarContent {
    /// Expanded by the runtime.
    public typealias Body = Never
    let content: Content
    let isHidden: Bool

    /// Mounts the content below a node that hides it while `isHidden`.
    @MainActor public static func _makeToolbarNode(_ content: Self) -> _ViewNode {
        HiddenToolbarContentNode(_ToolbarContentView(content: content))
    }
}

extension _HiddenToolbarContent: CustomizableToolbarContent
where Content: CustomizableToolbarContent {}

extension ToolbarContent {
    /// Hides this toolbar content within its toolbar while `hidden` is true (iOS 26.4, macOS
    /// 15): the items are still declared, so showing them again keeps their views' state.
    ///
    ///     ToolbarItem { DownloadsButton() }
    ///         .hidden(!showDownloads)
    public func hidden(_ hidden: Bool = true) -> some ToolbarContent {
        _HiddenToolbarContent(content: self, isHidden: hidden)
    }
}

extension CustomizableToolbarContent {
    /// Hides this customisable toolbar content within its toolbar while `hidden` is true (on
    /// macOS a person customising the toolbar would still see it; Canopy has no customisation).
    public func hidden(_ hidden: Bool = true) -> some CustomizableToolbarContent {
        _HiddenToolbarContent(content: self, isHidden: hidden)
    }
}

/// A node whose toolbar items a bar may not show.
@MainActor
protocol ToolbarContentHiding: _ViewNode {
    /// Whether the items below are hidden now.
    var hidesItems: Bool { get }
}

extension _ViewNode {
    /// Whether a ``ToolbarContent/hidden(_:)`` above this node, within its toolbar, hides it.
    var isInHiddenToolbarContent: Bool {
        var cursor = parent
        while let node = cursor, !(node is any ToolbarShowing) {
            if let hiding = node as? any ToolbarContentHiding, hiding.hidesItems { return true }
            cursor = node.parent
        }
        return false
    }
}

@MainActor
final class HiddenToolbarContentNode<Content: ToolbarContent>:
    TypedNode<_ToolbarContentView<_HiddenToolbarContent<Content>>>, ToolbarContentHiding,
    ShowsSomeChildren, DisplayFacet
{
    private var wasHidden: Bool?

    var hidesItems: Bool { view.content.isHidden }

    override func evaluate() {
        reconcileSingleChild(_ToolbarContentView(content: view.content.content))
        let hidden = hidesItems
        if let wasHidden, wasHidden != hidden {
            // The items come into or go out of a person's reach without a bar changing.
            graph.features.shownChildrenDidChange(of: self)
            // Its bottom toolbar items no longer count, or count again (D98).
            graph.markPreferencesDirty(self)
        }
        wasHidden = hidden
    }

    var shownChildren: ChildList { hidesItems ? [] : children }
    var dumpsUnreachableChildren: Bool { true }

    override var renderRole: RenderRole { .transparent }
    override var pathComponent: String? { nil }
}
