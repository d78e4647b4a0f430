/// Dismisses the presentation (a sheet) the view is in: `dismiss()`. Outside a presentation it
/// does nothing.
///
///     struct Ratings: View {
///         @Environment(\.dismiss) private var dismiss
///         var body: some View { Button("Done") { dismiss() } }
///     }
public struct DismissAction: Sendable, Equatable {
    let action: @MainActor @Sendable () -> Void
    /// Whether this action belongs to a presentation (the default one does not).
    var isPresentation = false
    /// Identifies the presentation the action dismisses: two actions are equal when they
    /// dismiss the same one.
    private let identity = DismissIdentity()

    init(action: @escaping @MainActor @Sendable () -> Void, isPresentation: Bool = false) {
        self.action = action
        self.isPresentation = isPresentation
    }

    /// Whether both dismiss the same presentation.
    public static func == (lhs: DismissAction, rhs: DismissAction) -> Bool {
        lhs.identity === rhs.identity
    }

    /// Dismisses the presentation.
    @MainActor public func callAsFunction() { action() }
}

private final class DismissIdentity: Sendable {}

struct DismissKey: EnvironmentKey {
    static let defaultValue = DismissAction(action: {})
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
