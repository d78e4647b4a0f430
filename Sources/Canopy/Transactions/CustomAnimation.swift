import Foundation

/// How a value moves over time: the function behind an ``Animation`` (T12).
///
/// ``animate(value:time:context:)`` receives the change to make (`new − old`, "the vector to
/// animate towards") and the time since the animation began, and returns the part of the change
/// covered so far, or `nil` once the animation is over. The view shows `old + result`.
///
///     struct Steps: CustomAnimation {
///         func animate<V: VectorArithmetic>(
///             value: V, time: TimeInterval, context: inout AnimationContext<V>
///         ) -> V? {
///             time > 1 ? nil : value.scaled(by: (4 * time).rounded(.down) / 4)
///         }
///     }
///
/// The methods are not main-actor isolated.
public protocol CustomAnimation: Hashable, Sendable {
    /// The part of `value` covered `time` seconds after the animation began, or `nil` when the
    /// animation is finished (the view then shows the new value).
    func animate<V: VectorArithmetic>(
        value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> V?
    /// The velocity at `time`, for an animation that merges with this one to carry on from;
    /// `nil` (the default) when it has none.
    func velocity<V: VectorArithmetic>(
        value: V, time: TimeInterval, context: AnimationContext<V>
    ) -> V?
    /// Whether this animation, started while `previous` runs on the same value, replaces it
    /// (taking over its state and elapsed `time`, and animating the whole change) rather than
    /// running together with it (T13). `false` by default.
    func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool
}

extension CustomAnimation {
    /// No velocity.
    public func velocity<V: VectorArithmetic>(
        value: V, time: TimeInterval, context: AnimationContext<V>
    ) -> V? { nil }

    /// Runs together with the previous animation.
    public func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool { false }
}

/// What a running animation knows besides its value and time: its own state from call to call,
/// whether it is logically complete, and the environment of the view it animates.
public struct AnimationContext<Value: VectorArithmetic> {
    /// State the animation keeps between calls (see ``AnimationStateKey``).
    public var state: AnimationState<Value>
    /// Set by the animation when it is logically complete: completions waiting for that run
    /// (T14), although the value may still move.
    public var isLogicallyComplete: Bool
    /// The environment of the animated view.
    public var environment: EnvironmentValues { storedEnvironment ?? EnvironmentValues() }
    let storedEnvironment: EnvironmentValues?

    init(
        state: AnimationState<Value> = AnimationState(), isLogicallyComplete: Bool = false,
        environment: EnvironmentValues? = nil
    ) {
        self.state = state
        self.isLogicallyComplete = isLogicallyComplete
        storedEnvironment = environment
    }

    /// The same context over a state of another type (for an animation that animates a part).
    public func withState<T: VectorArithmetic>(_ state: AnimationState<T>) -> AnimationContext<T> {
        AnimationContext<T>(
            state: state, isLogicallyComplete: isLogicallyComplete, environment: storedEnvironment)
    }
}

/// A running animation's own values, one per ``AnimationStateKey``.
public struct AnimationState<Value: VectorArithmetic> {
    private var storage: [ObjectIdentifier: Any] = [:]

    /// An empty state: every key at its default.
    public init() {}

    /// The value for `key`, or its default.
    public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
        get { storage[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { storage[ObjectIdentifier(key)] = newValue }
    }
}

/// A key for a value a custom animation keeps in its ``AnimationState``.
public protocol AnimationStateKey {
    /// The type of the value.
    associatedtype Value
    /// The value before the animation stored one.
    static var defaultValue: Value { get }
}
