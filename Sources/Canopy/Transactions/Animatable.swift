import Foundation

/// A type whose values can move smoothly from one to another: a view, a view modifier or a
/// shape whose ``animatableData`` an animation interpolates (T7). When a change in an animated
/// transaction gives it new data, its body runs, frame after frame, with the data on the way
/// from the old value to the new one (its **presentation value**); views that read the state
/// see the new value at once.
///
///     struct Gauge: View, Animatable {
///         var level: Double
///         nonisolated var animatableData: Double {
///             get { level }
///             set { level = newValue }
///         }
///         var body: some View { Text("\(Int(level))%") }
///     }
///
/// `Animatable` is not main-actor isolated: a view's `animatableData` is `nonisolated`.
public protocol Animatable {
    /// The type of the data that animates.
    associatedtype AnimatableData: VectorArithmetic
    /// The data that animates.
    var animatableData: AnimatableData { get set }
}

extension Animatable where Self: VectorArithmetic {
    /// A vector animates as itself.
    public var animatableData: Self {
        get { self }
        set { self = newValue }
    }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    /// Nothing animates.
    public var animatableData: EmptyAnimatableData {
        @inlinable get { EmptyAnimatableData() }
        @inlinable set {}
    }
}

extension Double: Animatable {}
extension Float: Animatable {}
extension CGFloat: Animatable {}

extension CGPoint: Animatable {
    /// `x` and `y`.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}

extension CGSize: Animatable {
    /// `width` and `height`.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(width, height) }
        set { (width, height) = (newValue.first, newValue.second) }
    }
}

extension CGRect: Animatable {
    /// The origin's and the size's data.
    public var animatableData: AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(origin.animatableData, size.animatableData) }
        set { (origin.animatableData, size.animatableData) = (newValue.first, newValue.second) }
    }
}

extension UnitPoint: Animatable {
    /// `x` and `y`.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}

extension EdgeInsets: Animatable {
    /// The four insets: top and leading, bottom and trailing.
    public var animatableData:
        AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>
    {
        get { AnimatablePair(AnimatablePair(top, leading), AnimatablePair(bottom, trailing)) }
        set {
            (top, leading) = (newValue.first.first, newValue.first.second)
            (bottom, trailing) = (newValue.second.first, newValue.second.second)
        }
    }
}
