/// `.animation(_:value:)`: in an update in which `value` changed, its content's changes animate
/// with `animation` (`nil`: without one), unless the transaction disables animations (T3, T5).
struct _AnimationModifier<Value: Equatable>: PrimitiveModifier {
    typealias Body = Never
    let animation: Animation?
    let value: Value
}

/// The deprecated `.animation(_:)`: every change of its content animates with `animation`.
struct _AnimationEverywhereModifier: PrimitiveModifier {
    typealias Body = Never
    let animation: Animation?
}

/// `.transaction(_:)` and `.transaction(value:_:)`: rewrites the transaction its content's
/// changes arrive with (T2). Without a value it applies in every update below it; with one,
/// only in updates in which the value changed.
struct _TransactionModifier<Value: Equatable>: PrimitiveModifier {
    typealias Body = Never
    let value: Value?
    let transform: (inout Transaction) -> Void
}

extension View {
    /// Animates this view's changes with `animation` in every update in which `value` changed
    /// (by `==`); `nil` makes them jump. The transaction flows **down**: the innermost
    /// `.animation` wins (T3).
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        modifier(_AnimationModifier(animation: animation, value: value))
    }

    /// Animates every change of this view with `animation` (deprecated in SwiftUI: prefer
    /// `animation(_:value:)`).
    @available(*, deprecated, message: "Use withAnimation or animation(_:value:) instead.")
    public func animation(_ animation: Animation?) -> some View {
        modifier(_AnimationEverywhereModifier(animation: animation))
    }

    /// Rewrites the transaction of the changes that reach this view's subtree: `transform`
    /// gets the transaction inherited here and what it leaves flows **down** to the content,
    /// not to siblings or ancestors (T2).
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(_TransactionModifier<Bool>(value: nil, transform: transform))
    }

    /// Rewrites the transaction of this subtree's changes, only in updates in which `value`
    /// changed (T2).
    public func transaction(
        value: some Equatable, _ transform: @escaping (inout Transaction) -> Void
    ) -> some View {
        modifier(_TransactionModifier(value: value, transform: transform))
    }
}
