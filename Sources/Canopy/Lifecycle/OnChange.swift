/// Runs an action after an update in which `value` changed by `==` (L4).
nonisolated struct _ValueActionModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let value: Value
    let initial: Bool
    let action: @MainActor (Value, Value) -> Void

    @MainActor func didMount(_ node: ModifierNode) {
        guard initial else { return }
        let value = self.value
        let action = self.action
        node.graph.enqueueAppear(for: node) { [unowned node] in
            let shown = ValueFormatter.format(value)
            node.graph.logEvent(.change, at: node, "\(shown) → \(shown) (initial)")
            action(value, value)
        }
    }

    @MainActor func didUpdate(from old: Self, _ node: ModifierNode) {
        guard old.value != value else { return }
        let previous = old.value
        let current = value
        let action = self.action
        node.graph.dispatchGuarded(
            from: node, state: node.dispatchState(), label: "onChange(of: \(Value.self)) action"
        ) { [graph = node.graph!, handle = node.handle] in
            graph.logEvent(
                .change, path: handle.target?.pathOfFirstLine ?? "",
                "\(ValueFormatter.format(previous)) → \(ValueFormatter.format(current))")
            action(previous, current)
        }
    }
}

/// The one-parameter `onChange(of:perform:)`: it calls the closure captured in the previous
/// update, as SwiftUI's deprecated form does (L4).
nonisolated struct _LegacyValueActionModifier<Value: Equatable>: ViewModifier,
    PrimitiveModifier
{
    public typealias Body = Never
    let value: Value
    let action: @MainActor (Value) -> Void

    @MainActor func didUpdate(from old: Self, _ node: ModifierNode) {
        guard old.value != value else { return }
        let current = value
        let previousAction = old.action
        node.graph.dispatchGuarded(
            from: node, state: node.dispatchState(), label: "onChange(of: \(Value.self)) action"
        ) { [graph = node.graph!, handle = node.handle] in
            graph.logEvent(
                .change, path: handle.target?.pathOfFirstLine ?? "",
                "→ \(ValueFormatter.format(current))")
            previousAction(current)
        }
    }
}

extension View {
    /// Runs `action(old, new)` after an update in which `value` changed by `==`. With
    /// `initial: true` it also runs `action(v, v)` when the view appears (L4). The action runs
    /// after the update, never during `body`.
    ///
    ///     Text("").onChange(of: n) { old, new in print(old, new) }   // n: 0 → 1 → 1 → 2
    ///     // prints "0 1", then "1 2"
    @preconcurrency public func onChange<V: Equatable>(
        of value: V, initial: Bool = false,
        _ action: @escaping @MainActor (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View {
        modifier(_ValueActionModifier(value: value, initial: initial, action: action))
    }

    /// Runs `action()` after an update in which `value` changed by `==` (L4).
    @preconcurrency public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping @MainActor () -> Void
    ) -> some View {
        modifier(_ValueActionModifier(value: value, initial: initial) { _, _ in action() })
    }

    /// Runs `action(new)` after an update in which `value` changed: the older, one-parameter
    /// form, kept so Swift 5-era code builds. Like SwiftUI's, it calls the closure captured in
    /// the previous update (L4).
    @preconcurrency public func onChange<V: Equatable>(
        of value: V, perform action: @escaping @MainActor (_ newValue: V) -> Void
    ) -> some View {
        modifier(_LegacyValueActionModifier(value: value, action: action))
    }
}
