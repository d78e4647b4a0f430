import Observation

/// Publishes focused values (F5, F6): for the focus chain through the modified view
/// (`focusedValue`), or for its whole scene (`focusedSceneValue`). Values flow **up** to
/// readers of the focused view's window and, from the key window, **across** to the app's
/// commands.
nonisolated struct _FocusedValueModifier: ViewModifier, PrimitiveModifier, Equatable {
    public typealias Body = Never
    let entries: [ObjectIdentifier: Any]
    let isSceneScoped: Bool
    let label: String

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.isSceneScoped == rhs.isSceneScoped && lhs.entries.count == rhs.entries.count
            && lhs.entries.allSatisfy { key, value in
                rhs.entries[key].map { ValueEquality.equalAny(value, $0) } ?? false
            }
    }

    @MainActor func didMount(_ node: ModifierNode) { publish(node) }

    @MainActor func didUpdate(from old: Self, _ node: ModifierNode) {
        if old != self { publish(node) }
    }

    @MainActor func willUnmount(_ node: ModifierNode) { node.graph.focus.unpublish(node) }

    @MainActor func renderAttributes(into attributes: inout [String], node: ModifierNode) {
        attributes.append(label)
    }

    @MainActor private func publish(_ node: ModifierNode) {
        node.graph.focus.publish(
            FocusedValuePublication(node: node, entries: entries, isSceneScoped: isSceneScoped))
    }

    /// The entries `keyPath` writes for `value` (none for `nil`: an outer publisher stays
    /// visible, F5), and the attribute that shows them.
    static func entries<Value>(
        _ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?, scene: Bool
    ) -> Self {
        // The key's type names it: a key path's description may hold an address.
        let recorder = FocusedValues.Recorder()
        var values = FocusedValues(recorder: recorder)
        values[keyPath: keyPath] = value
        let name = recorder.keys.last.map { "\\." + focusedKeyName($0.1) } ?? "\\.?"
        let shown = value.map { ValueFormatter.format($0) } ?? "nil"
        return Self(
            entries: values.storage, isSceneScoped: scene,
            label: ".\(scene ? "focusedSceneValue" : "focusedValue")(\(name), \(shown))")
    }

    /// The entry that publishes `object` by its type.
    static func object<T: AnyObject>(_ object: T?, scene: Bool, name: String) -> Self {
        Self(
            entries: object.map { [ObjectIdentifier(FocusedObjectKey<T>.self): $0] } ?? [:],
            isSceneScoped: scene,
            label: ".\(name)(\(object == nil ? "nil" : displayName(of: T.self)))")
    }
}

extension View {
    /// Publishes `value` at `keyPath` while this view or one of its descendants has focus
    /// (F5); the publisher closest to the focused view wins.
    ///
    ///     TextField("Title", text: $title).focusedValue(\.document, title)
    public func focusedValue<Value>(
        _ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value
    )
        -> some View
    {
        modifier(_FocusedValueModifier.entries(keyPath, value, scene: false))
    }

    /// Publishes `value` at `keyPath` while focus is in this view; `nil` publishes nothing, so
    /// an outer publisher of the key stays visible (F5).
    public func focusedValue<Value>(
        _ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?
    ) -> some View {
        modifier(_FocusedValueModifier.entries(keyPath, value, scene: false))
    }

    /// Publishes `value` at `keyPath` for this view's whole scene, wherever focus is in it
    /// (F6). A view publisher on the focus chain wins over it.
    public func focusedSceneValue<Value>(
        _ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value
    ) -> some View {
        modifier(_FocusedValueModifier.entries(keyPath, value, scene: true))
    }

    /// Publishes `value` at `keyPath` for this view's scene; `nil` publishes nothing.
    public func focusedSceneValue<Value>(
        _ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?
    ) -> some View {
        modifier(_FocusedValueModifier.entries(keyPath, value, scene: true))
    }

    /// Publishes an `@Observable` object by its type while focus is in this view, for
    /// `@FocusedValue(Model.self)` readers.
    public func focusedValue<T: AnyObject & Observable>(_ object: T?) -> some View {
        modifier(_FocusedValueModifier.object(object, scene: false, name: "focusedValue"))
    }

    /// Publishes an `@Observable` object by its type for this view's scene.
    public func focusedSceneValue<T: AnyObject & Observable>(_ object: T?) -> some View {
        modifier(_FocusedValueModifier.object(object, scene: true, name: "focusedSceneValue"))
    }

    /// Publishes `object` for ``FocusedObject`` readers while focus is in this view (F7).
    public func focusedObject<T: ObservableObject>(_ object: T?) -> some View {
        modifier(_FocusedValueModifier.object(object, scene: false, name: "focusedObject"))
    }

    /// Publishes `object` for ``FocusedObject`` readers for this view's scene, whether or not
    /// the view has focus (F7).
    public func focusedSceneObject<T: ObservableObject>(_ object: T?) -> some View {
        modifier(_FocusedValueModifier.object(object, scene: true, name: "focusedSceneObject"))
    }
}
