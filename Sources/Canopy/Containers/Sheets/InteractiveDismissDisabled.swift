/// Whether a view of a presentation's content refuses a person's dismissal (C13): any view
/// saying `true` refuses it (D53). It flows **up** to the presentation's root and stops there.
struct InteractiveDismissDisabledKey: PreferenceKey {
    static let defaultValue = false
    static func reduce(value: inout Bool, nextValue: () -> Bool) {
        value = value || nextValue()
    }
}

/// `interactiveDismissDisabled(_:)`: writes the refusal for the presentation the view is in.
nonisolated struct _InteractiveDismissDisabledModifier: ViewModifier, PrimitiveModifier,
    Equatable, PreferenceModifier
{
    /// Drawn by the runtime: a primitive view has no body.
    public typealias Body = Never
    let isDisabled: Bool

    @MainActor static var writtenPreference: WrittenPreference? {
        .transforming(InteractiveDismissDisabledKey.self)
    }

    @MainActor func transformPreferences(
        _ values: inout PreferenceValues, requested: PreferenceKeySet, node: ModifierNode
    ) {
        let key = AnyPreferenceKey.of(InteractiveDismissDisabledKey.self)
        guard requested.contains(key) else { return }
        values[key] = ((values[key] as? Bool) ?? false) || isDisabled
    }
}

extension View {
    /// Keeps a person from dismissing the sheet, popover or full-screen cover this view is in
    /// (dragging a sheet down, tapping outside a popover) while `isDisabled` is true; `dismiss()`
    /// and the presenter's binding still dismiss it (C13). The value flows **up** to the
    /// presentation: any view of its content saying `true` refuses (D53).
    ///
    ///     Form { … }.interactiveDismissDisabled(hasChanges)
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        modifier(_InteractiveDismissDisabledModifier(isDisabled: isDisabled))
    }
}
