/// How the container primitives without a layout of their own lay out (G28, D13).

extension List: SectionHostingView {
    /// D13: a list takes the space it is offered; rows are at least 44 points high (24 on
    /// macOS), inset 16 leading and trailing and 11 above and below (8 and 4 on macOS).
    @MainActor func containerLayout(in context: LeafLayoutContext) -> any ContainerLayout {
        listColumn(in: context)
    }

    /// The list's column, typed: the list node scrolls and loads it, and its sections take
    /// their row metrics from it.
    @MainActor func listColumn(in context: LeafLayoutContext) -> FillingColumnLayout {
        listLayout(context, rule: "D13 List")
    }

    /// A section's rows are the list's (D24); a plain list on iOS and iPadOS pins its section
    /// headers, as a plain table there keeps the current section's header in view.
    @MainActor func sectionRows(of node: _ViewNode) -> SectionRows {
        let pins =
            node.graph.platform != .macOS
            && node.inheritedEnvironment[ListStyleKey.self].innermost?.styleType
                == PlainListStyle.self
        return (
            ListSectionRows(column: listColumn(in: node.layoutContext(node.graph.layout))),
            pins ? .sectionHeaders : [], true
        )
    }
}

extension Form: SectionHostingView {
    /// D13: a form lays out as a list.
    @MainActor func containerLayout(in context: LeafLayoutContext) -> any ContainerLayout {
        listLayout(context, rule: "D13 Form")
    }

    /// A section's rows are the form's, as a list's (D24); a form mounts every row.
    @MainActor func sectionRows(of node: _ViewNode) -> SectionRows {
        (
            ListSectionRows(
                column: listLayout(node.layoutContext(node.graph.layout), rule: "D13 Form")), [],
            false
        )
    }
}

@MainActor private func listLayout(_ context: LeafLayoutContext, rule: String)
    -> FillingColumnLayout
{
    FillingColumnLayout(
        rowInsets: listRowInsets(on: context.platform),
        minRowHeight: context.environment.defaultMinListRowHeight, rule: rule)
}

/// D13: a list's or form's row insets: 16 leading and trailing and 11 above and below (8 and
/// 4 on macOS).
func listRowInsets(on platform: Platform) -> EdgeInsets {
    let macOS = platform == .macOS
    let horizontal: CGFloat = macOS ? 8 : 16
    let vertical: CGFloat = macOS ? 4 : 11
    return EdgeInsets(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal)
}

/// A list or form: the containers whose rows take `listRowInsets`.
protocol ListRowInsetting {}
extension List: ListRowInsetting {}
extension Form: ListRowInsetting {}

extension LazyVStack: LazyContainerView {
    /// Laid out as a `VStack` when its rows are not a `ForEach` it can load one by one.
    @MainActor func containerLayout(in context: LeafLayoutContext) -> any ContainerLayout {
        StackLayoutAlgorithm(axis: .vertical, alignment: .horizontal(alignment), spacing: spacing)
    }
    var lazyAxis: Axis { .vertical }
    var sectionRowStyle: any SectionRowStyle {
        StackSectionRows(axis: .vertical, alignment: .horizontal(alignment), spacing: lineSpacing)
    }
    var lineSpacing: CGFloat { spacing ?? StackLayoutAlgorithm.defaultSpacing }
    func viewsPerLine(across length: CGFloat) -> Int { 1 }
    func lazyLayout(count: Int, firstLoaded: Int, loadedCount: Int, estimate: CGFloat?)
        -> any ContainerLayout
    {
        LazyStackLayout(
            axis: .vertical, alignment: .horizontal(alignment), spacing: spacing, rowCount: count,
            firstLoaded: firstLoaded, loadedCount: loadedCount, estimate: estimate)
    }
    var pitchesRows: Bool { true }
}

extension LazyHStack: LazyContainerView {
    /// Laid out as an `HStack` when its columns are not a `ForEach` it can load one by one.
    @MainActor func containerLayout(in context: LeafLayoutContext) -> any ContainerLayout {
        StackLayoutAlgorithm(axis: .horizontal, alignment: .vertical(alignment), spacing: spacing)
    }
    var lazyAxis: Axis { .horizontal }
    var sectionRowStyle: any SectionRowStyle {
        StackSectionRows(axis: .horizontal, alignment: .vertical(alignment), spacing: lineSpacing)
    }
    var lineSpacing: CGFloat { spacing ?? StackLayoutAlgorithm.defaultSpacing }
    func viewsPerLine(across length: CGFloat) -> Int { 1 }
    func lazyLayout(count: Int, firstLoaded: Int, loadedCount: Int, estimate: CGFloat?)
        -> any ContainerLayout
    {
        LazyStackLayout(
            axis: .horizontal, alignment: .vertical(alignment), spacing: spacing, rowCount: count,
            firstLoaded: firstLoaded, loadedCount: loadedCount, estimate: estimate)
    }
    var pitchesRows: Bool { true }
}

