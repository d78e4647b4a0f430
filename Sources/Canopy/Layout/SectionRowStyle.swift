/// How a container lays out the parts of a `Section` directly inside it (D24): a lazy stack's
/// spacing and alignment, a list's row insets and minimum height, a lazy grid's tracks.
///
/// The container decides it once and hands the value to the section, so ``SectionLayout``
/// asks it instead of switching on which container it is in: a new kind of container that
/// holds sections brings its own.
@MainActor
protocol SectionRowStyle {
    /// The axis the section's parts follow one another on.
    var axis: Axis { get }
    /// The gap between the section's parts and lines.
    var gap: CGFloat { get }
    /// The grid that lays out the section's rows as its cells (a lazy grid's), or `nil` when
    /// the rows follow one another as the header and footer do.
    var cellGrid: LazyGridLayout? { get }
    /// What each part is proposed when the section is proposed `proposal`.
    func partProposal(_ proposal: ProposedViewSize) -> ProposedViewSize
    /// How long a row (`isRow`) or a header or footer of `size` is along the axis.
    func pitch(_ size: CGSize, isRow: Bool) -> CGFloat
    /// How long the section is across its axis, given the sizes of its shown parts and, for a
    /// grid, the size of its block of cells.
    func crossLength(_ proposal: ProposedViewSize, shown: [CGSize], cells: CGSize?) -> CGFloat
    /// Where a part `size` big, `pitch` long along the axis from `position`, sits in `frame`.
    func origin(
        of size: CGSize, at position: CGFloat, pitch: CGFloat, in frame: CGRect,
        dimensions: () -> ViewDimensions
    ) -> CGPoint
}

extension SectionRowStyle {
    var cellGrid: LazyGridLayout? { nil }

    /// The part's origin along the axis, and across it where `alignment` puts its guide on the
    /// frame's: a stack's or a grid's alignment.
    fileprivate func aligned(
        at position: CGFloat, in frame: CGRect, by alignment: StackLayoutAlgorithm.MinorAlignment,
        dimensions: () -> ViewDimensions
    ) -> CGPoint {
        var origin = frame.origin
        origin[axis] = position
        let frameGuide = alignment.value(
            in: ViewDimensions(size: CGSize(major: 0, minor: frame.size[axis.other], axis: axis)))
        origin[axis.other] += frameGuide - alignment.value(in: dimensions())
        return origin
    }
}

/// A lazy stack's sections: parts at their ideal length along the axis, the stack's spacing
/// between them, aligned by the stack's alignment.
struct StackSectionRows: SectionRowStyle {
    let axis: Axis
    let alignment: StackLayoutAlgorithm.MinorAlignment
    let spacing: CGFloat

    var gap: CGFloat { spacing }

    func partProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(major: nil, minor: proposal[axis.other], axis: axis)
    }

    func pitch(_ size: CGSize, isRow: Bool) -> CGFloat { size[axis] }

    func crossLength(_ proposal: ProposedViewSize, shown: [CGSize], cells: CGSize?) -> CGFloat {
        // As long across as the stack offers: its rows line up with other sections' by the
        // stack's alignment.
        proposal[axis.other] ?? shown.map { $0[axis.other] }.max() ?? 0
    }

    func origin(
        of size: CGSize, at position: CGFloat, pitch: CGFloat, in frame: CGRect,
        dimensions: () -> ViewDimensions
    ) -> CGPoint {
        aligned(at: position, in: frame, by: alignment, dimensions: dimensions)
    }
}

/// A list's (or a form's) sections: each row has the list's insets and minimum height, the
/// header and footer the row insets, with no gap between parts.
struct ListSectionRows: SectionRowStyle {
    let column: FillingColumnLayout

    var axis: Axis { .vertical }
    var gap: CGFloat { 0 }

    func partProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        column.rowProposal(proposal)
    }

    func pitch(_ size: CGSize, isRow: Bool) -> CGFloat {
        isRow
            ? column.rowHeight(size)
            : size.height + column.rowInsets.top + column.rowInsets.bottom
    }

    func crossLength(_ proposal: ProposedViewSize, shown: [CGSize], cells: CGSize?) -> CGFloat {
        let widest = shown.map(\.width).max() ?? 0
        return proposal.width ?? widest + column.rowInsets.leading + column.rowInsets.trailing
    }

    func origin(
        of size: CGSize, at position: CGFloat, pitch: CGFloat, in frame: CGRect,
        dimensions: () -> ViewDimensions
    ) -> CGPoint {
        var origin = frame.origin
        origin.y = position
        origin.x += column.rowInsets.leading
        origin.y += (pitch - size.height) / 2
        return origin
    }
}

/// A lazy grid's sections: the header and footer across the grid, the rows its cells in its
/// tracks, the grid's line spacing between parts.
struct GridSectionRows: SectionRowStyle {
    let grid: LazyGridLayout

    var axis: Axis { grid.axis }
    var gap: CGFloat { grid.gap }
    var cellGrid: LazyGridLayout? { grid }

    func partProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(major: nil, minor: proposal[axis.other], axis: axis)
    }

    func pitch(_ size: CGSize, isRow: Bool) -> CGFloat { size[axis] }

    func crossLength(_ proposal: ProposedViewSize, shown: [CGSize], cells: CGSize?) -> CGFloat {
        max(shown.map { $0[axis.other] }.max() ?? 0, cells?[axis.other] ?? 0)
    }

    func origin(
        of size: CGSize, at position: CGFloat, pitch: CGFloat, in frame: CGRect,
        dimensions: () -> ViewDimensions
    ) -> CGPoint {
        let alignment: StackLayoutAlgorithm.MinorAlignment =
            axis == .vertical
            ? .horizontal(grid.alignment.horizontal) : .vertical(grid.alignment.vertical)
        return aligned(at: position, in: frame, by: alignment, dimensions: dimensions)
    }
}
