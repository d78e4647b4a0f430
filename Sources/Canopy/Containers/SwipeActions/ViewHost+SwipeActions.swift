import Foundation

extension ViewHost {
    /// The titles of the actions a swipe from `edge` reveals on the row showing `text` (its
    /// first text, D57) in the first visible list, in order from the edge, without running
    /// any (C25). A row with no swipe actions of its own offers, from the trailing edge, the
    /// Delete its `ForEach`'s `onDelete` gives it (C23). A row the list does not show is an
    /// error listing the rows.
    public func swipeActions(ofRow text: String, edge: HorizontalEdge = .trailing) throws
        -> [String]
    {
        let row = try editableRow(text)
        if let actions = row.node.swipeActions(edge: edge) {
            return actions.buttons.map(\.controlLabel)
        }
        return edge == .trailing && !row.node.hasSwipeActions && row.offersDelete ? ["Delete"] : []
    }

    /// Swipes the row showing `text` from `edge` and taps the action titled `action` (C25),
    /// then flushes. Returns `false` when the swipe reveals no such action, or it is disabled.
    /// Delete, on a row whose `ForEach` has `onDelete` and that has no swipe actions of its
    /// own, deletes the row (``deleteRow(_:)``).
    @discardableResult
    public func swipeRow(
        _ text: String, from edge: HorizontalEdge = .trailing, andTap action: String
    ) throws -> Bool {
        let row = try editableRow(text)
        guard let actions = row.node.swipeActions(edge: edge) else {
            // Only a row without swipe actions of its own gets the synthesized Delete (C25).
            guard edge == .trailing, action == "Delete", !row.node.hasSwipeActions else {
                return false
            }
            return try deleteRow(text)
        }
        guard let button = actions.buttons.first(where: { $0.controlLabel == action }) else {
            return false
        }
        return run(button)
    }

    /// Swipes the row showing `text` all the way from `edge` (C25, D57): runs the edge's first
    /// action unless the row's `swipeActions` say `allowsFullSwipe: false`; on a row with only
    /// the Delete its `ForEach`'s `onDelete` gives it, a full trailing swipe deletes it.
    /// Returns whether an action ran.
    @discardableResult
    public func fullySwipeRow(_ text: String, from edge: HorizontalEdge = .trailing) throws
        -> Bool
    {
        let row = try editableRow(text)
        guard let actions = row.node.swipeActions(edge: edge) else {
            guard edge == .trailing, !row.node.hasSwipeActions else { return false }
            return try deleteRow(text)
        }
        guard actions.allowsFullSwipe, let first = actions.buttons.first else { return false }
        return run(first)
    }

    private func run(_ button: any InteractiveNode) -> Bool {
        let ran = HostContext.running(on: platform, clock: clock) { button.tap() }
        if ran { owner?.windowWasUsed(self) }
        flush()
        return ran
    }
}
