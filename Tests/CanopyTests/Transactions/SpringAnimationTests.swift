import Foundation
import Testing

@testable import Canopy

@Suite("T10 — Spring animations")
struct SpringAnimationTests {
    @Test("T10: spring(duration:bounce:) moves the change along the spring, from 0")
    func movesAlongTheSpring() {
        let omega = 2 * Double.pi
        let values = samples(.spring(duration: 1, bounce: 0), value: 100, at: [0, 0.1, 0.25, 0.5])
        #expect(values[0] == 0)
        for (index, t) in [0.1, 0.25, 0.5].enumerated() {
            // Critically damped from rest: 1 − (1 + ωt)·e^(−ωt).
            #expect(isClose(values[index + 1], 100 * (1 - (1 + omega * t) * exp(-omega * t))))
        }
    }

    @Test("T10/D36: logically complete once the elapsed time reaches the duration")
    func logicalCompletion() {
        let animation = Animation.spring(duration: 0.5, bounce: 0.2)
        var context = AnimationContext<Double>()
        _ = animation.animate(value: 100.0, time: 0.3, context: &context)
        #expect(!context.isLogicallyComplete)
        _ = animation.animate(value: 100.0, time: 0.49, context: &context)
        #expect(!context.isLogicallyComplete)
        _ = animation.animate(value: 100.0, time: 0.5, context: &context)
        #expect(context.isLogicallyComplete)
    }

    @Test(
        "D36: removed after its settling time, the earliest from which it stays within 0.001 of the change"
    )
    func removedOnceSettled() {
        for bounce in [0.0, 0.3, -0.4] {
            let spring = Spring(duration: 0.5, bounce: bounce)
            let settling = spring.settlingDuration
            let run = frames(.spring(spring), value: 100, until: 10)
            let end = run.last!
            #expect(end.value == nil)
            #expect(end.time > settling)
            #expect(end.time - 1.0 / 60 <= settling)
            // Every frame from the settling time on that still ran is within 0.1 of 100.
            for frame in run.dropLast() where frame.time >= settling {
                #expect(isClose(frame.value, 100, 0.1 + 1e-9))
            }
        }
    }

    @Test("T10: a spring's velocity is the derivative of its value")
    func velocity() {
        let animation = Animation.spring(duration: 0.7, bounce: 0.25)
        var context = AnimationContext<Double>()
        let h = 1e-6
        let before = animation.animate(value: 50.0, time: 0.3 - h, context: &context)!
        let after = animation.animate(value: 50.0, time: 0.3 + h, context: &context)!
        let velocity = animation.velocity(value: 50.0, time: 0.3, context: context)
        #expect(isClose(velocity, (after - before) / (2 * h), 1e-3))
    }

