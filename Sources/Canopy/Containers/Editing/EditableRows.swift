import Foundation

/// A `ForEach`'s node as its rows' edit actions see it (C23, C24).
@MainActor
protocol EditableRowSource: _ViewNode {
    /// What `onDelete` and `onMove` gave the rows.
    var rowEditActions: RowEditActions? { get }
    /// How many elements the data has.
    var dataCount: Int { get }
    /// Where the element `row` was made from sits in the data.
    func dataOffset(ofRow row: _ViewNode) -> Int?
}

extension ForEachNode: EditableRowSource {
    var rowEditActions: RowEditActions? { view.rowEditActions?.actions }
    var dataCount: Int { view.data.count }
    func dataOffset(ofRow row: _ViewNode) -> Int? {
        guard let id = identity(ofChild: row) else { return nil }
        return position(ofRowIdentified: AnyHashable(id))
    }
}

/// A `ForEach` has no line: its rows' lines carry `.onDelete` and `.onMove` (D58).
extension ForEachNode: DisplayFacet {
    func renderAttributes(into attributes: inout [String]) {
        guard let actions = view.rowEditActions?.actions else { return }
        if actions.delete != nil { attributes.append(".onDelete") }
        if actions.move != nil { attributes.append(".onMove") }
    }
}

/// One row of a list as a person's editing gestures find it (D57): the row's node, the text it
/// is found by, and the `ForEach` that made it, if one did.
@MainActor
struct EditableRow {
    let node: _ViewNode
    let text: String
    let source: (any EditableRowSource)?

    /// The row's offset in its `ForEach`'s data.
    var offset: Int? { source?.dataOffset(ofRow: node) }

    /// Whether a person can delete the row: its `ForEach` has `onDelete` and the row is not
    /// `deleteDisabled` (C23).
    var offersDelete: Bool {
        source?.rowEditActions?.delete != nil && !node.rowEditTrait(.deleteDisabled)
    }

    /// Whether a person can drag the row: its `ForEach` has `onMove` and the row is not
    /// `moveDisabled` (C24).
    var offersMove: Bool {
        source?.rowEditActions?.move != nil && !node.rowEditTrait(.moveDisabled)
    }
}

/// A list whose rows a person can edit.
@MainActor
protocol EditableList: _ViewNode {
    /// The rows in view, in order, a section's header and footer aside.
    var editableRowNodes: [_ViewNode] { get }
}

extension ListNode: EditableList {
    var editableRowNodes: [_ViewNode] { rows.map(\.node) }

    /// Whether the edit mode the list reads is an editing one (D58: ` editing`).
    var isEditing: Bool { environment.editMode?.wrappedValue.isEditing == true }

    /// On a touch platform a list selects several rows only while editing (D79): "on devices
    /// without an attached keyboard and mouse or trackpad, people can make multiple selections
    /// in lists only when edit mode is active" (`EditMode`'s documentation). Outside it, a tap
    /// selects that row alone.
    var selectsOneAtATime: Bool {
        view.selection?.allowsMultiple == true && graph.platform != .macOS && !isEditing
    }
}

extension EditableList {
    /// The rows, each with the `ForEach` that made it, if one did.
    var editableRows: [EditableRow] {
        editableRowNodes.map(editableRow(for:))
    }

    /// `node`, one of the rows, as a person's editing gestures find it.
    func editableRow(for node: _ViewNode) -> EditableRow {
        let made = rowSource(of: node)
        return EditableRow(
            node: made?.row ?? node, text: firstText(of: node), source: made?.source)
    }

    /// The `ForEach` that made `node`, and the row it made: `node` itself, or the conditional
    /// or group (nodes without a line) that `node` stands in.
    private func rowSource(of node: _ViewNode) -> (source: any EditableRowSource, row: _ViewNode)? {
        var row = node
        while let parent = row.parent {
            if let source = parent as? any EditableRowSource { return (source, row) }
            guard parent.renderRole == .transparent, parent !== self else { return nil }
            row = parent
        }
        return nil
    }
}

/// The first text of a row, depth first (D57).
@MainActor
func firstText(of node: _ViewNode) -> String {
    var pending: [_ViewNode] = [node]
    while let next = pending.popLast() {
        if let text = next.shownText { return text }
        pending.append(contentsOf: next.visibleChildren.reversed())
    }
    return ""
}
