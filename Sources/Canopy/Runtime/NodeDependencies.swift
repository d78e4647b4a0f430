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
/// ``DependentList/detachAll(from:kind:)``). Two words for either kind: an entry knows its own
/// key, so a read an entry answered keeps the entry alone, and a reader list is far shorter
/// than 2³¹. (Three words made a leaf's four reads a 144-byte allocation, now 112.)
struct DependencyRecord {
    /// What was read: the entry that answered an environment read, the key of one the default
    /// answered, or a state location.
    private enum Source {
        case entry(EnvironmentEntry)
        case defaultValue(of: Any.Type)
        case location(AnyLocation)
    }

    private let source: Source
    private var storedListIndex: Int32

    /// Where the node's registration sits in the entry's or location's reader list; -1 for
    /// none.
    var listIndex: Int {
        get { Int(storedListIndex) }
        set { storedListIndex = Int32(truncatingIfNeeded: newValue) }
    }

    /// A read of `keyType` that `entry` answered (`nil`: the key's default); `entry` is an
    /// entry for `keyType` (the environment finds it by its key).
    init(keyType: Any.Type, entry: EnvironmentEntry?, listIndex: Int) {
        source = entry.map(Source.entry) ?? .defaultValue(of: keyType)
        storedListIndex = Int32(truncatingIfNeeded: listIndex)
    }

    /// A read of `location`.
    init(location: AnyLocation, listIndex: Int) {
        source = .location(location)
        storedListIndex = Int32(truncatingIfNeeded: listIndex)
    }

    /// The environment key read; `nil` for a state location.
    var keyType: Any.Type? {
        switch source {
        case .entry(let entry): entry.keyType
        case .defaultValue(let keyType): keyType
        case .location: nil
        }
    }

    /// The record's kind, as the reader lists name it.
    var kind: DependentList.Kind {
        if case .location = source { return .location }
        return .environment
    }

    /// The entry that answered an environment read (`nil` for a default or a location).
    var entry: EnvironmentEntry? {
        if case .entry(let entry) = source { return entry }
        return nil
    }

    /// The location of a state read (`nil` for an environment read).
    var location: AnyLocation? {
        if case .location(let location) = source { return location }
        return nil
    }

    /// Whether this is a read of `location`.
    func reads(_ location: AnyLocation) -> Bool {
        if case .location(let own) = source { return own === location }
        return false
    }

    /// Whether this is a read of `keyType` that `entry` answered.
    func reads(_ keyType: Any.Type, entry: EnvironmentEntry?) -> Bool {
        switch source {
        case .entry(let own): return own === entry
        case .defaultValue(let own):
            return entry == nil && ObjectIdentifier(own) == ObjectIdentifier(keyType)
        case .location: return false
        }
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
