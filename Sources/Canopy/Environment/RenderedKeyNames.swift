/// The name a rendered `.environment(\.name, value)` shows for a key type, `nil` for the
/// runtime's own keys (``RuntimeEnvironmentKey``), found once per key type: the conformance
/// check and the locked name cache cost about 1,100 instructions a writer on every render.
@MainActor
enum RenderedKeyNames {
    private struct Entry {
        let name: String?
    }

    @exclusivity(unchecked) private static var known = TypeTable<Entry>()

    /// `keyType`'s name, or `nil` when the key is the runtime's own.
    static func name(of keyType: Any.Type) -> String? {
        if let entry = known[keyType] { return entry.name }
        let name = keyType is any RuntimeEnvironmentKey.Type ? nil : environmentKeyName(keyType)
        known[keyType] = Entry(name: name)
        return name
    }
}
