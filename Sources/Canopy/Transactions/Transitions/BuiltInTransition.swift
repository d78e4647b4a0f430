/// The active look of a built-in transition (T17): what a view is drawn like as it starts to
/// appear and as it finishes leaving. The window picture draws it (D62); the tree dump does
/// not print it, as a look is not an attribute of the view (D35).
enum BuiltInTransition: Sendable, Equatable {
    /// Transparent.
    case opacity
    /// Scaled by the amount, around the anchor.
    case scale(CGFloat, anchor: UnitPoint)
    /// Moved by its own size toward the edge.
    case move(Edge)
    /// Shifted by the amount.
    case offset(CGSize)

    /// Draws `look` `amount` of the way (0: not at all, 1: the active look) for a view whose
    /// frame is `frame`.
    func apply(amount: Double, frame: CGRect, to look: inout DrawnLook) {
        let part = CGFloat(amount)
        switch self {
        case .opacity:
            look.opacity *= 1 - amount
        case .scale(let scale, let anchor):
            look.anchor = CGPoint(
                x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
            look.scaleX *= 1 + part * (scale - 1)
            look.scaleY *= 1 + part * (scale - 1)
        case .move(let edge):
            switch edge {
            case .leading: look.offset.width -= part * frame.width
            case .trailing: look.offset.width += part * frame.width
            case .top: look.offset.height -= part * frame.height
            case .bottom: look.offset.height += part * frame.height
            }
        case .offset(let amount):
            look.offset.width += part * amount.width
            look.offset.height += part * amount.height
        }
    }
}

extension Edge {
    /// The edge across from this one.
    var opposite: Edge {
        switch self {
        case .leading: .trailing
        case .trailing: .leading
        case .top: .bottom
        case .bottom: .top
        }
    }
}
