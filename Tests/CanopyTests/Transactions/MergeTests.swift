import Foundation
import Testing

@testable import Canopy

/// A custom animation that moves in steps of a quarter, as T12's example.
struct Steps: CustomAnimation {
    func animate<V: VectorArithmetic>(
        value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> V? {
        time > 1 ? nil : value.scaled(by: (4 * time).rounded(.down) / 4)
    }
}

@Suite("T13 — Merge or combine, at the level of animation functions")
struct MergeTests {
    @Test(
        "T13: timing curves, interpolating springs and custom animations do not merge; springs do")
    func shouldMergeValues() {
        func merges(_ new: Animation, after previous: Animation) -> Bool {
            var context = AnimationContext<Double>()
            _ = previous.animate(value: 100.0, time: 0.25, context: &context)
            return new.shouldMerge(previous: previous, value: 200.0, time: 0.25, context: &context)
        }
        let linear = Animation.linear(duration: 1)
        #expect(!merges(linear, after: linear))
        #expect(!merges(.easeInOut, after: .spring))
        #expect(!merges(Animation(Steps()), after: linear))
        #expect(!merges(.interpolatingSpring, after: .interpolatingSpring))
        #expect(merges(.spring, after: .spring))
        #expect(merges(.bouncy, after: .smooth))
        #expect(merges(.spring, after: linear))
        #expect(merges(.spring.delay(0.1), after: .spring.delay(0.1)))
        #expect(!merges(.spring.delay(0.1), after: .spring.delay(0.2)))
        #expect(merges(.spring.speed(2), after: .spring.speed(2)))
        #expect(!merges(.spring.speed(2), after: .spring))
        #expect(!merges(.spring.repeatCount(2), after: .spring.repeatCount(2)))
    }

    @Test("T13: a merging spring continues from the previous spring's value and velocity")
    func springMergeCarriesVelocity() {
        let first = Animation.spring(duration: 0.6, bounce: 0.2)
        let second = Animation.spring(duration: 0.4, bounce: 0)
        // The first spring alone, on its own context, to know where it is at 0.3 s.
        var alone = AnimationContext<Double>()
        let h = 1e-6
        let before = first.animate(value: 100.0, time: 0.3 - h, context: &alone)!
        let at = first.animate(value: 100.0, time: 0.3, context: &alone)!
        let velocity = (at - before) / h

        var context = AnimationContext<Double>()
        for t in stride(from: 0.0, through: 0.3, by: 1.0 / 60) {
            _ = first.animate(value: 100.0, time: t, context: &context)
        }
        // Retargeted at 0.3 s to 250 (the whole change from the first one's start).
        #expect(second.shouldMerge(previous: first, value: 250.0, time: 0.3, context: &context))
        let merged = second.animate(value: 250.0, time: 0.3, context: &context)!
        #expect(isClose(merged, at, 1e-6))  // no jump
        let next = second.animate(value: 250.0, time: 0.3 + h, context: &context)!
        #expect(isClose((next - merged) / h, velocity, 1e-2 * max(1, abs(velocity))))
        #expect(
            isClose(
                second.velocity(value: 250.0, time: 0.3, context: context), velocity,
                1e-3 * abs(velocity)))
        // From there the second spring moves on toward 250 and is removed once settled: its
        // last frame is at most a frame's motion away from within 0.25 (0.001 of 250).
        var last = merged
        var time = 0.3
        while let value = second.animate(value: 250.0, time: time, context: &context) {
            last = value
            time += 1.0 / 60
            if time > 10 { break }
        }
        #expect(time < 10)
        #expect(isClose(last, 250, 1))
    }

    @Test(
        "T13: a merged spring's own clock starts at the merge: logically complete a duration later")
    func mergedLogicalCompletion() {
        let spring = Animation.spring(duration: 0.5, bounce: 0)
        var context = AnimationContext<Double>()
        _ = spring.animate(value: 100.0, time: 0.4, context: &context)
        #expect(spring.shouldMerge(previous: spring, value: 50.0, time: 0.4, context: &context))
        context.isLogicallyComplete = false
        _ = spring.animate(value: 50.0, time: 0.6, context: &context)
        #expect(!context.isLogicallyComplete)
        _ = spring.animate(value: 50.0, time: 0.9, context: &context)
        #expect(context.isLogicallyComplete)
    }
}
