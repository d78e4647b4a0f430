import Canopy

/// A host's preference probes, as a found view's (``InspectedView/preference(_:)``,
/// ``InspectedView/explainPreference(_:)``) but for the whole window: what the window itself
/// (its title, its colour scheme) and an `onPreferenceChange` around the root view receive.
extension ViewHost {
    /// The value the whole window's content produces for `key` (values flow **up**; the
    /// key's default when nothing writes it). Asks the window to keep every written key from
    /// now on.
    public func preference<Key: PreferenceKey>(_ key: Key.Type) -> Key.Value {
        inspectionRoot.preferenceValue(key)
    }

    /// Where the value the whole window sees for `key` comes from: every writer in the window
    /// in tree order (the order `reduce` combines them), and the ones a writer above them
    /// replaces (P4). The explanation is `from window`; a writer's path ends in `#N` when
    /// several views share it.
    ///
    ///     let host = ViewHost(Inbox())
    ///     print(host.explainPreference(BadgeCountKey.self))
    public func explainPreference<Key: PreferenceKey>(_ key: Key.Type) -> PreferenceExplanation {
        inspectionRoot.explainPreference(key)
    }
}