/// A lazy grid: its cells in lines of as many as its tracks (D22), every cell laid out when
/// they are not a `ForEach` it can load line by line.
protocol LazyGridView: LazyContainerView {
    /// Its columns (a `LazyVGrid`) or rows (a `LazyHGrid`).
    var gridItems: [GridItem] { get }
    /// Where its tracks sit across its axis.
    var tracksAlignment: Alignment { get }
    var spacing: CGFloat? { get }
}

extension LazyGridView {
    @MainActor func containerLayout(in context: LeafLayoutContext) -> any ContainerLayout {
        gridLayout(count: nil, firstLoaded: 0)
    }
    var lineSpacing: CGFloat { spacing ?? GridTracks.defaultSpacing }
    func viewsPerLine(across length: CGFloat) -> Int {
        max(1, GridTracks(gridItems, length: length).count)
    }
    func lazyLayout(count: Int, firstLoaded: Int, loadedCount: Int, estimate: CGFloat?)
        -> any ContainerLayout
    {
        gridLayout(count: count, firstLoaded: firstLoaded)
    }
    /// A section's rows are cells of the grid's tracks, under a header across the grid (D24).
    var sectionRowStyle: any SectionRowStyle {
        GridSectionRows(grid: gridLayout(count: nil, firstLoaded: 0))
    }
    private func gridLayout(count: Int?, firstLoaded: Int) -> LazyGridLayout {
        LazyGridLayout(
            axis: lazyAxis, items: gridItems, alignment: tracksAlignment, spacing: spacing,
            count: count, firstLoaded: firstLoaded)
    }
}

extension LazyVGrid: LazyGridView {
    var lazyAxis: Axis { .vertical }
    var gridItems: [GridItem] { columns }
    var tracksAlignment: Alignment { Alignment(horizontal: alignment, vertical: .center) }
}

extension LazyHGrid: LazyGridView {
    var lazyAxis: Axis { .horizontal }
    var gridItems: [GridItem] { rows }
    var tracksAlignment: Alignment { Alignment(horizontal: .center, vertical: alignment) }
}

extension Section {
    /// A section's header, rows and footer one under another, leading-aligned.
    @MainActor func containerLayout(in context: LeafLayoutContext) -> any ContainerLayout {
        StackLayoutAlgorithm(axis: .vertical, alignment: .horizontal(.leading), spacing: 0)
    }
}

extension Label {
    /// The icon before the title, 8 points apart (D14).
    @MainActor func containerLayout(in context: LeafLayoutContext) -> any ContainerLayout {
        LabelLayout(look: .titleAndIcon, spacing: context.environment.labelIconToTitleSpacing)
    }
}

/// How a label lays out (D14): its icon, 8 points, then its title, as the built-in styles draw
/// them; the part a look hides (`.titleOnly`, `.iconOnly`) keeps no frame.
struct LabelLayout: ContainerLayout {
    let look: LabelLook
    /// The space between the icon and the title (`labelIconToTitleSpacing`); `nil` for D14's.
    var spacing: CGFloat? = nil
    private var stack: StackLayoutAlgorithm {
        StackLayoutAlgorithm(axis: .horizontal, alignment: .vertical(.center), spacing: spacing)
    }

    /// The parts shown, in drawing order, and the parts hidden. A label's subviews are its
    /// title then its icon; a title or icon of several views is laid out as written.
    private func parts(_ subviews: [LayoutItem]) -> (shown: [LayoutItem], hidden: [LayoutItem]) {
        guard subviews.count == 2 else { return (subviews, []) }
        switch look {
        case .titleOnly: return ([subviews[0]], [subviews[1]])
        case .iconOnly: return ([subviews[1]], [subviews[0]])
        case .automatic, .titleAndIcon: return ([subviews[1], subviews[0]], [])
        }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutItem], _ engine: LayoutEngine)
        -> CGSize
    {
        stack.sizeThatFits(proposal, subviews: parts(subviews).shown, engine)
    }

    func placeSubviews(
        in frame: CGRect, proposal: ProposedViewSize, subviews: [LayoutItem],
        _ engine: LayoutEngine
    ) {
        let (shown, hidden) = parts(subviews)
        for item in hidden { engine.forget(item.node) }
        stack.placeSubviews(in: frame, proposal: proposal, subviews: shown, engine)
    }

    func dimensions(
        for size: CGSize, proposal: ProposedViewSize, subviews: [LayoutItem],
        _ engine: LayoutEngine
    ) -> ViewDimensions {
        stack.dimensions(
            for: size, proposal: proposal, subviews: parts(subviews).shown, engine)
    }

    var rule: String { "D14 label" }
}
