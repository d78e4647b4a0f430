/// Looks inside an `Optional` held as `Any`, whatever it wraps: the formatter prints the
/// payload, and the change check compares optional objects by identity.
protocol OptionalValue {
    var wrappedAny: Any? { get }
}

extension Optional: OptionalValue {
    var wrappedAny: Any? { self.map { $0 as Any } }
}