    @Test(
        "T10: spring(response:dampingFraction:) is the spring of duration response, ratio dampingFraction"
    )
    func responseForm() {
        #expect(
            Animation.spring(response: 0.4, dampingFraction: 0.8)
                == .spring(Spring(response: 0.4, dampingRatio: 0.8)))
        let values = samples(.spring(response: 0.4, dampingFraction: 0.8), value: 1, at: [0.2])
        #expect(
            isClose(
                values[0], Spring(duration: 0.4, bounce: 0.2).value(target: 1.0, time: 0.2), 1e-12))
    }

    @Test(
        "T10: .spring(), .spring(duration:bounce:) and .spring(response:dampingFraction:) all compile and differ as they should"
    )
    func overloads() {
        let plain: Animation = .spring()
        let tuned: Animation = .spring(duration: 0.3, bounce: 0.2)
        let classic: Animation = .spring(response: 0.4, dampingFraction: 0.8)
        let bare: Animation = .spring
        #expect(plain == .spring(duration: 0.5, bounce: 0))
        #expect(bare == plain)
        #expect(tuned != plain && classic != plain)
        #expect(plain.description == "spring(duration: 0.5, bounce: 0)")
        #expect(tuned.description == "spring(duration: 0.3, bounce: 0.2)")
        #expect(classic.description == "spring(duration: 0.4, bounce: 0.2)")
    }

    @Test("D39: Animation.default is .spring: duration 0.5, bounce 0")
    func defaultAnimation() {
        #expect(Animation.default == .spring)
        #expect(Animation.default == .spring(duration: 0.5, bounce: 0))
        #expect(Animation.default.description == "spring(duration: 0.5, bounce: 0)")
    }

    @Test(
        "T10: .smooth (0), .snappy (0.15) and .bouncy (0.3) are 0.5 s springs; their forms add extraBounce"
    )
    func presets() {
        #expect(Animation.smooth == .spring(duration: 0.5, bounce: 0))
        #expect(Animation.snappy == .spring(duration: 0.5, bounce: 0.15))
        #expect(Animation.bouncy == .spring(duration: 0.5, bounce: 0.3))
        #expect(
            Animation.smooth(duration: 0.8, extraBounce: 0.1) == .spring(duration: 0.8, bounce: 0.1)
        )
        #expect(Animation.snappy(duration: 0.3) == .spring(duration: 0.3, bounce: 0.15))
        #expect(Animation.bouncy(extraBounce: 0.1) == .spring(duration: 0.5, bounce: 0.3 + 0.1))
        #expect(Animation.spring(.bouncy) == .bouncy)
    }

    @Test(
        "T10: interactiveSpring: duration 0.15, bounce 0.15, blend 0.25; the response form is disfavored"
    )
    func interactiveSpring() {
        // As in SwiftUI, the bare `.interactiveSpring` and `interactiveSpring()` resolve to the
        // duration form (the response form is `@_disfavoredOverload`).
        #expect(
            Animation.interactiveSpring
                == .spring(duration: 0.15, bounce: 0.15, blendDuration: 0.25))
        #expect(
            Animation.interactiveSpring(duration: 0.2, extraBounce: 0.05)
                == .spring(duration: 0.2, bounce: 0.2, blendDuration: 0.25))
        #expect(
            Animation.interactiveSpring(response: 0.15, dampingFraction: 0.86)
                == .spring(Spring(response: 0.15, dampingRatio: 0.86), blendDuration: 0.25))
        #expect(
            Animation.interactiveSpring.description
                == "spring(duration: 0.15, bounce: 0.15, blendDuration: 0.25)")
    }

    @Test("T10: interpolating springs follow the spring, starting with their initial velocity")
    func interpolatingSpring() {
        let spring = Spring(mass: 1, stiffness: 170, damping: 15)
        let values = samples(
            .interpolatingSpring(stiffness: 170, damping: 15, initialVelocity: 2), value: 10,
            at: [0.1, 0.4])
        #expect(isClose(values[0], spring.value(target: 10.0, initialVelocity: 20.0, time: 0.1)))
        #expect(isClose(values[1], spring.value(target: 10.0, initialVelocity: 20.0, time: 0.4)))
        #expect(Animation.interpolatingSpring == .interpolatingSpring(duration: 0.5, bounce: 0))
        #expect(
            Animation.interpolatingSpring(duration: 0.4, bounce: 0.2)
                == .interpolatingSpring(Spring(duration: 0.4, bounce: 0.2)))
        #expect(
            Animation.interpolatingSpring(.snappy, initialVelocity: 1).description
                == "interpolatingSpring(duration: 0.5, bounce: 0.15, initialVelocity: 1)")
    }

    @Test("T10: a spring animates any vector, component by component")
    func vectors() {
        var context = AnimationContext<AnimatablePair<Double, Double>>()
        let moved = Animation.bouncy.animate(
            value: AnimatablePair(100.0, -40.0), time: 0.2, context: &context)
        let spring = Spring.bouncy
        #expect(isClose(moved?.first, spring.value(target: 100.0, time: 0.2)))
        #expect(isClose(moved?.second, spring.value(target: -40.0, time: 0.2)))
    }
}
