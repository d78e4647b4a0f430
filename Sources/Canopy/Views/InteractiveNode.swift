/// The kinds of control a host can operate by label.
public enum ControlKind: String, Sendable, Hashable {
    /// A ``Button``, operated with ``ViewHost/tap(_:)``.
    case button
    /// A ``Toggle``, operated with ``ViewHost/toggle(_:)``.
    case toggle
    /// A ``TextField``, operated with ``ViewHost/type(_:into:)``.
    case textField
    /// A tab of a ``TabView``, selected with ``ViewHost/selectTab(_:)``.
    case tab
}

/// A node the host can operate as a person would: tap a button, flip a toggle, type text.
@MainActor
protocol InteractiveNode: _ViewNode {
    var controlKind: ControlKind { get }
    /// The text a person reads on the control.
    var controlLabel: String { get }
    /// Whether a person can operate it (`.disabled` turns it off).
    var isEnabled: Bool { get }
    /// Operates the control; `false` when it is disabled.
    func tap() -> Bool
    /// What the control holds, as a person sees it: a toggle's `"on"`/`"off"`, a field's text;
    /// `nil` for a button.
    var controlValue: String? { get }
}

extension InteractiveNode {
    var controlValue: String? { nil }
}

/// The text of every `Text` below `node`, joined by spaces, in tree order.
@MainActor
func textContent(below node: _ViewNode) -> String {
    var parts: [String] = []
    var pending = Array(node.children.reversed())
    while let next = pending.popLast() {
        if let text = next as? TypedNode<Text> { parts.append(text.view.content) }
        pending.append(contentsOf: next.children.reversed())
    }
    return parts.joined(separator: " ")
}
