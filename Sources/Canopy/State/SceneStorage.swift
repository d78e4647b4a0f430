/// A value kept for one window (scene instance), shared by the `@SceneStorage` properties of
/// that window that use the same key, never by two windows, and gone when the window closes
/// (S6).
///
///     @SceneStorage("selectedTab") private var tab = 0
///
/// Canopy keeps the values in memory; ``AppHost/relaunch()`` restores them with the windows
/// that were open when the app quit. Any value type is accepted (SwiftUI limits it to
/// property-list types).
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    let key: String
    let defaultValue: Value
    private var storage: SceneStorageValues?
    private var location: AnyLocation?

    /// A value stored under `key` for the view's window, `wrappedValue` until first written.
    public init(wrappedValue: Value, _ key: String) {
        self.key = key
        defaultValue = wrappedValue
    }

    /// The window's value for the key, or the default.
    @MainActor public var wrappedValue: Value {
        get {
            guard let storage, let location else { return defaultValue }
            location.trackRead()
            return storage.values[key] as? Value ?? defaultValue
        }
        nonmutating set {
            guard let storage, let location else { return }
            let old = storage.values[key] as? Value ?? defaultValue
            storage.values[key] = newValue
            if !ValueEquality.equal(old, newValue) { location.didChange() }
        }
    }

    /// A binding to the window's value.
    @MainActor public var projectedValue: Binding<Value> {
        Binding(get: { self.wrappedValue }, set: { self.wrappedValue = $0 })
    }

    /// Finds the window's storage.
    @MainActor mutating func install(_ context: inout PropertyInstallContext) {
        let storage = context.readEnvironment { $0.sceneStorageValues }
        self.storage = storage
        location = storage.location(for: key)
    }
}

extension SceneStorage: _InputComparable {
    /// The value lives in the window; the property itself never differs.
    static func _inputsEqual(_ lhs: Self, _ rhs: Self) -> Bool { lhs.key == rhs.key }
}

/// One window's scene storage: the values by key, and each key's reader list.
@MainActor
final class SceneStorageValues {
    var values: [String: Any] = [:]
    private var locations: [String: AnyLocation] = [:]

    func location(for key: String) -> AnyLocation {
        if let existing = locations[key] { return existing }
        let made = AnyLocation(graph: nil, owner: .named("@SceneStorage(\(quoted(key)))"))
        locations[key] = made
        return made
    }
}

struct SceneStorageKey: EnvironmentKey, RuntimeEnvironmentKey {
    static let defaultValue = MainActor.assumeIsolated { SceneStorageValues() }
}

extension EnvironmentValues {
    /// The scene storage of the window the view is in (written by the window's root).
    var sceneStorageValues: SceneStorageValues {
        get { self[SceneStorageKey.self] }
        set { self[SceneStorageKey.self] = newValue }
    }
}

extension SceneStorage: InstalledProperty {}
