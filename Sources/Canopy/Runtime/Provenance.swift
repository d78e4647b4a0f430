/// Where values come from: the queries an "explain this value" feature is built on. Every
/// environment entry records the node that wrote it (the preference half is in
/// `Preferences/PreferenceContributors.swift`).
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
}
