/// How a lazy grid places the cells it loaded (D22): its tracks (columns of a `LazyVGrid`, rows
/// of a `LazyHGrid`) come from its `GridItem`s and its length across `axis` alone; cells fill
/// lines of as many as there are tracks, in order; each cell is proposed its track's length
/// and its ideal length along `axis`, a line is as long as its longest cell, and each cell is
/// then proposed its track by its line and aligned in that rect by its item's alignment. Lines
/// not loaded are estimated at the loaded lines' mean length (G29).
struct LazyGridLayout: ContainerLayout {
    /// The axis lines follow one another on (vertical for a `LazyVGrid`).
    let axis: Axis
    let items: [GridItem]
    /// Where the tracks sit when the grid is longer across `axis` than they are.
    let alignment: Alignment
    let spacing: CGFloat?
    /// The number of cells, when the grid loads a window of them; `nil`: every subview.
    let count: Int?
    /// The position of the first loaded cell among all of them.
    let firstLoaded: Int
    var rule: String { "D22 lazy \(axis == .vertical ? "VGrid" : "HGrid")" }

    /// The gap between lines.
    var gap: CGFloat { spacing ?? GridTracks.defaultSpacing }

    /// The same grid laying out `count` cells of which those from `firstLoaded` are loaded (a
    /// section's, D24).
    func loading(count: Int?, firstLoaded: Int) -> LazyGridLayout {
        LazyGridLayout(
            axis: axis, items: items, alignment: alignment, spacing: spacing, count: count,
            firstLoaded: firstLoaded)
    }

    /// The loaded lines' lengths (from the first loaded line), a line's estimated length, and
    /// the number of lines, for `subviews` at `proposal`.
    func lines(_ proposal: ProposedViewSize, _ subviews: [LayoutItem], _ engine: LayoutEngine)
        -> (lengths: [CGFloat], estimate: CGFloat, count: Int)
    {
        let measured = measure(proposal, subviews, engine)
        return (measured.lineLengths, measured.estimate, measured.lineCount)
    }

    /// What measuring found: the tracks, each loaded cell's line and track, the loaded lines'
    /// lengths (from the first loaded line), and a line's estimated length.
    private struct Measured {
        /// The grid's length across its axis: the proposal's, or its first tracks' if longer.
        let across: CGFloat
        let tracks: GridTracks
        let cells: [(line: Int, track: Int)]
        let firstLine: Int
        let lineLengths: [CGFloat]
        let estimate: CGFloat
        let lineCount: Int
    }

    /// Measures the cells in the tracks for the grid's own length across its axis: `across`
    /// once placed (its frame's), or, while it is being sized, what the proposal makes it.
    private func measure(
        _ proposal: ProposedViewSize, across placed: CGFloat? = nil, _ subviews: [LayoutItem],
        _ engine: LayoutEngine
    ) -> Measured {
        let (across, tracks) =
            placed.map { ($0, GridTracks(items, length: $0)) }
            ?? GridTracks.placed(items, proposed: proposal[axis.other])
        let perLine = max(1, tracks.count)
        let total = count ?? subviews.count
        let firstLine = firstLoaded / perLine
        var cells: [(line: Int, track: Int)] = []
        var lengths: [CGFloat] = []
        cells.reserveCapacity(subviews.count)
        for (offset, item) in subviews.enumerated() {
            let index = firstLoaded + offset
            let cell = (line: index / perLine, track: index % perLine)
            cells.append(cell)
            let trackLength = tracks.tracks.isEmpty ? 0 : tracks.tracks[cell.track].length
            let size = engine.size(
                of: item.node, ProposedViewSize(major: nil, minor: trackLength, axis: axis))
            let line = cell.line - firstLine
            while lengths.count <= line { lengths.append(0) }
            lengths[line] = max(lengths[line], size[axis])
        }
        let estimate = lengths.isEmpty ? 0 : lengths.reduce(0, +) / CGFloat(lengths.count)
        return Measured(
            across: across, tracks: tracks, cells: cells, firstLine: firstLine,
            lineLengths: lengths,
            estimate: estimate, lineCount: (total + perLine - 1) / perLine)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutItem], _ engine: LayoutEngine)
        -> CGSize
    {
        let measured = measure(proposal, subviews, engine)
        let unloaded = max(0, measured.lineCount - measured.lineLengths.count)
        let major =
            measured.lineLengths.reduce(0, +) + measured.estimate * CGFloat(unloaded)
            + gap * CGFloat(max(0, measured.lineCount - 1))
        let minor = measured.across
        return CGSize(major: major, minor: minor, axis: axis)
    }

    func placeSubviews(
        in frame: CGRect, proposal: ProposedViewSize, subviews: [LayoutItem],
        _ engine: LayoutEngine
    ) {
        let measured = measure(proposal, across: frame.size[axis.other], subviews, engine)
        let tracks = measured.tracks.tracks
        guard !tracks.isEmpty else {
            for item in subviews { engine.forget(item.node) }
            return
        }
        // The tracks as a block, placed in the grid's length across the axis by its alignment.
        let across = ViewDimensions(size: frame.size)
        let block = ViewDimensions(
            size: CGSize(
                major: 0, minor: measured.tracks.length, axis: axis))
        let blockStart =
            axis == .vertical
            ? across[alignment.horizontal] - block[alignment.horizontal]
            : across[alignment.vertical] - block[alignment.vertical]
        let starts = measured.tracks.starts
        var lineStarts: [CGFloat] = []
        var position =
            frame.origin[axis] + CGFloat(measured.firstLine) * (measured.estimate + gap)
        for length in measured.lineLengths {
            lineStarts.append(position)
            position += length + gap
        }
        for (item, cell) in zip(subviews, measured.cells) {
            let track = tracks[cell.track]
            let line = cell.line - measured.firstLine
            var origin = frame.origin
            origin[axis] = lineStarts[line]
            origin[axis.other] += blockStart + starts[cell.track]
            let size = CGSize(
                major: measured.lineLengths[line], minor: track.length, axis: axis)
            placeAligned(
                [item.node], in: CGRect(origin: origin, size: size),
                proposal: ProposedViewSize(size), alignment: track.alignment, engine)
        }
    }
}
