/// The preference values one subtree produced, one per requested key that something in it
/// wrote (or that dynamic content defaulted, P3). Small: a node rarely carries more than a few
/// keys, so it is a list, not a dictionary.
///
/// The first value is kept inline and only the others in an array: nearly every node
/// produces one key, and an array a node (each folded writer's, each combining container's)
/// was an allocation in the mount and a free in the teardown, which at 100,000 leaves made
/// about 111,000 of each, plus a retain and a release wherever a parent shared its child's.
@MainActor
struct PreferenceValues {
    struct Item {
        let key: AnyPreferenceKey
        var value: Any
    }

    // The first item is two fields, not an `Item?`: an optional of a struct that holds an
    // `Any` is copied, destroyed and tested through the runtime's generic enum witnesses
    // (found through its metadata), and these values are copied for nearly every node a mount
    // makes (a parent sharing its child's, the store's reads and writes, the comparisons).

    /// The first value's key, `nil` while there is no value.
    private var firstKey: AnyPreferenceKey?
    /// The first value; `()` while ``firstKey`` is `nil`.
    private var firstValue: Any = ()
    /// The values after the first, in the order their keys were added; `nil` rather than
    /// empty, so that a copy of a list of one value retains only its key.
    private var rest: [Item]?

    init() {}

    var isEmpty: Bool { firstKey == nil }

    /// The values, in the order their keys were added.
    var items: [Item] {
        guard let firstKey else { return [] }
        return [Item(key: firstKey, value: firstValue)] + (rest ?? [])
    }

    /// How many values there are.
    var count: Int { firstKey == nil ? 0 : 1 + (rest?.count ?? 0) }

    // Lookups are loops, not `first(where:)`: a closure made on the main actor checks its
    // executor on every call, and these run for every node in a preference pass.
    private func index(inRest key: AnyPreferenceKey) -> Int? {
        guard let rest else { return nil }
        var index = 0
        while index < rest.count {
            if rest[index].key === key { return index }
            index += 1
        }
        return nil
    }

    subscript(key: AnyPreferenceKey) -> Any? {
        // Not `index(of:).map { … }`: that closure, made on the main actor, checked its
        // executor on every lookup (one per child and key in every combine).
        get {
            if firstKey === key { return firstValue }
            guard let index = index(inRest: key) else { return nil }
            return rest![index].value
        }
        set {
            if firstKey === key {
                if let newValue {
                    firstValue = newValue
                } else if let next = rest?.first {
                    // The next value becomes the first: the order stays.
                    firstKey = next.key
                    firstValue = next.value
                    rest!.removeFirst()
                    if rest!.isEmpty { rest = nil }
                } else {
                    firstKey = nil
                    firstValue = ()
                }
            } else if let index = index(inRest: key) {
                if let newValue {
                    rest![index].value = newValue
                } else {
                    rest!.remove(at: index)
                    if rest!.isEmpty { rest = nil }
                }
            } else if let newValue {
                append(key, newValue)
            }
        }
    }

    /// Sets `key`'s value, as the subscript does with a value that is not `nil`, with no
    /// optional made and copied on the way (every folded writer's node sets its value so).
    mutating func set(_ key: AnyPreferenceKey, _ value: Any) {
        if firstKey === key {
            firstValue = value
        } else if let index = index(inRest: key) {
            rest![index].value = value
        } else {
            append(key, value)
        }
    }

    /// Adds a value for a key this list does not hold yet (computing outputs, one per key).
    mutating func append(_ key: AnyPreferenceKey, _ value: Any) {
        if firstKey == nil {
            firstKey = key
            firstValue = value
        } else if rest == nil {
            rest = [Item(key: key, value: value)]
        } else {
            rest!.append(Item(key: key, value: value))
        }
    }

    /// Whether both hold the same keys with equal values (non-`Equatable` values never are).
    func isEqual(to other: PreferenceValues) -> Bool {
        guard count == other.count else { return false }
        guard let firstKey else { return true }
        guard other.holds(firstKey, equalTo: firstValue) else { return false }
        guard let rest else { return true }
        for item in rest where !other.holds(item.key, equalTo: item.value) { return false }
        return true
    }

    /// Whether this list holds a value for `key` equal to `value` (compared as
    /// `key.isEqual(value, mine)`), looked at in place rather than copied out as an `Any?`.
    private func holds(_ key: AnyPreferenceKey, equalTo value: Any) -> Bool {
        if firstKey === key { return key.isEqual(value, firstValue) }
        guard let index = index(inRest: key) else { return false }
        return key.isEqual(value, rest![index].value)
    }
}

/// The keys an ancestor asked for. Shared down the tree like the environment: a node that
/// changes nothing hands its own list to its children.
@MainActor
struct PreferenceKeySet {
    private(set) var keys: [AnyPreferenceKey] = []

    var isEmpty: Bool { keys.isEmpty }

    func contains(_ key: AnyPreferenceKey) -> Bool {
        for candidate in keys where candidate === key { return true }
        return false
    }

    func isSubset(of other: PreferenceKeySet) -> Bool { keys.allSatisfy(other.contains) }

    /// Whether both list the same keys in the same order.
    func isIdentical(to other: PreferenceKeySet) -> Bool {
        guard keys.count == other.keys.count else { return false }
        for (key, otherKey) in zip(keys, other.keys) where key !== otherKey { return false }
        return true
    }

    func adding(_ key: AnyPreferenceKey) -> PreferenceKeySet {
        guard !contains(key) else { return self }
        if let last = key.lastAddition, last.to.isIdentical(to: self) { return last.result }
        var copy = self
        copy.keys.append(key)
        key.lastAddition = (self, copy)
        return copy
    }

    func removing(_ key: AnyPreferenceKey) -> PreferenceKeySet {
        guard contains(key) else { return self }
        if let last = key.lastRemoval, last.from.isIdentical(to: self) { return last.result }
        var copy = self
        copy.keys.removeAll { $0 === key }
        key.lastRemoval = (self, copy)
        return copy
    }
}
