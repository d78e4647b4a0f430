/// What a node's kind does with preferences, read once from its facet when it attaches.
struct PreferenceRoles: OptionSet {
    let rawValue: UInt8

    /// The node's class is a ``PreferenceFacet``.
    static let hasFacet = PreferenceRoles(rawValue: 1 << 0)
    /// It writes a key.
    static let writes = PreferenceRoles(rawValue: 1 << 1)
    /// It reads keys (and queues actions, so readers are recomputed in tree order).
    static let reads = PreferenceRoles(rawValue: 1 << 2)
    /// It produces the default of a requested key nothing inside wrote (P3).
    static let feedsDefaults = PreferenceRoles(rawValue: 1 << 3)

    init(rawValue: UInt8) { self.rawValue = rawValue }

    @MainActor init(_ facet: any PreferenceFacet) {
        var roles: PreferenceRoles = .hasFacet
        if facet.writtenPreference != nil { roles.insert(.writes) }
        if facet.readsPreferences { roles.insert(.reads) }
        if facet.feedsDefaultPreferences { roles.insert(.feedsDefaults) }
        self = roles
    }
}
