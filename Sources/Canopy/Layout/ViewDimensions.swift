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

    init(
        size: CGSize, firstBaseline: CGFloat? = nil, lastBaseline: CGFloat? = nil
    ) {
        width = size.width
        height = size.height
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
    }

    /// The view's value for a horizontal guide: 0 for `.leading`, half its width for
    /// `.center`, its width for `.trailing`.
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        switch guide {
        case .leading: 0
        case .center: width / 2
        case .trailing: width
        }
    }

    /// The view's value for a vertical guide: 0 for `.top`, half its height for `.center`, its
    /// height for `.bottom`; a text's baselines, other views' bottoms for the baseline guides.
    public subscript(guide: VerticalAlignment) -> CGFloat {
        switch guide {
        case .top: 0
        case .center: height / 2
        case .bottom: height
        case .firstTextBaseline: firstBaseline ?? height
        case .lastTextBaseline: lastBaseline ?? height
        }
    }

    /// The size.
    var size: CGSize { CGSize(width: width, height: height) }
}
