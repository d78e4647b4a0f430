/// A label that shows or hides its content; tapping the label toggles it.
///
///     DisclosureGroup("Advanced") { Toggle("Debug", isOn: $debug) }
nonisolated public struct DisclosureGroup<Label: View, Content: View>: View {
    /// Drawn by the runtime: a primitive view has no body.
    public typealias Body = Never
    let label: Label
    let content: Content
    let isExpanded: Binding<Bool>?

    /// A disclosure group labelled by `label`, collapsed at first.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        isExpanded = nil
    }

    /// A disclosure group whose expansion is `isExpanded`.
    public init(
        isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content,
        @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        self.content = content()
        self.isExpanded = isExpanded
    }

    /// Mounts the label, and the content while expanded.
    @MainActor public static func _makeNode(_ view: Self) -> _ViewNode { DisclosureGroupNode(view) }
}

extension DisclosureGroup where Label == Text {
    /// A disclosure group with a title.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// A disclosure group with a title whose expansion is `isExpanded`.
    public init<S: StringProtocol>(
        _ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content
    ) {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }
}

@MainActor
final class DisclosureGroupNode<Label: View, Content: View>:
    TypedNode<DisclosureGroup<Label, Content>>, InteractiveNode, DisplayFacet
{
    private(set) var isEnabled = true
    private var ownExpansion = false

    /// The innermost disclosure group style set above, if any.
    private var style: StyleBox<DisclosureGroupStyleInputs>?

    /// Whether the style's `makeBody` draws the group (a custom style).
    var drawsStyleBody: Bool { style != nil && style?.look == nil }
    var isOperable: Bool { !drawsStyleBody }

    var isExpanded: Bool { view.isExpanded?.wrappedValue ?? ownExpansion }

    /// The expansion as a binding, for a style: the caller's, or the group's own.
    private var expansion: Binding<Bool> {
        view.isExpanded
            ?? Binding(
                get: { [weak self] in self?.ownExpansion ?? false },
                set: { [weak self] in self?.setOwnExpansion($0) })
    }

    private func setOwnExpansion(_ expanded: Bool) {
        guard ownExpansion != expanded else { return }
        ownExpansion = expanded
        graph.invalidate(self)
        graph.requestFlush()
    }

    override func evaluate() {
        let styles: StyleStack
        (isEnabled, styles) = readEnvironment { ($0.isEnabled, $0[DisclosureGroupStyleKey.self]) }
        style = styles.innermost as? StyleBox<DisclosureGroupStyleInputs>
        if let style, style.look == nil {
            // The body reads the expansion itself (through the binding): no read here.
            let inputs = DisclosureGroupStyleInputs(
                label: AnyView(view.label), content: AnyView(view.content), isExpanded: expansion)
            reconcileSingleChild(
                StyleBody<DisclosureGroupStyleKey, DisclosureGroupStyleInputs>(
                    box: style, inputs: inputs))
            return
        }
        let expanded = graph.evaluatingBody(of: self, countingEvaluation: false) { isExpanded }
        let old = children
        var new = [reconcile(old.first, with: view.label)]
        if expanded { new.append(reconcile(old.count > 1 ? old[1] : nil, with: view.content)) }
        for node in old.dropFirst(new.count) { graph.unmount(node) }
        children = ChildList(new)
    }

    var controlKind: ControlKind { .disclosure }
    var controlLabel: String { children.first.map(text(of:)) ?? "" }
    var controlValue: String? { isExpanded ? "expanded" : "collapsed" }

    /// Tapping the label expands or collapses the content.
    func tap() -> Bool {
        guard isEnabled, isOperable else { return false }
        if let binding = view.isExpanded {
            binding.wrappedValue.toggle()
        } else {
            ownExpansion.toggle()
            graph.invalidate(self)
        }
        return true
    }

    func renderTitle() -> String {
        "DisclosureGroup" + (isExpanded ? " expanded" : "") + (isEnabled ? "" : " disabled")
    }
}
