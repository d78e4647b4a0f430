/// `navigationBarBackButtonHidden(_:)`: a pushed level asks the navigation container that
/// shows it to draw no back button. The request flows **up** with the bars' visibilities (C6)
/// to the nearest container; while the level is on top its bar has no back button and
/// ``ViewHost/navigateBack()`` finds none to press in it, as the swipe back is off too in
/// SwiftUI.
nonisolated struct _BackButtonHiddenModifier: ViewModifier, PrimitiveModifier, Equatable,
    PreferenceModifier
{
    /// Drawn by the runtime: a primitive view has no body.
    public typealias Body = Never
    let hidden: Bool

    @MainActor static var writtenPreference: WrittenPreference? {
        .transforming(ToolbarVisibilityKey.self)
    }

    @MainActor func transformPreferences(
        _ values: inout PreferenceValues, requested: PreferenceKeySet, node: ModifierNode
    ) {
        var own = ToolbarVisibilities()
        own.backButtonHidden = hidden
        values.writeBarRequests(own, requested: requested)
    }

    @MainActor func renderAttributes(into attributes: inout [String], node: ModifierNode) {
        attributes.append(".navigationBarBackButtonHidden(\(hidden))")
    }
}

extension View {
    /// Hides the back button of the navigation bar while this view's level is on top (the
    /// request flows **up** to the navigation container, C6).
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        modifier(_BackButtonHiddenModifier(hidden: hidesBackButton))
    }
}
