/// How a view is drawn beyond its frame: its opacity (`.opacity`, a fading transition), and a
/// scale and a shift that move what it draws without moving its layout (`.scaleEffect`, a
/// scaling or moving transition). The window picture draws a view's elements through it.
struct DrawnLook: Equatable {
    var opacity: Double = 1
    var scaleX: CGFloat = 1
    var scaleY: CGFloat = 1
    /// The point the scale keeps in place, in window points.
    var anchor: CGPoint = .zero
    var offset: CGSize = .zero

    var isIdentity: Bool {
        opacity == 1 && scaleX == 1 && scaleY == 1 && offset == .zero
    }

    /// `rect` drawn through the look: scaled about the anchor, then shifted.
    func apply(to rect: CGRect) -> CGRect {
        guard scaleX != 1 || scaleY != 1 || offset != .zero else { return rect }
        let minX = anchor.x + (rect.minX - anchor.x) * scaleX + offset.width
        let maxX = anchor.x + (rect.maxX - anchor.x) * scaleX + offset.width
        let minY = anchor.y + (rect.minY - anchor.y) * scaleY + offset.height
        let maxY = anchor.y + (rect.maxY - anchor.y) * scaleY + offset.height
        return CGRect(
            x: min(minX, maxX), y: min(minY, maxY), width: abs(maxX - minX),
            height: abs(maxY - minY))
    }

    /// This look inside `outer`: what a view inside a view with a look is drawn with. Both
    /// map a point `p` to `anchor + scale · (p − anchor) + offset`; the inner one first.
    func inside(_ outer: DrawnLook) -> DrawnLook {
        func shift(
            _ so: CGFloat, _ si: CGFloat, _ ao: CGFloat, _ ai: CGFloat, _ oi: CGFloat,
            _ oo: CGFloat
        ) -> CGFloat {
            so * si * (ao - ai) + so * (ai + oi - ao) + oo
        }
        return DrawnLook(
            opacity: opacity * outer.opacity, scaleX: scaleX * outer.scaleX,
            scaleY: scaleY * outer.scaleY, anchor: outer.anchor,
            offset: CGSize(
                width: shift(
                    outer.scaleX, scaleX, outer.anchor.x, anchor.x, offset.width,
                    outer.offset.width),
                height: shift(
                    outer.scaleY, scaleY, outer.anchor.y, anchor.y, offset.height,
                    outer.offset.height)))
    }
}
