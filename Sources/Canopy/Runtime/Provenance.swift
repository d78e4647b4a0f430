/// Where values come from: the queries an "explain this value" feature is built on. Every
/// environment entry records the node that wrote it; every preference writer declares the key
/// it writes, so the writers whose values reach a node are found by walking down the children
/// that produced the key.
extension _ViewNode {
    /// The node whose write answers this node's read of `keyType` (a writer modifier, a
    /// container, the window root), or `nil` when the read gets the key's default.
    func environmentOrigin(of keyType: Any.Type) -> _ViewNode? {
        let id = ObjectIdentifier(keyType)
        var cursor = inheritedEnvironment.head
        while let entry = cursor {
            if entry.keyID == id { return entry.origin }
            cursor = entry.next
        }
        return nil
    }

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
