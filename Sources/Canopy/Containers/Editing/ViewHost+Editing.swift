import Foundation

extension ViewHost {
    /// Deletes the row showing `text` (its first text, D57) from the first visible list, as a
    /// person does by swiping it from the trailing edge and tapping Delete, or with its delete
    /// control in edit mode (C23): runs its `ForEach`'s `onDelete` with the row's offset, then
    /// flushes. Returns `false`, running nothing, when the row offers no Delete (no `onDelete`,
    /// `deleteDisabled(true)`, or, outside edit mode, swipe actions of its own, C25). A row the
    /// list does not show is an error listing the rows.
    @discardableResult
    public func deleteRow(_ text: String) throws -> Bool {
        let row = try editableRow(text)
        guard row.offersDelete, let offset = row.offset,
            let delete = row.source?.rowEditActions?.delete
        else { return false }
        if !isListEditing(row), row.node.hasSwipeActions { return false }
        HostContext.running(on: platform, clock: clock) { delete(IndexSet(integer: offset)) }
        owner?.windowWasUsed(self)
        flush()
        return true
    }

    /// Drags the row showing `text` in front of the row showing `destination`, in edit mode
    /// (on macOS, at any time), as a person does by its reorder control (C24, D57): runs its
    /// `ForEach`'s `onMove` with the row's offset and the destination's offset in the data
    /// before the move, then flushes. Returns `false` when the row cannot move there: no
    /// `onMove`, `moveDisabled(true)`, the list not in edit mode, or the destination in
    /// another `ForEach`. A row the list does not show is an error listing the rows.
    @discardableResult
    public func moveRow(_ text: String, before destination: String) throws -> Bool {
        let row = try editableRow(text)
        let target = try editableRow(destination)
        guard let offset = target.offset, target.source === row.source else { return false }
        return move(row, to: offset)
    }

    /// Drags the row showing `text` after the last row of its `ForEach` (C24): `onMove` gets
    /// the data's count as the destination. See ``moveRow(_:before:)``.
    @discardableResult
    public func moveRowToEnd(_ text: String) throws -> Bool {
        let row = try editableRow(text)
        guard let count = row.source?.dataCount else { return false }
        return move(row, to: count)
    }

    /// The edit mode of the first visible list, as it reads it (C22); `nil` when it reads
    /// none (macOS, D56) or there is no list.
    public var listEditMode: EditMode? {
        flush()
        return firstEditableList()?.environment.editMode?.wrappedValue
    }

    private func move(_ row: EditableRow, to destination: Int) -> Bool {
        guard row.offersMove, platform == .macOS || isListEditing(row),
            let offset = row.offset, let move = row.source?.rowEditActions?.move,
            // Dropped where it is (in front of itself or of the next row) it does not move.
            destination != offset, destination != offset + 1
        else { return false }
        HostContext.running(on: platform, clock: clock) {
            move(IndexSet(integer: offset), destination)
        }
        owner?.windowWasUsed(self)
        flush()
        return true
    }

    private func isListEditing(_ row: EditableRow) -> Bool {
        row.node.environment.editMode?.wrappedValue.isEditing == true
    }

    private func firstEditableList() -> (any EditableList)? {
        graph.reachable((any SelectableList).self).lazy.compactMap { $0 as? any EditableList }
            .first
    }

    /// The row of the first visible list that shows `text`, or an error listing the rows.
    func editableRow(_ text: String) throws -> EditableRow {
        flush()
        let rows = firstEditableList()?.editableRows ?? []
        guard let row = rows.first(where: { $0.text == text }) else {
            throw ListRowNotFound(row: text, available: rows.map(\.text))
        }
        return row
    }
}

/// A row gesture that named a row the first visible list does not show.
public struct ListRowNotFound: Error, CustomStringConvertible {
    /// The row looked for.
    public let row: String
    /// The rows the list shows, by their first text.
    public let available: [String]

    /// A sentence naming the missing row and the ones present.
    public var description: String {
        "The first visible list has no row \(quoted(row)); its rows are: "
            + (available.isEmpty ? "none" : available.map(quoted).joined(separator: ", "))
    }
}
