/// One write in the environment: a key, its value, and the writes above it.
///
/// Entries form a persistent list, newest first, shared by every node below the writer, so a
/// node that writes nothing shares its parent's list and a write never copies a dictionary.
/// The runtime owns the entries it creates for writer nodes and updates their `value` in place,
/// then invalidates exactly the nodes registered in `dependents`.
final class EnvironmentEntry: @unchecked Sendable {
    let keyID: ObjectIdentifier
    let keyType: Any.Type
    @exclusivity(unchecked) var value: Any {
        didSet { revision &+= 1 }
    }
    /// Bumped whenever ``value`` is replaced in place, so a remembered read of the old value
    /// (``EnvironmentReadTracker/KeyPathRead``) is not reused.
    @exclusivity(unchecked) private(set) var revision: UInt32 = 0
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

    /// The entry for the key `id`, from this one on, or `nil`: walked with no retain and
    /// release per step (the list is kept alive by whoever holds this entry). A `while let`
    /// over an `unowned(unsafe)` cursor binds a strong reference, which the optimiser keeps or
    /// drops depending on what it inlined: one build retained every entry a button's lookup
    /// passed, 21 a lookup, whenever a key's filter bit collided (``bit(for:)`` depends on where
    /// the key's metadata sits in the binary). Not isolated, so these closures check no
    /// executor.
    func entry(for id: ObjectIdentifier) -> EnvironmentEntry? {
        var cursor = Unmanaged.passUnretained(self)
        while true {
            if cursor._withUnsafeGuaranteedRef({ $0.keyID == id }) {
                return cursor.takeUnretainedValue()
            }
            guard let next = cursor._withUnsafeGuaranteedRef({ $0.unretainedNext }) else {
                return nil
            }
            cursor = next
        }
    }

    /// ``next``, unretained.
    private var unretainedNext: Unmanaged<EnvironmentEntry>? {
        guard let next else { return nil }
        return .passUnretained(next)
    }
}

/// Records, during one evaluation, which entries (or defaults) a node's environment reads hit;
/// and remembers, for each `@Environment` key path recently read, the key it read and the value
/// it produced from that key's entry, so the views below one writer read it by key.
final class EnvironmentReadTracker: @unchecked Sendable {
    struct Read {
        let keyType: Any.Type
        let entry: EnvironmentEntry?
    }
    @exclusivity(unchecked) var reads: [Read] = []

    /// The last read through a key path whose getter read exactly one key, found an entry for
    /// it, and gave the entry's own value (a property that forwards to its key, as most do):
    /// while a view's environment holds the same entry with the same value, the getter (a
    /// function of the values it reads, as every environment property is) gives that value
    /// again, so the view reads the entry by key and takes its value, with no key-path
    /// projection and no copy of the environment. Not remembered: a read of a default (a
    /// computed default may make a new value each time), and a getter that derives something
    /// else from the entry (a registry held weakly, a field of a mutable box), which must run
    /// each time.
    final class KeyPathRead {
        let keyPath: AnyKeyPath
        @exclusivity(unchecked) var keyType: Any.Type
        @exclusivity(unchecked) var entry: EnvironmentEntry
        @exclusivity(unchecked) var revision: UInt32
        /// The newest entry of an environment found to read ``entry`` for the key: an
        /// environment with the same newest entry holds the same list (entries never change
        /// what follows them), so it reads ``entry`` too without a walk. Siblings share their
        /// parent's environment, and the walk to a key written near the root passes every
        /// write in between.
        @exclusivity(unchecked) var checkedHead: EnvironmentEntry?

        init(keyPath: AnyKeyPath, keyType: Any.Type, entry: EnvironmentEntry) {
            self.keyPath = keyPath
            self.keyType = keyType
            self.entry = entry
            revision = entry.revision
        }

        /// Whether `environment` reads ``entry`` for the key, remembering its newest entry
        /// when it does.
        func isRead(in environment: EnvironmentValues) -> Bool {
            if let head = environment.head, head === checkedHead { return true }
            guard environment.readsEntry(entry) else { return false }
            checkedHead = environment.head
            return true
        }
    }

    /// Remembered reads by key path: a key path literal is one object for the life of the
    /// process, so its address picks a pair of slots (`slot` and `slot ^ 1`), and a read is
    /// kept in either; three key paths on one pair take turns. One slot per address took
    /// turns on two, and which key paths collide depends on where the heap put them: a
    /// benchmark build whose leaf's three key paths shared a slot missed 38,000 of 60,000
    /// reads at 10,000 leaves, 17% of the mount. The table holds at most 64 entries (and
    /// their values) alive, for the graph's life.
    @exclusivity(unchecked) private var keyPathReads = [KeyPathRead?](repeating: nil, count: 64)

    private static func slot(of keyPath: AnyKeyPath) -> Int {
        let address = UInt(bitPattern: ObjectIdentifier(keyPath))
        return Int(truncatingIfNeeded: (address &* 0x9E37_79B9_7F4A_7C15) >> 58)
    }

    /// The read remembered for `keyPath`, if any.
    func rememberedRead(of keyPath: AnyKeyPath) -> KeyPathRead? {
        let slot = Self.slot(of: keyPath)
        if let read = keyPathReads[slot], read.keyPath === keyPath { return read }
        if let read = keyPathReads[slot ^ 1], read.keyPath === keyPath { return read }
        return nil
    }

    /// Remembers that `keyPath` read only `keyType`, found `entry`, and produced the entry's
    /// own value (the caller checked: the same type and an equal value).
    func remember(_ keyPath: AnyKeyPath, keyType: Any.Type, entry: EnvironmentEntry) {
        let first = Self.slot(of: keyPath)
        for slot in [first, first ^ 1] {
            guard let read = keyPathReads[slot], read.keyPath === keyPath else { continue }
            read.keyType = keyType
            read.entry = entry
            read.revision = entry.revision
            read.checkedHead = nil
            return
        }
        // A free slot of the pair, else the first (the other keeps the read it holds).
        let slot = keyPathReads[first] == nil || keyPathReads[first ^ 1] != nil ? first : first ^ 1
        keyPathReads[slot] = KeyPathRead(keyPath: keyPath, keyType: keyType, entry: entry)
    }
}
