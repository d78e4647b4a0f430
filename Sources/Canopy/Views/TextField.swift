/// A control that edits a `String` binding.
///
///     TextField("Name", text: $name)
nonisolated public struct TextField: View, LeafPrimitive {
    /// Drawn by the runtime: a primitive view has no body.
    public typealias Body = Never
    let title: String
    let text: Binding<String>

    /// A text field with a placeholder title.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.title = String(title)
        self.text = text
    }

    /// Mounts the field as an editable leaf.
    @MainActor public static func _makeNode(_ view: Self) -> _ViewNode { TextFieldNode(view) }

    @MainActor func renderTitle() -> String {
        "TextField \(quoted(title)) text:\(quoted(text.wrappedValue))"
    }
}

@MainActor
final class TextFieldNode: TypedNode<TextField>, InteractiveNode {
    private(set) var isEnabled = true

    override func evaluate() {
        isEnabled = readEnvironment { $0.isEnabled }
    }

    override func renderTitle() -> String { view.renderTitle() + (isEnabled ? "" : " disabled") }
    override class var capabilities: [Any.Type] { [(any InteractiveNode).self] }
    var controlKind: ControlKind { .textField }
    var controlLabel: String { view.title }
    var controlValue: String? { view.text.wrappedValue }
    func tap() -> Bool { true }
    func type(_ text: String) -> Bool {
        guard isEnabled else { return false }
        view.text.wrappedValue = text
        return true
    }
}
