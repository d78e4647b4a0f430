import Foundation
import Testing

@testable import Canopy

@Suite("Issue 38 item 6 — bad input never crashes nor hangs")
struct BadInputTests {
    @Test("A negative or NaN duration shows the change at once")
    func badDurations() {
        for duration in [-1.0, .nan, 0] {
            let values = samples(.linear(duration: duration), value: 100, at: [0, 0.01])
            #expect(values[0] == 100)
            #expect(values[1] == nil)
        }
        let infinite = samples(.linear(duration: .infinity), value: 100, at: [0, 1000])
        #expect(infinite == [0, 0])
    }

    @Test("A spring with a duration that is not a positive finite number moves at once")
    func badSpringDurations() {
        for duration in [-1.0, .nan, 0, .infinity] {
            let values = samples(.spring(duration: duration, bounce: 0), value: 100, at: [0, 0.01])
            #expect(values[0] == 0)
            #expect(values[1] == nil)
            let spring = Spring(duration: duration, bounce: 0.2)
            #expect(spring.settlingDuration == 0)
            #expect(spring.value(target: 1.0, time: 0.1) == 1)
        }
        #expect(Spring(mass: 0, stiffness: 100, damping: 10).settlingDuration == 0)
        #expect(Spring(mass: 1, stiffness: .nan, damping: 10).settlingDuration == 0)
        #expect(Spring(settlingDuration: -1, dampingRatio: 0.5).settlingDuration == 0)
    }

    @Test("Bounces out of range are clamped; an undamped spring never settles but never hangs")
    func badBounces() {
        let undamped = Spring(duration: 0.5, bounce: 1)
        #expect(undamped.settlingDuration == .infinity)
        #expect(Spring(duration: 0.5, bounce: 7) == undamped)
        let run = frames(.spring(duration: 0.5, bounce: 1), value: 100, until: 5)
        #expect(run.count == 301 && run.allSatisfy { $0.value?.isFinite == true })
        for bounce in [-1.0, -5, .nan, 0.999_999] {
            let spring = Spring(duration: 0.5, bounce: bounce)
            #expect(spring.settlingDuration.isFinite)
            #expect(spring.bounce.isFinite && spring.stiffness.isFinite && spring.damping.isFinite)
            #expect(spring.value(target: 1.0, time: 0.3).isFinite)
        }
    }

    @Test("Non-finite velocities count as zero")
    func badVelocities() {
        let spring = Spring.snappy
        #expect(
            spring.value(target: 1.0, initialVelocity: .infinity, time: 0.2)
                == spring.value(target: 1.0, time: 0.2))
        #expect(
            spring.settlingDuration(target: 1.0, initialVelocity: .nan, epsilon: 0.001)
                == spring.settlingDuration)
        #expect(spring.settlingDuration(target: 1.0, epsilon: .nan).isFinite)
        #expect(spring.settlingDuration(target: 1.0, epsilon: -1).isFinite)
        let values = samples(
            .interpolatingSpring(stiffness: 100, damping: 10, initialVelocity: .nan), value: 1,
            at: [0.1])
        #expect(values[0]?.isFinite == true)
    }

    @Test(
        "A negative or NaN speed holds the animation at its start; an infinite one finishes at once"
    )
    func badSpeeds() {
        let l1 = Animation.linear(duration: 1)
        for speed in [-2.0, .nan, 0] {
            #expect(samples(l1.speed(speed), value: 100, at: [0, 1, 1000]) == [0, 0, 0])
        }
        #expect(samples(l1.speed(.infinity), value: 100, at: [0, 0.01]) == [0, nil])
    }

    @Test("A negative or NaN delay counts as none; an infinite one never starts")
    func badDelays() {
        let l1 = Animation.linear(duration: 1)
        #expect(samples(l1.delay(-1), value: 100, at: [0.25]) == [25])
        #expect(samples(l1.delay(.nan), value: 100, at: [0.25]) == [25])
        #expect(samples(l1.delay(.infinity), value: 100, at: [0, 1e9]) == [0, 0])
    }

    @Test("A repeat count below 1 runs once; logicallyComplete(after: NaN) completes at once")
    func badCounts() {
        let l1 = Animation.linear(duration: 1)
        for count in [0, -3] {
            #expect(samples(l1.repeatCount(count), value: 100, at: [0.5, 1.01]) == [50, nil])
        }
        var context = AnimationContext<Double>()
        _ = l1.logicallyComplete(after: .nan).animate(value: 1.0, time: 0, context: &context)
        #expect(context.isLogicallyComplete)
    }

    @Test("UnitCurve: a NaN progress counts as 0")
    func badProgress() {
        #expect(UnitCurve.easeInOut.value(at: .nan) == 0)
        #expect(UnitCurve.circularEaseOut.value(at: .nan) == 0)
        #expect(UnitCurve.easeIn.value(at: .infinity) == 1)
        #expect(UnitCurve.easeIn.velocity(at: .nan).isFinite)
    }

    @Test("Keyframes: negative and NaN durations count as 0, infinite ones never crash")
    func badKeyframes() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(100.0, duration: -1)
            LinearKeyframe(50.0, duration: .nan)
            CubicKeyframe(10.0, duration: 1)
        }
        #expect(timeline.duration == 1)
        #expect(timeline.value(time: 0) == 50)
        #expect(timeline.value(time: 2) == 10)
        let endless = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(10.0, duration: .infinity)
            SpringKeyframe(5.0, spring: Spring(duration: 0.5, bounce: 1))
        }
        #expect(endless.value(time: 100) == 0)
        #expect(endless.value(progress: 0.5).isFinite)
    }
}
