/// The one place the features of a graph are listed: every graph makes one of each, and runs
/// their passes in this order after evaluation (layout before the preferences that carry
/// geometry; actions once the views are current; focus once they have appeared). Adding a
/// capability is adding its folder and one line here (see `Docs/Extending.md`).
extension GraphFeatures {
    static let standard: [any GraphFeature.Type] = [
        LayoutEngine.self,
        PreferencePass.self,
        ActionPass.self,
        FocusController.self,
        AccessibilityCollector.self,
        TextIndex.self,
        AnimationEngine.self,
        GestureArena.self,
    ]
}
