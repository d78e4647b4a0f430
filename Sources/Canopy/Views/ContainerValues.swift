/// Values a view sets for the container that holds it (`containerValue(_:_:)`), read by
/// containers built on subviews. Canopy records them: its containers are built in; the type
/// and `@Entry` exist so such code compiles.
public struct ContainerValues: @unchecked Sendable {
    var storage: [ObjectIdentifier: Any] = [:]

    /// The value for `key`, or its default.
    public subscript<K: ContainerValueKey>(key: K.Type) -> K.Value {
        get { storage[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { storage[ObjectIdentifier(key)] = newValue }
    }
}

/// A key for a value in ``ContainerValues``.
public protocol ContainerValueKey {
    /// The type of the value.
    associatedtype Value
    /// The value when none was set.
    static var defaultValue: Value { get }
}

extension View {
    /// Sets a container value of this view (recorded).
    public func containerValue<V>(_ keyPath: WritableKeyPath<ContainerValues, V>, _ value: V)
        -> some View
    {
        attribute("containerValue", ErasedArgument(value))
    }
}
