/// A control that runs an action when tapped. In a disabled subtree (``View/disabled(_:)``) it
/// ignores taps and renders as `disabled`.
///
///     Button("Hit Me") { count += 1 }
///     Button(action: save) { Label("Save", systemImage: "square.and.arrow.down") }
nonisolated public struct Button<Label: View>: View, ContainerPrimitive {
    /// Drawn by the runtime: a primitive view has no body.
    public typealias Body = Never
    let action: @MainActor () -> Void
    let label: Label
    let title: String?
    let role: ButtonRole?

    /// A button whose label is built by the closure.
    @preconcurrency public init(
        action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
    ) {
        self.action = action
        self.label = label()
        title = nil
        role = nil
    }

    /// A button with a role, whose label is built by the closure.
    @preconcurrency public init(
        role: ButtonRole?, action: @escaping @MainActor () -> Void,
        @ViewBuilder label: () -> Label
    ) {
        self.action = action
        self.label = label()
        title = nil
        self.role = role
    }

    /// Mounts the button with its label as content.
    @MainActor public static func _makeNode(_ view: Self) -> _ViewNode { ButtonNode(view) }

    var containerContent: Label { label }
    var rendersContent: Bool { title == nil }
    var titleText: String? { title }
}

extension Button where Label == Text {
    /// A button with a text label.
    @preconcurrency public init<S: StringProtocol>(
        _ title: S, action: @escaping @MainActor () -> Void
    ) {
        self.action = action
        label = Text(title)
        self.title = String(title)
        role = nil
    }

    /// A button with a text label and a role.
    @preconcurrency public init<S: StringProtocol>(
        _ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void
    ) {
        self.action = action
        label = Text(title)
        self.title = String(title)
        self.role = role
    }
}

extension Button where Label == Canopy.Label<Text, Image> {
    /// A button whose label is a title and a system image.
    @preconcurrency public init<S: StringProtocol>(
        _ title: S, systemImage: String, action: @escaping @MainActor () -> Void
    ) {
        self.action = action
        label = Canopy.Label(title, systemImage: systemImage)
        self.title = nil
        role = nil
    }
}

/// The purpose of a button, which changes how it looks.
public struct ButtonRole: Hashable, Sendable, CustomStringConvertible {
    let name: String
    /// A button that deletes data.
    public static let destructive = ButtonRole(name: "destructive")
    /// A button that cancels an operation.
    public static let cancel = ButtonRole(name: "cancel")
    /// The role's name.
    public var description: String { name }
}

@MainActor
final class ButtonNode<Label: View>: ContainerNode<Button<Label>>, InteractiveNode {
    private(set) var isEnabled = true

    /// Closes the menu or alert the button is in, after its action.
    private var dismissAfterTap: DismissOnTap?

    override func evaluate() {
        // One read for both keys: each read has a fixed cost, and every button makes it.
        (isEnabled, dismissAfterTap) = readEnvironment { ($0.isEnabled, $0.dismissOnButtonTap) }
        super.evaluate()
    }

    override func renderTitle() -> String {
        var title = "Button"
        if let text = view.title {
            title += " "
            appendQuoted(text, to: &title)
        }
        if let role = view.role { title += " role:\(role)" }
        if !isEnabled { title += " disabled" }
        return title
    }

    var controlKind: ControlKind { .button }
    var controlLabel: String { view.title ?? textContent(below: self) }

    func tap() -> Bool {
        guard isEnabled else { return false }
        view.action()
        dismissAfterTap?()
        return true
    }
}
