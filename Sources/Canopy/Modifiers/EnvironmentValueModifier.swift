/// A built-in modifier that SwiftUI implements as an environment value (`.lineLimit(2)`,
/// `.tint(.green)`, `.imageScale(.large)`): it writes its value for the modified view and
/// everything below it, so it flows **down** (E3), the modifier closest to a view wins (E4),
/// and only the views that read the value are updated when it changes (E7). It prints on its
/// content's line as the call is written.
nonisolated struct _EnvironmentValueModifier<Value>: ViewModifier, PrimitiveModifier,
    EnvironmentWritingModifier
{
    typealias Body = Never
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let value: Value
    /// How the value meets the inherited one: `nil` replaces it; a function combines them
    /// (`.disabled` can only disable, `.redacted` adds a reason).
    let combine: ((_ inherited: Value, _ value: Value) -> Value)?
    /// `.lineLimit(2)`; empty prints nothing.
    let attributeText: String

    func writeEnvironment(_ environment: inout EnvironmentValues) {
        guard let combine else {
            environment[keyPath: keyPath] = value
            return
        }
        environment[keyPath: keyPath] = combine(environment[keyPath: keyPath], value)
    }

    @MainActor func renderAttributes(into attributes: inout [String], node: ModifierNode) {
        if !attributeText.isEmpty { attributes.append(attributeText) }
    }
}

extension View {
    /// Writes `value` at `keyPath` for this view and below, printed as `text`.
    func environmentValue<Value>(
        _ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value, printed text: String,
        combine: ((Value, Value) -> Value)? = nil
    ) -> ModifiedContent<Self, _EnvironmentValueModifier<Value>> {
        modifier(
            _EnvironmentValueModifier(
                keyPath: keyPath, value: value, combine: combine, attributeText: text))
    }

    /// Writes `value` at `keyPath`, printed as `.name(argument)`.
    func environmentValue<Value: AttributeArgument>(
        _ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value, call name: String
    ) -> ModifiedContent<Self, _EnvironmentValueModifier<Value>> {
        environmentValue(keyPath, value, printed: "." + name + "(" + value.attributeArgument + ")")
    }
}
