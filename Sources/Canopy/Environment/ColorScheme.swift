/// Light or dark appearance.
public enum ColorScheme: String, Sendable, Hashable, CaseIterable {
    /// The light appearance: dark content on light backgrounds. Hosts start with it (D6).
    case light
    /// The dark appearance: light content on dark backgrounds.
    case dark
}

struct ColorSchemeKey: EnvironmentKey {
    static let defaultValue: ColorScheme = .light
}

extension EnvironmentValues {
    /// The appearance views are drawn in. Hosts start with `.light` (D6); an environment write
    /// changes it for a subtree only (E3), and `preferredColorScheme` for a whole window.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
}
