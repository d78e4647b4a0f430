import Foundation

/// Two or more animations running on one value at once, the later ones each moving the value
/// from where the earlier ones have it to its own target (T13): with `A(t)` what the earlier
/// ones show and `b` the later one's progress, `A(t) + b · (target − A(t))`. Made when an
/// animation that does not merge retargets a running one; an entry whose animation ended
/// counts as having covered its whole change.
struct CombinedAnimation: CustomAnimation, CustomStringConvertible {
    struct Entry: Hashable {
        let animation: Animation
        /// When the entry began, in the first entry's time.
        let elapsed: Double
    }

    var entries: [Entry]

    /// What each entry moves toward (the sum of the changes up to it) and its own state; `nil`
    /// once it ended.
    struct Targets<V: VectorArithmetic>: AnimationStateKey {
        struct Target {
            var value: V
            var state: AnimationState<V>?
        }
        var targets: [Target]
        static var defaultValue: Targets { Targets(targets: []) }
    }

    /// Makes `animation` (over `value`, with `state`) and `newAnimation` (over `newValue`,
    /// beginning `elapsed` seconds in) run together, extending an existing combination.
    static func combine<V: VectorArithmetic>(
        into animation: inout Animation, state: inout AnimationState<V>, value: V,
        elapsed: Double, newAnimation: Animation, newValue: V
    ) {
        if var combined = animation.as(CombinedAnimation.self) {
            state[Targets<V>.self].targets.append(.init(value: value + newValue, state: .init()))
            combined.entries.append(Entry(animation: newAnimation, elapsed: elapsed))
            animation = Animation(combined)
        } else {
            var combinedState = AnimationState<V>()
            combinedState[Targets<V>.self].targets = [
                .init(value: value, state: state), .init(value: value + newValue, state: .init()),
            ]
            state = combinedState
            animation = Animation(
                CombinedAnimation(entries: [
                    Entry(animation: animation, elapsed: 0),
                    Entry(animation: newAnimation, elapsed: elapsed),
                ]))
        }
    }

    func animate<V: VectorArithmetic>(
        value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> V? {
        var targets = context.state[Targets<V>.self].targets
        guard targets.count == entries.count, !entries.isEmpty else { return nil }
        var result = V.zero
        var lastEnded = false
        for index in entries.indices {
            guard let entryState = targets[index].state else {
                result = targets[index].value
                lastEnded = true
                continue
            }
            var entryContext = context.withState(entryState)
            let remaining = targets[index].value - result
            if let moved = entries[index].animation.animate(
                value: remaining, time: time - entries[index].elapsed, context: &entryContext)
            {
                targets[index].state = entryContext.state
                result += moved
                lastEnded = false
            } else {
                targets[index].state = nil
                result += remaining
                lastEnded = true
            }
            if index == entries.count - 1 {
                context.isLogicallyComplete = entryContext.isLogicallyComplete || lastEnded
            }
        }
        context.state[Targets<V>.self].targets = targets
        return lastEnded ? nil : result
    }

    var description: String { entries.map(\.animation.description).joined(separator: " + ") }
}
