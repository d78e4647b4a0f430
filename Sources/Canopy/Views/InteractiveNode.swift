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
    /// A ``Picker``, set with ``ViewHost/pick(_:in:)``.
    case picker
    /// A ``Stepper``, stepped with ``ViewHost/increment(_:)`` and ``ViewHost/decrement(_:)``.
    case stepper
    /// A ``Slider``, moved with ``ViewHost/slide(_:to:)``.
    case slider
    /// A ``Link``, followed with ``ViewHost/tap(_:)``.
    case link
    /// A ``Menu``, opened with ``ViewHost/tap(_:)``.
    case menu
    /// A ``DisclosureGroup``, expanded or collapsed with ``ViewHost/tap(_:)``.
    case disclosure
    /// A ``DatePicker``, set with ``ViewHost/setDate(_:in:)``.
    case datePicker
    /// A view with a gesture (`onTapGesture`, `gesture`), tapped by its text with
    /// ``ViewHost/tap(_:)`` or at a point with ``ViewHost/tap(at:count:)``.
    case tapGesture
    /// A view with a long press (`onLongPressGesture`), pressed by its text with
    /// ``ViewHost/longPress(_:)`` or at a point with ``ViewHost/longPress(at:duration:)``.
    case longPressGesture
    /// A view with a `contextMenu`, opened with ``ViewHost/openContextMenu(_:)`` (or a long
    /// press on iOS and iPadOS).
    case contextMenu
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
    /// Whether operating the control by its label does anything: `false` when a style took
    /// over its interaction (a `PrimitiveButtonStyle`), so a person operates what the style
    /// draws instead.
    var isOperable: Bool { get }
    /// Whether a style's `makeBody` draws the control: its children are that body.
    var drawsStyleBody: Bool { get }
    /// The style the control is drawn with, resolved for the platform and the place it is in
    /// (`bordered`, `switch`), or a custom style; `nil` for a control without styles.
    var resolvedStyle: ResolvedStyle? { get }
}

extension InteractiveNode {
    var controlValue: String? { nil }
    var isOperable: Bool { true }
    var drawsStyleBody: Bool { false }
    var resolvedStyle: ResolvedStyle? { nil }
}

/// The text of every `Text` and titled control below `node`, joined by spaces, in tree order.
@MainActor
func textContent(below node: _ViewNode) -> String {
    var parts: [String] = []
    var pending = Array(node.children.reversed())
    while let next = pending.popLast() {
        if let text = next.shownText { parts.append(text) }
        pending.append(childrenReversed: next.children)
    }
    return parts.joined(separator: " ")
}

/// The text a view shows: its own when it is a `Text` or a titled control, else the texts below
/// it.
@MainActor
func canopyText(of node: _ViewNode) -> String { text(of: node) }

/// The text a view shows: its own when it is a `Text` or a titled control, else the texts below
/// it.
@MainActor
func text(of node: _ViewNode) -> String {
    node.shownText ?? textContent(below: node)
}
