/// A container that animates its content with keyframes: at every frame of a run `content`
/// receives the value a ``KeyframeTimeline`` of the keyframes gives at the time since the run
/// began (T20, D37).
///
///     KeyframeAnimator(initialValue: 0.0, trigger: jumps) { height in
///         Ball().offset(y: -height)
///     } keyframes: { _ in
///         LinearKeyframe(100.0, duration: 1)
///         MoveKeyframe(40.0)
///         LinearKeyframe(20.0, duration: 2)
///     }
///
/// Values flow **down**: the animator's value into `content`, which runs again at every frame
/// while a run plays, so keep it cheap. `keyframes` receives the value a run starts from:
/// `initialValue` at first, then the end value of the previous run, where the animator rests.
nonisolated public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View
where Value == KeyframePath.Value {
    /// The animator has no body: its node evaluates `content` for the current value.
    public typealias Body = Never

    let initialValue: Value
    /// `nil`: the animator repeats (or, when `repeats` is false, holds still).
    let trigger: AnimatorTrigger?
    let repeats: Bool
    /// The content of the view form (`nil` for the modifier form).
    private let content: ((Value) -> Content)?
    /// The content of the modifier form, whose closure runs on the main actor.
    private let isolatedContent: (@MainActor (Value) -> Content)?
    let keyframes: (Value) -> KeyframePath

    /// Plays the keyframes each time `trigger` changes (by `==`), updating the view with the
    /// value at each frame.
    ///
    /// - Parameters:
    ///   - initialValue: The value the content shows when it appears, and the first run
    ///     starts from.
    ///   - trigger: A value whose changes start a run, from the current value. A change during
    ///     a run starts a new one from where the value is.
    ///   - content: Builds the view for a value.
    ///   - keyframes: The keyframes of a run, given the value it starts from: `initialValue`
    ///     the first time, then the end value of the previous run.
    public init(
        initialValue: Value, trigger: some Equatable,
        @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.init(
            initialValue: initialValue, trigger: AnimatorTrigger(trigger), repeats: false,
            content: content, isolatedContent: nil, keyframes: keyframes)
    }

    /// Plays the keyframes over and over from the moment the view appears, each run from the
    /// end value of the previous one, updating the view with the value at each frame.
    ///
    /// - Parameters:
    ///   - initialValue: The value the first run starts from.
    ///   - repeating: Whether the keyframes play. When false, the content gets the value at
    ///     the beginning of the timeline: the value the current run started from.
    ///   - content: Builds the view for a value.
    ///   - keyframes: The keyframes of a run, given the value it starts from.
    public init(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.init(
            initialValue: initialValue, trigger: nil, repeats: repeating, content: content,
            isolatedContent: nil, keyframes: keyframes)
    }

    /// The animator of the modifier form: `isolatedContent` runs on the main actor.
    init(
        initialValue: Value, trigger: AnimatorTrigger?, repeats: Bool,
        content: ((Value) -> Content)?, isolatedContent: (@MainActor (Value) -> Content)?,
        keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.initialValue = initialValue
        self.trigger = trigger
        self.repeats = repeats
        self.content = content
        self.isolatedContent = isolatedContent
        self.keyframes = keyframes
    }

    /// The content for `value`.
    @MainActor func content(for value: Value) -> Content {
        if let isolatedContent { return isolatedContent(value) }
        return content!(value)
    }

    /// The animator's node: it keeps the value and plays the runs.
    @MainActor public static func _makeNode(_ view: Self) -> _ViewNode {
        KeyframeAnimatorNode(view)
    }
}
