/// A node that is the root of a presentation (a window, or a sheet): the presentation a
/// `preferredColorScheme` inside it flows **up** to. The scheme it resolves (the content's
/// preference, else the scheme it is given) then flows **down** to every view it presents,
/// ancestors and siblings of the writer included (E10). One piece of code for windows and sheets.
@MainActor
class PresentationNode<V: View>: TypedNode<V>, PreferenceFacet {
    /// What the content prefers, as of the last preference pass.
    private(set) var preferredScheme: ColorScheme?

    var schemeKey: AnyPreferenceKey { AnyPreferenceKey.of(PreferredColorSchemeKey.self) }

    /// The scheme the presentation's views read: the content's preference, else `base`.
    func resolvedScheme(over base: ColorScheme) -> ColorScheme { preferredScheme ?? base }

    var readsPreferences: Bool { true }

    /// What its children are asked for: what it is asked for (a sheet's root adds the scheme).
    var childRequestedPreferences: PreferenceKeySet { requestedPreferences }

    /// Its children's values, combined (a sheet's root keeps its scheme to itself).
    func computePreferences() -> PreferenceValues { combinedChildPreferences() }

    func preferencesDidUpdate() {
        let observed = children.first?.preferenceOutputs[schemeKey] as? ColorScheme
        guard observed != preferredScheme else { return }
        preferredScheme = observed
        graph.invalidate(self)
    }
}
