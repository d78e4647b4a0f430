/// The color scheme a presentation prefers: a preference that flows **up** to the enclosing
/// window, whose resolved scheme then flows **down** to every view in it (E10).
///
/// An outer writer replaces an inner one, even with `nil` (P4); among siblings the first
/// non-`nil` value in tree order wins.
public struct PreferredColorSchemeKey: PreferenceKey {
    /// No preference.
    public static let defaultValue: ColorScheme? = nil

    /// Keeps the first non-`nil` scheme.
    public static func reduce(value: inout ColorScheme?, nextValue: () -> ColorScheme?) {
        if value == nil { value = nextValue() }
    }
}

extension View {
    /// Asks the enclosing window to use `colorScheme`. Unlike `.environment(\.colorScheme, …)`,
    /// which changes only this subtree (E3), the window's resolved scheme reaches every view in
    /// it, ancestors and siblings included; other windows keep theirs (E10).
    ///
    ///     VStack {
    ///         Text("First").preferredColorScheme(.light).preferredColorScheme(nil)
    ///         Text("Second").preferredColorScheme(.dark)
    ///         Reader(\.colorScheme)                     // reads dark
    ///     }
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        preference(key: PreferredColorSchemeKey.self, value: colorScheme)
    }
}

extension PreferredColorSchemeKey: WindowPreferenceKey {}
