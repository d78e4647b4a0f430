/// The writers folded into nodes (``FoldedPreferenceWrite``), kept by the preference feature:
/// per node, where its value is, and per key, the values in a typed array. A dictionary from
/// node to record cost 126 bytes a writer at 100,000 (48-byte entries, twice as many buckets
/// as entries past a power of two); a typed array keeps an `Int` value in 8 bytes, and the
/// per-node location is 8 bytes in a ``NodeStore``.
@MainActor
struct FoldedPreferenceWrites {
    /// Per node: its key's array in ``values`` (high 32 bits) and the value's index in it
    /// (low 32 bits), plus one, so that 0, the default, means no folded writer.
    private var locations = NodeStore(default: UInt64(0))
    /// One array of values per key written by a folded writer in this graph.
    private var values: [AnyFoldedValues] = []

    /// The write folded into `node`, if any.
    subscript(node: _ViewNode) -> FoldedPreferenceWrite? {
        guard let (array, index) = location(of: node) else { return nil }
        return FoldedPreferenceWrite(key: array.key, value: array.value(at: index))
    }

    /// Puts the value of `node`'s folded write into `values` when `asked` holds its key (P4),
    /// with no ``FoldedPreferenceWrite`` made on the way: every folded writer's node passes
    /// here each time its outputs are recomputed.
    func apply(
        of node: _ViewNode, to values: inout PreferenceValues, ifAskedIn asked: PreferenceKeySet
    ) {
        guard let (array, index) = location(of: node), asked.contains(array.key) else { return }
        values.set(array.key, array.value(at: index))
    }

    /// The key of the write folded into `node`, if any.
    func key(of node: _ViewNode) -> AnyPreferenceKey? { location(of: node)?.array.key }

    /// Whether `node` holds a folded write of the key whose type is `keyType` (compared by
    /// identity, with no lookup of the key's object).
    func holdsWrite(of node: _ViewNode, keyType: Any.Type) -> Bool {
        location(of: node)?.array.key.id == ObjectIdentifier(keyType)
    }

    private func location(of node: _ViewNode) -> (array: AnyFoldedValues, index: Int)? {
        let packed = locations[node]
        guard packed != 0 else { return nil }
        let location = packed - 1
        return (values[Int(location >> 32)], Int(location & 0xFFFF_FFFF))
    }

    /// Keeps the write staged on `key` (``FoldedPreferenceWrite/stage(_:of:for:)``) for
    /// `node` (attached, with no folded writer yet): the value goes from the key's typed
    /// object into the key's typed array, with no cast out of `Any`.
    mutating func insertStaged(of key: AnyPreferenceKey, for node: _ViewNode) {
        // A loop, not `firstIndex(where:)`: a graph has a few keys, and a closure made on the
        // main actor checks its executor on every call.
        var arrayIndex = 0
        while arrayIndex < values.count, values[arrayIndex].key !== key { arrayIndex += 1 }
        if arrayIndex == values.count { values.append(key.makeFoldedValues()) }
        let index = key.addStaged(to: values[arrayIndex])
        locations[node] = (UInt64(arrayIndex) << 32 | UInt64(index)) + 1
    }

    /// Replaces the value of `node`'s folded write with `value`, of the write's key's value
    /// type; `false` if the key calls it equal to the last one (nothing changes then).
    mutating func replaceValue<Value>(of node: _ViewNode, with value: Value) -> Bool {
        guard let (array, index) = location(of: node) else { return false }
        return array.replace(at: index, with: value)
    }

    /// Lets go of `node`'s folded write, answering its key.
    mutating func remove(_ node: _ViewNode) -> AnyPreferenceKey? {
        guard let (array, index) = location(of: node) else { return nil }
        array.remove(at: index)
        locations.clear(node)
        return array.key
    }

    /// Lets go of every folded write.
    mutating func removeAll() {
        locations.removeAll()
        values = []
    }
}

/// The values of one key's folded writers, type-erased for ``FoldedPreferenceWrites``.
@MainActor
class AnyFoldedValues {
    let key: AnyPreferenceKey
    init(key: AnyPreferenceKey) { self.key = key }
    func value(at index: Int) -> Any { fatalError("abstract") }
    /// Replaces the value at `index` with `value`, of the key's value type (generic, so that a
    /// writer's new value reaches the array without a cast); `false` when equal.
    func replace<Value>(at index: Int, with value: Value) -> Bool { fatalError("abstract") }
    func remove(at index: Int) {}
}

/// The values of key `K`'s folded writers, typed: an index freed by a writer that left is
/// reused by the next, and holds the key's default meanwhile (so it keeps no object alive).
@MainActor
final class FoldedValues<K: PreferenceKey>: AnyFoldedValues {
    // Without dynamic exclusivity checks: both arrays are private, touched on the main actor
    // only, and no access to them is held across a call that could reach them again (the
    // key's `==` sees copies). The checks were 117 instructions a folded writer.
    @exclusivity(unchecked) private var values: [K.Value] = []
    @exclusivity(unchecked) private var free: [Int] = []
    /// Equality as the key's (`==` for `Equatable` values, identity for class instances,
    /// otherwise never equal), typed: decided once per array, with no cast per comparison.
    private let equal: (K.Value, K.Value) -> Bool

    override init(key: AnyPreferenceKey) {
        equal = Self.makeEquality()
        super.init(key: key)
    }

    private static func makeEquality() -> (K.Value, K.Value) -> Bool {
        if let equatable = K.Value.self as? any Equatable.Type { return comparing(equatable) }
        if K.Value.self is AnyObject.Type { return { ($0 as AnyObject) === ($1 as AnyObject) } }
        return { _, _ in false }
    }

    /// `==` of `E`, which is `K.Value` (the type opened from it).
    private static func comparing<E: Equatable>(_: E.Type) -> (K.Value, K.Value) -> Bool {
        { unsafeBitCast($0, to: E.self) == unsafeBitCast($1, to: E.self) }
    }

    override func value(at index: Int) -> Any { values[index] }

    /// Keeps `value`, answering its index.
    func add(_ value: consuming K.Value) -> Int {
        if let reused = free.popLast() {
            values[reused] = value
            return reused
        }
        values.append(value)
        return values.count - 1
    }

    override func replace<Value>(at index: Int, with value: Value) -> Bool {
        // The caller checked the key: `Value` is `K.Value`.
        let typed = unsafeBitCast(value, to: K.Value.self)
        if equal(values[index], typed) { return false }
        values[index] = typed
        return true
    }

    override func remove(at index: Int) {
        values[index] = K.defaultValue
        free.append(index)
    }
}
