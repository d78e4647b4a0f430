/// Resolved focused values (F4–F9) with a reader list per key: a window's own values, or an
/// app's mirror of its key window's. Replacing the values invalidates only the readers of keys
/// whose value changed.
@MainActor
final class FocusScope {
    private(set) var values: [ObjectIdentifier: Any] = [:]
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
        return values[ObjectIdentifier(key)] as? Key.Value
    }

    /// Takes `new` as the values; returns whether any key's value changed.
    @discardableResult
    func replace(with new: [ObjectIdentifier: Any]) -> Bool {
        var changed = false
        for key in Set(values.keys).union(new.keys) {
            let same =
                switch (values[key], new[key]) {
                case (nil, nil): true
                case (let old?, let current?): ValueEquality.equalAny(old, current)
                default: false
                }
            if !same {
                changed = true
                locations[key]?.didChange()
            }
        }
        values = new
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
        super.init(graph: nil, ownerPath: { "a focused value" })
    }

    /// The value readers see now, or `nil`.
    var value: Any? { scope?.values[key] }
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
