/// Places `content` along an edge of the modified view, outside its safe area: a bar of its
/// own (a footer under a list). The inset is a real subtree (its buttons can be tapped); the
/// screen renderer shows it before or after the view, by edge.
nonisolated struct _SafeAreaInset<Content: View, Inset: View>: View {
    typealias Body = Never
    let content: Content
    let edge: VerticalEdge
    let inset: Inset
    var alignment: HorizontalAlignment = .center
    var spacing: CGFloat?
    /// The modifier's name as printed: `safeAreaInset`, or `safeAreaBar`.
    var name = "safeAreaInset"

    @MainActor static func _makeNode(_ view: Self) -> _ViewNode { SafeAreaInsetNode(view) }
}

@MainActor
final class SafeAreaInsetNode<Content: View, Inset: View>: TypedNode<
    _SafeAreaInset<Content, Inset>
>,
InsetShowing, DisplayFacet
{
    override func evaluate() {
        let old = children
        let content = reconcile(old.first, with: view.content)
        let inset = reconcile(old.count > 1 ? old[1] : nil, with: view.inset)
        children = [content, inset]
    }

    var insetsAtTop: Bool { view.edge == .top }
    /// How the inset lines up across the edge, and the space between it and the content
    /// (`nil`: the default, 8 points, D14).
    var insetAlignment: HorizontalAlignment { view.alignment }
    var insetSpacing: CGFloat { view.spacing ?? StackLayoutAlgorithm.defaultSpacing }

    override var renderRole: RenderRole { .attribute }
    var decoration: DecorationStyle? {
        DecorationStyle(label: "\(view.name)(\(view.edge))", isSection: true)
    }
    override var pathComponent: String? { nil }
}

/// A node whose second child is a bar along its content's top or bottom edge.
@MainActor
protocol InsetShowing: _ViewNode {
    var insetsAtTop: Bool { get }
}

/// The top or bottom edge.
public enum VerticalEdge: Int8, Sendable, Hashable, CaseIterable {
    case top, bottom
}

/// The leading or trailing edge.
public enum HorizontalEdge: Int8, Sendable, Hashable, CaseIterable {
    case leading, trailing
}

extension View {
    /// Shows the view `content` builds along `edge`, outside this view's safe area.
    public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        _SafeAreaInset(
            content: self, edge: edge, inset: content(), alignment: alignment, spacing: spacing)
    }
}

extension View {
    /// Shows the view `content` builds as a bar along `edge`, outside this view's safe area:
    /// laid out as `safeAreaInset` is (G33; Canopy draws no scroll edge effect under it).
    public func safeAreaBar<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        _SafeAreaInset(
            content: self, edge: edge, inset: content(), alignment: alignment, spacing: spacing,
            name: "safeAreaBar")
    }

    /// Shows the view `content` builds as a bar along the leading or trailing `edge`, laid out
    /// as `safeAreaInset` is (G33).
    public func safeAreaBar<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        _HorizontalSafeAreaInset(
            content: self, edge: edge, inset: content(), alignment: alignment, spacing: spacing,
            name: "safeAreaBar")
    }
}
