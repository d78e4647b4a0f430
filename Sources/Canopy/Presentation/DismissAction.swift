/// Dismisses the presentation (a sheet) the view is in: `dismiss()`. Outside a presentation it
/// does nothing.
///
///     struct Ratings: View {
///         @Environment(\.dismiss) private var dismiss
///         var body: some View { Button("Done") { dismiss() } }
///     }
public struct DismissAction: Sendable {
    let action: @MainActor @Sendable () -> Void
    /// Whether this action belongs to a presentation (the default one does not).
    var isPresentation = false

    /// Dismisses the presentation.
    @MainActor public func callAsFunction() { action() }
}

struct DismissKey: EnvironmentKey {
    static var defaultValue: DismissAction { DismissAction(action: {}) }
}

extension EnvironmentValues {
    /// Dismisses the presentation the view is in.
    public var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }

    /// Whether the view is inside a presentation (a sheet): read from the presentation's
    /// dismiss action, which only a presentation provides.
    public var isPresented: Bool { self[DismissKey.self].isPresentation }
}
