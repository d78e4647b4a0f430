/// Writes a preference value for the modified view. It **replaces** whatever the content wrote
/// for the key (P4): the content is not even asked for it. Of two chained writers the outer one
/// wins — the reverse of the environment (E4). Public for the reason
/// ``_EnvironmentKeyWritingModifier`` is.
nonisolated public struct _PreferenceWritingModifier<Key: PreferenceKey>: ViewModifier,
    PrimitiveModifier, PreferenceModifier
{
    /// Drawn by the runtime: a primitive view has no body.
    public typealias Body = Never
    @usableFromInline let value: Key.Value

    @usableFromInline init(value: Key.Value) { self.value = value }

    @MainActor static var writtenPreference: WrittenPreference? { .replacing(Key.self) }

    @MainActor func transformPreferences(
        _ values: inout PreferenceValues, requested: PreferenceKeySet, node: ModifierNode
    ) {
        let key = AnyPreferenceKey.of(Key.self)
        if requested.contains(key) { values[key] = value }
    }
}

extension View {
    /// Writes `value` for `key` from this view; the value flows **up** to the nearest readers.
    /// It replaces anything this view's content wrote for the key (P4).
    ///
    ///     VStack { A().preference(key: K.self, value: [1])
    ///              B().preference(key: K.self, value: [2]) }
    ///         .preference(key: K.self, value: [99])          // ancestors see [99]
    ///
    /// Inlinable, like ``View/modifier(_:)``: a call from another module (an app's views) is
    /// then specialized for its view and key, and asks for no generic metadata at run time.
    @inlinable public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value)
        -> ModifiedContent<Self, _PreferenceWritingModifier<K>>
    {
        modifier(_PreferenceWritingModifier<K>(value: value))
    }
}
