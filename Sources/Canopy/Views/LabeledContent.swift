/// A value with a label, as a settings row shows it: `Name  Ada`.
///
///     LabeledContent("Version", value: "1.2")
///     LabeledContent("Volume") { Slider(value: $volume) }
nonisolated public struct LabeledContent<Label: View, Content: View>: View, ContainerPrimitive {
    /// Drawn by the runtime: a primitive view has no body.
    public typealias Body = Never
    let label: Label?
    let content: Content
    let title: String?
    /// Whether the content is a value shown as text (`LabeledContent("Version", value: "1.2")`).
    var isValue = false

    /// Content labelled by `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        title = nil
    }

    /// Mounts the row, drawn by its style.
    @MainActor public static func _makeNode(_ view: Self) -> _ViewNode { StyledContainerNode(view) }

    var containerContent: TupleView<Label?, Content> { TupleView(label, content) }
    func renderTitle() -> String {
        title.map { "LabeledContent \(quoted($0))" } ?? "LabeledContent"
    }

    /// On a screen, a value is one line: the title, then the value (`Version  1.2`); other
    /// content shows under its title.
    @MainActor func drawnText(of node: _ViewNode) -> String? {
        guard isValue, let title else { return nil }
        return title + "  " + canopyText(of: node)
    }

    var screenHeading: String? { isValue ? nil : title }
}

extension LabeledContent where Label == Text {
    /// Content with a title.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        label = nil
        self.content = content()
        self.title = String(title)
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// A value shown as text, with a title.
    public init<S: StringProtocol, V: StringProtocol>(_ title: S, value: V) {
        label = nil
        content = Text(value)
        self.title = String(title)
        isValue = true
    }
}

extension LabeledContent: StyledContainer {
    typealias StyleKey = LabeledContentStyleKey
    var styleInputs: ContainerStyleInputs {
        let shownLabel = title.map { AnyView(Text(verbatim: $0)) } ?? label.map { AnyView($0) }
        return ContainerStyleInputs(label: shownLabel, content: AnyView(content))
    }
}
