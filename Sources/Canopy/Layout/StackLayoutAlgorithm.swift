/// How `HStack` and `VStack` divide their major axis and line up their minor one (G6–G10, D14),
/// following OpenSwiftUI's stack algorithm step by step (D10).
struct StackLayoutAlgorithm {
    let axis: Axis
    let alignment: MinorAlignment
    let spacing: CGFloat?

    /// The guide children line up on across the stack.
    enum MinorAlignment {
        case horizontal(HorizontalAlignment)
        case vertical(VerticalAlignment)

        static let center = MinorAlignment.horizontal(.center)

        /// Whether lining up needs more than sizes (a text's baselines, a custom guide).
        var readsGuides: Bool {
            switch self {
            case .vertical(let guide): guide.readsGuides
            case .horizontal(let guide): guide.readsGuides
            }
        }

        func value(in dimensions: ViewDimensions) -> CGFloat {
            switch self {
            case .horizontal(let guide): dimensions[guide]
            case .vertical(let guide): dimensions[guide]
            }
        }
    }

    /// Canopy's spacing between two views that state no preference (D14).
    static let defaultSpacing: CGFloat = 8

    @MainActor func sizeThatFits(
        _ proposal: ProposedViewSize, subviews: [LayoutItem], _ engine: LayoutEngine
    ) -> CGSize {
        engine.inStack(axis) { resolve(proposal, subviews, engine).size }
    }

    @MainActor func placeSubviews(
        in frame: CGRect, proposal: ProposedViewSize, subviews: [LayoutItem],
        _ engine: LayoutEngine
    ) {
        engine.inStack(axis) {
            let region = engine.currentRegion
            for placed in arrange(
                in: frame, proposal: proposal, subviews: subviews,
                guides: alignment.readsGuides, engine)
            {
                engine.place(
                    placed.node, in: placed.frame, proposal: placed.proposal, region: region)
            }
        }
    }

    /// G36: the explicit guides and baselines of the subviews, where the stack puts them,
    /// combined into the stack's own.
    @MainActor func dimensions(
        for size: CGSize, proposal: ProposedViewSize, subviews: [LayoutItem],
        _ engine: LayoutEngine
    ) -> ViewDimensions {
        engine.inStack(axis) {
            let arranged = arrange(
                in: CGRect(origin: .zero, size: size), proposal: proposal, subviews: subviews,
                guides: true, engine)
            return ViewDimensions(
                size: size, combining: arranged.map { ($0.dimensions, $0.frame.origin) })
        }
    }

    /// Where each subview goes in `frame`, with the proposal it is placed with and its
    /// dimensions (all its guides when `guides`, else only what the alignment reads).
    @MainActor private func arrange(
        in frame: CGRect, proposal: ProposedViewSize, subviews: [LayoutItem], guides: Bool,
        _ engine: LayoutEngine
    ) -> [(node: _ViewNode, frame: CGRect, proposal: ProposedViewSize, dimensions: ViewDimensions)]
    {
        let resolution = resolve(proposal, subviews, engine)
        // G8: after an unspecified minor proposal, children are proposed the stack's minor
        // length when placed, so flexible ones widen to the widest sibling.
        let minor = resolution.minorProposal ?? resolution.size[axis.other]
        var proposals: [ProposedViewSize] = []
        var dimensions: [ViewDimensions] = []
        proposals.reserveCapacity(subviews.count)
        dimensions.reserveCapacity(subviews.count)
        var maxGuide = -CGFloat.infinity
        for (index, item) in subviews.enumerated() {
            let proposal = ProposedViewSize(
                major: resolution.lengths[index], minor: minor, axis: axis)
            let measured = engine.dimensions(of: item.node, proposal, guides: guides)
            proposals.append(proposal)
            dimensions.append(measured)
            maxGuide = max(maxGuide, alignment.value(in: measured))
        }
        var result:
            [(
                node: _ViewNode, frame: CGRect, proposal: ProposedViewSize,
                dimensions: ViewDimensions
            )] =
                []
        result.reserveCapacity(subviews.count)
        var position = frame.origin[axis]
        for (index, item) in subviews.enumerated() {
            position += resolution.gaps[index]
            let measured = dimensions[index]
            var origin = frame.origin
            origin[axis] = position
            origin[axis.other] += maxGuide - alignment.value(in: measured)
            result.append(
                (item.node, CGRect(origin: origin, size: measured.size), proposals[index], measured)
            )
            position += measured.size[axis]
        }
        return result
    }

    /// The space before each subview: nothing before the first; the stack's spacing, or with
    /// none the default, except next to a view that asks for none (a `Spacer`, G10).
    private func gaps(_ subviews: [LayoutItem]) -> [CGFloat] {
        var gaps = [CGFloat](repeating: 0, count: subviews.count)
        for index in subviews.indices.dropFirst() {
            if let spacing {
                gaps[index] = spacing
            } else if subviews[index - 1].traits.suppressesSpacing
                || subviews[index].traits.suppressesSpacing
            {
                gaps[index] = 0
            } else {
                gaps[index] = Self.defaultSpacing
            }
        }
        return gaps
    }

