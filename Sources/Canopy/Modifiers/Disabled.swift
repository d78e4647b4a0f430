/// Disables controls in the modified subtree by writing `isEnabled = false`; an inner
/// `.disabled(false)` cannot re-enable what an ancestor disabled.
nonisolated struct _DisabledModifier: ViewModifier, PrimitiveModifier, Equatable,
    EnvironmentWritingModifier
{
    public typealias Body = Never
    let isDisabled: Bool

    func writeEnvironment(_ environment: inout EnvironmentValues) {
        environment.isEnabled = environment.isEnabled && !isDisabled
    }

    @MainActor func renderAttributes(into attributes: inout [String], node: ModifierNode) {
        if isDisabled { attributes.append(".disabled") }
    }
}

extension View {
    /// Disables (or keeps enabled) the controls in this view: sets `isEnabled` for the subtree.
    public func disabled(_ disabled: Bool) -> some View {
        modifier(_DisabledModifier(isDisabled: disabled))
    }
}
