/// How a `Section` lays out inside a lazy stack, a lazy grid or a list (D24): its header, its
/// rows and its footer one after another along the container's axis, the rows as the
/// container lays out its own (a lazy stack's spacing and alignment, a lazy grid's tracks, a
/// list's row insets and minimum height).
/// Rows a `ForEach` loads lazily are placed after the estimated length of those before them,
/// and the section is as long as all of them, estimated where not loaded (G29). Pinned
/// headers and footers stay at the scroll view's edge while their section passes it.
struct SectionLayout: ContainerLayout {
    /// The row metrics of the container the section lays out in.
    let style: any SectionRowStyle
    /// The header and footer slots; each is part of the section only when it holds a view.
    let headerSlot: _ViewNode?
    let footerSlot: _ViewNode?
    /// A titled section's title (`Section("Fruit")`), laid out as its header in this metric:
    /// the title is text of the section's own, not a view.
    let title: (text: String, metric: TextMetric)?
    /// The number of rows and the position of the first one mounted, for rows loaded lazily
    /// (in a grid, the number of cells and the cells before the first mounted row's).
    let lazy: (count: Int, firstLoaded: Int)?
    /// The `ForEach` whose rows the section loads lazily: a row may be several views or none.
    var source: (any LazyRowSource)? = nil
    /// The pitch of a row not mounted (the mean of every row measured so far, D17); `nil` for
    /// the mounted rows' mean.
    var estimate: CGFloat? = nil
    /// The scroll view's frame, along the axis, when headers or footers are pinned to it.
    let pinHeaderTo: ClosedRange<CGFloat>?
    let pinFooterTo: ClosedRange<CGFloat>?

    var rule: String { "D24 Section" }

    var axis: Axis { style.axis }

    /// The gap between the section's parts and lines: a lazy stack's spacing, a grid's line
    /// spacing, none in a list.
    var gap: CGFloat { style.gap }

    /// A grid laying out the rows as its cells, loaded as the section loads them.
    private var rowGrid: LazyGridLayout? {
        style.cellGrid?.loading(count: lazy?.count, firstLoaded: lazy?.firstLoaded ?? 0)
    }

    /// The section's parts: the header, the rows, the footer, and slots that hold no view,
    /// which are no part of it.
    private func parts(_ subviews: [LayoutItem]) -> (
        header: LayoutItem?, rows: [LayoutItem], footer: LayoutItem?, empty: [LayoutItem]
    ) {
        var header: LayoutItem?
        var footer: LayoutItem?
        var rows: [LayoutItem] = []
        var empty: [LayoutItem] = []
        for item in subviews {
            guard item.node === headerSlot || item.node === footerSlot else {
                rows.append(item)
                continue
            }
            if (item.node as? any SectionSlot)?.holdsView == false {
                empty.append(item)
            } else if item.node === headerSlot {
                header = item
            } else {
                footer = item
            }
        }
        return (header, rows, footer, empty)
    }

    /// What each part is proposed: the container's row proposal (a grid's header and footer
    /// are proposed its whole length across).
    private func inner(_ proposal: ProposedViewSize) -> ProposedViewSize {
        style.partProposal(proposal)
    }

    /// How long a row (`isRow`) or a header or footer of `size` is along the axis, with the
    /// list's insets around it.
    private func pitch(_ size: CGSize, isRow: Bool) -> CGFloat {
        style.pitch(size, isRow: isRow)
    }

    /// The title's lines, when the title stands for the header.
    private func titleLines(_ inner: ProposedViewSize, header: LayoutItem?) -> [String]? {
        guard header == nil, let title else { return nil }
        return title.metric.lines(of: title.text, proposal: inner, lineLimit: nil)
    }

    /// The size of the header (a view, or the title), of each loaded row (none for a grid's,
    /// which it measures itself) and of the footer.
    private func sizes(
        _ proposal: ProposedViewSize, _ subviews: [LayoutItem], _ engine: LayoutEngine
    ) -> (header: CGSize?, rows: [CGSize], footer: CGSize?) {
        let inner = inner(proposal)
        let (header, rows, footer, _) = parts(subviews)
        let headerSize =
            header.map { engine.size(of: $0.node, inner) }
            ?? titleLines(inner, header: header).map { title!.metric.size(of: $0) }
        return (
            headerSize, rowGrid == nil ? rows.map { engine.size(of: $0.node, inner) } : [],
            footer.map { engine.size(of: $0.node, inner) }
        )
    }