    @MainActor private func resolve(
        _ proposal: ProposedViewSize, _ subviews: [LayoutItem], _ engine: LayoutEngine
    ) -> StackResolution {
        let record = engine.containerRecord
        if let known = record?.cache.stackResolution, known.proposal == proposal,
            known.lengths.count == subviews.count
        {
            return known
        }
        let resolution = divideAndMeasure(proposal, subviews, engine)
        record?.cache.stackResolution = resolution
        return resolution
    }

    @MainActor private func divideAndMeasure(
        _ proposal: ProposedViewSize, _ subviews: [LayoutItem], _ engine: LayoutEngine
    ) -> StackResolution {
        let gaps = gaps(subviews)
        let minorProposal = proposal[axis.other]
        let count = subviews.count
        var lengths = [CGFloat](repeating: 0, count: count)
        if let available = proposal[axis], count > 0 {
            divide(
                available - gaps.reduce(0, +), among: subviews, minor: minorProposal,
                into: &lengths, engine)
        } else {
            // G7.1: every child at its ideal length.
            for (index, item) in subviews.enumerated() {
                lengths[index] =
                    engine.size(
                        of: item.node,
                        ProposedViewSize(major: nil, minor: minorProposal, axis: axis))[axis]
            }
        }
        // G8: the minor size is the extent of the children lined up on the guide.
        var above: CGFloat = 0
        var below: CGFloat = 0
        for (index, item) in subviews.enumerated() {
            let measured = engine.dimensions(
                of: item.node,
                ProposedViewSize(major: lengths[index], minor: minorProposal, axis: axis),
                guides: alignment.readsGuides)
            let guide = alignment.value(in: measured)
            above = max(above, guide)
            below = max(below, measured.size[axis.other] - guide)
        }
        let major = lengths.reduce(0, +) + gaps.reduce(0, +)
        return StackResolution(
            proposal: proposal, lengths: lengths, gaps: gaps,
            size: CGSize(major: major, minor: count == 0 ? 0 : above + below, axis: axis),
            minorProposal: minorProposal)
    }

    /// G7.2–G7.4: the least flexible children of the highest priority first, each offered an
    /// equal share of what is left after reserving the minimums of lower priorities.
    @MainActor private func divide(
        _ available: CGFloat, among subviews: [LayoutItem], minor: CGFloat?,
        into lengths: inout [CGFloat], _ engine: LayoutEngine
    ) {
        let count = subviews.count
        func length(_ index: Int, _ major: CGFloat) -> CGFloat {
            engine.size(
                of: subviews[index].node, ProposedViewSize(major: major, minor: minor, axis: axis)
            )[axis]
        }
        if count == 1 {
            lengths[0] = length(0, max(0, available))
            return
        }
        var minimums = [CGFloat](repeating: 0, count: count)
        var flexibilities = [CGFloat](repeating: 0, count: count)
        for index in 0..<count {
            minimums[index] = length(index, 0)
            flexibilities[index] = length(index, .infinity) - minimums[index]
        }
        // Children alike in priority and flexibility keep their order: no sort.
        let alike = (1..<count).allSatisfy {
            subviews[$0].traits.priority == subviews[0].traits.priority
                && flexibilities[$0] == flexibilities[0]
                && (flexibilities[0] != .infinity || minimums[$0] == minimums[0])
        }
        let order =
            alike
            ? Array(0..<count)
            : (0..<count).sorted { a, b in
                let pa = subviews[a].traits.priority
                let pb = subviews[b].traits.priority
                if pa != pb { return pa > pb }
                let fa = flexibilities[a]
                let fb = flexibilities[b]
                if fa != fb { return fa < fb }
                if fa == .infinity && minimums[a] != minimums[b] {
                    return minimums[a] > minimums[b]
                }
                return a < b
            }
        var remaining = available
        var start = 0
        while start < count {
            let priority = subviews[order[start]].traits.priority
            var end = start
            while end < count && subviews[order[end]].traits.priority == priority { end += 1 }
            var reserved: CGFloat = 0
            for position in end..<count { reserved += minimums[order[position]] }
            var share = remaining - reserved
            for position in start..<end {
                let index = order[position]
                let offer = max(0, share / CGFloat(end - position))
                // A child as long at its minimum as at its maximum (a one-line text in a
                // vertical stack) has that length for any offer: it is not asked again.
                let chosen =
                    flexibilities[index] == 0 ? minimums[index] : length(index, offer)
                lengths[index] = chosen
                share -= chosen
                remaining -= chosen
            }
            start = end
        }
    }
}

/// What a stack decided for one proposal: each subview's length along the axis, the space
/// before each, and the stack's size.
struct StackResolution {
    let proposal: ProposedViewSize
    var lengths: [CGFloat]
    var gaps: [CGFloat]
    var size: CGSize
    var minorProposal: CGFloat?
}

