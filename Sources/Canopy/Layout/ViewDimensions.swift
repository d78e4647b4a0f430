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
    /// Guides the view set itself (`alignmentGuide`), by guide.
    var explicitGuides: [ExplicitGuide] = []

    /// One guide a view set with `alignmentGuide(_:computeValue:)`.
    struct ExplicitGuide: Equatable, Sendable {
        let id: ObjectIdentifier
        let value: CGFloat
    }

    init(
        size: CGSize, firstBaseline: CGFloat? = nil, lastBaseline: CGFloat? = nil
    ) {
        width = size.width
        height = size.height
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
    }

    /// The view's value for a horizontal guide: 0 for `.leading`, half its width for
    /// `.center`, its width for `.trailing`, unless the view set its own.
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        explicitValue(guide.id) ?? guide.id.defaultValue(in: self)
    }

    /// The view's value for a vertical guide: 0 for `.top`, half its height for `.center`, its
    /// height for `.bottom`; a text's baselines, other views' bottoms for the baseline guides;
    /// unless the view set its own.
    public subscript(guide: VerticalAlignment) -> CGFloat {
        explicitValue(guide.id) ?? guide.id.defaultValue(in: self)
    }

    /// The value the view set itself for `guide`, if it did.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicitValue(guide.id) }

    /// The value the view set itself for `guide`, if it did.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicitValue(guide.id) }

    private func explicitValue(_ id: any AlignmentID.Type) -> CGFloat? {
        guard !explicitGuides.isEmpty else { return nil }
        let key = ObjectIdentifier(id)
        return explicitGuides.last { $0.id == key }?.value
    }

    /// The size.
    var size: CGSize { CGSize(width: width, height: height) }
}
