/// Runs `action` when the modified view is tapped or long-pressed: a person does it with
/// ``ViewHost/tap(_:)`` (after buttons and fields of that label) or
/// ``ViewHost/longPress(_:)``, naming the view by its text.
nonisolated struct _GestureModifier: ViewModifier, Sendable {
    public typealias Body = Never
    enum Kind: Sendable { case tap(count: Int), longPress }
    let kind: Kind
    let action: @MainActor @Sendable () -> Void

    /// A primitive modifier has no body.
    public func body(content: Content) -> Never {
        fatalError("_GestureModifier is a primitive modifier and has no body")
    }

    /// Mounts the gesture's node around the content.
    @MainActor public static func _makeModifiedNode<Wrapped: View>(
        _ view: ModifiedContent<Wrapped, Self>
    ) -> _ViewNode {
        GestureNode(view)
    }
}

@MainActor
final class GestureNode<Wrapped: View>: TypedNode<ModifiedContent<Wrapped, _GestureModifier>>,
    InteractiveNode, DisplayFacet
{
    private(set) var isEnabled = true

    override func evaluate() {
        isEnabled = readEnvironment { $0.isEnabled }
        reconcileSingleChild(view.content)
    }

    var controlKind: ControlKind {
        if case .longPress = view.modifier.kind { return .longPressGesture }
        return .tapGesture
    }
    var controlLabel: String { textContent(below: self) }

    func tap() -> Bool {
        guard isEnabled else { return false }
        // A person taps as many times as the gesture asks: it fires once.
        view.modifier.action()
        return true
    }

    override var renderRole: RenderRole { .attribute }
    func renderAttributes(into attributes: inout [String]) {
        switch view.modifier.kind {
        case .tap(let count):
            attributes.append(count == 1 ? ".onTapGesture" : ".onTapGesture(count: \(count))")
        case .longPress: attributes.append(".onLongPressGesture")
        }
    }
    override var pathComponent: String? { nil }
}

extension View {
    /// Runs `action` when this view is tapped `count` times.
    public func onTapGesture(
        count: Int = 1, perform action: @escaping @MainActor @Sendable () -> Void
    )
        -> some View
    {
        modifier(_GestureModifier(kind: .tap(count: count), action: action))
    }

    /// Runs `action` when this view is pressed for `minimumDuration` seconds.
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: Double = 10,
        perform action: @escaping @MainActor @Sendable () -> Void,
        onPressingChanged: ((Bool) -> Void)? = nil
    ) -> some View {
        modifier(_GestureModifier(kind: .longPress, action: action))
    }
}
