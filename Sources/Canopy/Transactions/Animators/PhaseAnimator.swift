/// A container that animates its content by cycling through a sequence of phases, each a
/// discrete step of the animation (T19, D37).
///
///     PhaseAnimator([0.0, 100.0, 50.0], trigger: taps) { lift in
///         Card().offset(y: -lift)
///     } animation: { _ in .linear(duration: 1) }
///
/// `content` receives each phase as given, not interpolated; the animatable modifiers it applies
/// are what animate, each phase change in a transaction whose animation is `animation(phase)`
/// for the phase being moved to. Values flow **down**: the phase into `content`.
///
/// With a trigger, the content shows the first phase when it appears; each change of the
/// trigger (by `==`) moves to the second phase at once, animated, then to each next phase once
/// every animation of the previous change is logically complete (a change that animates
/// nothing completes at the next frame), and after the last back to the first, where it rests.
/// A trigger change during a cycle starts it again from the second phase, from the current look.
/// Without a trigger the cycle starts on appearance and repeats for ever.
///
/// Use the ``View/phaseAnimator(_:trigger:content:animation:)`` and
/// ``View/phaseAnimator(_:content:animation:)`` modifiers to animate a view you already have.
nonisolated public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    /// The animator has no body: its node evaluates `content` for the current phase.
    public typealias Body = Never

    let phases: [Phase]
    /// `nil`: the phases cycle continuously.
    let trigger: AnimatorTrigger?
    let content: (Phase) -> Content
    let animation: (Phase) -> Animation?
    /// What shows when `phases` is empty (the modified view, for the modifier form).
    var fallback: Any? = nil

    /// Cycles through `phases` each time `trigger` changes, animating the content's changes on
    /// each phase change.
    ///
    /// - Parameters:
    ///   - phases: The phases to cycle through, in order. It must not be empty: with no phase
    ///     the animator shows nothing and records a diagnostic.
    ///   - trigger: A value whose changes (by `==`) start a cycle.
    ///   - content: Builds the view for a phase.
    ///   - animation: The animation of the change to a phase, given that phase; `nil` makes the
    ///     change jump. `.default` unless given.
    public init(
        _ phases: some Sequence<Phase>, trigger: some Equatable,
        @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        self.phases = Array(phases)
        self.trigger = AnimatorTrigger(trigger)
        self.content = content
        self.animation = animation
    }

    /// Cycles through `phases` continuously, from the moment the view appears, animating the
    /// content's changes on each phase change.
    ///
    /// - Parameters:
    ///   - phases: The phases to cycle through, in order. It must not be empty: with no phase
    ///     the animator shows nothing and records a diagnostic.
    ///   - content: Builds the view for a phase.
    ///   - animation: The animation of the change to a phase, given that phase; `nil` makes the
    ///     change jump. `.default` unless given.
    public init(
        _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        self.phases = Array(phases)
        self.trigger = nil
        self.content = content
        self.animation = animation
    }

    /// The animator's node: it keeps the phase and runs the cycle.
    @MainActor public static func _makeNode(_ view: Self) -> _ViewNode {
        PhaseAnimatorNode(view)
    }
}

extension View {
    /// Animates the effects `content` applies to this view over a sequence of phases, cycling
    /// through them each time `trigger` changes (T19, D37).
    ///
    ///     Image(systemName: "heart")
    ///         .phaseAnimator([1.0, 1.5, 1.2], trigger: likes) { content, scale in
    ///             content.scaleEffect(scale)
    ///         } animation: { _ in .linear(duration: 0.2) }
    ///
    /// `content` gets a placeholder for this view and the current phase (as given, not
    /// interpolated) and applies effects to the placeholder; each phase change animates with
    /// `animation(phase)` for the phase moved to. See ``PhaseAnimator`` for the cycle.
    ///
    /// - Parameters:
    ///   - phases: The phases to cycle through. It must not be empty: with no phase this view
    ///     shows unmodified and a diagnostic is recorded.
    ///   - trigger: A value whose changes (by `==`) start a cycle.
    ///   - content: Applies effects to the placeholder of this view for a phase.
    ///   - animation: The animation of the change to a phase; `nil` makes it jump. `.default`
    ///     unless given.
    nonisolated public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        let placeholder = PlaceholderContentView(self)
        var animator = PhaseAnimator(
            phases, trigger: trigger, content: { content(placeholder, $0) }, animation: animation)
        animator.fallback = placeholder
        return animator
    }

    /// Animates the effects `content` applies to this view over a sequence of phases, cycling
    /// through them continuously from the moment it appears (T19, D37).
    ///
    ///     Circle()
    ///         .phaseAnimator([0.2, 1.0]) { content, level in content.opacity(level) }
    ///
    /// `content` gets a placeholder for this view and the current phase (as given, not
    /// interpolated); each phase change animates with `animation(phase)` for the phase moved to.
    /// The host animates for as long as the view is shown (D38).
    ///
    /// - Parameters:
    ///   - phases: The phases to cycle through. It must not be empty: with no phase this view
    ///     shows unmodified and a diagnostic is recorded.
    ///   - content: Applies effects to the placeholder of this view for a phase.
    ///   - animation: The animation of the change to a phase; `nil` makes it jump. `.default`
    ///     unless given.
    nonisolated public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        let placeholder = PlaceholderContentView(self)
        var animator = PhaseAnimator(
            phases, content: { content(placeholder, $0) }, animation: animation)
        animator.fallback = placeholder
        return animator
    }
}
