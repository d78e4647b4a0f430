/// Which elements sit in a selected row of a list (D77), read when the tree is read, as a
/// control's value is: a row is not evaluated again when only the list's selection changes.
@MainActor
struct AccessibilityRowSelection: Equatable {
    /// The selected rows of every reachable selectable list.
    private let rows: Set<ObjectIdentifier>

    /// No selected rows.
    init() { rows = [] }

    /// The selected rows of the selectable lists a person can reach in `graph`, found once.
    init(in graph: ViewGraph) {
        var found = Set<ObjectIdentifier>()
        for list in graph.reachable((any SelectableList).self) where list.isSelectable {
            for row in list.selectedRows { found.insert(ObjectIdentifier(row)) }
        }
        rows = found
    }

    /// Whether the view that placed `item` is, or is inside, a selected row.
    func isInSelectedRow(_ item: AccessibilityItem) -> Bool {
        guard !rows.isEmpty else { return false }
        var current = item.placement?.target
        while let node = current {
            if rows.contains(ObjectIdentifier(node)) { return true }
            current = node.parent
        }
        return false
    }
}
