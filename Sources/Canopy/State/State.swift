/// Storage owned by a view: one value per view identity, kept for as long as that identity is
/// in the tree (L1, L2). Writing a different value invalidates exactly the views that read it
/// in their body; writing an equal value invalidates nobody.
///
///     struct Counter: View {
///         @State private var count = 0
///         var body: some View {
///             Button("Count: \(count)") { count += 1 }
///         }
///     }
@propertyWrapper
public struct State<Value>: DynamicProperty {
    @usableFromInline let initialValue: Value
    var location: StoredLocation<Value>?

    // The initializers are inlinable: a view's `@State` is declared in another module (the
    // app's), where an opaque call ran unspecialized and asked for `State<Value>`'s metadata
    // (about 330 instructions a view).

    /// Creates state whose first value is `wrappedValue`.
    @inlinable public init(wrappedValue: Value) { initialValue = wrappedValue }

    /// Creates state whose first value is `value`.
    @inlinable public init(initialValue value: Value) { initialValue = value }

    /// The current value. Reading it in `body` makes the view depend on it.
    @MainActor public var wrappedValue: Value {
        get {
            guard let location else {
                Self.reportUnmounted()
                return initialValue
            }
            return location.get()
        }
        nonmutating set {
            guard let location else {
                Self.reportUnmounted()
                return
            }
            location.set(newValue)
        }
    }

    /// A binding to this state, for a child view that edits it.
    @MainActor public var projectedValue: Binding<Value> {
        guard let location else {
            Self.reportUnmounted()
            return .constant(initialValue)
        }
        return Binding(location: location)
    }

    /// State keeps its property's name, for printing a binding to it (`$count`).
    static var wantsPropertyName: Bool { true }

    /// Attaches to this node's slot, creating it with the initial value on first mount.
    @MainActor mutating func install(_ context: inout PropertyInstallContext) {
        let initialValue = self.initialValue
        let node = context.node
        let name = context.propertyName
        location = context.slot {
            StoredLocation(
                initialValue, graph: node.graph,
                owner: .slotOf(SlotHolder(node: node)), name: name)
        }
    }

    private static func reportUnmounted() {
        UnhostedDiagnostics.record(
            Diagnostic(
                kind: .stateAccessOutsideView,
                message:
                    "Accessing State<\(Value.self)>'s value outside of being installed on a View. This will result in a constant Binding of the initial value and will not update."
            ))
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Creates optional state that starts as `nil`.
    @inlinable public init() { initialValue = nil }
}

extension State: _InputComparable {
    /// A parent re-creating the view does not reset its state, so state never differs.
    static func _inputsEqual(_ lhs: Self, _ rhs: Self) -> Bool { true }
}

extension State: @unchecked Sendable where Value: Sendable {}

extension State: InstalledProperty {}

/// Marks `@State`, so a view's layout knows how many reads to make room for (its body usually
/// reads each of its states once).
protocol StateProperty {}

extension State: StateProperty {}
