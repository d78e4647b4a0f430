/// What a node read during its last evaluation.
@MainActor
struct NodeDependencies {
    var environmentReads: [EnvironmentRead] = []
    var locations: [LocationRead] = []
}

/// One environment key a node read: the entry that answered (or the default), and where the
/// node's registration sits in that entry's reader list.
struct EnvironmentRead {
    let keyType: Any.Type
    let entry: EnvironmentEntry?
    var listIndex: Int

    /// The value the read sees now: the entry's, or the key's default, asked for again (a
    /// read keeps no copy of it, which halves the record a node keeps per read).
    var value: Any { entry?.value ?? defaultValue(ofKey: keyType) as Any }
}

/// One state location a node read, and where its registration sits in the location's list.
@MainActor
struct LocationRead {
    let location: AnyLocation
    var listIndex: Int
}
