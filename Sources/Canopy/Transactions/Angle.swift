import Foundation

/// A geometric angle, in degrees or radians; animatable (its radians interpolate).
public struct Angle: Hashable, Comparable, Sendable, Animatable, CustomStringConvertible {
    /// The angle in radians.
    public var radians: Double
    /// The angle in degrees.
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }

    /// A zero angle.
    public init() { radians = 0 }
    /// An angle of `radians` radians.
    public init(radians: Double) { self.radians = radians }
    /// An angle of `degrees` degrees.
    public init(degrees: Double) { radians = degrees * .pi / 180 }

    /// An angle of `radians` radians.
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    /// An angle of `degrees` degrees.
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    /// A zero angle.
    public static let zero = Angle()

    /// The radians.
    public var animatableData: Double {
        get { radians }
        set { radians = newValue }
    }

    /// Whether `lhs` is the smaller angle.
    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
    /// The angles' sum.
    public static func + (lhs: Angle, rhs: Angle) -> Angle {
        Angle(radians: lhs.radians + rhs.radians)
    }
    /// The angles' difference.
    public static func - (lhs: Angle, rhs: Angle) -> Angle {
        Angle(radians: lhs.radians - rhs.radians)
    }
    /// The negated angle.
    public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }

    /// `.degrees(45)`.
    /// The degrees are rounded to nine decimals: the round trip through radians leaves
    /// `.degrees(30)` a hair short of 30, which would print as `29.999999999999996`.
    public var description: String {
        ".degrees(\(ValueFormatter.format((degrees * 1e9).rounded() / 1e9)))"
    }
}
