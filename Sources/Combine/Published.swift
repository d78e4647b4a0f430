/// A property of a class that announces its changes: writing it sends the enclosing
/// ``ObservableObject``'s `objectWillChange` (when that is an ``ObservableObjectPublisher``),
/// then the new value to the subscribers of its projected publisher (`$property`), and only
/// then stores the value.
///
///     final class Search: ObservableObject {
///         @Published var query = ""
///     }
///     let search = Search()
///     let token = search.$query.sink { print($0, search.query) }  // "" ""
///     search.query = "swift"                                       // "swift" ""
///
/// Subscribers see the new value before the property has it, as with Combine (`willSet`).
/// Only classes can have published properties.
@propertyWrapper
public struct Published<Value> {
    /// The property's value, always here, so reading the property costs no more than reading
    /// a stored property (views read them on every evaluation).
    @usableFromInline var value: Value

    /// The publisher, once someone asked for it; it keeps its own copy of the value (for new
    /// subscribers), written together with ``value``.
    private var publisher: Publisher?

    /// A published property starting at `wrappedValue`.
    public init(wrappedValue: Value) { value = wrappedValue }

    /// A published property starting at `initialValue`.
    public init(initialValue: Value) { value = initialValue }

    /// Only reachable through the enclosing object.
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }
    }

    /// The publisher of the property's values (`$property`): sends the current value to each
    /// new subscriber, then every new value, before the property changes.
    public var projectedValue: Publisher {
        mutating get {
            if let publisher { return publisher }
            let made = Publisher(value)
            publisher = made
            return made
        }
        set { publisher = newValue }
    }

    /// Reads and writes through the enclosing object: a write sends the object's
    /// `objectWillChange` (if it is an ``ObservableObject`` using an
    /// ``ObservableObjectPublisher``), then the new value to `$property`'s subscribers, then
    /// stores it.
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        @inlinable get { object[keyPath: storageKeyPath].value }
        set { write(newValue, to: object, storage: storageKeyPath) }
    }

    /// `$property` read through the enclosing object: the publisher also learns how to write
    /// the property, so values assigned with ``Publisher/assign(to:)`` go through the object
    /// as writes do (announced, sent, stored).
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        projected projectedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Publisher>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Publisher {
        get {
            let publisher = object[keyPath: storageKeyPath].projectedValue
            publisher.subject.adoptWriter {
                // Weak: the object owns the publisher, which must not keep it alive.
                [weak object] newValue in
                if let object { write(newValue, to: object, storage: storageKeyPath) }
            }
            return publisher
        }
        set { object[keyPath: storageKeyPath].projectedValue = newValue }
    }

    /// A write of the property: announce, send, store.
    private static func write<EnclosingSelf: AnyObject>(
        _ newValue: Value, to object: EnclosingSelf,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) {
        WillChange.publisher(of: object)?.send()
        // No access to the storage is held while subscribers run: they may read the
        // property, and see the old value.
        object[keyPath: storageKeyPath].publisher?.subject.send(newValue)
        object[keyPath: storageKeyPath].value = newValue
    }
}
