/// A key for a value that views publish to readers of the focused view's chain (F4). There is
/// no default: a focused value is `nil` whenever nothing in focus publishes it.
///
///     struct SelectedDocumentKey: FocusedValueKey { typealias Value = String }
///     extension FocusedValues {
///         var document: String? {
///             get { self[SelectedDocumentKey.self] }
///             set { self[SelectedDocumentKey.self] = newValue }
///         }
///     }
public protocol FocusedValueKey {
    /// The type of the published value.
    associatedtype Value
}

/// The values published for the focused view and its scene (F4–F6), read with
/// ``FocusedValue``, ``FocusedBinding`` and ``FocusedObject``. Values flow **up** from the
/// publishing views to readers along the focus chain, then **across** to the app's commands
/// from the key window (F9). Every value is optional.
public struct FocusedValues: @unchecked Sendable {
    var storage: [ObjectIdentifier: Any]
    let recorder: Recorder?

    /// Notes the keys a read touched, so the reader depends on exactly those.
    final class Recorder: @unchecked Sendable {
        var keys: [(ObjectIdentifier, Any.Type)] = []
    }

    init(storage: [ObjectIdentifier: Any] = [:], recorder: Recorder? = nil) {
        self.storage = storage
        self.recorder = recorder
    }

    /// The value published for `key`, or `nil`.
    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get {
            recorder?.keys.append((ObjectIdentifier(key), key))
            return storage[ObjectIdentifier(key)] as? Key.Value
        }
        set {
            recorder?.keys.append((ObjectIdentifier(key), key))
            storage[ObjectIdentifier(key)] = newValue
        }
    }
}

/// The key an object is published under by type (`focusedObject`, `focusedValue(_:)` of an
/// `@Observable` object).
struct FocusedObjectKey<Object: AnyObject>: FocusedValueKey {
    typealias Value = Object
}
