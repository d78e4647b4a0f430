import Foundation

/// A pixel-only effect as the window picture draws it (D20): a filter, a transform or a blend
/// around everything its view draws. A browser draws it (``WindowPicture/svg(label:)``); the
/// character grid, which has neither colours nor transforms, draws through it unchanged.
struct DrawnEffect: Equatable {
    /// What is drawn.
    enum Kind: Equatable {
        /// A graphical effect, composite or transform modifier.
        case graphic(GraphicEffect)
        /// `rotationEffect`, at its presented angle.
        case rotation(Angle, anchor: UnitPoint)
        /// `shadow`.
        case shadow(color: Color, radius: CGFloat, x: CGFloat, y: CGFloat)
        /// `flipsForRightToLeftLayoutDirection(true)` in a right-to-left layout.
        case mirror
    }

    let kind: Kind
    /// The view's frame as drawn, in window points: where anchors and a transform's origin
    /// are.
    let frame: CGRect

    /// The point `anchor` names in the frame.
    func point(_ anchor: UnitPoint) -> CGPoint {
        CGPoint(
            x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
    }

    /// The name of the modifier, for the drawing's class: `blur`.
    var name: String {
        switch kind {
        case .graphic(let effect): effect.name
        case .rotation: "rotationEffect"
        case .shadow: "shadow"
        case .mirror: "flipsForRightToLeftLayoutDirection"
        }
    }
}

extension GraphicEffect {
    /// The 2D part of a rotation by `angle` about `axis` (Rodrigues' formula), as the flat
    /// projection of the rotated view: `(a, b, c, d)` of an affine transform.
    static func flatRotation(_ angle: Angle, axis: Axis3D) -> (CGFloat, CGFloat, CGFloat, CGFloat) {
        let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        guard length > 0 else { return (1, 0, 0, 1) }
        let (x, y, z) = (axis.x / length, axis.y / length, axis.z / length)
        let (cosine, sine) = (CGFloat(cos(angle.radians)), CGFloat(sin(angle.radians)))
        let t = 1 - cosine
        let r00 = cosine + x * x * t
        let r01 = x * y * t - z * sine
        let r10 = y * x * t + z * sine
        let r11 = cosine + y * y * t
        // A point (px, py) maps to (r00·px + r01·py, r10·px + r11·py).
        return (r00, r10, r01, r11)
    }
}
