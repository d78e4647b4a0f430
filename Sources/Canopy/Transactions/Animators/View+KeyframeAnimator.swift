extension View {
    /// Plays the given keyframes each time `trigger` changes, updating this view with the
    /// modifiers `content` applies for the value at each frame (T20, D37).
    ///
    ///     Text("Boing")
    ///         .keyframeAnimator(initialValue: 0.0, trigger: jumps) { content, height in
    ///             content.offset(y: -height)
    ///         } keyframes: { _ in
    ///             LinearKeyframe(100.0, duration: 1)
    ///             LinearKeyframe(0.0, duration: 1)
    ///         }
    ///
    /// When the view appears `content` gets `initialValue`. Each change of `trigger` (by `==`)
    /// plays `keyframes(current)` from the current value: at each frame `content` gets the
    /// timeline's value at the time since the change. At the end the value stays at the end
    /// value, which the next run starts from; a change during a run starts a new one from
    /// where the value is. Values flow **down** into `content`, which runs at every frame of a
    /// run.
    ///
    /// `content` is `@Sendable` as in SwiftUI, and runs on the main actor: SwiftUI's view
    /// modifiers are nonisolated, Canopy's are main-actor isolated, so the closure is
    /// `@MainActor` to be able to call them (every closure SwiftUI accepts is accepted).
    ///
    /// - Parameters:
    ///   - initialValue: The value shown at first, and the first run's start.
    ///   - trigger: A value whose changes start a run.
    ///   - content: Applies effects to the placeholder of this view for a value.
    ///   - keyframes: The keyframes of a run, given the value it starts from.
    nonisolated public func keyframeAnimator<Value>(
        initialValue: Value, trigger: some Equatable,
        @ViewBuilder content:
            @escaping @MainActor @Sendable (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
    ) -> some View {
        // A copy of a view value, read only by the main-actor content closure.
        nonisolated(unsafe) let placeholder = PlaceholderContentView(self)
        return KeyframeAnimator(
            initialValue: initialValue, trigger: AnimatorTrigger(trigger), repeats: false,
            content: nil, isolatedContent: { @MainActor in content(placeholder, $0) },
            keyframes: keyframes)
    }

    /// Plays the given keyframes over and over from the moment this view appears, updating it
    /// with the modifiers `content` applies for the value at each frame (T20, D37). Each run
    /// starts from the end value of the previous one; the host animates for as long as it
    /// repeats (D38). `content` runs on the main actor (see
    /// ``keyframeAnimator(initialValue:trigger:content:keyframes:)``).
    ///
    ///     Image(systemName: "bell")
    ///         .keyframeAnimator(initialValue: 0.0) { content, angle in
    ///             content.rotationEffect(.degrees(angle))
    ///         } keyframes: { _ in
    ///             LinearKeyframe(15.0, duration: 0.1)
    ///             LinearKeyframe(0.0, duration: 0.1)
    ///         }
    ///
    /// - Parameters:
    ///   - initialValue: The value the first run starts from.
    ///   - repeating: Whether the keyframes play; when false `content` gets the value the
    ///     current run started from.
    ///   - content: Applies effects to the placeholder of this view for a value.
    ///   - keyframes: The keyframes of a run, given the value it starts from.
    nonisolated public func keyframeAnimator<Value>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content:
            @escaping @MainActor @Sendable (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
    ) -> some View {
        // A copy of a view value, read only by the main-actor content closure.
        nonisolated(unsafe) let placeholder = PlaceholderContentView(self)
        return KeyframeAnimator(
            initialValue: initialValue, trigger: nil, repeats: repeating, content: nil,
            isolatedContent: { @MainActor in content(placeholder, $0) }, keyframes: keyframes)
    }
}
