/// Resolved focused values (F4–F9) with a reader list per key: a window's own values, or an
/// app's mirror of its key window's. Replacing the values invalidates only the readers of keys
/// whose value changed.
@MainActor
final class FocusScope {
    /// A resolved value and the node of the modifier that published it.
    struct Entry {
        let value: Any
        let publisher: ObjectIdentifier
    }

    private(set) var entries: [ObjectIdentifier: Entry] = [:]
    /// The values alone, as readers see them.
    var values: [ObjectIdentifier: Any] { entries.mapValues(\.value) }
    private var locations: [ObjectIdentifier: FocusedValueLocation] = [:]

    /// Reads `keyPath` on the values, registering the reader being evaluated on every key the
    /// read touched.
    func read<T>(_ keyPath: KeyPath<FocusedValues, T>) -> T {
        let recorder = FocusedValues.Recorder()
        let result = FocusedValues(storage: values, recorder: recorder)[keyPath: keyPath]
        for (key, type) in recorder.keys { location(for: key, type).trackRead() }
        return result
    }

    /// The value published under `key`, registering the reader being evaluated on it.
    func read<Key: FocusedValueKey>(_ key: Key.Type) -> Key.Value? {
        location(for: ObjectIdentifier(key), key).trackRead()
        return peek(key)
    }

    /// The value published under `key` now, without registering a reader: what a reader's
    /// wrapped value returns when an action runs after its body did.
    func peek<Key: FocusedValueKey>(_ key: Key.Type) -> Key.Value? {
        entries[ObjectIdentifier(key)]?.value as? Key.Value
    }

    /// `keyPath` read on the values now, without registering a reader.
    func peek<T>(_ keyPath: KeyPath<FocusedValues, T>) -> T {
        FocusedValues(storage: values)[keyPath: keyPath]
    }

    /// Takes `new` as the values; returns whether any key's value changed. A value that can
    /// be compared (`Equatable`, an object, a `Binding` by what it points at) changes when it
    /// differs; one that cannot (a closure) changes only when another publisher provides it, so
    /// a view that reads the closure it publishes does not loop. Readers always call the
    /// newest one: their wrapped value looks it up when used.
    @discardableResult
    func replace(with new: [ObjectIdentifier: Entry]) -> Bool {
        var changed = false
        for key in Set(entries.keys).union(new.keys) {
            let same: Bool
            switch (entries[key], new[key]) {
            case (nil, nil): same = true
            case (let old?, let current?):
                same =
                    FocusedValueComparison.same(old.value, current.value)
                    ?? (old.publisher == current.publisher)
            default: same = false
            }
            if !same {
                changed = true
                locations[key]?.didChange()
            }
        }
        entries = new
        return changed
    }

    private func location(for key: ObjectIdentifier, _ type: Any.Type) -> FocusedValueLocation {
        if let existing = locations[key] { return existing }
        let made = FocusedValueLocation(scope: self, key: key, keyType: type)
        locations[key] = made
        return made
    }
}

/// The reader list of one focused-value key in one scope; it also names the key and its
/// current value for the tree renderer's focused-value annotations.
@MainActor
final class FocusedValueLocation: AnyLocation {
    weak var scope: FocusScope?
    let key: ObjectIdentifier
    let keyName: String

    init(scope: FocusScope, key: ObjectIdentifier, keyType: Any.Type) {
        self.scope = scope
        self.key = key
        keyName = focusedKeyName(keyType)
        super.init(graph: nil, owner: .named("a focused value"))
    }

    /// The value readers see now, or `nil`.
    var value: Any? { scope?.entries[key]?.value }
}

/// `DocumentKey` → `document`; an object key → the object's type name.
func focusedKeyName(_ keyType: Any.Type) -> String {
    let name = _typeName(keyType, qualified: false)
    if name.hasPrefix("FocusedObjectKey<"), name.hasSuffix(">") {
        return String(name.dropFirst("FocusedObjectKey<".count).dropLast())
    }
    return environmentKeyName(keyType)
}

struct FocusScopeKey: EnvironmentKey, RuntimeEnvironmentKey {
    static let defaultValue = MainActor.assumeIsolated { FocusScope() }
}

extension EnvironmentValues {
    /// The focused values the views below read: their window's, or the app's mirror of the key
    /// window's (F9, D8).
    var focusScope: FocusScope {
        get { self[FocusScopeKey.self] }
        set { self[FocusScopeKey.self] = newValue }
    }
}

/// Whether two focused values are the same, when that can be told: `nil` when it cannot (a
/// closure, a struct that is not `Equatable`).
enum FocusedValueComparison {
    static func same(_ lhs: Any, _ rhs: Any) -> Bool? {
        if lhs is any Equatable || type(of: lhs) is AnyObject.Type || lhs is any OptionalValue {
            return ValueEquality.equalAny(lhs, rhs)
        }
        if let comparable = lhs as? any _InputComparable {
            return comparable.inputsEqual(toAny: rhs)
        }
        return nil
    }
}

extension _InputComparable {
    fileprivate func inputsEqual(toAny other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return Self._inputsEqual(self, other)
    }
}
