/// Decides "did this value change?", which gates every skip in the runtime: `==` when the
/// value is `Equatable` (checked at run time by opening the existential), class instances by
/// identity, and anything else counts as changed.
enum ValueEquality {
    static func equal<T>(_ lhs: T, _ rhs: T) -> Bool {
        if let equatable = lhs as? any Equatable {
            return equatable.isEqual(toAny: rhs)
        }
        if T.self is AnyObject.Type {
            return (lhs as AnyObject) === (rhs as AnyObject)
        }
        if T.self is any OptionalValue.Type { return equalAny(lhs, rhs) }
        return false
    }

    static func equalAny(_ lhs: Any, _ rhs: Any) -> Bool {
        if let equatable = lhs as? any Equatable {
            return equatable.isEqual(toAny: rhs)
        }
        if type(of: lhs) is AnyObject.Type, type(of: rhs) is AnyObject.Type {
            return (lhs as AnyObject) === (rhs as AnyObject)
        }
        // Two bindings to one location are one input (an environment's `editMode`).
        if let comparable = lhs as? any _InputComparable {
            return inputsEqual(comparable, rhs)
        }
        // An optional object (`environmentObject` stores `T?`) is the same when both are empty
        // or both hold the same instance.
        if let lhs = lhs as? any OptionalValue, let rhs = rhs as? any OptionalValue {
            switch (lhs.wrappedAny, rhs.wrappedAny) {
            case (nil, nil): return true
            case (let left?, let right?): return equalAny(left, right)
            default: return false
            }
        }
        return false
    }
}

extension Equatable {
    fileprivate func isEqual(toAny other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}

/// A stored property with its own idea of "same input" when a parent re-creates the view:
/// `@State` is always the same (its value lives in the node), `@Environment` compares key
/// paths (changes arrive through the reader sets), `@Binding` compares what it points at.
protocol _InputComparable {
    static func _inputsEqual(_ lhs: Self, _ rhs: Self) -> Bool
}

/// Whether `rhs` is a `T` equal to `lhs` as an input.
private func inputsEqual<T: _InputComparable>(_ lhs: T, _ rhs: Any) -> Bool {
    guard let rhs = rhs as? T else { return false }
    return T._inputsEqual(lhs, rhs)
}

/// Decides whether a view value handed down by a re-evaluated parent differs from the one the
/// node holds. `Equatable` views use `==`; other structs compare field by field with the
/// per-type layout (no `Mirror` on this path); a closure or an unknown field counts as changed.
enum ViewInputs {
    @MainActor
    static func equal<V>(_ lhs: V, _ rhs: V) -> Bool {
        TypeFields.of(V.self).valuesEqual(lhs, rhs)
    }
}
