/// The nodes whose subtree holds an on-screen writer of a key (the writer itself included),
/// found from the writers up the first time a line asks about the key.
@MainActor
final class PreferenceWriterIndex {
    private var holders: [ObjectIdentifier: Set<ObjectIdentifier>] = [:]

    /// Whether `node`'s subtree holds a writer of `key` that is on screen.
    func subtree(of node: _ViewNode, holdsWriterOf key: AnyPreferenceKey) -> Bool {
        let id = ObjectIdentifier(key)
        if let found = holders[id] { return found.contains(ObjectIdentifier(node)) }
        var found = Set<ObjectIdentifier>()
        for writer in node.graph.shownWriters(of: key) {
            var cursor: _ViewNode? = writer
            // Stops at a node already marked: its ancestors are too.
            while let current = cursor, found.insert(ObjectIdentifier(current)).inserted {
                cursor = current.parent
            }
        }
        holders[id] = found
        return found.contains(ObjectIdentifier(node))
    }
}
