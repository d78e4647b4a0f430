/// The preference values one subtree produced, one per requested key that something in it
/// wrote (or that dynamic content defaulted, P3). Small: a node rarely carries more than a few
/// keys, so it is a list, not a dictionary.
@MainActor
struct PreferenceValues {
    struct Item {
        let key: AnyPreferenceKey
        var value: Any
    }

    private(set) var items: [Item] = []

    var isEmpty: Bool { items.isEmpty }

    // Lookups are loops, not `first(where:)`: a closure made on the main actor checks its
    // executor on every call, and these run for every node in a preference pass.
    private func index(of key: AnyPreferenceKey) -> Int? {
        var index = 0
        while index < items.count {
            if items[index].key === key { return index }
            index += 1
        }
        return nil
    }

    subscript(key: AnyPreferenceKey) -> Any? {
        // Not `index(of:).map { … }`: that closure, made on the main actor, checked its
        // executor on every lookup (one per child and key in every combine).
        get {
            guard let index = index(of: key) else { return nil }
            return items[index].value
        }
        set {
            if let index = index(of: key) {
                if let newValue { items[index].value = newValue } else { items.remove(at: index) }
            } else if let newValue {
                items.append(Item(key: key, value: newValue))
            }
        }
    }

    /// Adds a value for a key this list does not hold yet (computing outputs, one per key).
    mutating func append(_ key: AnyPreferenceKey, _ value: Any) {
        items.append(Item(key: key, value: value))
    }

    /// Whether both hold the same keys with equal values (non-`Equatable` values never are).
    func isEqual(to other: PreferenceValues) -> Bool {
        guard items.count == other.items.count else { return false }
        for item in items {
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
