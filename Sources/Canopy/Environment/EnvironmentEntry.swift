/// One write in the environment: a key, its value, and the writes above it.
///
/// Entries form a persistent list, newest first, shared by every node below the writer, so a
/// node that writes nothing shares its parent's list and a write never copies a dictionary.
/// The runtime owns the entries it creates for writer nodes and updates their `value` in place,
/// then invalidates exactly the nodes registered in `dependents`.
final class EnvironmentEntry: @unchecked Sendable {
    let keyID: ObjectIdentifier
    let keyType: Any.Type
    @exclusivity(unchecked) var value: Any
    let next: EnvironmentEntry?
    /// A 64-bit summary of the keys in this entry and every entry after it: a lookup for a key
    /// whose bit is clear returns the default without walking the list.
    let keyMask: UInt64
    /// The nodes whose last evaluation read this entry. Touched on the main actor only.
    @exclusivity(unchecked) nonisolated(unsafe) var dependents = DependentList()
    /// The node whose write this entry is (a writer modifier, a container providing a context,
    /// a window root): what a view's value comes from, for provenance queries. Touched on the
    /// main actor only.
    @MainActor var origin: _ViewNode? {
        get { originHandle?.target }
        set { originHandle = newValue?.handle }
    }
    nonisolated(unsafe) private var originHandle: NodeHandle?

    init(keyType: Any.Type, value: Any, next: EnvironmentEntry?) {
        self.keyID = ObjectIdentifier(keyType)
        self.keyType = keyType
        self.value = value
        self.next = next
        self.keyMask = Self.bit(for: keyID) | (next?.keyMask ?? 0)
    }

    static func bit(for id: ObjectIdentifier) -> UInt64 {
        // Key types are metadata pointers: mix the address bits (no hashing with a seed).
        var hash = UInt64(UInt(bitPattern: id))
        hash ^= hash >> 29
        hash &*= 0xbf58_476d_1ce4_e5b9
        hash ^= hash >> 32
        return 1 << (hash & 63)
    }
}

/// Records, during one evaluation, which entries (or defaults) a node's environment reads hit.
final class EnvironmentReadTracker: @unchecked Sendable {
    struct Read {
        let keyType: Any.Type
        let entry: EnvironmentEntry?
    }
    @exclusivity(unchecked) var reads: [Read] = []
}
