import Foundation

#if !canImport(CoreGraphics)
    /// Core Graphics' affine transform, for platforms without Core Graphics (Foundation there
    /// has `CGFloat`, `CGPoint`, `CGSize` and `CGRect` but not this): a point `(x, y)` maps to
    /// `(a·x + c·y + tx, b·x + d·y + ty)`. SwiftUI code passes it to
    /// ``View/transformEffect(_:)`` and ``ProjectionTransform/init(_:)``.
    public struct CGAffineTransform: Hashable, Sendable {
        /// The entry at row 1, column 1.
        public var a: CGFloat
        /// The entry at row 1, column 2.
        public var b: CGFloat
        /// The entry at row 2, column 1.
        public var c: CGFloat
        /// The entry at row 2, column 2.
        public var d: CGFloat
        /// The horizontal translation.
        public var tx: CGFloat
        /// The vertical translation.
        public var ty: CGFloat

        /// A transform with the given entries.
        public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
            (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
        }

        /// The identity transform.
        public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

        /// A transform that moves by `tx` and `ty`.
        public init(translationX tx: CGFloat, y ty: CGFloat) {
            self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
        }

        /// A transform that scales by `sx` and `sy`.
        public init(scaleX sx: CGFloat, y sy: CGFloat) {
            self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
        }

        /// A transform that rotates by `angle` radians.
        public init(rotationAngle angle: CGFloat) {
            let (cosine, sine) = (cos(angle), sin(angle))
            self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
        }

        /// The identity transform.
        public static let identity = CGAffineTransform()

        /// Whether this is the identity transform.
        public var isIdentity: Bool { self == .identity }

        /// This transform followed by `t2`.
        public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
            CGAffineTransform(
                a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
                c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
                tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
        }

        /// A translation by `tx` and `ty`, then this transform.
        public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
            CGAffineTransform(translationX: tx, y: ty).concatenating(self)
        }

        /// A scale by `sx` and `sy`, then this transform.
        public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
            CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
        }

        /// A rotation by `angle` radians, then this transform.
        public func rotated(by angle: CGFloat) -> CGAffineTransform {
            CGAffineTransform(rotationAngle: angle).concatenating(self)
        }

        /// The transform that undoes this one; this one unchanged when it cannot be undone.
        public func inverted() -> CGAffineTransform {
            let determinant = a * d - b * c
            guard determinant != 0 else { return self }
            return CGAffineTransform(
                a: d / determinant, b: -b / determinant, c: -c / determinant,
                d: a / determinant, tx: (c * ty - d * tx) / determinant,
                ty: (b * tx - a * ty) / determinant)
        }
    }

    extension CGPoint {
        /// The point moved by `t`.
        public func applying(_ t: CGAffineTransform) -> CGPoint {
            CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
        }
    }

    extension CGSize {
        /// The size transformed by `t`, its translation left out.
        public func applying(_ t: CGAffineTransform) -> CGSize {
            CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
        }
    }
#endif
