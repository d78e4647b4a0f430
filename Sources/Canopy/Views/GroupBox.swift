/// A box that sets its content apart, with an optional label.
///
///     GroupBox("Backups") { Toggle("Daily", isOn: $daily) }
nonisolated public struct GroupBox<Label: View, Content: View>: View, ContainerPrimitive {
    /// Drawn by the runtime: a primitive view has no body.
    public typealias Body = Never
    let label: Label?
    let content: Content
    let title: String?

    /// A box labelled by `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        title = nil
    }

    /// Mounts the box, drawn by its style.
    @MainActor public static func _makeNode(_ view: Self) -> _ViewNode { StyledContainerNode(view) }

    var containerContent: TupleView<Label?, Content> { TupleView(label, content) }
    func renderTitle() -> String { title.map { "GroupBox \(quoted($0))" } ?? "GroupBox" }
    var screenHeading: String? { title }
}

extension GroupBox where Label == EmptyView {
    /// A box without a label.
    public init(@ViewBuilder content: () -> Content) {
        label = nil
        self.content = content()
        title = nil
    }
}

extension GroupBox where Label == Text {
    /// A box with a title.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        label = nil
        self.content = content()
        self.title = String(title)
    }
}

extension GroupBox: StyledContainer {
    typealias StyleKey = GroupBoxStyleKey
    var styleInputs: ContainerStyleInputs {
        let shownLabel = title.map { AnyView(Text(verbatim: $0)) } ?? label.map { AnyView($0) }
        return ContainerStyleInputs(label: shownLabel, content: AnyView(content))
    }
}
