/// Where keyboard focus is in the view's window, as a value the view reads and writes (F1).
///
/// `Bool` state is true while the view bound with ``View/focused(_:)`` or one of its descendants
/// has focus; optional state holds the value of the view bound with
/// ``View/focused(_:equals:)`` that has focus, or `nil`. Setting it moves focus in the same
/// update; setting `false` or `nil` removes focus from the bound views.
///
///     @FocusState private var field: Field?
///     TextField("Name", text: $name).focused($field, equals: .name)
///     Button("Next") { field = .email }
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    let unfocused: Value
    var location: FocusStateLocation<Value>?

    /// A two-way connection between a `FocusState` and the views bound to it.
    @propertyWrapper
    public struct Binding: @unchecked Sendable {
        let location: FocusStateLocation<Value>?
        let unfocused: Value

        /// The state's value.
        @MainActor public var wrappedValue: Value {
            get { location?.read() ?? unfocused }
            nonmutating set { location?.request(newValue) }
        }

        /// The binding itself.
        public var projectedValue: Binding { self }
    }

    /// Boolean focus state: true while a bound view contains focus.
    public init() where Value == Bool { unfocused = false }

    /// Optional focus state: the value of the bound view that has focus, or `nil`.
    public init<T: Hashable>() where Value == T? { unfocused = nil }

    /// The state's value: where focus is now.
    @MainActor public var wrappedValue: Value {
        get { location?.read() ?? unfocused }
        nonmutating set { location?.request(newValue) }
    }

    /// A binding to pass to ``View/focused(_:)`` or ``View/focused(_:equals:)``.
    @MainActor public var projectedValue: Binding {
        Binding(location: location, unfocused: unfocused)
    }

    /// Attaches to the node's slot, created on first mount.
    @MainActor mutating func install(_ context: inout PropertyInstallContext) {
        let unfocused = self.unfocused
        let node = context.node
        location = context.slot {
            FocusStateLocation(
                unfocused, channel: .keyboard, graph: node.graph,
                owner: .view(node.handle))
        }
    }
}

extension FocusState: _InputComparable {
    /// The value lives in the node; a parent re-creating the view does not reset it.
    static func _inputsEqual(_ lhs: Self, _ rhs: Self) -> Bool { true }
}

/// Which focus a state follows: keyboard focus, or the focus of assistive technologies.
enum FocusChannel: Hashable {
    case keyboard
    case accessibility(AccessibilityTechnologies)
}

/// The storage behind one focus state (keyboard or accessibility): its value, the views that
/// read it, and the window's focus it asks to move.
@MainActor
class AnyFocusStateLocation: AnyLocation {
    let channel: FocusChannel
    /// The value while nothing bound to this state has focus: `false` or `nil`.
    let unfocusedValue: AnyHashable

    init(
        unfocused: AnyHashable, channel: FocusChannel, graph: ViewGraph?,
        owner: LocationOwner
    ) {
        unfocusedValue = unfocused
        self.channel = channel
        super.init(graph: graph, owner: owner)
    }

    /// The value, type-erased.
    var anyValue: AnyHashable { unfocusedValue }

    /// Takes the value focus implies (after focus moved), invalidating readers if it differs.
    func follow(_ value: AnyHashable) {}
}

@MainActor
final class FocusStateLocation<Value: Hashable>: AnyFocusStateLocation {
    private var value: Value

    init(
        _ unfocused: Value, channel: FocusChannel, graph: ViewGraph,
        owner: LocationOwner
    ) {
        value = unfocused
        super.init(
            unfocused: AnyHashable(unfocused), channel: channel, graph: graph,
            owner: owner)
    }

    func read() -> Value {
        trackRead()
        return value
    }

    /// Code set the state: the new value shows at once, and the window's focus moves to the
    /// view bound to it at the end of the update (or the value reverts if none can take it).
    func request(_ newValue: Value) {
        guard newValue != value else { return }
        value = newValue
        didChange()
        graph?.focus.request(self, AnyHashable(newValue))
    }

    override var anyValue: AnyHashable { AnyHashable(value) }

    override func follow(_ newValue: AnyHashable) {
        guard let typed = newValue.base as? Value, typed != value else { return }
        value = typed
        didChange()
    }
}

extension FocusState: InstalledProperty {}
