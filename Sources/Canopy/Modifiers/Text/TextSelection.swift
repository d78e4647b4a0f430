/// A selection in a text: one range, several, or an insertion point (an empty range), with the
/// affinity of the insertion point, as SwiftUI's `TextSelection`.
public struct TextSelection: Hashable, Sendable {
    /// The selected indices.
    public enum Indices: Hashable, Sendable {
        /// One range; empty for an insertion point.
        case selection(Range<String.Index>)
        /// Several ranges.
        case multiSelection(RangeSet<String.Index>)
    }

    /// The selected indices.
    public var indices: Indices
    /// Which side of a line break an insertion point stays on.
    public var affinity: TextSelectionAffinity = .automatic

    /// A selection of `range`.
    public init(range: Range<String.Index>) { indices = .selection(range) }

    /// An insertion point at `insertionPoint`.
    public init(insertionPoint: String.Index) {
        indices = .selection(insertionPoint..<insertionPoint)
    }

    /// A selection of `ranges`.
    public init(ranges: RangeSet<String.Index>) { indices = .multiSelection(ranges) }

    /// Whether the selection is an insertion point: one empty range.
    public var isInsertion: Bool {
        if case .selection(let range) = indices { return range.isEmpty }
        return false
    }
}
