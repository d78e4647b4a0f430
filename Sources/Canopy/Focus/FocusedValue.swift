import Observation

/// Reads a value the focused view or its scene publishes (F4–F6, F9). In a view it sees its own
/// window's focus chain, whether or not the window is key (D8); in an `App` or `Commands` it
/// follows the key window, and is `nil` while that window publishes nothing. The reader is
/// re-evaluated only when the value it read changes.
///
///     @FocusedValue(\.document) private var document
///     Button("Close \(document ?? "")") { … }.disabled(document == nil)
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
    private let keyPath: KeyPath<FocusedValues, Value?>?
    private let objectRead: (@MainActor (FocusScope, _ tracking: Bool) -> Value?)?
    /// Weak: a view value outliving its window must not keep the window's values.
    private weak var scope: FocusScope?

    /// Reads the focused value at `keyPath` of ``FocusedValues``.
    public init(_ keyPath: KeyPath<FocusedValues, Value?>) {
        self.keyPath = keyPath
        objectRead = nil
    }

    /// Reads the `@Observable` object of `objectType` published with
    /// ``View/focusedValue(_:)`` or ``View/focusedSceneValue(_:)``.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        keyPath = nil
        objectRead = { scope, tracking in
            tracking
                ? scope.read(FocusedObjectKey<Value>.self)
                : scope.peek(FocusedObjectKey<Value>.self)
        }
    }

    /// The published value, or `nil`: the one published now, so an action that runs after the
    /// body calls the newest closure.
    @MainActor public var wrappedValue: Value? {
        guard let scope else { return nil }
        if let keyPath { return scope.peek(keyPath) }
        return objectRead?(scope, false) ?? nil
    }

    /// Reads the value from the scope the view's window (or the app) provides, which makes the
    /// view depend on it.
    @MainActor mutating func install(_ context: inout PropertyInstallContext) {
        let scope = context.readEnvironment { $0.focusScope }
        self.scope = scope
        if let keyPath {
            _ = scope.read(keyPath)
        } else if let objectRead {
            _ = objectRead(scope, true)
        }
    }
}

/// Reads a `Binding` published as a focused value and gives its value (F8): `nil` when nothing
/// in focus publishes one; assigning then does nothing. Assigning writes through the binding to
/// the publisher's state, so the value flows **back** to the view that published it.
///
///     @FocusedBinding(\.text) private var text
///     Button("Clear") { text = "" }
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
    private let keyPath: KeyPath<FocusedValues, Binding<Value>?>
    private weak var scope: FocusScope?
    /// The binding published now.
    @MainActor private var binding: Binding<Value>? { scope.flatMap { $0.peek(keyPath) } }

    /// Reads the binding published at `keyPath`.
    public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {
        self.keyPath = keyPath
    }

    /// The bound value, or `nil` when no binding is published.
    @MainActor public var wrappedValue: Value? {
        get { binding?.wrappedValue }
        nonmutating set {
            guard let binding, let newValue else { return }
            binding.wrappedValue = newValue
        }
    }

    /// A binding to the optional value.
    @MainActor public var projectedValue: Binding<Value?> {
        let reader = self
        return Binding(
            get: { reader.wrappedValue },
            set: { newValue in reader.wrappedValue = newValue })
    }

    /// Reads the binding from the scope the view's window (or the app) provides, which makes the
    /// view depend on it and on the value it points at.
    @MainActor mutating func install(_ context: inout PropertyInstallContext) {
        let scope = context.readEnvironment { $0.focusScope }
        self.scope = scope
        _ = scope.read(keyPath)?.wrappedValue
    }
}

/// Reads an `ObservableObject` the focused view publishes with ``View/focusedObject(_:)``, or
/// its scene with ``View/focusedSceneObject(_:)`` (F7), by type. The reader is re-evaluated when
/// a different object (or none) is published and when the object changes.
///
///     @FocusedObject private var model: DataModel?
@propertyWrapper
public struct FocusedObject<ObjectType: ObservableObject>: DynamicProperty {
    private weak var scope: FocusScope?

    /// A reader of the focused object of its type.
    public init() {}

    /// The published object, or `nil`.
    @MainActor public var wrappedValue: ObjectType? {
        scope?.peek(FocusedObjectKey<ObjectType>.self)
    }

    /// Bindings to the object's properties, when there is an object.
    @MainActor public var projectedValue: ObservedObject<ObjectType>.Wrapper? {
        wrappedValue.map { ObservedObject<ObjectType>.Wrapper(object: $0) }
    }

    /// Reads the object and subscribes the view to it.
    @MainActor mutating func install(_ context: inout PropertyInstallContext) {
        let scope = context.readEnvironment { $0.focusScope }
        self.scope = scope
        if let object = scope.read(FocusedObjectKey<ObjectType>.self) {
            context.subscribe(toChangesOf: object)
        }
    }
}

extension FocusedValue: _InputComparable {
    /// The value comes from focus; the field itself never differs.
    static func _inputsEqual(_ lhs: Self, _ rhs: Self) -> Bool { true }
}

extension FocusedBinding: _InputComparable {
    /// The binding comes from focus; the field itself never differs.
    static func _inputsEqual(_ lhs: Self, _ rhs: Self) -> Bool { true }
}

extension FocusedObject: _InputComparable {
    /// The object comes from focus; the field itself never differs.
    static func _inputsEqual(_ lhs: Self, _ rhs: Self) -> Bool { true }
}

extension FocusedValue: InstalledProperty {}

extension FocusedBinding: InstalledProperty {}

extension FocusedObject: InstalledProperty {}
