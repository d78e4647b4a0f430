/// Haptic and audio feedback played when a value changes. Canopy has no haptic engine: the
/// modifier is recorded on the view's line, and when its trigger changes (and its condition,
/// if any, holds) the feedback "plays" by being logged as a ``HostEvent/Kind/sensoryFeedback``
/// event, so a test reads which feedback a change would have played.
extension View {
    /// Plays `feedback` when `trigger` changes.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T)
        -> some View
    {
        attribute(
            SensoryFeedbackAttribute(
                trigger: ErasedArgument(trigger), choose: { _, _ in feedback },
                spelling: feedback.attributeArgument))
    }

    /// Plays `feedback` when `trigger` changes and `condition(old, new)` holds.
    public func sensoryFeedback<T: Equatable>(
        _ feedback: SensoryFeedback, trigger: T, condition: @escaping (T, T) -> Bool
    ) -> some View {
        attribute(
            SensoryFeedbackAttribute(
                trigger: ErasedArgument(trigger),
                choose: { old, new in
                    guard let old = old as? T, let new = new as? T else { return nil }
                    return condition(old, new) ? feedback : nil
                }, spelling: feedback.attributeArgument))
    }

    /// Plays the feedback `feedback(old, new)` returns when `trigger` changes (none for
    /// `nil`).
    public func sensoryFeedback<T: Equatable>(
        trigger: T, _ feedback: @escaping (T, T) -> SensoryFeedback?
    ) -> some View {
        attribute(
            SensoryFeedbackAttribute(
                trigger: ErasedArgument(trigger),
                choose: { old, new in
                    guard let old = old as? T, let new = new as? T else { return nil }
                    return feedback(old, new)
                }, spelling: "{ … }"))
    }
}

/// `.sensoryFeedback(.success, trigger: 3)`: the trigger's value is what is compared.
struct SensoryFeedbackAttribute: AttributeValue, @unchecked Sendable {
    // `choose` is called on the main actor only, when the modifier updates.
    let trigger: ErasedArgument
    /// The feedback a change from the first value to the second plays, if any.
    let choose: (Any, Any) -> SensoryFeedback?
    let spelling: String

    var attributeText: String {
        ".sensoryFeedback(\(spelling), trigger: \(trigger.attributeArgument))"
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.trigger == rhs.trigger && lhs.spelling == rhs.spelling
    }

    @MainActor func valueDidUpdate(from old: Self, _ node: ModifierNode) {
        guard old.trigger != trigger, let feedback = choose(old.trigger.value, trigger.value)
        else { return }
        node.graph.logEvent(.sensoryFeedback, at: node, feedback.attributeArgument)
    }
}

/// A kind of haptic or audio feedback.
public struct SensoryFeedback: Sendable, Hashable, AttributeArgument {
    let name: String

    var attributeArgument: String { "." + name }

    /// A task completed.
    public static let success = SensoryFeedback(name: "success")
    /// A task produced a warning.
    public static let warning = SensoryFeedback(name: "warning")
    /// A task failed.
    public static let error = SensoryFeedback(name: "error")
    /// A selection changed.
    public static let selection = SensoryFeedback(name: "selection")
    /// A value went up.
    public static let increase = SensoryFeedback(name: "increase")
    /// A value went down.
    public static let decrease = SensoryFeedback(name: "decrease")
    /// An activity started.
    public static let start = SensoryFeedback(name: "start")
    /// An activity stopped.
    public static let stop = SensoryFeedback(name: "stop")
    /// A value passed a significant threshold.
    public static let alignment = SensoryFeedback(name: "alignment")
    /// A level changed (a pressure gesture).
    public static let levelChange = SensoryFeedback(name: "levelChange")
    /// A path was followed (watchOS's crown).
    public static let pathComplete = SensoryFeedback(name: "pathComplete")
    /// A physical impact.
    public static let impact = SensoryFeedback(name: "impact")

    /// A physical impact of `weight` at `intensity`.
    public static func impact(weight: Weight = .medium, intensity: Double = 1.0)
        -> SensoryFeedback
    {
        SensoryFeedback(
            name: "impact(weight: .\(weight.name), intensity: \(ValueFormatter.format(intensity)))")
    }

    /// A physical impact of material `flexibility` at `intensity`.
    public static func impact(flexibility: Flexibility, intensity: Double = 1.0)
        -> SensoryFeedback
    {
        SensoryFeedback(
            name:
                "impact(flexibility: .\(flexibility.name), intensity: \(ValueFormatter.format(intensity)))"
        )
    }

    /// How heavy an impact is.
    public struct Weight: Sendable, Hashable {
        let name: String
        /// Light.
        public static let light = Weight(name: "light")
        /// Medium.
        public static let medium = Weight(name: "medium")
        /// Heavy.
        public static let heavy = Weight(name: "heavy")
    }

    /// How flexible the material of an impact is.
    public struct Flexibility: Sendable, Hashable {
        let name: String
        /// Rigid.
        public static let rigid = Flexibility(name: "rigid")
        /// Solid.
        public static let solid = Flexibility(name: "solid")
        /// Soft.
        public static let soft = Flexibility(name: "soft")
    }
}
