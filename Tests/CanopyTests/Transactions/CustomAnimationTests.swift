import Foundation
import Testing

@testable import Canopy

/// Counts the calls it gets in its state, and is logically complete at its third.
private struct Counting: CustomAnimation {
    struct Calls: AnimationStateKey { static var defaultValue: Int { 0 } }

    func animate<V: VectorArithmetic>(
        value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> V? {
        context.state[Calls.self] += 1
        if context.state[Calls.self] >= 3 { context.isLogicallyComplete = true }
        return time >= 1 ? nil : value.scaled(by: time)
    }
}

@Suite("T12 — CustomAnimation")
struct CustomAnimationTests {
    @Test("T12: Steps from 20 to 120: 45 at 0.3, 70 at 0.6, 95 at 0.9, finished at 1.5")
    func steps() {
        let values = samples(Animation(Steps()), value: 100, at: [0.3, 0.6, 0.9, 1.5])
        #expect(values[0].map { 20 + $0 } == 45)
        #expect(values[1].map { 20 + $0 } == 70)
        #expect(values[2].map { 20 + $0 } == 95)
        #expect(values[3] == nil)
    }

    @Test("T12: a custom animation keeps state between calls and sets logical completion")
    func stateAndCompletion() {
        let animation = Animation(Counting())
        var context = AnimationContext<Double>()
        _ = animation.animate(value: 1.0, time: 0.1, context: &context)
        _ = animation.animate(value: 1.0, time: 0.2, context: &context)
        #expect(context.state[Counting.Calls.self] == 2)
        #expect(!context.isLogicallyComplete)
        _ = animation.animate(value: 1.0, time: 0.3, context: &context)
        #expect(context.isLogicallyComplete)
    }

    @Test("T12: a custom animation has no velocity by default and is wrapped like any other")
    func defaultsAndWrapping() {
        let steps = Animation(Steps())
        #expect(steps.velocity(value: 1.0, time: 0.5, context: AnimationContext<Double>()) == nil)
        let values = samples(steps.delay(1).speed(2), value: 100, at: [0.5, 0.75, 0.9])
        #expect(values[0] == 0)
        #expect(values[1] == 50)
        #expect(values[2] == 75)
        #expect(steps.delay(1).description == "Steps.delay(1)")
    }
}
