import Foundation

/// The result builder that makes keyframe track content from the keyframes listed in a closure,
/// in order (T16): the content of a ``KeyframeTrack``. It accepts `if`, `if`/`else`, `switch`
/// and `for` loops.
@resultBuilder
public struct KeyframeTrackContentBuilder<Value: Animatable> {
    /// A keyframe, or other content, as it is.
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K
    where K.Value == Value {
        expression
    }

    /// No keyframes.
    public static func buildBlock() -> some KeyframeTrackContent<Value> {
        _EmptyKeyframes<Value>()
    }

    /// The first content of a block.
    public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> K
    where K.Value == Value {
        first
    }

    /// The content so far, followed by `next`.
    public static func buildPartialBlock(
        accumulated: some KeyframeTrackContent<Value>, next: some KeyframeTrackContent<Value>
    ) -> some KeyframeTrackContent<Value> {
        _KeyframeTrackContentPair(first: accumulated, second: next)
    }

    /// The content of every iteration of a `for` loop, in order.
    public static func buildArray(_ components: [some KeyframeTrackContent<Value>])
        -> some KeyframeTrackContent<Value>
    {
        _KeyframeTrackContentArray(elements: components)
    }

    /// The content of an `if` whose condition held, or nothing.
    public static func buildOptional(_ component: (some KeyframeTrackContent<Value>)?)
        -> some KeyframeTrackContent<Value>
    {
        _OptionalKeyframeTrackContent(wrapped: component)
    }

    /// The first branch of an `if`/`else` or a `switch`.
    public static func buildEither<First, Second>(first: First) -> Conditional<
        Value, First, Second
    > {
        Conditional(storage: .first(first))
    }

    /// The second branch of an `if`/`else` or a `switch`.
    public static func buildEither<First, Second>(second: Second) -> Conditional<
        Value, First, Second
    > {
        Conditional(storage: .second(second))
    }

    /// The content of one of two branches.
    public struct Conditional<ConditionalValue: Animatable, First, Second>: KeyframeTrackContent
    where
        First: KeyframeTrackContent, Second: KeyframeTrackContent,
        First.Value == ConditionalValue, Second.Value == ConditionalValue
    {
        /// The type of value the branches animate.
        public typealias Value = ConditionalValue

        enum Storage {
            case first(First)
            case second(Second)
        }

        let storage: Storage

        /// The conditional itself.
        public var body: Self { self }

        /// Appends the keyframes of the branch taken.
        public func _appendKeyframes(to list: inout _KeyframeList<ConditionalValue>) {
            switch storage {
            case .first(let content): content._appendKeyframes(to: &list)
            case .second(let content): content._appendKeyframes(to: &list)
            }
        }
    }
}
