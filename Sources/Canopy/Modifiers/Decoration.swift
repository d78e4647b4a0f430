/// Places a secondary view behind or in front of the modified view. The secondary view is a
/// real subtree (it can read the environment and hold state); a one-line secondary view renders
/// inline, `.background(Capsule .fill(red))`, a larger one as a labelled section.
nonisolated struct _DecorationModifier<Decoration: View>: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let layer: DecorationLayer
    let decoration: Decoration
    let alignment: Alignment

    /// The modifier's name, as printed: `background`.
    var label: String { layer.rawValue }

    /// Mounts the content and the decoration.
    @MainActor public static func _makeModifiedNode<Wrapped: View>(
        _ view: ModifiedContent<Wrapped, Self>
    )
        -> _ViewNode
    {
        DecorationNode(view)
    }
}

@MainActor
final class DecorationNode<Wrapped: View, Decoration: View>:
    TypedNode<ModifiedContent<Wrapped, _DecorationModifier<Decoration>>>, DisplayFacet
{
    override func evaluate() {
        let old = children
        let modifier = view.modifier
        let content = reconcile(old.first, with: view.content)
        let decoration = reconcile(old.count > 1 ? old[1] : nil, with: modifier.decoration)
        children = [content, decoration]
    }

    override var renderRole: RenderRole { .attribute }
    var decoration: DecorationStyle? { DecorationStyle(view.modifier.layer) }
    override var pathComponent: String? { nil }
}

extension View {
    /// Places `background` behind this view. (A colour or other shape style is recorded as an
    /// attribute by the style overload instead, as SwiftUI prefers it.)
    @_disfavoredOverload
    public func background<Background: View>(
        _ background: Background, alignment: Alignment = .center
    )
        -> some View
    {
        modifier(
            _DecorationModifier(layer: .background, decoration: background, alignment: alignment))
    }

    /// Places the view the closure builds behind this view.
    public func background<Background: View>(
        alignment: Alignment = .center, @ViewBuilder content: () -> Background
    ) -> some View {
        modifier(
            _DecorationModifier(layer: .background, decoration: content(), alignment: alignment))
    }

    /// Places `overlay` in front of this view.
    @_disfavoredOverload
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center)
        -> some View
    {
        modifier(_DecorationModifier(layer: .overlay, decoration: overlay, alignment: alignment))
    }

    /// Places the view the closure builds in front of this view.
    public func overlay<Overlay: View>(
        alignment: Alignment = .center, @ViewBuilder content: () -> Overlay
    ) -> some View {
        modifier(_DecorationModifier(layer: .overlay, decoration: content(), alignment: alignment))
    }

    /// Masks this view with the view the closure builds, placed on it by `alignment`: the
    /// view shows only where the mask is opaque, as much as the mask is (pixel-only; the mask is
    /// laid out as an overlay is, and drawn by the picture as an alpha mask).
    public func mask<Mask: View>(
        alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask
    ) -> some View {
        modifier(_DecorationModifier(layer: .mask, decoration: mask(), alignment: alignment))
    }

    /// Masks this view with `mask`, centred on it (deprecated in SwiftUI for
    /// `mask(alignment:_:)`).
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        modifier(_DecorationModifier(layer: .mask, decoration: mask, alignment: .center))
    }
}
