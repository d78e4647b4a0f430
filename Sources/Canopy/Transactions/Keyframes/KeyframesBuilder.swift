import Foundation

/// The result builder that combines keyframe tracks, or the keyframes of the whole value, into
/// the content of a ``KeyframeTimeline`` (T16). Keyframes listed directly make one track of the
/// whole value; ``KeyframeTrack``s apply in the order listed.
@resultBuilder
public struct KeyframesBuilder<Value> {
    /// A track, or other keyframes, as it is.
    public static func buildExpression<K: Keyframes>(_ expression: K) -> K where K.Value == Value {
        expression
    }

    /// A keyframe of the whole value, as it is.
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K
    where K.Value == Value {
        expression
    }

    /// The first track of a block.
    public static func buildPartialBlock<K: Keyframes>(first: K) -> K where K.Value == Value {
        first
    }

    /// The first keyframe of a block.
    public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> K
    where K.Value == Value {
        first
    }

    /// The tracks so far, followed by `next`.
    public static func buildPartialBlock(
        accumulated: some Keyframes<Value>, next: some Keyframes<Value>
    ) -> some Keyframes<Value> {
        _KeyframesPair(first: accumulated, second: next)
    }

    /// The keyframes so far, followed by `next`.
    public static func buildPartialBlock(
        accumulated: some KeyframeTrackContent<Value>, next: some KeyframeTrackContent<Value>
    ) -> some KeyframeTrackContent<Value> where Value: Animatable {
        _KeyframeTrackContentPair(first: accumulated, second: next)
    }

    /// No keyframes.
    public static func buildBlock() -> some KeyframeTrackContent<Value> where Value: Animatable {
        _EmptyKeyframes<Value>()
    }

    /// The keyframes of every iteration of a `for` loop, in order.
    public static func buildArray(_ components: [some KeyframeTrackContent<Value>])
        -> some KeyframeTrackContent<Value> where Value: Animatable
    {
        _KeyframeTrackContentArray(elements: components)
    }

    /// The keyframes of an `if` whose condition held, or nothing.
    public static func buildOptional(_ component: (some KeyframeTrackContent<Value>)?)
        -> some KeyframeTrackContent<Value> where Value: Animatable
    {
        _OptionalKeyframeTrackContent(wrapped: component)
    }

    /// The first branch of an `if`/`else` or a `switch`.
    public static func buildEither<First, Second>(first: First)
        -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second>
    where Value: Animatable {
        KeyframeTrackContentBuilder<Value>.buildEither(first: first)
    }

    /// The second branch of an `if`/`else` or a `switch`.
    public static func buildEither<First, Second>(second: Second)
        -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second>
    where Value: Animatable {
        KeyframeTrackContentBuilder<Value>.buildEither(second: second)
    }

    /// Tracks, as they are.
    public static func buildFinalResult<K: Keyframes>(_ component: K) -> K where K.Value == Value {
        component
    }

    /// Keyframes of the whole value: one track of it.
    public static func buildFinalResult<Content: KeyframeTrackContent>(_ component: Content)
        -> KeyframeTrack<Value, Value, Content> where Content.Value == Value
    {
        KeyframeTrack { component }
    }
}
