/// What a node read during its last evaluation: its environment reads and state reads as one
/// list, in the order it read them.
///
/// One list, not one per kind: a view with `@Environment` and `@State` properties (most views
/// with state) made two allocations for them, and every node carried a word for each list.
@MainActor
struct NodeDependencies {
    /// Every read, in read order; a registration in a reader list names its record here by
    /// index (``DependentList/Registration/record``).
    var records: [DependencyRecord] = []

    /// The environment reads, in read order (a copy: for renderers and inspection).
    var environmentReads: [EnvironmentRead] {
        records.compactMap { record in
            guard let keyType = record.keyType else { return nil }
            return EnvironmentRead(
                keyType: keyType, entry: record.entry, listIndex: record.listIndex)
        }
    }

    /// The state locations read, in read order (a copy: for renderers and inspection).
    var locations: [LocationRead] {
        records.compactMap { record in
            record.location.map { LocationRead(location: $0, listIndex: record.listIndex) }
        }
    }

    /// Whether the node read any environment key.
    var hasEnvironmentReads: Bool {
        for record in records where record.keyType != nil { return true }
        return false
    }
}

/// One thing a node read: an environment key (with the entry that answered, or the default) or
/// a state location, and where the node's registration sits in that entry's or location's
/// reader list (-1 once the list was emptied wholesale, see
/// ``DependentList/detachAll(from:kind:)``). Three words for either kind.
struct DependencyRecord {
    /// The environment key read; `nil` for a state location.
    let keyType: Any.Type?
    /// The entry that answered an environment read (`nil` for the key's default), or the state
    /// location read.
    private let source: AnyObject?
    var listIndex: Int

    /// A read of `keyType` that `entry` answered (`nil`: the key's default).
    init(keyType: Any.Type, entry: EnvironmentEntry?, listIndex: Int) {
        self.keyType = keyType
        source = entry
        self.listIndex = listIndex
    }

    /// A read of `location`.
    init(location: AnyLocation, listIndex: Int) {
        keyType = nil
        source = location
        self.listIndex = listIndex
    }

    /// The record's kind, as the reader lists name it.
    var kind: DependentList.Kind { keyType == nil ? .location : .environment }

    /// The entry that answered an environment read (`nil` for a default or a location).
    var entry: EnvironmentEntry? {
        guard keyType != nil, let source else { return nil }
        return unsafeDowncast(source, to: EnvironmentEntry.self)
    }

    /// The location of a state read (`nil` for an environment read).
    var location: AnyLocation? {
        guard keyType == nil, let source else { return nil }
        return unsafeDowncast(source, to: AnyLocation.self)
    }

    /// Whether this is a read of `location`.
    func reads(_ location: AnyLocation) -> Bool { keyType == nil && source === location }

    /// Whether this is a read of `keyType` that `entry` answered.
    func reads(_ keyType: Any.Type, entry: EnvironmentEntry?) -> Bool {
        guard let own = self.keyType else { return false }
        return ObjectIdentifier(own) == ObjectIdentifier(keyType) && source === entry
    }
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
