import Foundation
import Testing

@testable import Canopy

@Suite("D36 — Spring, the damped harmonic oscillator")
struct SpringTests {
    @Test(
        "D36: Spring(duration:bounce:) has mass 1, stiffness (2π/duration)², damping ratio 1 − bounce"
    )
    func durationBounce() {
        let spring = Spring(duration: 0.5, bounce: 0.3)
        #expect(spring.mass == 1)
        #expect(isClose(spring.stiffness, pow(2 * .pi / 0.5, 2)))
        #expect(isClose(spring.stiffness, 157.9, 0.05))  // SwiftUI's documented numbers
        #expect(isClose(spring.damping, 17.6, 0.05))
        #expect(isClose(spring.dampingRatio, 0.7))
        #expect(isClose(spring.bounce, 0.3))
        #expect(spring.duration == 0.5)
        #expect(spring.response == 0.5)
    }

    @Test("D36: a negative bounce is overdamped with ratio 1 / (1 + bounce)")
    func negativeBounce() {
        let spring = Spring(duration: 1, bounce: -0.5)
        #expect(isClose(spring.dampingRatio, 2))
        #expect(isClose(spring.bounce, -0.5))
    }

    @Test("D36: Spring(mass:stiffness:damping:) converts back to duration and bounce (0.63, 0.5)")
    func massStiffnessDamping() {
        let spring = Spring(mass: 1, stiffness: 100, damping: 10)
        #expect(isClose(spring.duration, 2 * .pi / 10))
        #expect(isClose(spring.bounce, 0.5))
        #expect(isClose(spring.stiffness, 100))
        #expect(isClose(spring.damping, 10))
        let heavy = Spring(mass: 4, stiffness: 100, damping: 10)
        #expect(isClose(heavy.duration, 2 * .pi / 5))
        #expect(isClose(heavy.dampingRatio, 10 / (2 * (400.0).squareRoot())))
    }