    /// What measuring found: the loaded lines' lengths (a grid's line of cells) or pitches (a
    /// row of a stack or a list: its views with a gap after each, so a row of several views
    /// or none takes what its views take), their mean (the estimate for the others), the
    /// number of lines, and the header's and footer's pitches.
    struct Measured {
        let lines: [CGFloat]
        let estimate: CGFloat
        let lineCount: Int
        let header: CGFloat?
        let footer: CGFloat?
        /// Whether ``lines`` are pitches, each holding the gap after its views.
        var pitched = false

        /// The rows' length, with the gaps between lines.
        func rowsLength(gap: CGFloat) -> CGFloat {
            let unloaded = estimate * CGFloat(max(0, lineCount - lines.count))
            if pitched { return max(0, lines.reduce(0, +) + unloaded - gap) }
            return lines.reduce(0, +) + unloaded + gap * CGFloat(max(0, lineCount - 1))
        }
    }

    func measure(_ proposal: ProposedViewSize, subviews: [LayoutItem], _ engine: LayoutEngine)
        -> Measured
    {
        let sizes = sizes(proposal, subviews, engine)
        let header = sizes.header.map { pitch($0, isRow: false) }
        let footer = sizes.footer.map { pitch($0, isRow: false) }
        if let rowGrid {
            let lines = rowGrid.lines(inner(proposal), parts(subviews).rows, engine)
            return Measured(
                lines: lines.lengths, estimate: lines.estimate, lineCount: lines.count,
                header: header, footer: footer)
        }
        // Each row's views, with a gap after each: a row is one view unless the section
        // loads a `ForEach` lazily, whose rows may be several views or none.
        let rows = parts(subviews).rows
        var pitches: [CGFloat]
        if let source {
            pitches = Array(repeating: 0, count: source.children.count)
            for (size, offset) in zip(sizes.rows, source.rowOffsets(of: rows, in: source)) {
                guard let offset else { continue }
                pitches[offset] += pitch(size, isRow: true) + gap
            }
        } else {
            pitches = sizes.rows.map { pitch($0, isRow: true) + gap }
        }
        let mean = pitches.isEmpty ? 0 : pitches.reduce(0, +) / CGFloat(pitches.count)
        return Measured(
            lines: pitches, estimate: estimate ?? mean, lineCount: lazy?.count ?? pitches.count,
            header: header, footer: footer, pitched: true)
    }

