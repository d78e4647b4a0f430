/// Writes one environment value for the modified view and everything below it (E3). Of two
/// chained writers the one closest to the view wins (E4).
///
/// Public, like SwiftUI's, only so that ``View/environment(_:_:)`` can name the type it
/// returns: an opaque result would be resolved at run time (a demangling) each time a generic
/// view's body calls it.
nonisolated public struct _EnvironmentKeyWritingModifier<Value>: ViewModifier,
    PrimitiveModifier, EnvironmentWritingModifier
{
    public typealias Body = Never
    @usableFromInline let keyPath: WritableKeyPath<EnvironmentValues, Value>
    @usableFromInline let value: Value

    @usableFromInline init(keyPath: WritableKeyPath<EnvironmentValues, Value>, value: Value) {
        self.keyPath = keyPath
        self.value = value
    }

    func writeEnvironment(_ environment: inout EnvironmentValues) {
        environment[keyPath: keyPath] = value
    }

    @MainActor func renderAttributes(into attributes: inout [String], node: ModifierNode) {
        // The runtime's own plumbing (a menu's closing action) is not the app's to read.
        for entry in node.providedEntries.reversed() {
            guard let name = RenderedKeyNames.name(of: entry.keyType) else { continue }
            attributes.append(environmentAttributeText(name: name, value: entry.value))
        }
    }
}

/// Transforms one environment value for the modified view and everything below it: the
/// closure receives the inherited value (E6). Public for the reason
/// ``_EnvironmentKeyWritingModifier`` is.
nonisolated public struct _EnvironmentKeyTransformModifier<Value>: ViewModifier,
    PrimitiveModifier, EnvironmentWritingModifier
{
    public typealias Body = Never
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let transform: (inout Value) -> Void

    static var transformsEnvironment: Bool { true }

    func writeEnvironment(_ environment: inout EnvironmentValues) {
        var value = environment[keyPath: keyPath]
        transform(&value)
        environment[keyPath: keyPath] = value
    }

    @MainActor func renderAttributes(into attributes: inout [String], node: ModifierNode) {
        for entry in node.providedEntries.reversed() {
            attributes.append(
                ".transformEnvironment(\\.\(environmentKeyName(entry.keyType))) → \(ValueFormatter.format(entry.value))"
            )
        }
    }
}

extension View {
    /// Sets the environment value at `keyPath` for this view and everything below it. Values
    /// flow **down**: siblings and ancestors keep theirs (E3), and a writer closer to a view
    /// wins over one further out (E4).
    ///
    ///     VStack {
    ///         Reader(\.accent).environment(\.accent, "red")   // reads "red"
    ///         Reader(\.accent)                                 // reads the default
    ///     }
    ///     Reader(\.n).environment(\.n, 1).environment(\.n, 2)  // reads 1
    ///
    /// Inlinable, like ``View/modifier(_:)``: a call from another module is specialized for
    /// its view and value.
    @inlinable public func environment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V
    )
        -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<V>>
    {
        modifier(_EnvironmentKeyWritingModifier(keyPath: keyPath, value: value))
    }

    /// Transforms the environment value at `keyPath` for this view and everything below it. The
    /// closure receives the value inherited at this point: the nearest ancestor's, or the
    /// default (E6).
    ///
    ///     Reader(\.n).transformEnvironment(\.n) { $0 += 1 }.environment(\.n, 10)  // reads 11
    ///     Reader(\.n).transformEnvironment(\.n) { $0 += 1 }                       // reads 1
    public func transformEnvironment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
    ) -> ModifiedContent<Self, _EnvironmentKeyTransformModifier<V>> {
        modifier(_EnvironmentKeyTransformModifier(keyPath: keyPath, transform: transform))
    }
}
