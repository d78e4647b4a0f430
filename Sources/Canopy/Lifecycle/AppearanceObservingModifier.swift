/// The appearance role of a built-in modifier: it hears when a container above shows or hides
/// its branch while the branch stays mounted (L3: a tab switched away, a navigation level
/// covered). Adopting it makes the modifier's node ``AppearanceObserving`` (a conditional
/// conformance below).
@MainActor
protocol AppearanceObservingModifier: PrimitiveModifier {
    /// A container above showed or hid the node's branch while it stays mounted (L3).
    @MainActor func appearanceDidChange(shown: Bool, _ node: ModifierNode)
}

extension PrimitiveModifierNode: AppearanceObserving where Modifier: AppearanceObservingModifier {
    func appearanceDidChange(shown: Bool) {
        currentModifier.appearanceDidChange(shown: shown, self)
    }
}
