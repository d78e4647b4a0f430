/// What a preference-writing modifier writes: one key, and whether it replaces the content's
/// value for it (`.preference`, P4) or folds the content's value in (`transformPreference`,
/// titles).
struct WrittenPreference {
    let key: AnyPreferenceKey
    let replacesContent: Bool

    @MainActor static func replacing<K: PreferenceKey>(_ key: K.Type) -> WrittenPreference {
        WrittenPreference(key: AnyPreferenceKey.of(K.self), replacesContent: true)
    }

    @MainActor static func transforming<K: PreferenceKey>(_ key: K.Type) -> WrittenPreference {
        WrittenPreference(key: AnyPreferenceKey.of(K.self), replacesContent: false)
    }
}
