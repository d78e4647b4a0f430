/// `safeAreaInset(edge:)` along the leading or trailing edge: a column of its own beside the
/// modified view (a palette beside a canvas). The inset is a real subtree; layout proposes the
/// content what the inset and its spacing leave across, and moves the safe area's edge in by as
/// much (G33); the screen renderer shows the inset before the content (leading) or after it.
nonisolated struct _HorizontalSafeAreaInset<Content: View, Inset: View>: View {
    typealias Body = Never
    let content: Content
    let edge: HorizontalEdge
    let inset: Inset
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    /// The modifier's name as printed: `safeAreaInset`, or `safeAreaBar`.
    var name = "safeAreaInset"

    @MainActor static func _makeNode(_ view: Self) -> _ViewNode {
        HorizontalSafeAreaInsetNode(view)
    }
}

@MainActor
final class HorizontalSafeAreaInsetNode<Content: View, Inset: View>: TypedNode<
    _HorizontalSafeAreaInset<Content, Inset>
>,
DisplayFacet
{
    override func evaluate() {
        let old = children
        let content = reconcile(old.first, with: view.content)
        let inset = reconcile(old.count > 1 ? old[1] : nil, with: view.inset)
        children = [content, inset]
    }

    var insetsAtLeading: Bool { view.edge == .leading }
    /// The space between the inset and the content (`nil`: the default, 8 points, D14).
    var insetSpacing: CGFloat { view.spacing ?? StackLayoutAlgorithm.defaultSpacing }

    override var renderRole: RenderRole { .attribute }
    var decoration: DecorationStyle? {
        DecorationStyle(label: "\(view.name)(\(view.edge))", isSection: true)
    }
    override var pathComponent: String? { nil }
}

extension HorizontalSafeAreaInsetNode: LayoutFacet {
    /// The inset's size for the content's height.
    private func insetSize(height: CGFloat?, _ engine: LayoutEngine) -> CGSize {
        guard children.count > 1 else { return .zero }
        return engine.size(of: children[1], ProposedViewSize(width: nil, height: height))
    }

    /// G33: the content is proposed the width the inset leaves, and the inset sits at the edge.
    func sizeThatFits(_ proposal: ProposedViewSize, _ engine: LayoutEngine) -> CGSize {
        guard let content = children.first else { return .zero }
        let inset = insetSize(height: proposal.height, engine)
        let reserved = inset.width + insetSpacing
        let size = engine.size(
            of: content,
            ProposedViewSize(
                width: proposal.width.map { max(0, $0 - reserved) }, height: proposal.height))
        return CGSize(width: size.width + reserved, height: max(size.height, inset.height))
    }

    func placeChildren(in frame: CGRect, proposal: ProposedViewSize, _ engine: LayoutEngine) {
        guard let content = children.first else { return }
        let inset = insetSize(height: frame.height, engine)
        let reserved = inset.width + insetSpacing
        let contentProposal = ProposedViewSize(
            width: proposal.width.map { max(0, $0 - reserved) }, height: proposal.height)
        let contentSize = engine.size(of: content, contentProposal)
        let contentX = insetsAtLeading ? frame.minX + reserved : frame.minX
        let insetX = insetsAtLeading ? frame.minX : frame.maxX - inset.width
        let region = engine.currentRegion.insetting(
            insetsAtLeading ? .leading : .trailing,
            to: insetsAtLeading ? contentX : frame.maxX - reserved, in: frame)
        engine.place(
            content,
            in: CGRect(origin: CGPoint(x: contentX, y: frame.minY), size: contentSize),
            proposal: contentProposal, region: region)
        if children.count > 1 {
            engine.place(
                children[1],
                in: CGRect(
                    origin: CGPoint(
                        x: insetX,
                        y: frame.minY + ViewDimensions(size: frame.size)[view.alignment]
                            - ViewDimensions(size: inset)[view.alignment]),
                    size: inset),
                proposal: ProposedViewSize(width: nil, height: frame.height),
                region: engine.currentRegion)
        }
    }

    var passesTraitsThrough: Bool { true }
    var layoutRule: String { "G33 safeAreaInset" }
}

/// On screen, the inset's column before (leading) or after (trailing) the content.
extension HorizontalSafeAreaInsetNode: ScreenDrawing {
    func screenLines(_ screen: ScreenRenderer, depth: Int) -> [String]? {
        guard children.count > 1 else { return nil }
        let content = screen.lines(of: children[0], depth: depth + 1)
        let bar = screen.lines(of: children[1], depth: depth + 1)
        return insetsAtLeading ? bar + content : content + bar
    }
}

extension View {
    /// Shows the view `content` builds along the leading or trailing `edge`, outside this
    /// view's safe area, lined up on `alignment` (G33).
    public func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        _HorizontalSafeAreaInset(
            content: self, edge: edge, inset: content(), alignment: alignment, spacing: spacing)
    }
}
