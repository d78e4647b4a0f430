/// Bindings made from other bindings, as SwiftUI offers them: an optional view of a value, a
/// value view of an optional that is set, and a type-erased hashable value. Each reads and
/// writes through the binding it was made from.
extension Binding {
    /// A binding to `base`'s value as an optional; writing `nil` leaves the value as it is.
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(
            get: { base.wrappedValue },
            set: { newValue in if let newValue { base.wrappedValue = newValue } })
    }

    /// A binding to the value `base` holds, or `nil` when it holds none: what a view that
    /// edits an optional's value once it exists takes (`if let binding = Binding($draft)`).
    @MainActor public init?(_ base: Binding<Value?>) {
        guard let initial = base.wrappedValue else { return nil }
        // The last value seen stands in if the optional becomes nil while the view is shown.
        nonisolated(unsafe) var last = initial
        self.init(
            get: {
                if let current = base.wrappedValue { last = current }
                return last
            },
            set: { base.wrappedValue = $0 })
    }

    /// A binding to `base`'s value, type-erased; writing a value of another type is ignored.
    public init<V: Hashable>(_ base: Binding<V>) where Value == AnyHashable {
        self.init(
            get: { AnyHashable(base.wrappedValue) },
            set: { newValue in if let typed = newValue.base as? V { base.wrappedValue = typed } })
    }
}
