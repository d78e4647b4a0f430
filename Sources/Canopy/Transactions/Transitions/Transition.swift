/// Where a view is in its transition: about to appear, in place, or having left (T17).
public enum TransitionPhase: Hashable, Sendable {
    /// Inserted, before it animates in: the transition's active look.
    case willAppear
    /// In place: the identity look.
    case identity
    /// Removed: the look it animates out to.
    case didDisappear

    /// Whether the phase is ``identity``.
    public var isIdentity: Bool { self == .identity }

    /// -1 before appearing, 0 in place, 1 after leaving.
    public var value: Double {
        switch self {
        case .willAppear: -1
        case .identity: 0
        case .didDisappear: 1
        }
    }
}

/// A transition written as a body over its phase (iOS 17): ``body(content:phase:)`` gives the
/// content its look for the phase, and the changes between phases animate.
///
///     struct Twirl: Transition {
///         func body(content: Content, phase: TransitionPhase) -> some View {
///             content.opacity(phase.isIdentity ? 1 : 0).rotationEffect(.degrees(phase.value * 90))
///         }
///     }
@MainActor @preconcurrency
public protocol Transition {
    /// The view the transition builds.
    associatedtype Body: View
    /// The content the transition changes.
    typealias Content = TransitionContent
    /// The content's look in `phase`.
    @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body
}

/// The content a ``Transition`` changes.
public struct TransitionContent: View {
    let content: AnyView
    /// The content as it is.
    public var body: some View { content }
}
