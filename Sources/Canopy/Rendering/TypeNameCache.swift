import Foundation

/// Names derived from types (`_typeName` is slow), computed once per type. Guarded by a lock
/// because value formatting may run off the main actor.
final class TypeNameCache: @unchecked Sendable {
    private var names: [ObjectIdentifier: String] = [:]
    private let lock = NSLock()

    func value(for type: Any.Type, _ make: (Any.Type) -> String) -> String {
        let id = ObjectIdentifier(type)
        lock.lock()
        if let name = names[id] {
            lock.unlock()
            return name
        }
        lock.unlock()
        let name = make(type)
        lock.lock()
        names[id] = name
        lock.unlock()
        return name
    }
}
