/// The preference role of a built-in modifier: it writes a key (P4, transforms) or reads keys
/// (`onPreferenceChange`, P5), or asks its content for keys. Adopting it makes the modifier's
/// node a ``PreferenceFacet`` (a conditional conformance below), which the preference feature
/// finds once per node class; a modifier that does not adopt it costs the feature nothing.
@MainActor
protocol PreferenceModifier: PrimitiveModifier {
    /// The preference keys the content is asked for, given those asked of this node.
    @MainActor func requestPreferences(_ inherited: PreferenceKeySet) -> PreferenceKeySet
    /// The preference key this modifier writes, if any. Declaring it is all a writer adds
    /// besides computing its value in ``transformPreferences(_:requested:node:)``: the
    /// preference feature then counts the writer while it is mounted, names it in loop
    /// diagnostics, recombines when the modifier changes, and, for a replacing writer, stops
    /// asking the content for the key (P4).
    static var writtenPreference: WrittenPreference? { get }
    /// Whether ``preferencesDidUpdate(_:)`` observes anything (checked once per type).
    static var readsPreferences: Bool { get }
    /// Turns the content's combined values into this node's outputs.
    @MainActor func transformPreferences(
        _ values: inout PreferenceValues, requested: PreferenceKeySet, node: ModifierNode)
    /// The node's outputs were recomputed: a reader compares what it observes.
    @MainActor func preferencesDidUpdate(_ node: ModifierNode)
}

extension PreferenceModifier {
    @MainActor func requestPreferences(_ inherited: PreferenceKeySet) -> PreferenceKeySet {
        inherited
    }
    static var writtenPreference: WrittenPreference? { nil }
    static var readsPreferences: Bool { false }
    @MainActor func transformPreferences(
        _ values: inout PreferenceValues, requested: PreferenceKeySet, node: ModifierNode
    ) {}
    @MainActor func preferencesDidUpdate(_ node: ModifierNode) {}
}

extension PrimitiveModifierNode: PreferenceFacet, PreferenceProvenanceFacet
where Modifier: PreferenceModifier {
    var childRequestedPreferences: PreferenceKeySet {
        var keys = currentModifier.requestPreferences(requestedPreferences)
        if let written = Modifier.writtenPreference, written.replacesContent {
            keys = keys.removing(written.key)
        }
        return keys
    }

    var writtenPreference: WrittenPreference? { Modifier.writtenPreference }

    var readsPreferences: Bool { Modifier.readsPreferences }

    func computePreferences() -> PreferenceValues {
        var values = combinedChildPreferences()
        if Modifier.writtenPreference != nil {
            currentModifier.transformPreferences(
                &values, requested: requestedPreferences, node: self)
        }
        return values
    }

    func preferencesDidUpdate() {
        if Modifier.readsPreferences { currentModifier.preferencesDidUpdate(self) }
    }

    func readsPreference(_ key: AnyPreferenceKey) -> Bool {
        Modifier.readsPreferences
            && currentModifier.requestPreferences(PreferenceKeySet()).contains(key)
    }

    func applyOwnPreference(to values: inout PreferenceValues, key: AnyPreferenceKey) {
        guard Modifier.writtenPreference?.key === key else { return }
        currentModifier.transformPreferences(
            &values, requested: PreferenceKeySet().adding(key), node: self)
    }
}

/// A node's part in explaining where a preference value came from (provenance): its own
/// contribution to a key, and whether it reads one.
@MainActor
protocol PreferenceProvenanceFacet: _ViewNode {
    /// Applies what the node itself writes for `key` to `values` (its content's): how a probe
    /// recombines a subtree the graph was not asked to keep a value for.
    func applyOwnPreference(to values: inout PreferenceValues, key: AnyPreferenceKey)
    /// Whether the node reads `key` from its content: where a preference's value arrives.
    func readsPreference(_ key: AnyPreferenceKey) -> Bool
}

extension PreferenceProvenanceFacet {
    func applyOwnPreference(to values: inout PreferenceValues, key: AnyPreferenceKey) {}
    func readsPreference(_ key: AnyPreferenceKey) -> Bool { false }
}

/// The nodes whose class adopts ``PreferenceProvenanceFacet``, found once per class.
@MainActor private let provenanceLookup = FacetLookup<any PreferenceProvenanceFacet>()

private func provenanceOpener<N: PreferenceProvenanceFacet>(_ facet: N)
    -> (_ViewNode) -> any PreferenceProvenanceFacet
{
    { unsafeDowncast($0, to: N.self) }
}

extension _ViewNode {
    /// The node's part in a preference value's provenance, if it has one.
    var preferenceProvenance: (any PreferenceProvenanceFacet)? {
        provenanceLookup.facet(of: self) { node in
            guard let facet = node as? any PreferenceProvenanceFacet else { return nil }
            return provenanceOpener(facet)
        }
    }
}
