/// How a lazy stack places the rows it loaded: each of their views at its ideal length along
/// the axis, the rows before them estimated at the loaded rows' mean pitch, the whole as long
/// as every row (estimated where not loaded) with its spacing (G29).
///
/// A row is one element of the `ForEach`, which may be one view, several (a nested `ForEach`,
/// a `Group`) or none (an `if` without `else`): its pitch is its views' lengths with a gap
/// after each, so a row that shows nothing takes no space and no gap, as in an eager stack.
struct LazyStackLayout: ContainerLayout {
    let axis: Axis
    let alignment: StackLayoutAlgorithm.MinorAlignment
    let spacing: CGFloat?
    let rowCount: Int
    let firstLoaded: Int
    /// How many rows are mounted (a row may be several subviews, or none).
    let loadedCount: Int
    /// The pitch of a row not mounted (the mean of every row measured so far, D17); `nil` for
    /// the mounted rows' mean.
    var estimate: CGFloat? = nil
    var rule: String { "G29 lazy \(axis == .vertical ? "VStack" : "HStack")" }

    private var gap: CGFloat { spacing ?? StackLayoutAlgorithm.defaultSpacing }

    private func rowProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(major: nil, minor: proposal[axis.other], axis: axis)
    }

    /// The loaded views' dimensions, the loaded rows' pitches together, and the estimated
    /// pitch of a row not loaded (their mean).
    private func measure(
        _ proposal: ProposedViewSize, _ subviews: [LayoutItem], _ engine: LayoutEngine
    ) -> (dimensions: [ViewDimensions], pitch: CGFloat, estimate: CGFloat) {
        let inner = rowProposal(proposal)
        let dimensions = subviews.map {
            engine.dimensions(of: $0.node, inner, guides: alignment.readsGuides)
        }
        let pitch = dimensions.reduce(0) { $0 + $1.size[axis] + gap }
        return (
            dimensions, pitch, estimate ?? (loadedCount == 0 ? 0 : pitch / CGFloat(loadedCount))
        )
    }

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutItem], _ engine: LayoutEngine)
        -> CGSize
    {
        let (dimensions, pitch, estimate) = measure(proposal, subviews, engine)
        var above: CGFloat = 0
        var below: CGFloat = 0
        for measured in dimensions {
            let guide = alignment.value(in: measured)
            above = max(above, guide)
            below = max(below, measured.size[axis.other] - guide)
        }
        let unloaded = max(0, rowCount - loadedCount)
        // Every view brings a gap after it; the last one's is not part of the stack.
        let major = max(0, pitch + estimate * CGFloat(unloaded) - gap)
        return CGSize(major: major, minor: above + below, axis: axis)
    }

    func placeSubviews(
        in frame: CGRect, proposal: ProposedViewSize, subviews: [LayoutItem],
        _ engine: LayoutEngine
    ) {
        let (dimensions, _, estimate) = measure(proposal, subviews, engine)
        let maxGuide = dimensions.map { alignment.value(in: $0) }.max() ?? 0
        let inner = rowProposal(proposal)
        let region = engine.currentRegion
        var position = frame.origin[axis] + CGFloat(firstLoaded) * estimate
        for (item, measured) in zip(subviews, dimensions) {
            var origin = frame.origin
            origin[axis] = position
            origin[axis.other] += maxGuide - alignment.value(in: measured)
            engine.place(
                item.node, in: CGRect(origin: origin, size: measured.size), proposal: inner,
                region: region)
            position += measured.size[axis] + gap
        }
    }
}
