/// Controls that belong together, drawn as one group (a segmented row of buttons, or a menu).
///
///     ControlGroup {
///         Button("Bold") {}
///         Button("Italic") {}
///     }
nonisolated public struct ControlGroup<Content: View>: View, ContainerPrimitive {
    /// Drawn by the runtime: a primitive view has no body.
    public typealias Body = Never
    let content: Content
    let title: String?

    /// A group of the controls the closure builds.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        title = nil
    }

    /// A titled group of the controls the closure builds (a menu shows the title).
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.title = String(title)
    }

    /// Mounts the group, drawn by its style.
    @MainActor public static func _makeNode(_ view: Self) -> _ViewNode { StyledContainerNode(view) }

    var containerContent: Content { content }
    func renderTitle() -> String { title.map { "ControlGroup \(quoted($0))" } ?? "ControlGroup" }
    /// The controls share a line.
    static var screenRole: ScreenRole { .horizontal }
}

extension ControlGroup: StyledContainer {
    typealias StyleKey = ControlGroupStyleKey
    var styleInputs: ContainerStyleInputs {
        ContainerStyleInputs(
            label: title.map { AnyView(Text(verbatim: $0)) }, content: AnyView(content))
    }
}
