/// A value kept in `UserDefaults` and shared by every window of the app (S6): a write through
/// one property updates every view, in every window, that reads the same key of the same store.
///
///     @AppStorage("hits") private var hits = 0
///     Button("Hit Me (\(hits))") { hits += 1 }
///
/// Each ``AppHost`` (and each bare ``ViewHost``) gets an isolated suite of its own unless one is
/// given with `store:` or ``View/defaultAppStorage(_:)``, so tests never touch the machine's
/// defaults and never see each other's. Writes made to the store behind Canopy's back are not
/// observed.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    let key: String
    let defaultValue: Value
    let explicitStore: UserDefaults?
    let read: (UserDefaults, String) -> Value?
    let write: (UserDefaults, String, Value) -> Void
    private var store: UserDefaults?
    private var location: AnyLocation?

    init(
        key: String, defaultValue: Value, store: UserDefaults?,
        read: @escaping (UserDefaults, String) -> Value?,
        write: @escaping (UserDefaults, String, Value) -> Void
    ) {
        self.key = key
        self.defaultValue = defaultValue
        explicitStore = store
        self.read = read
        self.write = write
    }

    /// The stored value, or the default. Reading it in `body` makes the view depend on the key.
    @MainActor public var wrappedValue: Value {
        get {
            guard let store, let location else { return defaultValue }
            location.trackRead()
            return read(store, key) ?? defaultValue
        }
        nonmutating set {
            guard let store, let location else { return }
            let old = read(store, key) ?? defaultValue
            write(store, key, newValue)
            if !ValueEquality.equal(old, newValue) { location.didChange() }
        }
    }

    /// A binding to the stored value.
    @MainActor public var projectedValue: Binding<Value> {
        Binding(get: { self.wrappedValue }, set: { self.wrappedValue = $0 })
    }

    /// Finds the store (given, or the environment's) and the key's shared reader list.
    @MainActor mutating func install(_ context: inout PropertyInstallContext) {
        let store = explicitStore ?? context.readEnvironment { $0.defaultAppStorage }
        self.store = store
        location = AppStorageCenter.location(for: key, in: store)
    }
}

extension AppStorage: _InputComparable {
    /// The value lives in the store; the property itself never differs.
    static func _inputsEqual(_ lhs: Self, _ rhs: Self) -> Bool { lhs.key == rhs.key }
}

extension AppStorage {
    /// A `Bool` stored under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value == Bool {
        self.init(
            key: key, defaultValue: wrappedValue, store: store,
            read: { $0.object(forKey: $1) as? Bool }, write: { $0.set($2, forKey: $1) })
    }

    /// An `Int` stored under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(
            key: key, defaultValue: wrappedValue, store: store,
            read: { $0.object(forKey: $1) as? Int }, write: { $0.set($2, forKey: $1) })
    }

    /// A `Double` stored under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value == Double {
        self.init(
            key: key, defaultValue: wrappedValue, store: store,
            read: { $0.object(forKey: $1) as? Double }, write: { $0.set($2, forKey: $1) })
    }

    /// A `String` stored under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value == String {
        self.init(
            key: key, defaultValue: wrappedValue, store: store,
            read: { $0.string(forKey: $1) }, write: { $0.set($2, forKey: $1) })
    }

    /// A `URL` stored under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(
            key: key, defaultValue: wrappedValue, store: store,
            read: { $0.url(forKey: $1) }, write: { $0.set($2, forKey: $1) })
    }

    /// `Data` stored under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value == Data {
        self.init(
            key: key, defaultValue: wrappedValue, store: store,
            read: { $0.data(forKey: $1) }, write: { $0.set($2, forKey: $1) })
    }

    /// A value stored under `key` as its `Int` raw value.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == Int {
        self.init(
            key: key, defaultValue: wrappedValue, store: store,
            read: { ($0.object(forKey: $1) as? Int).flatMap(Value.init(rawValue:)) },
            write: { $0.set($2.rawValue, forKey: $1) })
    }

    /// A value stored under `key` as its `String` raw value.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == String {
        self.init(
            key: key, defaultValue: wrappedValue, store: store,
            read: { $0.string(forKey: $1).flatMap(Value.init(rawValue:)) },
            write: { $0.set($2.rawValue, forKey: $1) })
    }
}

/// The reader lists of stored keys, one per store and key, shared by every graph: what makes a
/// write through one window reach the readers in all of them.
@MainActor
enum AppStorageCenter {
    /// Per store (held, so its identity is never reused while listed), the list of each key.
    private static var locations:
        [ObjectIdentifier: (store: UserDefaults, keys: [String: AnyLocation])] =
            [:]

    static func location(for key: String, in store: UserDefaults) -> AnyLocation {
        let id = ObjectIdentifier(store)
        if let existing = locations[id]?.keys[key] { return existing }
        let made = AnyLocation(graph: nil, owner: .named("@AppStorage(\(quoted(key)))"))
        if locations[id] == nil { locations[id] = (store, [:]) }
        locations[id]?.keys[key] = made
        return made
    }

    /// Forgets a store's lists (its host is gone).
    static func forget(_ store: UserDefaults) {
        locations[ObjectIdentifier(store)] = nil
    }
}

/// The store `@AppStorage` uses when it names none: a given store, or a suite of the host's
/// own, created on first use (most hosts never need one) and removed when the host goes away.
final class DefaultsStore: @unchecked Sendable {
    private let given: UserDefaults?
    private var isolated: (name: String, defaults: UserDefaults)?

    /// Names of suites emptied when their hosts went away, for the next hosts to use: the
    /// preferences system keeps every domain it has seen and synchronizes all of them when one
    /// is removed, so a new name per host made every host slower than the one before.
    @MainActor private static var emptiedNames: [String] = []

    init(_ given: UserDefaults? = nil) { self.given = given }

    @MainActor var defaults: UserDefaults {
        if let given { return given }
        if let isolated { return isolated.defaults }
        let name = Self.emptiedNames.popLast() ?? "canopy.\(UUID().uuidString)"
        let made = UserDefaults(suiteName: name)!
        isolated = (name, made)
        return made
    }

    /// Removes the host's own suite, if one was made; its emptied name is used again.
    @MainActor func discard() {
        guard let isolated else { return }
        isolated.defaults.removePersistentDomain(forName: isolated.name)
        AppStorageCenter.forget(isolated.defaults)
        Self.emptiedNames.append(isolated.name)
        self.isolated = nil
    }
}

struct DefaultAppStorageKey: EnvironmentKey, RuntimeEnvironmentKey {
    static let defaultValue = DefaultsStore()
}

extension EnvironmentValues {
    /// The store `@AppStorage` uses when it names none: the host's own suite unless set.
    @MainActor public var defaultAppStorage: UserDefaults {
        get { self[DefaultAppStorageKey.self].defaults }
        set { self[DefaultAppStorageKey.self] = DefaultsStore(newValue) }
    }

    /// The host's store, written by window and app roots.
    var defaultsStore: DefaultsStore {
        get { self[DefaultAppStorageKey.self] }
        set { self[DefaultAppStorageKey.self] = newValue }
    }
}

extension View {
    /// Makes `store` the store of every `@AppStorage` in this view and below that names none.
    public func defaultAppStorage(_ store: UserDefaults) -> some View {
        environment(\.defaultAppStorage, store)
    }
}

extension Scene {
    /// Makes `store` the store of every `@AppStorage` in this scene's windows that names none.
    public func defaultAppStorage(_ store: UserDefaults) -> some Scene {
        environment(\.defaultAppStorage, store)
    }
}

extension AppStorage: InstalledProperty {}
