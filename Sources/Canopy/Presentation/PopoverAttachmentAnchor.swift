/// Where a popover points: a rectangle of the view it is attached to, or a point in it.
public enum PopoverAttachmentAnchor {
    /// The rectangle `source` resolves to in the view (`.rect(.bounds)`: the whole view).
    case rect(Anchor<CGRect>.Source)
    /// The point `point` names in the view's bounds.
    case point(UnitPoint)
}

extension PopoverAttachmentAnchor: Sendable {}
