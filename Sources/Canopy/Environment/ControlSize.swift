/// The size of controls.
public enum ControlSize: String, Sendable, Hashable, CaseIterable {
    /// The smallest control size.
    case mini
    /// One step smaller than `.regular`.
    case small
    /// The standard control size, and the default.
    case regular
    /// One step larger than `.regular`.
    case large
    /// The largest control size.
    case extraLarge
}

struct ControlSizeKey: EnvironmentKey {
    static let defaultValue: ControlSize = .regular
}

extension EnvironmentValues {
    /// The size of controls below this point; `.regular` by default.
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
}

extension View {
    /// Sets the size of controls in this view and below.
    public func controlSize(_ controlSize: ControlSize) -> some View {
        environmentValue(\.controlSize, controlSize, call: "controlSize")
    }
}

extension ControlSize: AttributeArgument {
    var attributeArgument: String { "." + rawValue }
}
