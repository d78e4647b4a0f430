/// A control that turns a `Bool` binding on and off.
///
///     Toggle("Wi-Fi", isOn: $wifi)
nonisolated public struct Toggle<Label: View>: View, ContainerPrimitive {
    /// Drawn by the runtime: a primitive view has no body.
    public typealias Body = Never
    let isOn: Binding<Bool>
    let label: Label
    let title: String?

    /// A toggle whose label is built by the closure.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
        title = nil
    }

    /// Mounts the toggle with its label as content.
    @MainActor public static func _makeNode(_ view: Self) -> _ViewNode { ToggleNode(view) }

    var containerContent: Label { label }
    var rendersContent: Bool { title == nil }
    var titleText: String? { title }
}

extension Toggle where Label == Text {
    /// A toggle with a text label.
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.isOn = isOn
        label = Text(title)
        self.title = String(title)
    }
}

@MainActor
final class ToggleNode<Label: View>: ContainerNode<Toggle<Label>>, InteractiveNode {
    private(set) var isEnabled = true

    override func evaluate() {
        isEnabled = readEnvironment { $0.isEnabled }
        super.evaluate()
    }

    override func renderTitle() -> String {
        (view.title.map { "Toggle \(quoted($0))" } ?? "Toggle") + " isOn:\(view.isOn.wrappedValue)"
            + (isEnabled ? "" : " disabled")
    }

    var controlKind: ControlKind { .toggle }
    var controlLabel: String { view.title ?? textContent(below: self) }
    var controlValue: String? { view.isOn.wrappedValue ? "on" : "off" }

    func tap() -> Bool {
        guard isEnabled else { return false }
        view.isOn.wrappedValue.toggle()
        return true
    }
}
