/// The values that flow **down** the view tree: each view sees what its nearest ancestor wrote
/// for a key, or the key's default.
///
/// Read values with ``Environment``; write them for a subtree with
/// ``View/environment(_:_:)`` or ``View/transformEnvironment(_:transform:)``.
///
///     VStack {
///         Reader(\.accent).environment(\.accent, "red")   // reads "red"
///         Reader(\.accent)                                 // reads the default
///     }
public struct EnvironmentValues: @unchecked Sendable, CustomStringConvertible {
    var head: EnvironmentEntry?
    /// Set only on the copy the runtime uses while installing a node's properties.
    var tracker: EnvironmentReadTracker?

    /// An environment holding only defaults.
    public init() {}

    init(head: EnvironmentEntry?) { self.head = head }

    /// Reads or writes the slot that belongs to `key` (E2). Writing pushes a new entry on this
    /// copy only; other copies, and the views that share them, are untouched.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            let id = ObjectIdentifier(key)
            if let head, head.keyMask & EnvironmentEntry.bit(for: id) != 0 {
                // Unretained: the list is kept alive by `head`, and a retain and release per
                // step would cost more than the comparison.
                unowned(unsafe) var cursor: EnvironmentEntry? = head
                while let entry = cursor {
                    if entry.keyID == id {
                        let value = castExactly(entry.value, to: K.Value.self)
                        tracker?.reads.append(.init(keyType: key, entry: entry))
                        return value
                    }
                    cursor = entry.next
                }
            }
            let value = K.defaultValue
            tracker?.reads.append(.init(keyType: key, entry: nil))
            return value
        }
        set {
            head = EnvironmentEntry(keyType: key, value: newValue, next: head)
        }
    }

    /// Whether `entry` is the newest entry for its key here (what a read of the key finds),
    /// recording no read.
    func readsEntry(_ entry: EnvironmentEntry) -> Bool {
        let keyID = entry.keyID
        // Unretained, as in the subscript: the list is kept alive by `head`.
        unowned(unsafe) var cursor: EnvironmentEntry? = head
        guard let first = cursor, first.keyMask & EnvironmentEntry.bit(for: keyID) != 0 else {
            return false
        }
        while let current = cursor {
            if current.keyID == keyID { return current === entry }
            cursor = current.next
        }
        return false
    }

    /// Pushes the newest value of every key `other` holds, so they read here as they read there:
    /// how a window starts from what its scene wrote (E8).
    mutating func push(
        latestValuesOf other: EnvironmentValues,
        where include: (EnvironmentEntry) -> Bool = { _ in true }
    ) {
        var seen = Set<ObjectIdentifier>()
        var latest: [EnvironmentEntry] = []
        var cursor = other.head
        while let entry = cursor {
            if seen.insert(entry.keyID).inserted, include(entry) { latest.append(entry) }
            cursor = entry.next
        }
        for entry in latest.reversed() {
            head = EnvironmentEntry(keyType: entry.keyType, value: entry.value, next: head)
        }
    }

    /// The keys of every entry, newest first (duplicates included).
    var keysWritten: [ObjectIdentifier] {
        var keys: [ObjectIdentifier] = []
        var cursor = head
        while let entry = cursor {
            keys.append(entry.keyID)
            cursor = entry.next
        }
        return keys
    }

    /// The newest value of every key written, newest first, as `name=value` pairs.
    public var description: String { formatted(depth: 0) }

    /// ``description`` as part of a value `depth` levels down (see ``ValueFormatter``).
    func formatted(depth: Int) -> String {
        guard depth < ValueFormatter.maximumDepth else { return "EnvironmentValues(…)" }
        var seen = Set<ObjectIdentifier>()
        var parts: [String] = []
        var cursor = head
        while let entry = cursor {
            if seen.insert(entry.keyID).inserted {
                parts.append(
                    "\(environmentKeyName(entry.keyType))=\(ValueFormatter.format(entry.value, depth: depth))"
                )
            }
            cursor = entry.next
        }
        return "[" + parts.joined(separator: ", ") + "]"
    }
}
