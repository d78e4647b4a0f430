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

    /// The first value, if any.
    private var first: Item?
    /// The values after the first, in the order their keys were added.
    private var rest: [Item] = []

    init() {}

    var isEmpty: Bool { first == nil }

    /// The values, in the order their keys were added.
    var items: [Item] {
        guard let first else { return [] }
        return [first] + rest
    }

    /// How many values there are.
    var count: Int { first == nil ? 0 : 1 + rest.count }

    // Lookups are loops, not `first(where:)`: a closure made on the main actor checks its
    // executor on every call, and these run for every node in a preference pass.
    private func index(inRest key: AnyPreferenceKey) -> Int? {
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
            guard let first else { return nil }
            if first.key === key { return first.value }
            guard let index = index(inRest: key) else { return nil }
            return rest[index].value
        }
        set {
            if let current = first, current.key === key {
                if let newValue {
                    first!.value = newValue
                } else {
                    // The next value, if any, becomes the first: the order stays.
                    first = rest.isEmpty ? nil : rest.removeFirst()
                }
            } else if let index = index(inRest: key) {
                if let newValue { rest[index].value = newValue } else { rest.remove(at: index) }
            } else if let newValue {
                append(key, newValue)
            }
        }
    }

    /// Adds a value for a key this list does not hold yet (computing outputs, one per key).
    mutating func append(_ key: AnyPreferenceKey, _ value: Any) {
        if first == nil {
            first = Item(key: key, value: value)
        } else {
            rest.append(Item(key: key, value: value))
        }
    }

    /// Whether both hold the same keys with equal values (non-`Equatable` values never are).
    func isEqual(to other: PreferenceValues) -> Bool {
        guard count == other.count else { return false }
        if let first {
            guard let value = other[first.key], first.key.isEqual(first.value, value) else {
                return false
            }
        }
        for item in rest {
            guard let value = other[item.key], item.key.isEqual(item.value, value) else {
                return false
            }
        }
        return true
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
