import Foundation

/// A class whose changes views observe: holding it through ``StateObject``, ``ObservedObject``
/// or ``EnvironmentObject`` re-evaluates the holding view (only that view) after
/// ``objectWillChange`` sends. ``Published`` properties send automatically.
///
///     final class Counter: ObservableObject {
///         @Published var count = 0
///     }
public protocol ObservableObject: AnyObject {
    /// The publisher that announces changes; Canopy's ``ObservableObjectPublisher`` by default.
    associatedtype ObjectWillChangePublisher = ObservableObjectPublisher

    /// Sends before the object changes.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// One publisher per instance, created on first use.
    public var objectWillChange: ObservableObjectPublisher {
        PublisherTable.shared.publisher(for: self)
    }
}

/// The default publishers, one per live object (an object without a stored `objectWillChange`
/// has nowhere else to keep it). Entries of released objects are dropped as the table grows.
final class PublisherTable: @unchecked Sendable {
    static let shared = PublisherTable()

    private struct Entry {
        weak var object: AnyObject?
        let publisher: ObservableObjectPublisher
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    private var nextSweep = 64
    private let lock = NSLock()

    func publisher(for object: AnyObject) -> ObservableObjectPublisher {
        let id = ObjectIdentifier(object)
        lock.lock()
        defer { lock.unlock() }
        if let entry = entries[id], entry.object === object { return entry.publisher }
        let publisher = ObservableObjectPublisher()
        entries[id] = Entry(object: object, publisher: publisher)
        if entries.count >= nextSweep {
            entries = entries.filter { $0.value.object != nil }
            nextSweep = max(64, entries.count * 2)
        }
        return publisher
    }
}

/// A property of an ``ObservableObject`` that announces its changes: setting it makes the
/// object's `objectWillChange` send first.
@propertyWrapper
public struct Published<Value> {
    private var value: Value

    /// A published property starting at `wrappedValue`.
    public init(wrappedValue: Value) { value = wrappedValue }

    /// Only reachable through the enclosing object.
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }
    }

    /// Reads and writes through the enclosing object, sending its `objectWillChange` before a
    /// write.
    public static subscript<EnclosingSelf: ObservableObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].value }
        set {
            (object.objectWillChange as? ObservableObjectPublisher)?.send()
            object[keyPath: storageKeyPath].value = newValue
        }
    }
}
