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
    /// The plain value, until someone asks for the publisher; from then on the publisher
    /// holds the value, so its subscribers and the property can never disagree.
    private enum Storage {
        case value(Value)
        case publisher(Publisher)
    }

    private var storage: Storage

    /// A published property starting at `wrappedValue`.
    public init(wrappedValue: Value) { storage = .value(wrappedValue) }

    /// A published property starting at `initialValue`.
    public init(initialValue: Value) { storage = .value(initialValue) }

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
            switch storage {
            case .publisher(let publisher):
                return publisher
            case .value(let value):
                let publisher = Publisher(value)
                storage = .publisher(publisher)
                return publisher
            }
        }
        set { storage = .publisher(newValue) }
    }

    /// The current value.
    private var value: Value {
        switch storage {
        case .value(let value): value
        case .publisher(let publisher): publisher.subject.value
        }
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
        get { object[keyPath: storageKeyPath].value }
        set {
            WillChange.publisher(of: object)?.send()
            // No access to the storage is held while subscribers run: they may read the
            // property (and see the old value).
            if case .publisher(let publisher) = object[keyPath: storageKeyPath].storage {
                publisher.subject.send(newValue)
            } else {
                object[keyPath: storageKeyPath].storage = .value(newValue)
            }
        }
    }

    /// `$property` read through the enclosing object: the publisher also learns the object's
    /// `objectWillChange`, so values assigned with ``Publisher/assign(to:)`` announce the
    /// change as writes do.
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        projected projectedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Publisher>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Publisher {
        get {
            let publisher = object[keyPath: storageKeyPath].projectedValue
            publisher.subject.announce(to: object)
            return publisher
        }
        set { object[keyPath: storageKeyPath].projectedValue = newValue }
    }
}
