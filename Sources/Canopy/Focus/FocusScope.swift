/// Resolved focused values (F4–F9) with a reader list per key: a window's own values, or an
/// app's mirror of its key window's. Replacing the values invalidates only the readers of keys
/// whose value changed.
@MainActor
final class FocusScope {
    private(set) var values: [ObjectIdentifier: Any] = [:]
    private var locations: [ObjectIdentifier: AnyLocation] = [:]

    /// Reads `keyPath` on the values, registering the reader being evaluated on every key the
    /// read touched.
    func read<T>(_ keyPath: KeyPath<FocusedValues, T>) -> T {
        let recorder = FocusedValues.Recorder()
        let result = FocusedValues(storage: values, recorder: recorder)[keyPath: keyPath]
        for key in recorder.keys { location(for: key).trackRead() }
        return result
    }

    /// The value published under `key`, registering the reader being evaluated on it.
    func read(key: ObjectIdentifier) -> Any? {
        location(for: key).trackRead()
        return values[key]
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

    private func location(for key: ObjectIdentifier) -> AnyLocation {
        if let existing = locations[key] { return existing }
        let made = AnyLocation(graph: nil, ownerPath: { "a focused value" })
        locations[key] = made
        return made
    }
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
