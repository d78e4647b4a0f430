/// Binds a focus state to the modified view (F1): the state follows focus in and out of the
/// view, and setting the state moves focus to the view.
nonisolated struct _FocusBindingModifier: ViewModifier, PrimitiveModifier, Equatable {
    public typealias Body = Never
    let state: AnyFocusStateLocation?
    let value: AnyHashable
    let matchesContainedFocus: Bool
    let label: String

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.state === rhs.state && lhs.value == rhs.value
            && lhs.matchesContainedFocus == rhs.matchesContainedFocus
    }

    @MainActor func didMount(_ node: ModifierNode) { register(node) }

    @MainActor func didUpdate(from old: Self, _ node: ModifierNode) {
        if old != self { register(node) }
    }

    @MainActor func willUnmount(_ node: ModifierNode) {
        node.graph.focus.unregisterBinding(of: node)
    }

    @MainActor func renderAttributes(into attributes: inout [String], node: ModifierNode) {
        attributes.append(label)
    }

    @MainActor private func register(_ node: ModifierNode) {
        guard let state else { return }
        node.graph.focus.register(
            FocusBinding(
                node: node, state: state, value: value,
                matchesContainedFocus: matchesContainedFocus))
    }
}

extension View {
    /// Binds `condition` to whether this view or one of its descendants has focus (F1):
    /// `true` while focus is inside; setting it to `true` focuses the first focusable view in
    /// here, `false` removes focus.
    ///
    ///     TextField("Name", text: $name).focused($nameFocused)
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        modifier(
            _FocusBindingModifier(
                state: condition.location, value: true, matchesContainedFocus: true,
                label: ".focused"))
    }

    /// Binds `binding` to `value` while this view itself has focus (F1); setting the state to
    /// `value` focuses it. When two views are bound to the same value, the first takes focus
    /// and a diagnostic names both.
    ///
    ///     TextField("Email", text: $email).focused($field, equals: .email)
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value)
        -> some View
    {
        modifier(
            _FocusBindingModifier(
                state: binding.location, value: AnyHashable(value), matchesContainedFocus: false,
                label: ".focused(equals: \(ValueFormatter.format(value)))"))
    }
}
