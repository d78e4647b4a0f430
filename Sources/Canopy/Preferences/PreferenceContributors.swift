/// Where a preference value comes from: every writer declares the key it writes, so the writers
/// whose values reach a node are found by walking down the children that produced the key.
extension _ViewNode {
    /// The writers whose values make up what this node produced for `key`, in tree order. A
    /// writer that replaces its content's value (P4) hides the writers below it; one that
    /// transforms it (P5) lists them after itself.
    func preferenceContributors(of key: AnyPreferenceKey) -> [_ViewNode] {
        var result: [_ViewNode] = []
        var pending: [_ViewNode] = [self]
        while let node = pending.popLast() {
            guard node.preferenceOutputs[key] != nil || node === self else { continue }
            if node.ownWrittenPreference?.key === key {
                result.append(node)
                // A replacing writer's content is not even asked for the key.
                if !node.preferenceKeysForChildren.contains(key) { continue }
            }
            pending.append(childrenReversed: node.children)
        }
        return result
    }
}
