/// Reads a value from the environment: the value written by the nearest ancestor, or the key's
/// default (E1, E4). Values flow **down**; a view cannot write through this wrapper (E7).
///
/// The view reads the environment at the place it is inserted, so modifiers applied to it from
/// outside are visible and modifiers inside its own body are not (E5). Only the views that read
/// a key are re-evaluated when it changes.
///
///     struct Badge: View {
///         @Environment(\.colorScheme) private var scheme
///         var body: some View { Text(scheme == .dark ? "🌙" : "☀️") }
///     }
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    @usableFromInline let keyPath: KeyPath<EnvironmentValues, Value>
    /// The value installed for the current evaluation; `nil` on a view value never mounted.
    @usableFromInline var installed: Value?

    /// Reads the value at `keyPath` in the environment of the view that declares this property.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    /// The current value. Outside a mounted view this is the key's default, and a diagnostic
    /// is recorded in ``UnhostedDiagnostics``.
    @inlinable public var wrappedValue: Value {
        if let installed { return installed }
        return Self.readOutsideView(keyPath)
    }

    @usableFromInline static func readOutsideView(_ keyPath: KeyPath<EnvironmentValues, Value>)
        -> Value
    {
        UnhostedDiagnostics.record(
            Diagnostic(
                kind: .environmentReadOutsideView,
                message:
                    "Accessing Environment<\(Value.self)>'s value outside of being installed on a View. This will always read the default value."
            ))
        return EnvironmentValues()[keyPath: keyPath]
    }

    /// Installs the value this node's environment holds, recording which keys it read;
    /// `@Environment(\.self)` depends on every value.
    @MainActor public mutating func _install(_ context: inout _PropertyInstallContext) {
        if Value.self == EnvironmentValues.self {
            installed = context.node.readWholeEnvironment() as? Value
        } else {
            let keyPath = self.keyPath
            installed = context.readEnvironment { $0[keyPath: keyPath] }
        }
    }
}

extension Environment: _InputComparable {
    static func _inputsEqual(_ lhs: Self, _ rhs: Self) -> Bool { lhs.keyPath == rhs.keyPath }
}

extension Environment: @unchecked Sendable where Value: Sendable {}
