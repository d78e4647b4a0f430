/// A view's size and its alignment guides, as a container sees it when it lines views up
/// (G8, G36). Values are in the view's own coordinates: `d[.leading]` is 0, `d[.trailing]` its
/// width.
public struct ViewDimensions: Equatable, Sendable {
    /// The view's width.
    public let width: CGFloat
    /// The view's height.
    public let height: CGFloat
    /// The distance from the top to the first line's baseline, for text; `nil` uses the bottom.
    let firstBaseline: CGFloat?
    /// The distance from the top to the last line's baseline, for text; `nil` uses the bottom.
    let lastBaseline: CGFloat?
    /// Guides the view set itself (`alignmentGuide`) or reports from the views it contains
    /// (G36), by guide.
    var explicitGuides: [ExplicitGuide] = []

    /// One guide a view set with `alignmentGuide(_:computeValue:)`, or a container reports.
    struct ExplicitGuide: Equatable, Sendable {
        let guide: Guide
        let value: CGFloat
    }

    /// A guide on either axis.
    enum Guide: Equatable, Sendable {
        case horizontal(HorizontalAlignment)
        case vertical(VerticalAlignment)

        var axis: Axis {
            switch self {
            case .horizontal: .horizontal
            case .vertical: .vertical
            }
        }

        var id: any AlignmentID.Type {
            switch self {
            case .horizontal(let guide): guide.id
            case .vertical(let guide): guide.id
            }
        }
    }

    init(
        size: CGSize, firstBaseline: CGFloat? = nil, lastBaseline: CGFloat? = nil,
        explicitGuides: [ExplicitGuide] = []
    ) {
        width = size.width
        height = size.height
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
        self.explicitGuides = explicitGuides
    }

    /// A view of `size` whose content, with dimensions `content`, sits at `offset` inside it:
    /// the content's baselines and explicit guides, moved by the offset, are the view's
    /// (what a padding or a frame reports, G36).
    init(size: CGSize, content: ViewDimensions, at offset: CGPoint) {
        self.init(
            size: size, firstBaseline: content.firstBaseline.map { $0 + offset.y },
            lastBaseline: content.lastBaseline.map { $0 + offset.y },
            explicitGuides: content.explicitGuides.map {
                ExplicitGuide(guide: $0.guide, value: $0.value + offset[$0.guide.axis])
            })
    }

    /// A container of `size` holding views with dimensions `children` at their origins:
    /// each explicit guide the children set, moved into the container's coordinates and
    /// combined by the guide's ``AlignmentID/_combineExplicit(childValue:_:into:)`` in tree
    /// order; the first baseline is the highest, the last the lowest (G36).
    init(size: CGSize, combining children: [(dimensions: ViewDimensions, origin: CGPoint)]) {
        var guides: [(guide: Guide, value: CGFloat?, count: Int)] = []
        var first: CGFloat?
        var last: CGFloat?
        for (child, origin) in children {
            if let baseline = child.firstBaseline {
                first = min(first ?? .infinity, baseline + origin.y)
            }
            if let baseline = child.lastBaseline {
                last = max(last ?? -.infinity, baseline + origin.y)
            }
            for explicit in child.explicitGuides {
                let value = explicit.value + origin[explicit.guide.axis]
                if let index = guides.firstIndex(where: { $0.guide == explicit.guide }) {
                    explicit.guide.id._combineExplicit(
                        childValue: value, guides[index].count, into: &guides[index].value)
                    guides[index].count += 1
                } else {
                    var combined: CGFloat?
                    explicit.guide.id._combineExplicit(childValue: value, 0, into: &combined)
                    guides.append((explicit.guide, combined, 1))
                }
            }
        }
        self.init(
            size: size, firstBaseline: first, lastBaseline: last,
            explicitGuides: guides.compactMap { entry in
                entry.value.map { ExplicitGuide(guide: entry.guide, value: $0) }
            })
    }

    /// The view's value for a horizontal guide: 0 for `.leading`, half its width for
    /// `.center`, its width for `.trailing`, unless the view set its own.
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        explicitValue(.horizontal(guide)) ?? guide.id.defaultValue(in: self)
    }

    /// The view's value for a vertical guide: 0 for `.top`, half its height for `.center`, its
    /// height for `.bottom`; a text's baselines, other views' bottoms for the baseline guides;
    /// unless the view set its own.
    public subscript(guide: VerticalAlignment) -> CGFloat {
        explicitValue(.vertical(guide)) ?? guide.id.defaultValue(in: self)
    }

    /// The value the view set itself for `guide` (or a container reports from its views), if
    /// any.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? {
        explicitValue(.horizontal(guide))
    }

    /// The value the view set itself for `guide` (or a container reports from its views), if
    /// any.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
        explicitValue(.vertical(guide))
    }

    private func explicitValue(_ guide: Guide) -> CGFloat? {
        guard !explicitGuides.isEmpty else { return nil }
        return explicitGuides.last { $0.guide == guide }?.value
    }

    /// The size.
    var size: CGSize { CGSize(width: width, height: height) }
}
