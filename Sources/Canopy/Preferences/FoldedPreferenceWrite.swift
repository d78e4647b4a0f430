/// What a `.preference(key:value:)` folded into its content's node writes (see
/// ``FoldingModifier``): the key and the value, kept by the preference feature for the node
/// (``PreferencePass/folds``, a ``FoldedPreferenceWrites``). The writer is stateless, so this
/// is all of it: the node then produces the value for the key instead of its content's (P4),
/// and its content is not asked for the key, exactly as with the writer's own node.
struct FoldedPreferenceWrite {
    let key: AnyPreferenceKey
    var value: Any

    /// What the write declares to diagnostics and provenance: a replacing writer of ``key``.
    var written: WrittenPreference { WrittenPreference(key: key, replacesContent: true) }

    /// A write folded into a node that is made but not attached yet: the node attaches right
    /// after it is made (``_ViewNode/mountChild(_:)``), and the preference feature takes the
    /// write then, when the node has an index in its stores.
    @MainActor static var pending: (node: _ViewNode, write: FoldedPreferenceWrite)?

    /// The write folded into `node` while it was made, taken.
    @MainActor static func takePending(for node: _ViewNode) -> FoldedPreferenceWrite? {
        guard let pending, pending.node === node else { return nil }
        Self.pending = nil
        return pending.write
    }
}

extension _PreferenceWritingModifier: FoldingModifier {
    /// Folds into a node whose kind has no part in preferences of its own (a button, a text, a
    /// composite view): the node's outputs are then its children's with the key replaced, as
    /// the writer's node would produce. A node that writes, reads or fills in keys itself keeps
    /// the writer as a node of its own, so that each node declares at most one write.
    @MainActor static func fold(_ modifier: Self, into node: _ViewNode) -> Bool {
        guard PreferenceRoles.of(node).isEmpty else { return false }
        FoldedPreferenceWrite.pending = (
            node, FoldedPreferenceWrite(key: AnyPreferenceKey.of(Key.self), value: modifier.value)
        )
        return true
    }

    /// A new value for the folded writer: one the key calls equal to the last changes nothing
    /// (recombining would produce outputs equal to the cached ones, which stops there), a
    /// changed one is combined again.
    @MainActor static func refold(_ modifier: Self, into node: _ViewNode) -> Bool {
        let pass = node.graph.preferencePass
        guard pass.roles[node].contains(.folds),
            pass.folds.holdsWrite(of: node, keyType: Key.self)
        else { return false }
        if pass.folds.replaceValue(of: node, with: modifier.value) { pass.markDirty(node) }
        return true
    }
}
