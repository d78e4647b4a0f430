/// What a sheet's content says about the heights it rests at (C14): the detents offered, and
/// the selection binding with the detent it names now. It flows **up** to the presentation's
/// root and stops there; the first in tree order wins.
struct SheetDetentsRequest: Equatable {
    let detents: [PresentationDetent]
    let selected: PresentationDetent?
    let selection: Binding<PresentationDetent>?

    static func == (lhs: Self, rhs: Self) -> Bool {
        guard lhs.detents == rhs.detents, lhs.selected == rhs.selected else { return false }
        switch (lhs.selection, rhs.selection) {
        case (nil, nil): return true
        // The same location: a binding swapped for another must reach the sheet.
        case (let left?, let right?): return Binding._inputsEqual(left, right)
        default: return false
        }
    }
}

struct PresentationDetentsKey: PreferenceKey {
    static let defaultValue: SheetDetentsRequest? = nil
    static func reduce(value: inout SheetDetentsRequest?, nextValue: () -> SheetDetentsRequest?) {
        value = value ?? nextValue()
    }
}

/// Reads the selection in its body, so a write to it from code reaches the sheet.
struct PresentationDetentsModifier: ViewModifier, FoldsIntoContentLine {
    let detents: [PresentationDetent]
    let selection: Binding<PresentationDetent>?

    func body(content: Content) -> some View {
        content.modifier(
            _PresentationDetentsWriter(
                request: SheetDetentsRequest(
                    detents: detents, selected: selection?.wrappedValue, selection: selection)))
    }
}

nonisolated struct _PresentationDetentsWriter: ViewModifier, PrimitiveModifier, Equatable,
    PreferenceModifier
{
    /// Drawn by the runtime: a primitive view has no body.
    public typealias Body = Never
    let request: SheetDetentsRequest

    @MainActor static var writtenPreference: WrittenPreference? {
        .transforming(PresentationDetentsKey.self)
    }

    @MainActor func transformPreferences(
        _ values: inout PreferenceValues, requested: PreferenceKeySet, node: ModifierNode
    ) {
        let key = AnyPreferenceKey.of(PresentationDetentsKey.self)
        guard requested.contains(key) else { return }
        // The outermost wins: it is the first in tree order of the sheet's content.
        values[key] = request as SheetDetentsRequest?
    }
}

extension View {
    /// The heights the sheet this view is in rests at (C14): it opens at the smallest and a
    /// person drags it between them (D53). The value flows **up** to the sheet.
    ///
    ///     DetailView().presentationDetents([.medium, .large])
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        modifier(PresentationDetentsModifier(detents: Array(detents), selection: nil))
    }

    /// The heights the sheet rests at, and the one it rests at now as `selection`: the sheet
    /// opens at it when offered, a person's drag writes it, and writing an offered detent from
    /// code moves the sheet (C14, D53).
    public func presentationDetents(
        _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
    ) -> some View {
        modifier(PresentationDetentsModifier(detents: Array(detents), selection: selection))
    }
}
