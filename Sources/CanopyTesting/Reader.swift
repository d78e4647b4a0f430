import Canopy

/// The spec's `Reader(k)`: a leaf view that reads one environment value and shows it, so tests
/// can see what a position in the tree reads.
///
///     VStack {
///         Reader(\.colorScheme).environment(\.colorScheme, .dark)   // Reader, Text "dark"
///         Reader(\.colorScheme)                                     // Reader, Text "light"
///     }
public struct Reader<Value>: View {
    @Environment private var value: Value
    private let label: String?

    /// Reads the value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>, label: String? = nil) {
        _value = Environment(keyPath)
        self.label = label
    }

    /// Shows the value read, prefixed by the label when there is one.
    public var body: some View {
        let text = (value as? String) ?? ValueFormatter.format(value)
        return Text(label.map { "\($0): \(text)" } ?? text)
    }
}
