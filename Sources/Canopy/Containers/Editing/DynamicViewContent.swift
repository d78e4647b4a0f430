import Foundation

/// A view made of one view per element of a collection (`ForEach`): what `onDelete` and
/// `onMove` apply to, handing the actions **down** to each of its rows (C23, C24).
public protocol DynamicViewContent: View {
    /// The collection the views are made from.
    associatedtype Data: Collection

    /// The collection the views are made from.
    var data: Data { get }

    /// This content with its rows' edit actions changed by `change` (the runtime's hook for
    /// `onDelete` and `onMove`; content of another kind keeps none).
    func _changingRowEditActions(_ change: (inout RowEditActions) -> Void) -> Self
}

extension DynamicViewContent {
    /// Content that is not a `ForEach` keeps no edit actions: it is returned as it is.
    public func _changingRowEditActions(_ change: (inout RowEditActions) -> Void) -> Self { self }

    /// Lets a person delete the rows, in a `List`: a row offers Delete, by a swipe from its
    /// trailing edge or by its delete control in edit mode (C23, D57). `action` receives the
    /// offsets of the deleted elements in ``data`` and must remove them; it runs after the
    /// row has left the list. `nil` offers no Delete.
    ///
    ///     ForEach(fruits, id: \.self) { Text($0) }
    ///         .onDelete { fruits.remove(atOffsets: $0) }
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
        _changingRowEditActions { $0.delete = action }
    }

    /// Lets a person move the rows, in a `List` in edit mode (on macOS, at any time): `action`
    /// receives the offsets of the moved elements and the destination offset in ``data``
    /// before the move, as `move(fromOffsets:toOffset:)` takes them (C24). `nil` offers no
    /// moving.
    ///
    ///     ForEach(fruits, id: \.self) { Text($0) }
    ///         .onMove { fruits.move(fromOffsets: $0, toOffset: $1) }
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
        _changingRowEditActions { $0.move = action }
    }
}

/// What `onDelete` and `onMove` gave a `ForEach`'s rows (C23, C24).
public struct RowEditActions {
    /// Removes the elements at the offsets.
    var delete: ((IndexSet) -> Void)?
    /// Moves the elements at the offsets in front of the element at the destination offset.
    var move: ((IndexSet, Int) -> Void)?
}

/// A `ForEach`'s edit actions, kept by reference: a `ForEach` without them carries one empty
/// pointer, not room for two closures.
final class RowEditActionsBox {
    let actions: RowEditActions
    init(_ actions: RowEditActions) { self.actions = actions }
}

extension ForEach: DynamicViewContent where Content: View {
    /// A copy whose rows get the changed edit actions.
    public func _changingRowEditActions(_ change: (inout RowEditActions) -> Void) -> Self {
        var copy = self
        var actions = rowEditActions?.actions ?? RowEditActions()
        change(&actions)
        copy.rowEditActions = RowEditActionsBox(actions)
        return copy
    }
}
