/// A type-erased list of the values pushed onto a ``NavigationStack``.
public struct NavigationPath: Equatable {
    var elements: [AnyHashable]

    /// An empty path.
    public init() { elements = [] }

    /// A path holding `elements`, in order.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable & Sendable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// How many values are pushed.
    public var count: Int { elements.count }

    /// Whether nothing is pushed.
    public var isEmpty: Bool { elements.isEmpty }

    /// Pushes `value`.
    public mutating func append<V: Hashable & Sendable>(_ value: V) {
        elements.append(AnyHashable(value))
    }

    /// Pops the last `k` values.
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(k) }
}

/// Its elements are `Sendable` values (every way in requires it), erased to `AnyHashable`.
extension NavigationPath: @unchecked Sendable {}
