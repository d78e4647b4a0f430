/// `deleteDisabled(_:)` and `moveDisabled(_:)`: a row says it cannot be deleted or moved. The
/// value is read from the row (its outermost view, through single-child views and modifiers,
/// as SwiftUI reads a row's traits), printed as written on the row's line (D58).
struct RowEditTrait: AttributeValue {
    enum Kind: String, Sendable { case deleteDisabled, moveDisabled }
    let kind: Kind
    let isDisabled: Bool

    var attributeText: String { ".\(kind.rawValue)(\(isDisabled))" }
}

extension View {
    /// Keeps a person from deleting this row when `isDisabled` is `true`: its `ForEach`'s
    /// `onDelete` offers it no Delete (C23).
    public func deleteDisabled(_ isDisabled: Bool) -> some View {
        attribute(RowEditTrait(kind: .deleteDisabled, isDisabled: isDisabled))
    }

    /// Keeps a person from moving this row when `isDisabled` is `true` (C24).
    public func moveDisabled(_ isDisabled: Bool) -> some View {
        attribute(RowEditTrait(kind: .moveDisabled, isDisabled: isDisabled))
    }
}

extension _ViewNode {
    /// The row's trait of `kind`: the outermost one on the row's own chain of single-child
    /// views and modifiers; `false` when it has none.
    func rowEditTrait(_ kind: RowEditTrait.Kind) -> Bool {
        for node in rowChain {
            if let recording = node as? any AttributeRecording,
                let trait = recording.recorded(RowEditTrait.self), trait.kind == kind
            {
                return trait.isDisabled
            }
        }
        return false
    }
}
