/// An animator's trigger value, whatever its type: the animator compares each new one with the
/// last it saw, by `==` (T19, T20).
struct AnimatorTrigger {
    private let value: Any
    private let equals: (Any) -> Bool

    init<Value: Equatable>(_ value: Value) {
        self.value = value
        equals = { other in (other as? Value) == value }
    }

    /// Whether `other` holds a value of the same type, equal to this one.
    func isEqual(to other: AnimatorTrigger) -> Bool { equals(other.value) }
}
