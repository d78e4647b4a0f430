import Foundation
import Testing

@testable import Canopy

private struct Point: Equatable {
    var x: Double
    var y: Double
}

@Suite("T16 — Keyframes")
struct KeyframeTests {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
        LinearKeyframe(100.0, duration: 1)
        MoveKeyframe(40.0)
        LinearKeyframe(20.0, duration: 2)
    }

    @Test("T16: duration 3; 50 at 0.5, 35 at 1.5, 25 at 2.5, 20 at 3 and later; progress 0.5 → 35")
    func documentedTimeline() {
        #expect(timeline.duration == 3)
        #expect(timeline.value(time: 0) == 0)
        #expect(timeline.value(time: 0.5) == 50)
        #expect(timeline.value(time: 1.5) == 35)
        #expect(timeline.value(time: 2.5) == 25)
        #expect(timeline.value(time: 3) == 20)
        #expect(timeline.value(time: 10) == 20)
        #expect(timeline.value(progress: 0.5) == 35)
        #expect(timeline.value(progress: 1) == 20)
    }

    @Test(
        "D36: at the exact end of a segment the next applies: the move shows from its own time on")
    func segmentBoundaries() {
        #expect(timeline.value(time: 1) == 40)
        #expect(isClose(timeline.value(time: 1 - 1e-9), 100, 1e-6))
        #expect(timeline.value(time: -1) == 0)
        #expect(timeline.value(progress: -2) == 0)
        #expect(timeline.value(progress: 7) == 20)
    }

    @Test(
        "T16: tracks \\.x (to 10 in 1 s) and \\.y (10 → 30 in 2 s): duration 2; at 1.5 x 10 (held), y 25"
    )
    func tracks() {
        let timeline = KeyframeTimeline(initialValue: Point(x: 0, y: 10)) {
            KeyframeTrack(\.x) { LinearKeyframe(10.0, duration: 1) }
            KeyframeTrack(\.y) { LinearKeyframe(30.0, duration: 2) }
        }
        #expect(timeline.duration == 2)
        #expect(timeline.value(time: 1.5) == Point(x: 10, y: 25))
        #expect(timeline.value(time: 0.5) == Point(x: 5, y: 15))
        #expect(timeline.value(time: 0) == Point(x: 0, y: 10))
        #expect(timeline.value(time: 5) == Point(x: 10, y: 30))
    }

    @Test("T16: tracks apply in order: of two on the same property, the last wins")
    func lastTrackWins() {
        let timeline = KeyframeTimeline(initialValue: Point(x: 0, y: 0)) {
            KeyframeTrack(\.x) { LinearKeyframe(100.0, duration: 1) }
            KeyframeTrack(\.x) { LinearKeyframe(-100.0, duration: 2) }
        }
        #expect(timeline.value(time: 1) == Point(x: -50, y: 0))
        #expect(timeline.duration == 2)
    }

    @Test(
        "T16: a whole-value track of an animatable geometry type interpolates its animatable data")
    func wholeValue() {
        let timeline = KeyframeTimeline(initialValue: CGPoint.zero) {
            KeyframeTrack {
                LinearKeyframe(CGPoint(x: 10, y: 20), duration: 1)
            }
        }
        #expect(timeline.value(time: 0.5) == CGPoint(x: 5, y: 10))
    }

    @Test("T16: a LinearKeyframe's timing curve shapes its segment")
    func timingCurve() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(100.0, duration: 2, timingCurve: .easeIn)
        }
        #expect(isClose(timeline.value(time: 1), 100 * UnitCurve.easeIn.value(at: 0.5)))
    }

    @Test("D36: CubicKeyframe is a Hermite segment with Catmull-Rom velocities, zero at the ends")
    func cubic() {
        let peak = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(100.0, duration: 1)
            CubicKeyframe(0.0, duration: 1)
        }
        // Velocity 0 everywhere (the neighbours of 100 are both 0): smoothstep, 50 halfway.
        #expect(isClose(peak.value(time: 0.5), 50))
        #expect(isClose(peak.value(time: 1), 100))
        let ramp = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(100.0, duration: 1)
            CubicKeyframe(200.0, duration: 1)
        }
        // At 100 the velocity is (200 − 0) / 2 = 100 per second; the first segment halfway:
        // h00·0 + h10·0 + h01·100 + h11·1·100 = 0.5·100 − 0.125·100.
        #expect(isClose(ramp.value(time: 0.5), 37.5))
        #expect(isClose(ramp.value(time: 1.5), 162.5))
        // Velocity is continuous through the middle keyframe.
        let h = 1e-6
        let left = (ramp.value(time: 1 - h) - ramp.value(time: 1 - 2 * h)) / h
        let right = (ramp.value(time: 1 + 2 * h) - ramp.value(time: 1 + h)) / h
        #expect(isClose(left, 100, 1e-2) && isClose(right, 100, 1e-2))
    }

    @Test("T16: CubicKeyframe honours the velocities it is given")
    func cubicVelocities() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(10.0, duration: 1, startVelocity: 30.0, endVelocity: -5.0)
        }
        let h = 1e-6
        #expect(isClose((timeline.value(time: h) - timeline.value(time: 0)) / h, 30, 1e-3))
        #expect(
            isClose((timeline.value(time: 1 - h) - timeline.value(time: 1 - 2 * h)) / h, -5, 1e-3))
    }

    @Test("D36: SpringKeyframe moves with the spring from the previous value, over its duration")
    func spring() {
        let spring = Spring(duration: 0.5, bounce: 0)
        let timeline = KeyframeTimeline(initialValue: 10.0) {
            SpringKeyframe(110.0, duration: 1, spring: spring)
        }
        let omega = 4 * Double.pi
        let t = 0.25
        #expect(
            isClose(timeline.value(time: t), 10 + 100 * (1 - (1 + omega * t) * exp(-omega * t))))
        #expect(timeline.value(time: 1) == 110)
        let settling = KeyframeTimeline(initialValue: 0.0) {
            SpringKeyframe(1.0, spring: .bouncy)
        }
        #expect(isClose(settling.duration, Spring.bouncy.settlingDuration))
    }

    @Test("D36: a SpringKeyframe without a start velocity keeps the previous segment's")
    func springKeepsVelocity() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10.0, duration: 1)
            SpringKeyframe(20.0, duration: 1, spring: .smooth)
        }
        let h = 1e-6
        let after = (timeline.value(time: 1 + h) - timeline.value(time: 1)) / h
        #expect(isClose(after, 10, 1e-3))
        let still = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10.0, duration: 1)
            SpringKeyframe(20.0, duration: 1, spring: .smooth, startVelocity: 0.0)
        }
        #expect(isClose((still.value(time: 1 + h) - still.value(time: 1)) / h, 0, 1e-3))
    }

    @Test("T16: the builders accept if/else, optional content, for loops and custom content")
    func builders() {
        func timeline(up: Bool, extra: Bool) -> KeyframeTimeline<Double> {
            KeyframeTimeline(initialValue: 0.0) {
                if up {
                    LinearKeyframe(100.0, duration: 1)
                } else {
                    LinearKeyframe(-100.0, duration: 1)
                }
                if extra { MoveKeyframe(0.0) }
                for target in [10.0, 20.0] { LinearKeyframe(target, duration: 1) }
            }
        }
        #expect(timeline(up: true, extra: false).value(time: 0.5) == 50)
        #expect(timeline(up: false, extra: false).value(time: 0.5) == -50)
        #expect(timeline(up: true, extra: false).value(time: 1.5) == 55)
        #expect(timeline(up: true, extra: true).value(time: 1.5) == 5)
        #expect(timeline(up: true, extra: true).duration == 3)

        struct Wobble: KeyframeTrackContent {
            var body: some KeyframeTrackContent<Double> {
                LinearKeyframe(10.0, duration: 0.5)
                LinearKeyframe(-10.0, duration: 0.5)
            }
        }
        let wobble = KeyframeTimeline(initialValue: Point(x: 0, y: 0)) {
            KeyframeTrack(\.y) { Wobble() }
        }
        #expect(wobble.value(time: 0.25) == Point(x: 0, y: 5))
        #expect(wobble.value(time: 0.75) == Point(x: 0, y: 0))
        let empty = KeyframeTimeline(initialValue: 7.0) {}
        #expect(empty.duration == 0)
        #expect(empty.value(time: 1) == 7)
    }
}
