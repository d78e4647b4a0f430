/// The graph's way to its preference feature (see ``PreferencePass``), for the node kinds and
/// tools that mark, register or read preferences.
@MainActor private let preferenceSlot = GraphFeatures.slot(of: PreferencePass.self)

extension ViewGraph {
    /// The preference feature.
    var preferencePass: PreferencePass { feature(at: preferenceSlot, as: PreferencePass.self) }

    /// Marks `node`'s preference outputs for recomputation in this update.
    func markPreferencesDirty(_ node: _ViewNode) { preferencePass.markDirty(node) }
    /// See ``PreferencePass/observeAllPreferences()``.
    func observeAllPreferences() { preferencePass.observeAllPreferences() }
    /// See ``PreferencePass/registerWrittenPreferenceKey(_:writer:)``.
    func registerWrittenPreferenceKey(_ key: AnyPreferenceKey, writer: _ViewNode) {
        preferencePass.registerWrittenPreferenceKey(key, writer: writer)
    }
    /// See ``PreferencePass/unregisterWrittenPreferenceKey(_:writer:)``.
    func unregisterWrittenPreferenceKey(_ key: AnyPreferenceKey, writer: _ViewNode) {
        preferencePass.unregisterWrittenPreferenceKey(key, writer: writer)
    }
    /// See ``PreferencePass/shownWriters(of:)``.
    func shownWriters(of key: AnyPreferenceKey) -> [_ViewNode] {
        preferencePass.shownWriters(of: key)
    }
    /// See ``PreferencePass/shownRowsDidChange()``.
    func shownRowsDidChange() { preferencePass.shownRowsDidChange() }
    /// The keys a mounted writer writes, and how many writers write each.
    var writtenPreferenceKeys: PreferenceKeySet { preferencePass.writtenPreferenceKeys }
    var mountedWriterCounts: [ObjectIdentifier: Int] {
        get { preferencePass.mountedWriterCounts }
        set { preferencePass.mountedWriterCounts = newValue }
    }
    var preferenceRecomputations: Int { preferencePass.preferenceRecomputations }
    var windowPreferenceKeys: PreferenceKeySet { preferencePass.windowPreferenceKeys }
}
