/// A button that opens the app's Settings scene, as the app menu's Settings… item does.
///
///     SettingsLink { Label("Settings", systemImage: "gear") }
public struct SettingsLink<Label: View>: View {
    let label: Label

    /// A link labelled by the closure.
    public init(@ViewBuilder label: () -> Label) { self.label = label() }

    /// A button that calls the environment's `openSettings`.
    public var body: some View { SettingsLinkButton(label: label) }
}

extension SettingsLink where Label == Text {
    /// A link labelled "Settings".
    public init() { self.init { Text("Settings") } }
}

/// The button inside a ``SettingsLink``: it reads `openSettings` where it is.
struct SettingsLinkButton<Label: View>: View {
    let label: Label
    @Environment(\.openSettings) private var openSettings

    var body: some View {
        Button(action: { openSettings() }) { label }
    }
}
