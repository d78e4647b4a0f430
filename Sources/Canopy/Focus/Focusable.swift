/// How a focusable view is used: activated (as a button is with the keyboard), edited, or the
/// platform's default for the view.
public struct FocusInteractions: OptionSet, Sendable, Hashable {
    /// The set's raw bits.
    public let rawValue: Int
    /// An interaction set from its raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The view is activated (pressed) while focused.
    public static let activate = FocusInteractions(rawValue: 1 << 0)
    /// The view takes text or other input while focused.
    public static let edit = FocusInteractions(rawValue: 1 << 1)
    /// The platform's default for the view.
    public static let automatic: FocusInteractions = [.activate, .edit]
}

struct IsFocusedKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether the nearest focusable ancestor has keyboard focus (F2); `false` when there is
    /// none. Written by ``View/focusable(_:interactions:)`` for its content, so values flow
    /// **down** from the focusable view.
    public var isFocused: Bool {
        get { self[IsFocusedKey.self] }
        set { self[IsFocusedKey.self] = newValue }
    }
}

/// Makes the modified view take part in focus (F3).
nonisolated struct _FocusableModifier: ViewModifier, Equatable, Sendable {
    public typealias Body = Never
    let isFocusable: Bool
    let interactions: FocusInteractions

    /// A primitive modifier has no body.
    public func body(content: Content) -> Never {
        fatalError("_FocusableModifier is a primitive modifier and has no body")
    }

    /// Mounts the focusable view's node.
    @MainActor public static func _makeModifiedNode<Wrapped: View>(
        _ view: ModifiedContent<Wrapped, Self>
    ) -> _ViewNode {
        FocusableModifierNode(view)
    }
}

/// A `focusable()` view: registered with its window's focus while focusable, and the writer of
/// `isFocused` for its content (F2).
@MainActor
final class FocusableModifierNode<Wrapped: View>:
    TypedNode<ModifiedContent<Wrapped, _FocusableModifier>>, FocusableNode,
    FocusableEnvironmentWriter, DisplayFacet
{
    private var registered = false

    override func evaluate() {
        let modifier = view.modifier
        let focus = graph.focus
        if modifier.isFocusable != registered {
            registered = modifier.isFocusable
            if registered {
                focus.registerFocusable(self)
            } else {
                focus.unregisterFocusable(self)
            }
        }
        let isFocused = registered && focus.focused === self
        provideEnvironment { $0.isFocused = isFocused }
        reconcileSingleChild(view.content)
    }

    override func willUnmount() {
        if registered { graph.focus.unregisterFocusable(self) }
    }

    var acceptsFocus: Bool { registered }
    var focusLabel: String { textContent(below: self) }

    override var renderRole: RenderRole { .attribute }
    func renderAttributes(into attributes: inout [String]) {
        let modifier = view.modifier
        attributes.append(modifier.isFocusable ? ".focusable" : ".focusable(false)")
        if registered && graph.focus.focused === self { attributes.append("(focused)") }
    }
    override var pathComponent: String? { nil }
}

extension View {
    /// Makes this view focusable (F3): the host can move focus to it, it publishes
    /// `focusedValue(_:_:)` values while focused, and its content reads
    /// ``EnvironmentValues/isFocused``.
    ///
    ///     Text("Input:").focusable().focusedObject(model)
    public func focusable(_ isFocusable: Bool = true) -> some View {
        modifier(_FocusableModifier(isFocusable: isFocusable, interactions: .automatic))
    }

    /// Makes this view focusable for `interactions` (F3): as ``focusable(_:)``.
    public func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions)
        -> some View
    {
        modifier(_FocusableModifier(isFocusable: isFocusable, interactions: interactions))
    }

    /// Makes this view focusable and runs `onFocusChange` with `true` when it takes focus and
    /// `false` when it loses it (the macOS spelling before `focused(_:)`).
    public func focusable(_ isFocusable: Bool = true, onFocusChange: @escaping (Bool) -> Void)
        -> some View
    {
        modifier(_FocusChangeObserver(onFocusChange: onFocusChange)).focusable(isFocusable)
    }

    /// Focuses the view bound to `value` when the window first shows and nothing has focus yet.
    ///
    ///     Form { … }.defaultFocus($field, .name)
    public func defaultFocus<Value: Hashable>(
        _ binding: FocusState<Value>.Binding, _ value: Value,
        priority: DefaultFocusEvaluationPriority = .automatic
    ) -> some View {
        modifier(_DefaultFocusModifier(state: binding.location, value: AnyHashable(value)))
    }

    /// Pads the view by the platform's scene margins (recorded).
    public func scenePadding(_ edges: Edge.Set = .all) -> some View {
        attribute(marker: "scenePadding")
    }
}

/// When a default focus is applied.
public struct DefaultFocusEvaluationPriority: Sendable, Hashable {
    let name: String
    /// When the view appears, if nothing has focus.
    public static let automatic = DefaultFocusEvaluationPriority(name: "automatic")
    /// Also when focus is reset in the window.
    public static let userInitiated = DefaultFocusEvaluationPriority(name: "userInitiated")
}

/// Asks for focus on `value` when mounted, if the window has no focus then.
nonisolated struct _DefaultFocusModifier: ViewModifier, PrimitiveModifier, Equatable {
    public typealias Body = Never
    let state: AnyFocusStateLocation?
    let value: AnyHashable

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.state === rhs.state && lhs.value == rhs.value
    }

    @MainActor func didMount(_ node: ModifierNode) {
        guard let state, node.graph.focus.focused == nil else { return }
        node.graph.focus.request(state, value)
    }

    @MainActor func renderAttributes(into attributes: inout [String], node: ModifierNode) {
        attributes.append(".defaultFocus(\(ValueFormatter.format(value.base)))")
    }
}

/// Hears the `isFocused` the focusable view around it writes (F2), and reports its changes.
struct _FocusChangeObserver: ViewModifier {
    @Environment(\.isFocused) private var isFocused
    let onFocusChange: (Bool) -> Void

    func body(content: Content) -> some View {
        content.onChange(of: isFocused) { _, focused in onFocusChange(focused) }
    }
}
