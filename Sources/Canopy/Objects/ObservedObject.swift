/// Holds an `ObservableObject` someone else owns: the view is re-evaluated after the object's
/// `objectWillChange` sends — only this view, not its parent.
///
///     struct Row: View {
///         @ObservedObject var item: Item
///         var body: some View { Toggle(item.name, isOn: $item.isDone) }
///     }
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// The object.
    public var wrappedValue: ObjectType

    /// Observes `wrappedValue`.
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }

    /// Observes `initialValue`.
    public init(initialValue: ObjectType) { wrappedValue = initialValue }

    /// Bindings to the object's properties: `$item.isDone`.
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// Subscribes the view to the object's changes.
    @MainActor mutating func install(_ context: inout PropertyInstallContext) {
        context.subscribe(toChangesOf: wrappedValue)
    }

    /// Makes bindings to an observed object's properties.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        /// A binding to the property at `keyPath`.
        public subscript<Subject>(
            dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>
        )
            -> Binding<Subject>
        {
            observableObjectBinding(object, keyPath)
        }
    }
}

extension ObservedObject: _InputComparable {
    /// The same object is the same input.
    static func _inputsEqual(_ lhs: Self, _ rhs: Self) -> Bool {
        lhs.wrappedValue === rhs.wrappedValue
    }
}

/// A binding that reads and writes `keyPath` on `object`; two such bindings are the same input
/// when they point at the same object and path and, with `carryingValue`, were made with the
/// same value.
func objectBinding<Object: AnyObject, Subject>(
    _ object: Object, _ keyPath: ReferenceWritableKeyPath<Object, Subject>,
    carryingValue: Bool = false
) -> Binding<Subject> {
    // The object and key path are only touched on the main actor.
    nonisolated(unsafe) let object = object
    nonisolated(unsafe) let keyPath = keyPath
    return Binding(
        get: { object[keyPath: keyPath] },
        set: { object[keyPath: keyPath] = $0 },
        identity: (object, keyPath),
        snapshot: carryingValue ? object[keyPath: keyPath] : nil)
}

/// A binding to `keyPath` on an `ObservableObject`, which carries the value it was made with,
/// as SwiftUI's bindings do: reading an `ObservableObject` subscribes nobody, so a child handed
/// `$model.name` by a parent observing the model is updated because the parent makes the
/// binding again with a new value, and only then (E7). (`@Bindable`'s bindings need no value:
/// Observation tracks whoever reads them.)
func observableObjectBinding<Object: ObservableObject, Subject>(
    _ object: Object, _ keyPath: ReferenceWritableKeyPath<Object, Subject>
) -> Binding<Subject> {
    objectBinding(object, keyPath, carryingValue: true)
}

/// Owns an `ObservableObject` for as long as the view's identity lasts: created once per
/// node (so once per window, S2), and the view is re-evaluated after it sends.
///
///     struct Screen: View {
///         @StateObject private var model = Model()
///         var body: some View { Text(model.title) }
///     }
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    let make: () -> ObjectType
    var box: StateObjectBox<ObjectType>?

    /// Creates the object with `thunk` when the view is first mounted.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { make = thunk }

    /// The object. Outside a mounted view it is created anew each time, with a diagnostic.
    @MainActor public var wrappedValue: ObjectType {
        if let box { return box.object }
        UnhostedDiagnostics.record(
            Diagnostic(
                kind: .stateAccessOutsideView,
                message:
                    "Accessing StateObject<\(ObjectType.self)>'s object without being installed on a View. This will create a new instance each time."
            ))
        return make()
    }

    /// Bindings to the object's properties.
    @MainActor public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
    }

    /// Finds (or creates) the node's object and subscribes the view to it.
    @MainActor mutating func install(_ context: inout PropertyInstallContext) {
        let make = self.make
        let box = context.slot { StateObjectBox(make()) }
        self.box = box
        context.subscribe(toChangesOf: box.object)
    }
}

extension StateObject: _InputComparable {
    /// The object lives in the node; a parent re-creating the view does not replace it.
    static func _inputsEqual(_ lhs: Self, _ rhs: Self) -> Bool { true }
}

final class StateObjectBox<ObjectType: AnyObject> {
    let object: ObjectType
    init(_ object: ObjectType) { self.object = object }
}

extension ObservedObject: InstalledProperty {}

extension StateObject: InstalledProperty {}
