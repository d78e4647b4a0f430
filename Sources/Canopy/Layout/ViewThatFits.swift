/// Shows the first of its views whose ideal size fits the space it is offered, along `axes`
/// (G35, D18); the last when none fits. Every view is built and measured; only the chosen one
/// is shown and appears, and it changes as the space does.
///
///     ViewThatFits(in: .horizontal) {
///         Text("Delete the selected messages")
///         Text("Delete")
///     }
nonisolated public struct ViewThatFits<Content: View>: View, ContainerPrimitive {
    /// Drawn by the runtime: a primitive view has no body.
    public typealias Body = Never
    let axes: Axis.Set
    let content: Content

    /// Chooses among the views `content` builds, by their ideal sizes along `axes`.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    var containerContent: Content { content }
    func renderTitle() -> String {
        axes == [.horizontal, .vertical] ? "ViewThatFits" : "ViewThatFits in:\(axes)"
    }

    /// Mounts the chooser.
    @MainActor public static func _makeNode(_ view: Self) -> _ViewNode { ViewThatFitsNode(view) }
}

@MainActor
final class ViewThatFitsNode<Content: View>: ContainerNode<ViewThatFits<Content>>,
    GeometryObserving, AppearanceHiding
{
    /// The view the last layout chose.
    private(set) var chosen: _ViewNode?
    private var shown: [NodeHandle] = []

    override func currentLayout(in context: LeafLayoutContext) -> any ContainerLayout {
        ViewThatFitsLayout(axes: view.axes) { [weak self] in self?.chosen = $0 }
    }

    override func didMount() {
        super.didMount()
        graph.layout.register(self)
    }

    override func willUnmount() {
        graph.layout.unregister(self)
        super.willUnmount()
    }

    /// Only the chosen view is shown (none before the first layout).
    var shownChildren: ChildList {
        guard let chosen, chosen.isMounted else { return ChildList() }
        return ChildList([chosen])
    }

    var appearingChildren: ChildList { visibleChildren }

    /// After layout: the view chosen now appears, the one chosen before disappears (L3).
    func geometryDidChange(_ engine: LayoutEngine) {
        graph.updateShownChildren(of: self, shown: &shown)
    }
}

/// G35/D18: each subview is measured at its ideal size along the constrained axes (the
/// proposal along the others); the first that fits the proposal is shown at the size it
/// chooses for the proposal, the others keep no frame.
struct ViewThatFitsLayout: ContainerLayout {
    let axes: Axis.Set
    /// Told which subview the layout placed.
    let choose: @MainActor (_ViewNode?) -> Void
    var rule: String { "G35 ViewThatFits" }

    private func choice(
        _ proposal: ProposedViewSize, _ subviews: [LayoutItem], _ engine: LayoutEngine
    )
        -> LayoutItem?
    {
        let ideal = ProposedViewSize(
            width: axes.contains(.horizontal) ? nil : proposal.width,
            height: axes.contains(.vertical) ? nil : proposal.height)
        for item in subviews {
            let size = engine.size(of: item.node, ideal)
            let fitsWidth =
                !axes.contains(.horizontal) || proposal.width.map { size.width <= $0 } ?? true
            let fitsHeight =
                !axes.contains(.vertical) || proposal.height.map { size.height <= $0 } ?? true
            if fitsWidth && fitsHeight { return item }
        }
        return subviews.last
    }

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutItem], _ engine: LayoutEngine)
        -> CGSize
    {
        guard let chosen = choice(proposal, subviews, engine) else { return .zero }
        return engine.size(of: chosen.node, proposal)
    }

    func placeSubviews(
        in frame: CGRect, proposal: ProposedViewSize, subviews: [LayoutItem],
        _ engine: LayoutEngine
    ) {
        let chosen = choice(proposal, subviews, engine)
        for item in subviews where item.node !== chosen?.node { engine.forget(item.node) }
        choose(chosen?.node)
        guard let chosen else { return }
        engine.place(chosen.node, in: frame, proposal: proposal, region: engine.currentRegion)
    }
}

extension ViewThatFitsNode: ShowsSomeChildren {}
