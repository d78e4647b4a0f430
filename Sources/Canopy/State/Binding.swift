/// A two-way connection to a value owned elsewhere, usually a parent's ``State``.
///
/// Reading a binding in `body` makes the view depend on the value it points at, so a child
/// that reads `$flag` is re-evaluated when the flag changes, even if the parent is not.
///
///     struct Parent: View {
///         @State private var on = false
///         var body: some View { Toggle("Power", isOn: $on) }
///     }
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value>: DynamicProperty, @unchecked Sendable {
    private let getter: @MainActor () -> Value
    private let setter: @MainActor (Value) -> Void
    /// What the binding points at, when it is known: its location and the path inside it.
    /// Two bindings with the same identity are the same input to a view.
    private let identity: (AnyObject, AnyKeyPath?)?
    /// The value when the binding was made, for a binding into an `ObservableObject`, whose
    /// reads nobody tracks: a binding made again with another value is a new input to the
    /// view it is handed to, as SwiftUI's bindings carry their value.
    private let snapshot: Value?
    /// The transaction a write through the binding runs in (T6): empty unless set with
    /// ``transaction(_:)`` or ``animation(_:)``, so a write has the transaction around it.
    public var transaction = Transaction()

    /// Creates a binding from a getter and a setter.
    @preconcurrency public init(
        get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void
    ) {
        getter = get
        setter = set
        identity = nil
        snapshot = nil
    }

    init(location: StoredLocation<Value>) {
        getter = { location.get() }
        setter = { location.set($0) }
        identity = (location, nil)
        snapshot = nil
    }

    init(
        get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void,
        identity: (AnyObject, AnyKeyPath?)?, snapshot: Value? = nil
    ) {
        getter = get
        setter = set
        self.identity = identity
        self.snapshot = snapshot
    }

    /// A binding that always reads `value` and ignores writes.
    public static func constant(_ value: Value) -> Binding<Value> {
        // The value is only ever read back on the main actor.
        nonisolated(unsafe) let value = value
        return Binding(get: { value }, set: { _ in })
    }

    /// The value the binding points at.
    @MainActor public var wrappedValue: Value {
        get { getter() }
        nonmutating set {
            if transaction.isEmpty {
                setter(newValue)
            } else {
                withTransaction(transaction) { setter(newValue) }
            }
        }
    }

    /// The binding itself, so `$binding` can be passed on.
    public var projectedValue: Binding<Value> { self }

    /// Creates a binding from another binding (`@Binding var x: Int` initialised with `$y`).
    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// A binding to a property of the bound value: `$model.name`.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
        -> Binding<Subject>
    {
        let getter = self.getter
        let setter = self.setter
        // Key paths built from property references are immutable; the closures run on the
        // main actor only.
        nonisolated(unsafe) let keyPath = keyPath
        var childIdentity: (AnyObject, AnyKeyPath?)?
        if let (location, path) = identity {
            if let path {
                childIdentity = path.appending(path: keyPath).map { (location, $0) }
            } else {
                childIdentity = (location, keyPath)
            }
        }
        var derived = Binding<Subject>(
            get: { getter()[keyPath: keyPath] },
            set: { newValue in
                var value = getter()
                value[keyPath: keyPath] = newValue
                setter(value)
            },
            identity: childIdentity, snapshot: snapshot?[keyPath: keyPath])
        derived.transaction = transaction
        return derived
    }
}

/// A binding printed as a person writes it: `$count` for a binding to a view's `@State`,
/// `$model.name`'s root for one derived from it, else its type.
protocol FormattedBinding {
    var renderedName: String { get }
}

extension Binding: FormattedBinding {
    var renderedName: String {
        guard let (location, path) = identity, let name = (location as? AnyLocation)?.name else {
            return "Binding<\(displayName(of: Value.self))>"
        }
        return "$" + name + (path == nil ? "" : ".…")
    }
}

extension Binding: _InputComparable {
    static func _inputsEqual(_ lhs: Self, _ rhs: Self) -> Bool {
        guard let (leftLocation, leftPath) = lhs.identity,
            let (rightLocation, rightPath) = rhs.identity
        else { return false }
        guard leftLocation === rightLocation, leftPath == rightPath else { return false }
        // Bindings into an `ObservableObject` are the same input only with the same value.
        guard lhs.snapshot != nil || rhs.snapshot != nil else { return true }
        return ValueEquality.equal(lhs.snapshot, rhs.snapshot)
    }
}
