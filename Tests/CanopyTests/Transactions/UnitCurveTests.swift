import Foundation
import Testing

@testable import Canopy

@Suite("T15 — UnitCurve")
struct UnitCurveTests {
    @Test(
        "T15: the documented Bézier values: easeInOut 0.12916… at 0.25, easeIn 0.31536… and easeOut 0.68464… at 0.5"
    )
    func bezierValues() {
        #expect(isClose(UnitCurve.easeInOut.value(at: 0.25), 0.12916, 1e-4))
        #expect(isClose(UnitCurve.easeIn.value(at: 0.5), 0.31536, 1e-4))
        #expect(isClose(UnitCurve.easeOut.value(at: 0.5), 0.68464, 1e-4))
        #expect(isClose(UnitCurve.easeInOut.value(at: 0.5), 0.5, 1e-5))
    }

    @Test("T15: linear is the identity with velocity 1")
    func linear() {
        for p in stride(from: 0.0, through: 1.0, by: 0.125) {
            #expect(UnitCurve.linear.value(at: p) == p)
            #expect(UnitCurve.linear.velocity(at: p) == 1)
        }
    }

    @Test("T15: value(at:) clamps its input to 0…1")
    func clamps() {
        for curve in [UnitCurve.easeIn, .easeOut, .easeInOut, .linear, .circularEaseIn] {
            #expect(curve.value(at: -0.5) == curve.value(at: 0))
            #expect(curve.value(at: 1.5) == curve.value(at: 1))
            #expect(isClose(curve.value(at: 0), 0, 1e-9))
            #expect(isClose(curve.value(at: 1), 1, 1e-9))
        }
    }

    @Test("T15: circular curves follow 1 − √(1 − p²), √(1 − (1 − p)²) and the two halves")
    func circular() {
        for p in stride(from: 0.0, through: 1.0, by: 0.05) {
            #expect(isClose(UnitCurve.circularEaseIn.value(at: p), 1 - (1 - p * p).squareRoot()))
            #expect(
                isClose(
                    UnitCurve.circularEaseOut.value(at: p), (1 - (1 - p) * (1 - p)).squareRoot()))
        }
        // The in-out curve: the ease-in quarter circle scaled into the lower-left half square,
        // the ease-out one into the upper-right.
        #expect(isClose(UnitCurve.circularEaseInOut.value(at: 0.25), (1 - 0.75.squareRoot()) / 2))
        #expect(isClose(UnitCurve.circularEaseInOut.value(at: 0.5), 0.5))
        #expect(
            isClose(UnitCurve.circularEaseInOut.value(at: 0.75), (1 + 0.75.squareRoot()) / 2))
    }

    @Test("T15: velocity(at:) is the derivative of value(at:) for every curve")
    func velocityIsTheDerivative() {
        let curves: [UnitCurve] = [
            .linear, .easeIn, .easeOut, .easeInOut, .circularEaseIn, .circularEaseOut,
            .circularEaseInOut, .circularEaseInOut.inverse,
            .bezier(
                startControlPoint: UnitPoint(x: 0.25, y: 0.1),
                endControlPoint: UnitPoint(x: 0.25, y: 1)),
        ]
        let h = 1e-5
        for curve in curves {
            for p in [0.1, 0.3, 0.45, 0.6, 0.8, 0.9] {
                let slope = (curve.value(at: p + h) - curve.value(at: p - h)) / (2 * h)
                #expect(
                    isClose(curve.velocity(at: p), slope, 2e-3 * max(1, abs(slope))),
                    "\(curve) at \(p)")
            }
        }
    }

    @Test("T15: a circular curve's velocity is infinite where it is vertical")
    func verticalEnds() {
        #expect(UnitCurve.circularEaseIn.velocity(at: 1) == .infinity)
        #expect(UnitCurve.circularEaseOut.velocity(at: 0) == .infinity)
        #expect(UnitCurve.circularEaseIn.velocity(at: 0) == 0)
    }

    @Test("T15: inverse solves the curve in reverse (easeInOut round trip ≈ 0.3)")
    func inverseRoundTrip() {
        let curve = UnitCurve.easeInOut
        #expect(isClose(curve.inverse.value(at: curve.value(at: 0.3)), 0.3, 1e-4))
        let curves: [UnitCurve] = [
            .easeIn, .easeOut, .easeInOut, .linear, .circularEaseIn, .circularEaseOut,
            .circularEaseInOut,
        ]
        for curve in curves {
            for p in [0.1, 0.25, 0.5, 0.7, 0.95] {
                #expect(isClose(curve.inverse.value(at: curve.value(at: p)), p, 1e-4), "\(curve)")
                #expect(isClose(curve.value(at: curve.inverse.value(at: p)), p, 1e-4), "\(curve)")
            }
        }
    }

    @Test(
        "T15: the inverse of a Bézier swaps its control points' coordinates; circular curves swap")
    func inverseShapes() {
        #expect(
            UnitCurve.easeIn.inverse
                == .bezier(
                    startControlPoint: UnitPoint(x: 0, y: 0.42),
                    endControlPoint: UnitPoint(x: 1, y: 1)))
        #expect(UnitCurve.circularEaseIn.inverse == .circularEaseOut)
        #expect(UnitCurve.circularEaseOut.inverse == .circularEaseIn)
        #expect(UnitCurve.circularEaseInOut.inverse.inverse == .circularEaseInOut)
        #expect(UnitCurve.circularEaseInOut.inverse != .circularEaseInOut)
        #expect(UnitCurve.linear.inverse == .linear)
    }

    @Test("T15: bezier clamps its control points' x to 0…1")
    func bezierClampsX() {
        let clamped = UnitCurve.bezier(
            startControlPoint: UnitPoint(x: -1, y: 0.5), endControlPoint: UnitPoint(x: 2, y: 0.5))
        let same = UnitCurve.bezier(
            startControlPoint: UnitPoint(x: 0, y: 0.5), endControlPoint: UnitPoint(x: 1, y: 0.5))
        #expect(clamped == same)
        #expect(clamped.value(at: 0.4) == same.value(at: 0.4))
    }

    @Test("T10: timing curves use the UnitCurve of the same name (12.916… and 40.851… at 0.25)")
    func timingCurves() {
        var context = AnimationContext<Double>()
        let easeInOut = Animation.easeInOut(duration: 1).animate(
            value: 100.0, time: 0.25, context: &context)
        #expect(isClose(easeInOut, 12.916, 1e-2))
        let custom = Animation.timingCurve(0.25, 0.1, 0.25, 1, duration: 1).animate(
            value: 100.0, time: 0.25, context: &context)
        #expect(isClose(custom, 40.851, 1e-2))
        let circular = Animation.timingCurve(.circularEaseIn, duration: 2).animate(
            value: 100.0, time: 1, context: &context)
        #expect(isClose(circular, 100 * UnitCurve.circularEaseIn.value(at: 0.5)))
        #expect(
            Animation.timingCurve(.circularEaseIn, duration: 2).description
                == "timingCurve(.circularEaseIn, duration: 2)")
        #expect(Animation.easeInOut(duration: 0.35).description == "easeInOut(duration: 0.35)")
    }
}
