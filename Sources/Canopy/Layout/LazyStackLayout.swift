/// How a lazy stack places the rows it loaded: each at its ideal length along the axis, the
/// rows before them estimated at the loaded rows' mean length, the whole as long as every row
/// (estimated where not loaded) with its spacing (G29).
struct LazyStackLayout: ContainerLayout {
    let axis: Axis
    let alignment: StackLayoutAlgorithm.MinorAlignment
    let spacing: CGFloat?
    let rowCount: Int
    let firstLoaded: Int
    var rule: String { "G29 lazy \(axis == .vertical ? "VStack" : "HStack")" }

    private var gap: CGFloat { spacing ?? StackLayoutAlgorithm.defaultSpacing }

    private func rowProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(major: nil, minor: proposal[axis.other], axis: axis)
    }

    /// The loaded rows' dimensions, and the estimated length of a row not loaded.
    private func measure(
        _ proposal: ProposedViewSize, _ subviews: [LayoutItem], _ engine: LayoutEngine
    ) -> (dimensions: [ViewDimensions], estimate: CGFloat) {
        let inner = rowProposal(proposal)
        let dimensions = subviews.map {
            engine.dimensions(of: $0.node, inner, guides: alignment.readsGuides)
        }
        let lengths = dimensions.map { $0.size[axis] }
        let estimate = lengths.isEmpty ? 0 : lengths.reduce(0, +) / CGFloat(lengths.count)
        return (dimensions, estimate)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutItem], _ engine: LayoutEngine)
        -> CGSize
    {
        let (dimensions, estimate) = measure(proposal, subviews, engine)
        var above: CGFloat = 0
        var below: CGFloat = 0
        var major: CGFloat = 0
        for measured in dimensions {
            let guide = alignment.value(in: measured)
            above = max(above, guide)
            below = max(below, measured.size[axis.other] - guide)
            major += measured.size[axis]
        }
        major += estimate * CGFloat(max(0, rowCount - dimensions.count))
        major += gap * CGFloat(max(0, rowCount - 1))
        return CGSize(major: major, minor: above + below, axis: axis)
    }

    func placeSubviews(
        in frame: CGRect, proposal: ProposedViewSize, subviews: [LayoutItem],
        _ engine: LayoutEngine
    ) {
        let (dimensions, estimate) = measure(proposal, subviews, engine)
        let maxGuide = dimensions.map { alignment.value(in: $0) }.max() ?? 0
        let inner = rowProposal(proposal)
        let region = engine.currentRegion
        var position = frame.origin[axis] + CGFloat(firstLoaded) * (estimate + gap)
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
