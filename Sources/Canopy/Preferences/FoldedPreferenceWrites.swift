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

    /// The key of the write folded into `node`, if any.
    func key(of node: _ViewNode) -> AnyPreferenceKey? { location(of: node)?.array.key }

    private func location(of node: _ViewNode) -> (array: AnyFoldedValues, index: Int)? {
        let packed = locations[node]
        guard packed != 0 else { return nil }
        let location = packed - 1
        return (values[Int(location >> 32)], Int(location & 0xFFFF_FFFF))
    }

    /// Keeps `write` for `node` (attached, with no folded writer yet).
    mutating func insert(_ write: FoldedPreferenceWrite, for node: _ViewNode) {
        let arrayIndex: Int
        if let found = values.firstIndex(where: { $0.key === write.key }) {
            arrayIndex = found
        } else {
            arrayIndex = values.count
            values.append(write.key.makeFoldedValues())
        }
        let index = values[arrayIndex].add(write.value)
        locations[node] = (UInt64(arrayIndex) << 32 | UInt64(index)) + 1
    }

    /// Replaces the value of `node`'s folded write; `false` if the key calls it equal to the
    /// last one (nothing changes then).
    mutating func replaceValue(of node: _ViewNode, with value: Any) -> Bool {
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
    func add(_ value: Any) -> Int { fatalError("abstract") }
    func replace(at index: Int, with value: Any) -> Bool { fatalError("abstract") }
    func remove(at index: Int) {}
}

/// The values of key `K`'s folded writers, typed: an index freed by a writer that left is
/// reused by the next, and holds the key's default meanwhile (so it keeps no object alive).
@MainActor
final class FoldedValues<K: PreferenceKey>: AnyFoldedValues {
    private var values: [K.Value] = []
    private var free: [Int] = []

    override func value(at index: Int) -> Any { values[index] }

    override func add(_ value: Any) -> Int {
        let typed = value as! K.Value
        if let reused = free.popLast() {
            values[reused] = typed
            return reused
        }
        values.append(typed)
        return values.count - 1
    }

    override func replace(at index: Int, with value: Any) -> Bool {
        if key.isEqual(values[index], value) { return false }
        values[index] = value as! K.Value
        return true
    }

    override func remove(at index: Int) {
        values[index] = K.defaultValue
        free.append(index)
    }
}
