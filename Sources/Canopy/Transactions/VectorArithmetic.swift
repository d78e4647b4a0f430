import Foundation

/// A type whose values can be added, subtracted and scaled: what an animation interpolates.
/// An animation moves a value by computing a part of the change (`new − old`) with
/// `scaled(by:)` and adding it to the old value (T8).
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies every component by `rhs`.
    mutating func scale(by rhs: Double)
    /// The dot product of the value with itself: how far it is from zero, squared.
    var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
    /// The value with every component multiplied by `rhs`.
    public func scaled(by rhs: Double) -> Self {
        var copy = self
        copy.scale(by: rhs)
        return copy
    }

    /// Linearly interpolates the value toward `other` by `amount` (0 is `self`, 1 is `other`).
    public mutating func interpolate(towards other: Self, amount: Double) {
        var step = other - self
        step.scale(by: amount)
        self += step
    }

    /// The value linearly interpolated toward `other` by `amount`.
    public func interpolated(towards other: Self, amount: Double) -> Self {
        var copy = self
        copy.interpolate(towards: other, amount: amount)
        return copy
    }
}

extension Double: VectorArithmetic {
    /// Multiplies the value by `rhs`.
    public mutating func scale(by rhs: Double) { self *= rhs }
    /// The square of the value.
    public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
    /// Multiplies the value by `rhs`.
    public mutating func scale(by rhs: Double) { self *= Float(rhs) }
    /// The square of the value.
    public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: VectorArithmetic {
    /// Multiplies the value by `rhs`.
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    /// The square of the value.
    public var magnitudeSquared: Double { Double(self * self) }
}

/// The animatable data of a type with nothing to animate: every value is zero.
@frozen public struct EmptyAnimatableData: VectorArithmetic, Sendable {
    /// The only value.
    @inlinable public init() {}
    /// The only value.
    @inlinable public static var zero: EmptyAnimatableData { .init() }
    /// Zero.
    @inlinable public static func + (lhs: Self, rhs: Self) -> Self { .zero }
    /// Zero.
    @inlinable public static func - (lhs: Self, rhs: Self) -> Self { .zero }
    /// Nothing to scale.
    @inlinable public mutating func scale(by rhs: Double) {}
    /// Zero.
    @inlinable public var magnitudeSquared: Double { 0 }
}
