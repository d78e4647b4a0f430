import Foundation

/// How a change moves its animatable values from old to new over time (T8, T10): a timing
/// curve, a spring, or your own ``CustomAnimation``, optionally delayed, sped up or repeated.
/// A transaction carries one down the tree with each state change (T1); the views the change
/// reaches animate with it.
///
///     withAnimation(.easeInOut(duration: 0.3)) { isExpanded.toggle() }
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    /// The function that moves values.
    let base: any CustomAnimation

    /// An animation that moves values as `base` says.
    public init<A: CustomAnimation>(_ base: A) {
        self.base = base
    }

    /// The part of `value` covered `time` seconds after the animation began, or `nil` once it
    /// is finished (forwarded to the base animation).
    public func animate<V: VectorArithmetic>(
        value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> V? {
        base.animate(value: value, time: time, context: &context)
    }

    /// The base animation's velocity at `time`, if it has one.
    public func velocity<V: VectorArithmetic>(
        value: V, time: TimeInterval, context: AnimationContext<V>
    ) -> V? {
        base.velocity(value: value, time: time, context: context)
    }

    /// Whether this animation replaces `previous` when retargeting a value (T13).
    public func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        base.shouldMerge(previous: previous, value: value, time: time, context: &context)
    }

    /// The base animation, if it is an `A`.
    func `as`<A: CustomAnimation>(_ type: A.Type) -> A? { base as? A }

    /// The animation as Swift would write it: `easeInOut(duration: 0.3).delay(0.1)`.
    public var description: String {
        (base as? any CustomStringConvertible)?.description ?? displayName(of: type(of: base))
    }

    /// Whether both run the same function with the same parameters.
    public static func == (lhs: Animation, rhs: Animation) -> Bool {
        AnyHashable(lhs.base) == AnyHashable(rhs.base)
    }

    /// Hashes the function and its parameters.
    public func hash(into hasher: inout Hasher) { hasher.combine(AnyHashable(base)) }
}
