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
        // In one sweep, not node by node in the teardown's walk (the `.teardown` event): a
        // node's values keep their first key and value inline, so most own no memory to free
        // next to their node, and emptying each as its node went cost 2.3 M of a teardown's
        // 60.8 M instructions at 10,000 leaves.
        outputs.removeAll()
        dirtyFlags.removeAll()
        roles.removeAll()
        folds.removeAll()
        observers = [:]
    }
}
