import Foundation

/// Names derived from types (`_typeName` is slow), computed once per type. Guarded by a lock
/// because value formatting may run off the main actor.
final class TypeNameCache: @unchecked Sendable {
    private var names = TypeTable<String>()
    private let lock = NSLock()

    func value(for type: Any.Type, _ make: (Any.Type) -> String) -> String {
        lock.lock()
        if let name = names[type] {
            lock.unlock()
            return name
        }
        lock.unlock()
        let name = make(type)
        lock.lock()
        names[type] = name
        lock.unlock()
        return name
    }
}
