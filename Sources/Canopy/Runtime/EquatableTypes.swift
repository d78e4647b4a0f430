/// ``ValueEquality/equalAny(_:_:)`` with whether a value's type is `Equatable` found once per
/// type. Asked of a value held as `Any`, the cast to `any Equatable` is a conformance lookup
/// (about 2,000 instructions a comparison in `canopy-bench`'s mount, where each group's first
/// leaf checks the environment values it read against their entries); a type's `==` is
/// decided the first time, and kept.
@MainActor
enum EquatableTypes {
    /// The type's `==` on values held as `Any`, or `nil` when it is not `Equatable`.
    private struct Known {
        let equal: ((Any, Any) -> Bool)?
    }

    @exclusivity(unchecked) private static var known = TypeTable<Known>()

    /// Whether `lhs` and `rhs` are the same value, as ``ValueEquality/equalAny(_:_:)`` says:
    /// by `==` when the type `lhs` holds is `Equatable`, otherwise by that function's other
    /// rules.
    static func equalAny(_ lhs: Any, _ rhs: Any) -> Bool {
        let type = type(of: lhs)
        let found: Known
        if let cached = known[type] {
            found = cached
        } else {
            found = Known(equal: (type as? any Equatable.Type).map { comparator(for: $0) })
            known[type] = found
        }
        guard let equal = found.equal else { return ValueEquality.equalAny(lhs, rhs) }
        return equal(lhs, rhs)
    }

    /// `==` of `E` on a left value that holds an `E` (the table is keyed by its type) and a
    /// right value that usually does; one that is no `E` is not equal, as `isEqual(toAny:)`
    /// says.
    private static func comparator<E: Equatable>(for _: E.Type) -> (Any, Any) -> Bool {
        { lhs, rhs in
            let left = castExactly(lhs, to: E.self)
            func open<Right>(_ right: Right) -> Bool {
                if Right.self == E.self { return left == unsafeBitCast(right, to: E.self) }
                guard let right = right as? E else { return false }
                return left == right
            }
            return _openExistential(rhs, do: open)
        }
    }
}
