import Foundation

/// A 3×3 projective transform, SwiftUI's argument to ``View/projectionEffect(_:)``: a point
/// `(x, y)` maps to `((m11·x + m21·y + m31) / w, (m12·x + m22·y + m32) / w)` with
/// `w = m13·x + m23·y + m33`.
public struct ProjectionTransform: Hashable, Sendable, CustomStringConvertible {
    /// Row 1, column 1.
    public var m11: CGFloat = 1
    /// Row 1, column 2.
    public var m12: CGFloat = 0
    /// Row 1, column 3.
    public var m13: CGFloat = 0
    /// Row 2, column 1.
    public var m21: CGFloat = 0
    /// Row 2, column 2.
    public var m22: CGFloat = 1
    /// Row 2, column 3.
    public var m23: CGFloat = 0
    /// Row 3, column 1.
    public var m31: CGFloat = 0
    /// Row 3, column 2.
    public var m32: CGFloat = 0
    /// Row 3, column 3.
    public var m33: CGFloat = 1

    /// The identity transform.
    public init() {}

    /// The projective form of an affine transform.
    public init(_ m: CGAffineTransform) {
        (m11, m12, m21, m22, m31, m32) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
    }

    /// Whether this is the identity transform.
    public var isIdentity: Bool { self == ProjectionTransform() }

    /// Whether the transform is affine (its third column is `0, 0, 1`).
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// This transform followed by `rhs`.
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        var r = ProjectionTransform()
        r.m11 = m11 * rhs.m11 + m12 * rhs.m21 + m13 * rhs.m31
        r.m12 = m11 * rhs.m12 + m12 * rhs.m22 + m13 * rhs.m32
        r.m13 = m11 * rhs.m13 + m12 * rhs.m23 + m13 * rhs.m33
        r.m21 = m21 * rhs.m11 + m22 * rhs.m21 + m23 * rhs.m31
        r.m22 = m21 * rhs.m12 + m22 * rhs.m22 + m23 * rhs.m32
        r.m23 = m21 * rhs.m13 + m22 * rhs.m23 + m23 * rhs.m33
        r.m31 = m31 * rhs.m11 + m32 * rhs.m21 + m33 * rhs.m31
        r.m32 = m31 * rhs.m12 + m32 * rhs.m22 + m33 * rhs.m32
        r.m33 = m31 * rhs.m13 + m32 * rhs.m23 + m33 * rhs.m33
        return r
    }

    /// `ProjectionTransform(m11: 1, m12: 0, …, m33: 1)`.
    public var description: String {
        let entries = [
            ("m11", m11), ("m12", m12), ("m13", m13), ("m21", m21), ("m22", m22), ("m23", m23),
            ("m31", m31), ("m32", m32), ("m33", m33),
        ]
        return "ProjectionTransform("
            + entries.map { "\($0.0): \(ValueFormatter.format(Double($0.1)))" }
            .joined(separator: ", ") + ")"
    }
}
