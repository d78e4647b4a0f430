/// A container whose look is a style's (a form, a group box, labeled content, a control
/// group): with a custom style set above it, the style's `makeBody` is mounted in place of its
/// content and handed the container's label and content; with a built-in style, the container
/// draws itself.
@MainActor
protocol StyledContainer: ContainerPrimitive {
    /// The environment key that stacks this kind's styles.
    associatedtype StyleKey: EnvironmentKey where StyleKey.Value == StyleStack
    /// What the container hands its style.
    var styleInputs: ContainerStyleInputs { get }
    /// What the container draws on a screen with a built-in style, given its node (`nil` for
    /// its content's lines).
    func drawnText(of node: _ViewNode) -> String?
}

extension StyledContainer {
    @MainActor func drawnText(of node: _ViewNode) -> String? { nil }
}

/// What a styled container hands its style: its label, if it has one, and its content.
struct ContainerStyleInputs {
    let label: AnyView?
    let content: AnyView
}

@MainActor
final class StyledContainerNode<V: StyledContainer>: ContainerNode<V> {
    /// The innermost style of the container's kind set above it, if any.
    private var style: StyleBox<ContainerStyleInputs>?

    /// Whether the style's `makeBody` draws the container (a custom style).
    private var drawsStyleBody: Bool { style != nil && style?.look == nil }

    override func evaluate() {
        style = readEnvironment { $0[V.StyleKey.self] }.innermost as? StyleBox<ContainerStyleInputs>
        guard let style, style.look == nil else {
            super.evaluate()
            return
        }
        reconcileSingleChild(
            StyleBody<V.StyleKey, ContainerStyleInputs>(box: style, inputs: view.styleInputs))
    }

    override var rendersChildren: Bool { drawsStyleBody || view.rendersContent }
    override var ownText: String? { drawsStyleBody ? nil : view.titleText }
    override var drawnText: String? { drawsStyleBody ? nil : view.drawnText(of: self) }
    override var screenHeading: String? { drawsStyleBody ? nil : view.screenHeading }

    /// The built-in style the container draws itself with; `nil` under a custom style.
    var resolvedStyleName: String? { drawsStyleBody ? nil : style?.name ?? "automatic" }
}

extension StyledContainerNode: ResolvedValuesShowing {
    /// The built-in style in effect, or `custom` under a style's body.
    func resolvedValues() -> [String] { ["style=\(resolvedStyleName ?? "custom")"] }
}
