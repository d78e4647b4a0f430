/// Reads of the preference pass's outputs that look at a node's values where the store keeps
/// them: the subscript's getter copies the node's whole list (its key, its first value through
/// the value's type, its other values), and a combine or a comparison needs one value, or
/// only whether there is any.
///
/// The entry is read through the array's span, whose subscript addresses it: the array's own
/// subscript copies the element out, and a buffer pointer's closure, made on the main actor,
/// checks its executor on every call. The tests that a pass makes on its own store are
/// `mutating`, though they change nothing: a call on a class's stored property otherwise
/// copies the store (its array and its default) to call it.
extension NodeStore where Value == PreferenceValues {
    /// Whether `node` produced no value.
    @inline(__always) @MainActor mutating func producesNothing(_ node: _ViewNode) -> Bool {
        let index = node.storeIndex
        guard index < values.count else { return defaultValue.isEmpty }
        return values.span[index].isEmpty
    }

    /// Whether `node`'s values differ from `values` (see ``PreferenceValues/isEqual(to:)``):
    /// a node with none, as every node a mount makes has, is told apart by a test of both.
    @inline(__always) @MainActor mutating func differ(
        _ node: _ViewNode, from values: PreferenceValues
    ) -> Bool {
        if producesNothing(node) { return !values.isEmpty }
        return !values.isEqual(to: self[node])
    }

    /// The value `node` produced for `key`, if any.
    @inline(__always) @MainActor func value(of node: _ViewNode, for key: AnyPreferenceKey) -> Any? {
        let index = node.storeIndex
        guard index < values.count else { return defaultValue[key] }
        return values.span[index][key]
    }
}
