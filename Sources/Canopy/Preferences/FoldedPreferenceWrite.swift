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

    /// The node a write was folded into while it was made, not attached yet: the node
    /// attaches right after it is made (``_ViewNode/mountChild(_:)``), and the preference
    /// feature takes the write then, when the node has an index in its stores. Unchecked: set
    /// and taken within one synchronous mount on the main actor, where a main-actor static
    /// checked its executor, tracked exclusive access and copied a tuple with the value boxed
    /// in `Any` on every fold. (Strong: a node made and dropped before it attached must not
    /// leave its address to be matched by the next node.)
    @exclusivity(unchecked) nonisolated(unsafe) private static var pendingNode: _ViewNode?
    /// The key of the pending write; its typed object holds the value
    /// (``TypedPreferenceKey/staged``), so the value reaches the key's typed array with no
    /// cast. Unowned: a key's object lives as long as the process (``AnyPreferenceKey/of(_:)``).
    @exclusivity(unchecked) nonisolated(unsafe) private static unowned(unsafe) var pendingKey:
        AnyPreferenceKey?

    /// Holds `value`, written for `keyType` by a writer folded into `node`, until the node
    /// attaches (``takePending(for:)``). A write still pending (its node was never attached)
    /// is dropped, as the single slot always did.
    @MainActor static func stage<K: PreferenceKey>(
        _ value: K.Value, of keyType: K.Type, for node: _ViewNode
    ) {
        pendingKey?.dropStaged()
        let key = unsafeDowncast(AnyPreferenceKey.of(K.self), to: TypedPreferenceKey<K>.self)
        key.stage(value)
        pendingNode = node
        pendingKey = key
    }

    /// The key of the write folded into `node` while it was made, taken; its value waits in
    /// the key's object for ``FoldedPreferenceWrites/insertStaged(of:for:)``.
    @MainActor static func takePending(for node: _ViewNode) -> AnyPreferenceKey? {
        guard let key = pendingKey, pendingNode === node else { return nil }
        pendingNode = nil
        pendingKey = nil
        return key
    }
}

extension _PreferenceWritingModifier: FoldingModifier {
    /// Folds into a node whose kind has no part in preferences of its own (a button, a text, a
    /// composite view): the node's outputs are then its children's with the key replaced, as
    /// the writer's node would produce. A node that writes, reads or fills in keys itself keeps
    /// the writer as a node of its own, so that each node declares at most one write.
    @MainActor static func fold(_ modifier: Self, into node: _ViewNode) -> Bool {
        guard PreferenceRoles.of(node).isEmpty else { return false }
        FoldedPreferenceWrite.stage(modifier.value, of: Key.self, for: node)
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
