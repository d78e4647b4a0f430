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
    /// A `.preference(key:value:)` is folded into the node (``FoldedPreferenceWrite``): set
    /// per node, not per class, on a node whose class has no other role.
    static let folds = PreferenceRoles(rawValue: 1 << 4)
    /// Its facet asks its children for its own keys
    /// (``PreferenceFacet/passesRequestedKeysDown``).
    static let passesKeysDown = PreferenceRoles(rawValue: 1 << 5)

    init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The roles of `node`'s class: the same for every node of a class (a facet answers them
    /// from its type), so they are found once per class.
    @MainActor static func of(_ node: _ViewNode) -> PreferenceRoles {
        let nodeClass = type(of: node)
        if let known = byClass[nodeClass] { return known }
        let found = node.preferenceFacet.map(PreferenceRoles.init) ?? []
        byClass[nodeClass] = found
        return found
    }

    @exclusivity(unchecked) @MainActor private static var byClass = TypeTable<PreferenceRoles>()

    @MainActor init(_ facet: any PreferenceFacet) {
        var roles: PreferenceRoles = .hasFacet
        if facet.writtenPreference != nil { roles.insert(.writes) }
        if facet.readsPreferences { roles.insert(.reads) }
        if facet.feedsDefaultPreferences { roles.insert(.feedsDefaults) }
        if facet.passesRequestedKeysDown { roles.insert(.passesKeysDown) }
        self = roles
    }
}
