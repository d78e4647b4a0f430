import Foundation

/// SwiftUI's graphical effects and composites: each changes only what its view draws (never its
/// layout or what can be tapped), prints on the view's line, and is drawn by the window picture
/// (an SVG filter or CSS property).
extension View {
    /// Blurs what the view draws with a Gaussian blur of `radius` points; `opaque` keeps the
    /// blurred edges opaque (pixel-only).
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        graphicEffect(.blur(radius: radius, opaque: opaque))
    }

    /// Brightens the view's colours by `amount` (added to each component; 0 leaves them,
    /// 1 makes them white) (pixel-only).
    public func brightness(_ amount: Double) -> some View { graphicEffect(.brightness(amount)) }

    /// Sets the contrast of the view's colours: 1 leaves them, 0 is grey, above 1 more
    /// contrast, below 0 inverted (pixel-only).
    public func contrast(_ amount: Double) -> some View { graphicEffect(.contrast(amount)) }

    /// Sets the saturation of the view's colours: 1 leaves them, 0 is grey (pixel-only).
    public func saturation(_ amount: Double) -> some View { graphicEffect(.saturation(amount)) }

    /// Takes `amount` (0 to 1) of the colour out of the view (pixel-only).
    public func grayscale(_ amount: Double) -> some View { graphicEffect(.grayscale(amount)) }

    /// Turns the hue of the view's colours by `angle` (pixel-only).
    public func hueRotation(_ angle: Angle) -> some View { graphicEffect(.hueRotation(angle)) }

    /// Multiplies each colour the view draws by `color` (pixel-only).
    public func colorMultiply(_ color: Color) -> some View { graphicEffect(.colorMultiply(color)) }

    /// Inverts the view's colours (pixel-only).
    public func colorInvert() -> some View { graphicEffect(.colorInvert) }

    /// Makes the view's luminance its opacity: dark areas transparent, light ones opaque black
    /// (pixel-only).
    public func luminanceToAlpha() -> some View { graphicEffect(.luminanceToAlpha) }

    /// Combines the view's colours with what is behind it by `blendMode` (pixel-only).
    public func blendMode(_ blendMode: BlendMode) -> some View {
        graphicEffect(.blendMode(blendMode))
    }

    /// Composites the view's content on its own before the effects around it apply (an
    /// opacity fades the group as one) (pixel-only).
    public func compositingGroup() -> some View { graphicEffect(.compositingGroup) }

    /// Renders the view offscreen as one image before it is drawn, in `colorMode`
    /// (pixel-only; like a compositing group, the picture isolates it).
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear)
        -> some View
    {
        graphicEffect(.drawingGroup(opaque: opaque, colorMode: colorMode))
    }

    /// Records `effect` on this view.
    func graphicEffect(_ effect: GraphicEffect) -> ModifiedContent<
        Self, _AttributeModifier<GraphicEffectAttribute>
    > {
        attribute(GraphicEffectAttribute(effect: effect))
    }
}

/// SwiftUI's transforms beyond `rotationEffect` and `scaleEffect`: what the view draws moves,
/// its layout does not (as in SwiftUI).
extension View {
    /// Draws the view rotated by `angle` about `axis` through `anchor` (pixel-only; the
    /// picture draws the rotation without perspective, the view's flat projection).
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
        anchorZ: CGFloat = 0, perspective: CGFloat = 1
    ) -> some View {
        graphicEffect(
            .rotation3D(
                angle: angle, axis: .init(x: axis.x, y: axis.y, z: axis.z), anchor: anchor,
                anchorZ: anchorZ, perspective: perspective))
    }

    /// Draws the view through a projective transform, from its top-leading corner
    /// (pixel-only; the picture draws its affine part).
    public func projectionEffect(_ transform: ProjectionTransform) -> some View {
        graphicEffect(.projection(transform))
    }

    /// Draws the view through an affine transform, from its top-leading corner (pixel-only).
    public func transformEffect(_ transform: CGAffineTransform) -> some View {
        graphicEffect(.transform(transform))
    }
}