    @Test("D36: without allowOverDamping an overdamped spring is critically damped")
    func overDamping() {
        #expect(Spring(stiffness: 100, damping: 40).dampingRatio == 1)
        #expect(
            isClose(Spring(stiffness: 100, damping: 40, allowOverDamping: true).dampingRatio, 2))
    }

    @Test("D36: init(response:dampingRatio:) maps response to duration")
    func responseDampingRatio() {
        let spring = Spring(response: 0.4, dampingRatio: 0.8)
        #expect(spring.duration == 0.4)
        #expect(spring.dampingRatio == 0.8)
        #expect(isClose(spring.bounce, 0.2))
    }

    @Test("T10: smooth, snappy and bouncy are bounce 0, 0.15 and 0.3 over 0.5 s; extraBounce adds")
    func presets() {
        #expect(Spring.smooth == Spring(duration: 0.5, bounce: 0))
        #expect(Spring.snappy == Spring(duration: 0.5, bounce: 0.15))
        #expect(Spring.bouncy == Spring(duration: 0.5, bounce: 0.3))
        #expect(isClose(Spring.snappy(duration: 0.3, extraBounce: 0.1).bounce, 0.25))
        #expect(Spring.snappy(duration: 0.3, extraBounce: 0.1).duration == 0.3)
        #expect(isClose(Spring.bouncy(extraBounce: -0.1).bounce, 0.2))
        #expect(Spring.smooth(duration: 2).duration == 2)
    }

    @Test(
        "D36: value and velocity are the closed form of the oscillator (checked against numerical integration)",
        arguments: [
            (0.5, 0.0, 0.0), (0.5, 0.3, 0.0), (0.8, -0.6, 0.0), (0.5, 0.3, 4.0),
            (1.0, 0.0, -3.0), (0.6, -0.4, 2.0), (0.7, 0.9, 1.0),
        ])
    func closedForm(duration: Double, bounce: Double, initialVelocity: Double) {
        let spring = Spring(duration: duration, bounce: bounce)
        for time in [0.05, 0.2, 0.37, 0.8] {
            let reference = integratedSpring(
                mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
                target: 2, velocity: initialVelocity, time: time)
            #expect(
                isClose(
                    spring.value(target: 2.0, initialVelocity: initialVelocity, time: time),
                    reference.position, 1e-6))
            #expect(
                isClose(
                    spring.velocity(target: 2.0, initialVelocity: initialVelocity, time: time),
                    reference.velocity, 1e-5))
        }
        #expect(spring.value(target: 2.0, initialVelocity: initialVelocity, time: 0) == 0)
        #expect(
            isClose(
                spring.velocity(target: 2.0, initialVelocity: initialVelocity, time: 0),
                initialVelocity))
    }

    @Test("D36: a critically damped spring settles where (1 + ωt)·e^(−ωt) falls to 0.001")
    func criticalSettling() {
        let omega = 2 * Double.pi
        // Solve (1 + ωt)e^(−ωt) = 0.001 by bisection, independently of the library.
        var (low, high) = (0.5, 5.0)
        for _ in 0..<100 {
            let middle = (low + high) / 2
            if (1 + omega * middle) * exp(-omega * middle) > 0.001 {
                low = middle
            } else {
                high = middle
            }
        }
        #expect(isClose(Spring(duration: 1, bounce: 0).settlingDuration, high, 1e-6))
    }

    @Test(
        "D36: the settling duration is the earliest time from which the spring stays within epsilon",
        arguments: [0.0, 0.15, 0.3, 0.6, -0.5])
    func settlingIsTheLastCrossing(bounce: Double) {
        let spring = Spring(duration: 0.5, bounce: bounce)
        let settling = spring.settlingDuration
        #expect(settling > 0 && settling.isFinite)
        func distance(_ t: Double) -> Double { abs(1 - spring.value(target: 1.0, time: t)) }
        #expect(distance(settling) <= 0.001 + 1e-9)
        #expect(distance(settling - 1e-6) > 0.001)
        var t = settling
        while t < settling + 5 {
            #expect(distance(t) <= 0.001 + 1e-9)
            t += 0.001
        }
    }

    @Test("D36: settling with an initial velocity and with a larger epsilon")
    func settlingVariants() {
        let spring = Spring(duration: 0.5, bounce: 0.2)
        let loose = spring.settlingDuration(target: 1.0, epsilon: 0.01)
        #expect(loose < spring.settlingDuration)
        let pushed = spring.settlingDuration(target: 1.0, initialVelocity: 10.0, epsilon: 0.001)
        let distance = abs(1 - spring.value(target: 1.0, initialVelocity: 10.0, time: pushed))
        #expect(distance <= 0.001 + 1e-9)
        #expect(
            abs(1 - spring.value(target: 1.0, initialVelocity: 10.0, time: pushed - 1e-6)) > 0.001)
        #expect(spring.settlingDuration(target: 0.0, epsilon: 0.001) == 0)
    }

    @Test("D36: init(settlingDuration:dampingRatio:) settles in that time")
    func settlingDurationInit() {
        for (duration, ratio) in [(2.0, 0.7), (0.5, 1.0), (1.0, 0.3)] {
            let spring = Spring(settlingDuration: duration, dampingRatio: ratio)
            #expect(isClose(spring.settlingDuration, duration, 1e-6))
            #expect(isClose(spring.dampingRatio, ratio))
        }
    }

    @Test(
        "D36: vectors move component-wise; update(value:velocity:target:deltaTime:) continues the motion"
    )
    func vectorsAndUpdate() {
        let spring = Spring(duration: 0.6, bounce: 0.25)
        let pair = spring.value(target: AnimatablePair(1.0, -3.0), time: 0.3)
        #expect(isClose(pair.first, spring.value(target: 1.0, time: 0.3)))
        #expect(isClose(pair.second, spring.value(target: -3.0, time: 0.3)))
        var (value, velocity) = (0.0, 0.0)
        for _ in 0..<10 {
            spring.update(value: &value, velocity: &velocity, target: 5, deltaTime: 0.05)
        }
        #expect(isClose(value, spring.value(target: 5.0, time: 0.5), 1e-9))
        #expect(isClose(velocity, spring.velocity(target: 5.0, time: 0.5), 1e-9))
        #expect(isClose(spring.force(target: 1.0, position: 0.0, velocity: 0.0), spring.stiffness))
    }

    @Test("D36: the Animatable forms interpolate animatable data")
    func animatableForms() {
        let spring = Spring(duration: 0.5, bounce: 0.1)
        let point = spring.value(
            fromValue: CGPoint(x: 10, y: 10), toValue: CGPoint(x: 20, y: 0), initialVelocity: .zero,
            time: 0.2)
        #expect(isClose(Double(point.x), 10 + spring.value(target: 10.0, time: 0.2)))
        #expect(isClose(Double(point.y), 10 + spring.value(target: -10.0, time: 0.2)))
    }

    @Test("D36: description names duration and bounce, rounded")
    func description() {
        #expect(
            Spring(duration: 0.5, bounce: 0.3).description == "Spring(duration: 0.5, bounce: 0.3)")
    }
}
