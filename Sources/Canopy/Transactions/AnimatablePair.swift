/// Two animatable values animated together: the animatable data of a view with two animated
/// properties, or of a point (`x`, `y`).
@frozen
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>:
    VectorArithmetic
{
    /// The first value.
    public var first: First
    /// The second value.
    public var second: Second

    /// A pair of `first` and `second`.
    @inlinable public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// Both zero.
    public static var zero: Self { Self(.zero, .zero) }

    /// The component-wise sum.
    public static func + (lhs: Self, rhs: Self) -> Self {
        Self(lhs.first + rhs.first, lhs.second + rhs.second)
    }

    /// The component-wise difference.
    public static func - (lhs: Self, rhs: Self) -> Self {
        Self(lhs.first - rhs.first, lhs.second - rhs.second)
    }

    /// Adds `rhs` component-wise.
    public static func += (lhs: inout Self, rhs: Self) {
        lhs.first += rhs.first
        lhs.second += rhs.second
    }

    /// Subtracts `rhs` component-wise.
    public static func -= (lhs: inout Self, rhs: Self) {
        lhs.first -= rhs.first
        lhs.second -= rhs.second
    }

    /// Scales both values.
    public mutating func scale(by rhs: Double) {
        first.scale(by: rhs)
        second.scale(by: rhs)
    }

    /// The sum of both values' squared magnitudes.
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}
extension AnimatablePair: Hashable where First: Hashable, Second: Hashable {}

extension AnimatablePair: CustomStringConvertible {
    /// `(first, second)`.
    public var description: String { "(\(first), \(second))" }
}
