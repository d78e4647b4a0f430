import Foundation

/// A group of keyframes that define how one animatable value moves over time: the content of
/// a ``KeyframeTrack`` (T16). ``LinearKeyframe``, ``MoveKeyframe``, ``CubicKeyframe`` and
/// ``SpringKeyframe`` are the keyframes; a type of your own composes them in its ``body``.
///
///     struct Wobble: KeyframeTrackContent {
///         var body: some KeyframeTrackContent<Double> {
///             CubicKeyframe(10, duration: 0.2)
///             CubicKeyframe(-10, duration: 0.2)
///             CubicKeyframe(0, duration: 0.2)
///         }
///     }
public protocol KeyframeTrackContent<Value> {
    /// The type of value the keyframes animate.
    associatedtype Value: Animatable = Body.Value
    /// The type of the keyframes this content is made of.
    associatedtype Body: KeyframeTrackContent where Body.Value == Value

    /// The keyframes this content is made of, in order.
    @KeyframeTrackContentBuilder<Value> var body: Body { get }

    /// Appends this content's keyframes to `list`: what a keyframe does itself, and what
    /// other content does through its body.
    func _appendKeyframes(to list: inout _KeyframeList<Value>)
}

extension KeyframeTrackContent {
    /// Appends the keyframes of ``body``.
    public func _appendKeyframes(to list: inout _KeyframeList<Value>) {
        body._appendKeyframes(to: &list)
    }
}

/// The keyframes of a track, in order, as its content lists them.
public struct _KeyframeList<Value: Animatable> {
    var keyframes: [Keyframe<Value>] = []

    init() {}

    /// Adds `keyframe` at the end.
    mutating func append(_ keyframe: Keyframe<Value>) { keyframes.append(keyframe) }
}

/// One keyframe: the value it reaches, over how long, and how it gets there.
struct Keyframe<Value: Animatable> {
    typealias Data = Value.AnimatableData

    enum Interpolation {
        /// Along `curve`, from the previous value.
        case linear(UnitCurve)
        /// A jump, taking no time.
        case move
        /// A cubic Hermite segment; a missing velocity is Catmull-Rom's (D36).
        case cubic(startVelocity: Data?, endVelocity: Data?)
        /// The spring from the previous value; a missing velocity is the one the previous
        /// segment ended with.
        case spring(Spring, startVelocity: Data?)
    }

    var value: Value
    /// The duration, finite and never negative (a NaN or negative one counts as 0).
    var duration: Double
    var interpolation: Interpolation

    init(_ value: Value, duration: Double, interpolation: Interpolation) {
        self.value = value
        self.duration = duration.isNaN ? 0 : max(0, duration)
        self.interpolation = interpolation
    }
}

/// Content with no keyframes.
public struct _EmptyKeyframes<Value: Animatable>: KeyframeTrackContent {
    /// No keyframes.
    public var body: Self { self }
    /// Appends nothing.
    public func _appendKeyframes(to list: inout _KeyframeList<Value>) {}
}

/// Two pieces of content, one after the other.
public struct _KeyframeTrackContentPair<First: KeyframeTrackContent, Second: KeyframeTrackContent>:
    KeyframeTrackContent
where First.Value == Second.Value {
    /// The type of value both animate.
    public typealias Value = First.Value
    let first: First
    let second: Second
    /// The pair itself.
    public var body: Self { self }
    /// Appends the first content's keyframes, then the second's.
    public func _appendKeyframes(to list: inout _KeyframeList<Value>) {
        first._appendKeyframes(to: &list)
        second._appendKeyframes(to: &list)
    }
}

/// Content that may be absent (an `if` without `else`).
public struct _OptionalKeyframeTrackContent<Wrapped: KeyframeTrackContent>: KeyframeTrackContent {
    /// The type of value the content animates.
    public typealias Value = Wrapped.Value
    let wrapped: Wrapped?
    /// The content itself.
    public var body: Self { self }
    /// Appends the wrapped content's keyframes, if any.
    public func _appendKeyframes(to list: inout _KeyframeList<Value>) {
        wrapped?._appendKeyframes(to: &list)
    }
}

/// Pieces of content listed by a `for` loop, one after the other.
public struct _KeyframeTrackContentArray<Element: KeyframeTrackContent>: KeyframeTrackContent {
    /// The type of value the content animates.
    public typealias Value = Element.Value
    let elements: [Element]
    /// The array itself.
    public var body: Self { self }
    /// Appends every element's keyframes in order.
    public func _appendKeyframes(to list: inout _KeyframeList<Value>) {
        for element in elements { element._appendKeyframes(to: &list) }
    }
}
