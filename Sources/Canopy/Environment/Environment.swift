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
    enum Content {
        case keyPath(KeyPath<EnvironmentValues, Value>)
        case value(Value, KeyPath<EnvironmentValues, Value>)
    }
    var content: Content

    /// Reads the value at `keyPath` in the environment of the view that declares this property.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        content = .keyPath(keyPath)
    }

    /// The current value. Outside a mounted view this is the key's default, and a diagnostic
    /// is recorded in ``UnhostedDiagnostics``.
    public var wrappedValue: Value {
        switch content {
        case .value(let value, _):
            return value
        case .keyPath(let keyPath):
            UnhostedDiagnostics.record(
                Diagnostic(
                    kind: .environmentReadOutsideView,
                    message:
                        "Accessing Environment<\(Value.self)>'s value outside of being installed on a View. This will always read the default value."
                ))
            return EnvironmentValues()[keyPath: keyPath]
        }
    }

    var keyPath: KeyPath<EnvironmentValues, Value> {
        switch content {
        case .keyPath(let keyPath), .value(_, let keyPath): keyPath
        }
    }

    /// Installs the value this node's environment holds, recording which keys it read.
    @MainActor public mutating func _install(_ context: inout _PropertyInstallContext) {
        let keyPath = self.keyPath
        content = .value(context.readEnvironment { $0[keyPath: keyPath] }, keyPath)
    }
}

extension Environment: _InputComparable {
    static func _inputsEqual(_ lhs: Self, _ rhs: Self) -> Bool { lhs.keyPath == rhs.keyPath }
}

extension Environment: @unchecked Sendable where Value: Sendable {}