/// `ZStack`: every child proposed the stack's proposal, the stack as large as its
/// highest-priority children lined up, each then proposed the stack's size and aligned (G11).
struct ZStackLayoutAlgorithm {
    let alignment: Alignment

    @MainActor func sizeThatFits(
        _ proposal: ProposedViewSize, subviews: [LayoutItem], _ engine: LayoutEngine
    ) -> CGSize {
        guard let top = subviews.map(\.traits.priority).max() else { return .zero }
        var extent = Extent()
        for item in subviews where item.traits.priority == top {
            extent.add(
                engine.dimensions(of: item.node, proposal, guides: alignment.readsGuides),
                alignment)
        }
        return extent.size
    }

    @MainActor func placeSubviews(
        in frame: CGRect, proposal: ProposedViewSize, subviews: [LayoutItem],
        _ engine: LayoutEngine
    ) {
        engine.inStack(nil) {
            placeAligned(
                subviews.map(\.node), in: frame, proposal: ProposedViewSize(frame.size),
                alignment: alignment, engine)
        }
    }

    /// G36: the subviews' explicit guides and baselines where the stack aligns them.
    @MainActor func dimensions(
        for size: CGSize, proposal: ProposedViewSize, subviews: [LayoutItem],
        _ engine: LayoutEngine
    ) -> ViewDimensions {
        engine.inStack(nil) {
            let container = ViewDimensions(size: size)
            let children = subviews.map { item -> (dimensions: ViewDimensions, origin: CGPoint) in
                let measured = engine.dimensions(of: item.node, ProposedViewSize(size))
                return (
                    measured,
                    CGPoint(
                        x: container[alignment.horizontal] - measured[alignment.horizontal],
                        y: container[alignment.vertical] - measured[alignment.vertical])
                )
            }
            return ViewDimensions(size: size, combining: children)
        }
    }
}

/// The extent of views lined up on one alignment: the largest distance before the guide plus
/// the largest after it, on each axis.
extension Alignment {
    /// Whether lining up on this alignment needs more than sizes (a text's baselines, a
    /// custom guide).
    var readsGuides: Bool { horizontal.readsGuides || vertical.readsGuides }
}

extension HorizontalAlignment {
    /// Whether the guide's value needs more than a view's size: a custom guide's may.
    var readsGuides: Bool { self != .leading && self != .center && self != .trailing }
}

extension VerticalAlignment {
    /// Whether the guide's value needs more than a view's size (baselines, custom guides).
    var readsGuides: Bool { self != .top && self != .center && self != .bottom }
}

struct Extent {
    private var before = CGSize.zero
    private var after = CGSize.zero

    mutating func add(_ dimensions: ViewDimensions, _ alignment: Alignment) {
        let x = dimensions[alignment.horizontal]
        let y = dimensions[alignment.vertical]
        before.width = max(before.width, x)
        before.height = max(before.height, y)
        after.width = max(after.width, dimensions.width - x)
        after.height = max(after.height, dimensions.height - y)
    }

    var size: CGSize {
        CGSize(width: before.width + after.width, height: before.height + after.height)
    }
}

/// Places each of `nodes` at the size it chooses for `proposal`, its `alignment` guides on
/// the same guides of `frame` (a frame's content, an overlay, a `ZStack`'s children).
@MainActor func placeAligned(
    _ nodes: [_ViewNode], in frame: CGRect, proposal: ProposedViewSize, alignment: Alignment,
    _ engine: LayoutEngine
) {
    let region = engine.currentRegion
    let container = ViewDimensions(size: frame.size)
    for node in nodes {
        let measured = engine.dimensions(of: node, proposal, guides: alignment.readsGuides)
        let origin = CGPoint(
            x: frame.minX + container[alignment.horizontal] - measured[alignment.horizontal],
            y: frame.minY + container[alignment.vertical] - measured[alignment.vertical])
        engine.place(
            node, in: CGRect(origin: origin, size: measured.size), proposal: proposal,
            region: region)
    }
}

/// The dimensions of a view of `size` whose one content, proposed `proposal`, is aligned on
/// `alignment` inside it (a frame's, G36): the content's baselines and explicit guides where
/// ``placeAligned(_:in:proposal:alignment:_:)`` puts it.
@MainActor func alignedDimensions(
    size: CGSize, content: _ViewNode, proposal: ProposedViewSize, alignment: Alignment,
    _ engine: LayoutEngine
) -> ViewDimensions {
    let measured = engine.dimensions(of: content, proposal)
    let container = ViewDimensions(size: size)
    let offset = CGPoint(
        x: container[alignment.horizontal] - measured[alignment.horizontal],
        y: container[alignment.vertical] - measured[alignment.vertical])
    return ViewDimensions(size: size, content: measured, at: offset)
}
