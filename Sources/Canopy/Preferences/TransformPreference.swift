/// Transforms the value the content produced for a key: the closure receives the content's
/// combined value, or the key's default if the content wrote nothing (P5).
nonisolated struct _PreferenceTransformModifier<Key: PreferenceKey>: ViewModifier,
    PrimitiveModifier, PreferenceModifier
{
    /// Drawn by the runtime: a primitive view has no body.
    public typealias Body = Never
    let transform: (inout Key.Value) -> Void

    @MainActor static var writtenPreference: WrittenPreference? { .transforming(Key.self) }

    @MainActor func transformPreferences(
        _ values: inout PreferenceValues, requested: PreferenceKeySet, node: ModifierNode
    ) {
        let key = AnyPreferenceKey.of(Key.self)
        guard requested.contains(key) else { return }
        var value = (values[key] as? Key.Value) ?? Key.defaultValue
        transform(&value)
        values[key] = value
    }
}

extension View {
    /// Changes the value this view's content produced for `key` before it flows further **up**.
    /// The closure receives the content's combined value, or the default; stacked transforms
    /// run innermost first (P5).
    ///
    ///     VStack { A().preference(key: K.self, value: [1]) }
    ///         .transformPreference(K.self) { $0.append(3) }     // ancestors see [1, 3]
    public func transformPreference<K: PreferenceKey>(
        _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
    ) -> some View {
        modifier(_PreferenceTransformModifier<K>(transform: callback))
    }
}
