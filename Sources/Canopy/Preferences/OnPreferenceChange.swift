/// Observes the value the modified view's content produced for a key (P6) and runs an action
/// after the update: for the first value, then whenever it changes by `==` (P7). The key keeps
/// flowing up past the reader.
nonisolated struct _PreferenceActionModifier<Key: PreferenceKey>: ViewModifier,
    PrimitiveModifier, PreferenceModifier
where Key.Value: Equatable {
    /// Drawn by the runtime: a primitive view has no body.
    public typealias Body = Never
    let action: @MainActor (Key.Value) -> Void

    static var readsPreferences: Bool { true }

    @MainActor func requestPreferences(_ inherited: PreferenceKeySet) -> PreferenceKeySet {
        inherited.adding(AnyPreferenceKey.of(Key.self))
    }

    @MainActor func preferencesDidUpdate(_ node: ModifierNode) {
        let state = node.dispatchState()
        let key = AnyPreferenceKey.of(Key.self)
        let observed = node.contentNode?.preferenceOutputs[key] as? Key.Value
        let value: Key.Value
        if let observed {
            value = observed
        } else if state.hasDelivered {
            // Every writer left (P10): the value falls back to the default.
            value = Key.defaultValue
        } else {
            // Nothing below writes the key: the reader has no input and never fires (P7).
            return
        }
        if state.hasDelivered, let last = state.lastValue as? Key.Value, last == value { return }
        state.hasDelivered = true
        state.lastValue = value
        let action = self.action
        node.graph.dispatchGuarded(
            from: node, state: state,
            label: "Bound preference \(displayName(of: Key.self))",
            key: AnyPreferenceKey.of(Key.self)
        ) { [graph = node.graph!, handle = node.handle] in
            graph.logEvent(
                .preferenceChange, path: handle.target?.pathOfFirstLine ?? "",
                "\(key.name) = \(ValueFormatter.format(value))")
            action(value)
        }
    }
}

extension View {
    /// Runs `action` with the value this view's content produced for `key`: once for the first
    /// value, then after every update in which it changed (P7). The action runs after the
    /// update, never during `body`, and may write `@State`. A reader that keeps changing the
    /// value it observes is cut off after two dispatches per update (P8).
    ///
    ///     VStack { X().preference(key: K.self, value: [1]) }
    ///         .onPreferenceChange(K.self) { print($0) }          // prints [1]
    @preconcurrency
    public func onPreferenceChange<K: PreferenceKey>(
        _ key: K.Type = K.self, perform action: @escaping @MainActor (K.Value) -> Void
    ) -> some View where K.Value: Equatable {
        modifier(_PreferenceActionModifier<K>(action: action))
    }
}
