import Foundation
import Testing

@testable import Canopy

@Suite("T11 — delay, speed, repeatCount, repeatForever, logicallyComplete")
struct AnimationModifierTests {
    let l1 = Animation.linear(duration: 1)

    @Test("T11: L1.delay(0.5): 0 at 0.25, 75 at 1.25, 100 at 1.5, finished by 1.75")
    func delay() {
        let values = samples(l1.delay(0.5), value: 100, at: [0.25, 0.5, 1.25, 1.5, 1.75])
        #expect(values[0] == 0)
        #expect(values[1] == 0)
        #expect(isClose(values[2], 75))
        #expect(isClose(values[3], 100))
        #expect(values[4] == nil)
    }

    @Test("T11: L1.speed(2): 50 at 0.25, 100 at 0.5, finished after")
    func speed() {
        let values = samples(l1.speed(2), value: 100, at: [0.25, 0.5, 0.51])
        #expect(isClose(values[0], 50))
        #expect(isClose(values[1], 100))
        #expect(values[2] == nil)
        let slow = samples(l1.speed(0.25), value: 100, at: [1, 2, 4, 4.01])
        #expect(isClose(slow[0], 25) && isClose(slow[1], 50) && isClose(slow[2], 100))
        #expect(slow[3] == nil)
    }

    @Test("T11: speed wraps the delayed animation: .delay(1).speed(2) halves the delay too")
    func speedHalvesTheDelay() {
        let values = samples(l1.delay(1).speed(2), value: 100, at: [0.25, 0.5, 0.75, 1, 1.01])
        #expect(values[0] == 0 && values[1] == 0)
        #expect(isClose(values[2], 50))
        #expect(isClose(values[3], 100))
        #expect(values[4] == nil)
        // The other way round, the delay is not sped up.
        let other = samples(l1.speed(2).delay(1), value: 100, at: [0.75, 1.25])
        #expect(other[0] == 0)
        #expect(isClose(other[1], 50))
    }

    @Test("T11: L1.repeatCount(2, autoreverses: true): 25, 50, then back ≈75, ≈25, then the target")
    func repeatCountAutoreverses() {
        let boundary = 1 + 1.0 / 60  // the frame at which the first run's base returned nil
        let values = samples(
            l1.repeatCount(2, autoreverses: true), value: 100,
            at: [
                0.25, 0.5, 1, boundary, boundary + 0.25, boundary + 0.75, boundary + 1,
                boundary + 1 + 1.0 / 60,
            ])
        #expect(isClose(values[0], 25))
        #expect(isClose(values[1], 50))
        #expect(isClose(values[2], 100))
        #expect(isClose(values[3], 100))  // the end of the forward run
        #expect(isClose(values[4], 75))
        #expect(isClose(values[5], 25))
        #expect(isClose(values[6], 0))
        #expect(values[7] == nil)  // removed: the view shows the target
    }

    @Test(
        "T11: at 60 Hz frames, L1.repeatCount(2, autoreverses: true) gives ≈75 at 1.25 and ≈25 at 1.75"
    )
    func repeatCountAtFrames() {
        let run = frames(l1.repeatCount(2, autoreverses: true), value: 100, until: 5)
        func value(at time: Double) -> Double? {
            run.first { abs($0.time - time) < 1e-9 }?.value
        }
        #expect(isClose(value(at: 0.25), 25))
        #expect(isClose(value(at: 1.25), 75, 2))
        #expect(isClose(value(at: 1.75), 25, 2))
        let end = run.last!
        #expect(end.value == nil)
        #expect(end.time > 2 && end.time < 2.1)
    }

    @Test("T11: without autoreversing every repetition runs forwards")
    func repeatCountForwards() {
        let boundary = 1 + 1.0 / 60
        let values = samples(
            l1.repeatCount(3, autoreverses: false), value: 100,
            at: [0.5, boundary, boundary + 0.5, 2 * boundary, 2 * boundary + 0.5, 3 * boundary])
        #expect(isClose(values[0], 50))
        #expect(isClose(values[1], 100))
        #expect(isClose(values[2], 50))
        #expect(isClose(values[3], 100))
        #expect(isClose(values[4], 50))
        #expect(values[5] == nil)
    }

    @Test("T11: repeatForever never finishes and reverses every other run")
    func repeatForever() {
        let run = frames(l1.repeatForever(autoreverses: true), value: 100, until: 20)
        #expect(run.count == 1201)
        #expect(run.allSatisfy { $0.value != nil && $0.value! >= 0 && $0.value! <= 100 })
        let forwards = frames(l1.repeatForever(autoreverses: false), value: 100, until: 20)
        #expect(forwards.allSatisfy { $0.value != nil })
        // 0.5 s into the second run: back at 50 either way, coming down when autoreversing.
        let second = run.first { abs($0.time - (1 + 1.0 / 60 + 0.5)) < 1e-9 }
        #expect(isClose(second?.value, 50, 1e-6))
        let secondRise = run.first { abs($0.time - (1 + 1.0 / 60 + 0.25)) < 1e-9 }
        #expect(isClose(secondRise?.value, 75, 1e-6))
    }

    @Test(
        "T11: logicallyComplete(after:) reports completion once e ≥ s while the value still moves")
    func logicallyComplete() {
        let animation = l1.logicallyComplete(after: 0.5)
        var context = AnimationContext<Double>()
        #expect(isClose(animation.animate(value: 100.0, time: 0.4, context: &context), 40))
        #expect(!context.isLogicallyComplete)
        #expect(isClose(animation.animate(value: 100.0, time: 0.5, context: &context), 50))
        #expect(context.isLogicallyComplete)
        #expect(animation.animate(value: 100.0, time: 1.1, context: &context) == nil)
    }

    @Test("T11: each wrapper appends itself to the base's description")
    func descriptions() {
        #expect(l1.delay(0.5).description == "linear(duration: 1).delay(0.5)")
        #expect(l1.speed(2).description == "linear(duration: 1).speed(2)")
        #expect(
            l1.repeatCount(2, autoreverses: true).description
                == "linear(duration: 1).repeatCount(2, autoreverses: true)")
        #expect(
            l1.repeatForever(autoreverses: true).description
                == "linear(duration: 1).repeatForever(autoreverses: true)")
        #expect(
            l1.logicallyComplete(after: 0.5).description
                == "linear(duration: 1).logicallyComplete(after: 0.5)")
        #expect(
            Animation.easeInOut(duration: 0.3).delay(0.1).speed(2).description
                == "easeInOut(duration: 0.3).delay(0.1).speed(2)")
        #expect(l1.delay(0.5) == l1.delay(0.5))
        #expect(l1.delay(0.5) != l1.delay(0.25))
    }

    @Test("T11: wrappers pass velocity through, scaled by the speed")
    func velocities() {
        var context = AnimationContext<Double>()
        #expect(isClose(l1.speed(2).velocity(value: 100.0, time: 0.25, context: context), 200))
        #expect(isClose(l1.delay(0.5).velocity(value: 100.0, time: 1, context: context), 100))
        _ = l1.delay(0.5).animate(value: 100.0, time: 0.1, context: &context)
        #expect(isClose(l1.delay(0.5).velocity(value: 100.0, time: 0.1, context: context), 0))
    }
}