    /// Where the rows start after the section's start: past the header and its gap.
    func rowsStart(header: CGFloat?) -> CGFloat {
        header.map { $0 + gap } ?? 0
    }

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutItem], _ engine: LayoutEngine)
        -> CGSize
    {
        let sizes = sizes(proposal, subviews, engine)
        let measured = measure(proposal, subviews: subviews, engine)
        var length = measured.rowsLength(gap: gap)
        for part in [measured.header, measured.footer] {
            guard let part else { continue }
            length += part + (measured.lineCount > 0 ? gap : 0)
        }
        if measured.lineCount == 0, measured.header != nil, measured.footer != nil {
            length += gap
        }
        let shown = [sizes.header].compactMap { $0 } + sizes.rows + [sizes.footer].compactMap { $0 }
        // A grid's block of cells is measured as the grid lays it out.
        let cells = rowGrid.map {
            $0.sizeThatFits(inner(proposal), subviews: parts(subviews).rows, engine)
        }
        let minor = style.crossLength(proposal, shown: shown, cells: cells)
        return CGSize(major: length, minor: minor, axis: axis)
    }

    /// Where a part `size` big, `pitch` long along the axis from `position`, sits in `frame`.
    private func origin(
        of size: CGSize, at position: CGFloat, pitch: CGFloat, in frame: CGRect,
        dimensions: () -> ViewDimensions
    ) -> CGPoint {
        style.origin(of: size, at: position, pitch: pitch, in: frame, dimensions: dimensions)
    }

    /// Where the header starts along the axis: at the section's start or, pinned, held at the
    /// scroll view's leading edge until the section's end pushes it off.
    private func headerPosition(in frame: CGRect, length: CGFloat) -> CGFloat {
        let start = frame.origin[axis]
        guard let pin = pinHeaderTo else { return start }
        return min(max(start, pin.lowerBound), start + frame.size[axis] - length)
    }

    func placeSubviews(
        in frame: CGRect, proposal: ProposedViewSize, subviews: [LayoutItem],
        _ engine: LayoutEngine
    ) {
        let inner = inner(proposal)
        let (header, rows, footer, empty) = parts(subviews)
        for item in empty { engine.forget(item.node) }
        let measured = measure(proposal, subviews: subviews, engine)
        let start = frame.origin[axis]
        let region = engine.currentRegion
        func place(_ item: LayoutItem, at position: CGFloat, pitch: CGFloat) {
            let size = engine.size(of: item.node, inner)
            let origin = origin(of: size, at: position, pitch: pitch, in: frame) {
                engine.dimensions(of: item.node, inner)
            }
            engine.place(
                item.node, in: CGRect(origin: origin, size: size), proposal: inner, region: region)
        }
        if let header, let length = measured.header {
            place(header, at: headerPosition(in: frame, length: length), pitch: length)
        }
        var position = start + rowsStart(header: measured.header)
        if let rowGrid {
            var block = frame
            block.origin[axis] = position
            let length = measured.rowsLength(gap: gap)
            block.size = CGSize(major: length, minor: frame.size[axis.other], axis: axis)
            rowGrid.placeSubviews(in: block, proposal: inner, subviews: rows, engine)
        } else {
            position += CGFloat(lazy?.firstLoaded ?? 0) * measured.estimate
            for item in rows {
                let length = pitch(engine.size(of: item.node, inner), isRow: true)
                place(item, at: position, pitch: length)
                position += length + gap
            }
        }
        if let footer, let length = measured.footer {
            place(
                footer, at: footerPosition(in: frame, length: length, header: measured.header),
                pitch: length)
        }
    }

    /// Where the footer starts along the axis: at the section's end or, pinned, held at the
    /// scroll view's trailing edge until it would cross the header.
    private func footerPosition(in frame: CGRect, length: CGFloat, header: CGFloat?) -> CGFloat {
        let start = frame.origin[axis]
        let position = start + frame.size[axis] - length
        guard let pin = pinFooterTo else { return position }
        return max(min(position, pin.upperBound - length), start + rowsStart(header: header))
    }

    /// The pinned header's and footer's areas across the section (what they cover of the rows
    /// scrolling under them), for a section laid out at `frame` for `proposal`.
    func pinnedAreas(
        in frame: CGRect, proposal: ProposedViewSize, subviews: [LayoutItem],
        _ engine: LayoutEngine
    ) -> [CGRect] {
        guard pinHeaderTo != nil || pinFooterTo != nil else { return [] }
        let measured = measure(proposal, subviews: subviews, engine)
        func area(at position: CGFloat, length: CGFloat) -> CGRect {
            var area = frame
            area.origin[axis] = position
            area.size = CGSize(major: length, minor: frame.size[axis.other], axis: axis)
            return area
        }
        var areas: [CGRect] = []
        if pinHeaderTo != nil, let length = measured.header {
            areas.append(area(at: headerPosition(in: frame, length: length), length: length))
        }
        if pinFooterTo != nil, let length = measured.footer {
            areas.append(
                area(
                    at: footerPosition(in: frame, length: length, header: measured.header),
                    length: length))
        }
        return areas
    }

    /// The title's lines and their top-leading corner, for a titled section laid out at `frame`
    /// for `proposal`; `nil` when the header is a view or there is no title.
    func titlePlacement(
        in frame: CGRect, proposal: ProposedViewSize, subviews: [LayoutItem],
        _ engine: LayoutEngine
    ) -> (lines: [String], origin: CGPoint, metric: TextMetric)? {
        let inner = inner(proposal)
        guard let title, let lines = titleLines(inner, header: parts(subviews).header) else {
            return nil
        }
        let size = title.metric.size(of: lines)
        let length = pitch(size, isRow: false)
        let origin = origin(
            of: size, at: headerPosition(in: frame, length: length), pitch: length, in: frame
        ) { ViewDimensions(size: size) }
        return (lines, origin, title.metric)
    }
}

/// A section's header or footer slot: part of the section only when it holds a view.
@MainActor
protocol SectionSlot: _ViewNode {
    var holdsView: Bool { get }
}
