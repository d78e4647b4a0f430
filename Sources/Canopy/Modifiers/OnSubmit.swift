/// Runs `action` when a text field in the modified view is submitted (Return): the host does
/// it with ``ViewHost/submit(_:)``. Actions flow **down** to the fields through the
/// environment; a field runs every action around it, innermost first.
nonisolated struct _OnSubmitModifier: ViewModifier, PrimitiveModifier, EnvironmentWritingModifier {
    public typealias Body = Never
    let action: SubmitAction

    func writeEnvironment(_ environment: inout EnvironmentValues) {
        environment.submitActions = [action] + environment.submitActions
    }

    @MainActor func renderAttributes(into attributes: inout [String], node: ModifierNode) {
        attributes.append(".onSubmit")
    }
}

/// One `onSubmit` action (a closure: a re-evaluated modifier always counts as changed), and
/// the kinds of field it answers (C18).
struct SubmitAction: Sendable {
    var triggers: SubmitTriggers = .text
    let run: @MainActor @Sendable () -> Void
}

struct SubmitActionsKey: EnvironmentKey, RuntimeEnvironmentKey {
    static let defaultValue: [SubmitAction] = []
}

extension EnvironmentValues {
    /// The `onSubmit` actions around a view, innermost first.
    var submitActions: [SubmitAction] {
        get { self[SubmitActionsKey.self] }
        set { self[SubmitActionsKey.self] = newValue }
    }
}

/// The kinds of submission an `onSubmit` answers.
public struct SubmitTriggers: OptionSet, Sendable, Hashable {
    /// The set's raw bits.
    public let rawValue: Int
    /// A set from its raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Text fields and secure fields.
    public static let text = SubmitTriggers(rawValue: 1 << 0)
    /// Search fields.
    public static let search = SubmitTriggers(rawValue: 1 << 1)
}

extension View {
    /// Runs `action` when a field of `triggers`' kinds in this view is submitted: `.text`
    /// for text and secure fields, `.search` for the search field of a `searchable` it is
    /// applied around (C18).
    public func onSubmit(
        of triggers: SubmitTriggers = .text, _ action: @escaping @MainActor @Sendable () -> Void
    ) -> some View {
        modifier(_OnSubmitModifier(action: SubmitAction(triggers: triggers, run: action)))
    }
}

/// `submitScope()`: the `onSubmit` actions around the modified view do not hear submissions
/// from inside it. The actions flow **down** through the environment, so the scope empties
/// the list its content reads.
nonisolated struct _SubmitScopeModifier: ViewModifier, PrimitiveModifier,
    EnvironmentWritingModifier
{
    public typealias Body = Never
    let isBlocking: Bool

    func writeEnvironment(_ environment: inout EnvironmentValues) {
        if isBlocking { environment.submitActions = [] }
    }

    @MainActor func renderAttributes(into attributes: inout [String], node: ModifierNode) {
        attributes.append(isBlocking ? ".submitScope" : ".submitScope(false)")
    }
}

extension View {
    /// Keeps the `onSubmit` actions outside this view from running when a field inside it is
    /// submitted (while `isBlocking`).
    public func submitScope(_ isBlocking: Bool = true) -> some View {
        modifier(_SubmitScopeModifier(isBlocking: isBlocking))
    }
}
