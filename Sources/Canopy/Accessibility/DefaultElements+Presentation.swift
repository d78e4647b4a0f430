/// What presentations and bars contribute (D44): a presented sheet, cover, popover or alert is
/// all that is reachable; a toolbar's items are in the window's bar, which this version leaves
/// out.

extension SheetNode: AccessibilityFacet {
    /// While presenting, only the presentation: what it covers cannot be reached (unless the
    /// content enables background interaction, D104).
    var accessibilityChildren: ChildList {
        reachableFront != nil ? ChildList([children[1]]) : visibleChildren
    }

    /// While presenting, the presentation's items, modal: they pass through everything around
    /// them (D44), so the innermost presentation is the whole tree.
    func accessibilityItems(from content: AccessibilityItems) -> AccessibilityItems {
        reachableFront != nil ? content.asModal() : content
    }
}

extension ToolbarNode: AccessibilityFacet {
    /// The content only: the toolbar's items are in the window's bar (D44).
    var accessibilityChildren: ChildList {
        children.isEmpty ? ChildList([]) : ChildList([children[0]])
    }

    func accessibilityItems(from content: AccessibilityItems) -> AccessibilityItems { content }
}

extension InspectorNode: AccessibilityFacet {
    /// A compact inspector is a sheet, modal as every sheet is (D44, D104): while it shows,
    /// only it; a column is part of the window.
    var accessibilityChildren: ChildList {
        reachableFront != nil ? ChildList([children[1]]) : visibleChildren
    }

    func accessibilityItems(from content: AccessibilityItems) -> AccessibilityItems {
        reachableFront != nil ? content.asModal() : content
    }
}
