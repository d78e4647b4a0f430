/// How a node takes part in preferences (P2–P8) beyond passing its children's values up:
/// a writer (``WrittenPreference``), a reader that observes its content's value, dynamic
/// content that produces the default for a key nothing inside wrote, a container that combines
/// its children its own way. Most nodes have none of this, and their outputs are their
/// children's, combined (``_ViewNode/combinedChildPreferences()``). A class that conforms also
/// overrides ``_ViewNode/preferenceFacet`` to return itself.
@MainActor
protocol PreferenceFacet: _ViewNode {
    /// The keys this node's children are asked for. Readers add their key, writers remove
    /// theirs (P4: a writer's content is not asked for the key it replaces).
    var childRequestedPreferences: PreferenceKeySet { get }
    /// Whether the node is dynamic content (`if`, `ForEach`), which produces the default for a
    /// requested key that nothing inside it wrote (P3).
    var feedsDefaultPreferences: Bool { get }
    /// The preference the node's own view writes, if any: a new value must be recombined, and
    /// diagnostics and provenance name the node as its writer.
    var writtenPreference: WrittenPreference? { get }
    /// Whether the node observes a preference of its content (and must run after it changes).
    var readsPreferences: Bool { get }
    /// The node's outputs for the keys it is asked for.
    func computePreferences() -> PreferenceValues
    /// Called after the node's outputs were recomputed; readers compare what they observe.
    func preferencesDidUpdate()
    /// Whether a first mount's walk may combine the node's outputs as it finishes the node's
    /// subtree (see ``PreferencePass/mountWalkDidEvaluate(_:)``): only if
    /// ``computePreferences()`` depends on nothing but the subtree's values and
    /// ``preferencesDidUpdate()`` does nothing. Otherwise (the default) the node and its
    /// ancestors are combined in the preference pass after the walk.
    var combinesDuringMountWalk: Bool { get }
    /// Whether the node's children are asked for exactly the keys it is asked for: its
    /// ``childRequestedPreferences`` is the default, ``_ViewNode/requestedPreferences``. The
    /// pass then reads them from its store without looking the facet up for each child. Only a
    /// class that does not change ``childRequestedPreferences`` (nor has a subclass that
    /// does) may say so; the default is `false`.
    var passesRequestedKeysDown: Bool { get }
}

extension PreferenceFacet {
    var childRequestedPreferences: PreferenceKeySet { requestedPreferences }
    var feedsDefaultPreferences: Bool { false }
    var writtenPreference: WrittenPreference? { nil }
    var readsPreferences: Bool { false }
    func computePreferences() -> PreferenceValues { combinedChildPreferences() }
    func preferencesDidUpdate() {}
    var combinesDuringMountWalk: Bool { false }
    var passesRequestedKeysDown: Bool { false }
}

extension _ViewNode {
    /// The keys this node's children are asked for (see
    /// ``PreferenceFacet/childRequestedPreferences``).
    var preferenceKeysForChildren: PreferenceKeySet {
        graph.preferencePass.keysForChildren(of: self)
    }

    /// Whether the node produces the default for a requested key nothing inside wrote (P3).
    var fillsInDefaultPreferences: Bool { preferenceFacet?.feedsDefaultPreferences ?? false }

    /// The preference the node's own view writes, if any.
    var ownWrittenPreference: WrittenPreference? {
        if let write = foldedPreferenceWrite { return write.written }
        return preferenceFacet?.writtenPreference
    }

    /// The `.preference(key:value:)` folded into this node, if any (see ``FoldingModifier``).
    var foldedPreferenceWrite: FoldedPreferenceWrite? {
        guard flags.contains(.hasFoldedModifier), isMounted else { return nil }
        let pass = graph.preferencePass
        return pass.roles[self].contains(.folds) ? pass.folds[self] : nil
    }

    /// Applies what the node itself writes for `key` (a folded writer's value, or its facet's
    /// contribution) to `values`, its content's: how a probe recombines a subtree the graph
    /// was not asked to keep a value for.
    func applyOwnWrittenPreference(to values: inout PreferenceValues, key: AnyPreferenceKey) {
        if let write = foldedPreferenceWrite {
            if write.key === key { values[key] = write.value }
            return
        }
        preferenceProvenance?.applyOwnPreference(to: &values, key: key)
    }

    /// The node's outputs, recomputed: its facet's, or its children's combined, with a folded
    /// writer's value in place of its content's.
    func recomputePreferences() -> PreferenceValues {
        if let facet = preferenceFacet { return facet.computePreferences() }
        var values = combinedChildPreferences()
        if foldedPreferenceWrite != nil {
            graph.preferencePass.applyFoldedWrite(of: self, to: &values)
        }
        return values
    }

    /// Combines the children's outputs, in tree order, for every requested key; a child that
    /// produced nothing for a key is skipped (P2).
    func combinedChildPreferences() -> PreferenceValues {
        combinedPreferences(of: children)
    }

    /// Combines the outputs of `children` (some of this node's, in tree order) as
    /// ``combinedChildPreferences()`` combines them all.
    func combinedPreferences(of children: ChildList) -> PreferenceValues {
        graph.preferencePass.combine(self, children: children)
    }
}

/// The nodes whose class adopts ``PreferenceFacet``, found once per class (see ``FacetLookup``).
@MainActor private let preferenceFacetLookup = FacetLookup<any PreferenceFacet>()

private func preferenceFacetOpener<N: PreferenceFacet>(_ facet: N) -> (_ViewNode) ->
    any PreferenceFacet
{
    { unsafeDowncast($0, to: N.self) }
}

extension _ViewNode {
    /// The node's part in preferences beyond passing its children's values up, if it has one.
    var preferenceFacet: (any PreferenceFacet)? {
        preferenceFacetLookup.facet(of: self) { node in
            guard let facet = node as? any PreferenceFacet else { return nil }
            return preferenceFacetOpener(facet)
        }
    }
}
