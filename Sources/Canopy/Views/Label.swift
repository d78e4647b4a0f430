/// A title with an icon.
///
///     Label("Favourites", systemImage: "star")
nonisolated public struct Label<Title: View, Icon: View>: View, ContainerPrimitive {
    /// Drawn by the runtime: a primitive view has no body.
    public typealias Body = Never
    let title: Title
    let icon: Icon
    let summary: String?

    /// A label whose title and icon are built by the closures.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
        summary = nil
    }

    /// Mounts the label, which places its parts with its style.
    @MainActor public static func _makeNode(_ view: Self) -> _ViewNode { LabelNode(view) }

    var containerContent: TupleView<Title, Icon> { TupleView(title, icon) }
    var rendersContent: Bool { summary == nil }
    func renderTitle() -> String { summary ?? "Label" }
}

extension Label where Title == Text, Icon == Image {
    /// A label with a text title and a system image.
    public init<S: StringProtocol>(_ title: S, systemImage: String) {
        self.title = Text(title)
        icon = Image(systemName: systemImage)
        summary = "Label \(quoted(String(title))) systemImage:\(quoted(systemImage))"
    }

    /// A label with a text title and an image from the app's assets.
    public init<S: StringProtocol>(_ title: S, image: String) {
        self.title = Text(title)
        icon = Image(image)
        summary = "Label \(quoted(String(title))) image:\(quoted(image))"
    }
}

@MainActor
final class LabelNode<Title: View, Icon: View>: ContainerNode<Label<Title, Icon>> {
    /// The innermost label style set above the label, if any.
    private var style: StyleBox<LabelStyleInputs>?

    /// Whether the style's `makeBody` places the label's parts (a custom style).
    private var drawsStyleBody: Bool { style != nil && style?.look == nil }

    override func evaluate() {
        style = readEnvironment { $0.labelStyles }.innermost as? StyleBox<LabelStyleInputs>
        guard let style, style.look == nil else {
            super.evaluate()
            return
        }
        let inputs = LabelStyleInputs(title: AnyView(view.title), icon: AnyView(view.icon))
        reconcileSingleChild(StyleBody<LabelStyleKey, LabelStyleInputs>(box: style, inputs: inputs))
    }

    override var rendersChildren: Bool { drawsStyleBody || view.rendersContent }

    /// A built-in look lays out the parts it shows; a custom style's body lays out as it is.
    override func currentLayout(in context: LeafLayoutContext) -> any ContainerLayout {
        guard let look = resolvedLook else { return super.currentLayout(in: context) }
        return LabelLayout(look: look, spacing: context.environment.labelIconToTitleSpacing)
    }

    /// The look a built-in style resolves to here; `nil` under a custom style.
    var resolvedLook: LabelLook? {
        guard !drawsStyleBody else { return nil }
        return (style?.look as? LabelLook ?? .automatic).resolved(in: .of(self))
    }

    /// On a screen, the parts the built-in style shows, on one line: the icon, then the title.
    override var drawnText: String? {
        guard let look = resolvedLook, let parts = children.first, parts.children.count == 2 else {
            return nil
        }
        let title = canopyText(of: parts.children[0])
        let icon = parts.children[1].textDrawnOnScreen ?? canopyText(of: parts.children[1])
        switch look {
        case .titleOnly: return title
        case .iconOnly: return icon
        case .automatic, .titleAndIcon:
            return [icon, title].filter { !$0.isEmpty }.joined(separator: "  ")
        }
    }
}
