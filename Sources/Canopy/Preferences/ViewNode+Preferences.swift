/// The preference records of a node, kept by the graph's ``PreferencePass``.
extension _ViewNode {
    /// The preference keys an ancestor asked for (they flow down like the environment).
    var requestedPreferences: PreferenceKeySet {
        get { graph.preferencePass.requested[self] }
        set { graph.preferencePass.requested[self] = newValue }
    }

    /// The values this subtree produced for the requested keys, cached (they flow up).
    var preferenceOutputs: PreferenceValues {
        get { graph.preferencePass.outputs[self] }
        set { graph.preferencePass.outputs[self] = newValue }
    }

    /// Whether the cached outputs must be recomputed in the next preference pass.
    var preferencesDirty: Bool {
        get { graph.preferencePass.dirtyFlags[self] }
        set { graph.preferencePass.dirtyFlags[self] = newValue }
    }

    /// A container further up that reads this node's outputs directly (a tab view reading its
    /// tabs through a tuple or `ForEach`): it is marked whenever these outputs change, even
    /// when the nodes between fold them to an unchanged value.
    var preferenceObserver: _ViewNode? {
        get {
            let observers = graph.preferencePass.observers
            return observers.isEmpty ? nil : observers[storeIndex]?.node
        }
        set {
            guard isMounted else { return }
            graph.preferencePass.observers[storeIndex] = newValue.map(WeakNode.init)
        }
    }
}
