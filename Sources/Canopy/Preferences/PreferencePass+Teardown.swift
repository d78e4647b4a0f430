/// How the preference pass lets go: of the work it was given when a runaway update is cut off
/// (D7), and of everything when its graph is torn down.
extension PreferencePass {
    func cutOff() -> [String] {
        for node in dirty { dirtyFlags[node] = false }
        dirty.removeAll()
        openInMount.removeAll()
        return []
    }

    func tearDown() {
        dirty.removeAll()
        openInMount.removeAll()
        requested.removeAll()
        // The outputs go node by node in the teardown's walk (``nodeWillBeFreed(_:)``): lists
        // made in the mount next to their nodes are freed next to them, while in the cache.
        dirtyFlags.removeAll()
        roles.removeAll()
        folds.removeAll()
        observers = [:]
    }

    /// The graph is torn down and `node` is about to be freed: its outputs go now, next to it.
    func nodeWillBeFreed(_ node: _ViewNode) {
        outputs.removeValues(of: node)
    }
}
