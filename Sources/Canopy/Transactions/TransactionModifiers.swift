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

/// The role of a built-in modifier that rewrites the transaction its content's changes arrive
/// with; the animation engine finds its node when it resolves a transaction (T2, T3).
@MainActor
protocol TransactionWritingModifier: PrimitiveModifier {
    /// Rewrites `transaction` for the content; `valueChanged` says whether the modifier's
    /// watched value changed in this update.
    func writeTransaction(_ transaction: inout Transaction, valueChanged: Bool)
    /// Whether the watched value differs from `old`'s (false when it watches none).
    func watchedValueDiffers(from old: Self) -> Bool
    /// The modifier as an explanation names it.
    var traceName: String { get }
    /// Whether it sets an animation in this update, unless animations are disabled.
    func wouldSetAnimation(valueChanged: Bool) -> Bool
}

extension TransactionWritingModifier {
    func didMount(_ node: ModifierNode) { node.graph.animations.transactionWriters += 1 }
    func willUnmount(_ node: ModifierNode) { node.graph.animations.transactionWriters -= 1 }
    func didUpdate(from old: Self, _ node: ModifierNode) {
        if watchedValueDiffers(from: old) { node.graph.animations.valueDidChange(at: node) }
    }
}

/// A node whose modifier rewrites the transaction (see ``TransactionWritingModifier``).
@MainActor
protocol TransactionWritingNode: _ViewNode {
    func writeTransaction(_ transaction: inout Transaction, valueChanged: Bool)
    /// The modifier as an explanation names it (`.animation(linear(duration: 1), value:)`).
    var traceName: String { get }
    /// Whether the modifier sets an animation in this update, unless animations are disabled.
    func wouldSetAnimation(valueChanged: Bool) -> Bool
}

extension PrimitiveModifierNode: TransactionWritingNode
where Modifier: TransactionWritingModifier {
    func writeTransaction(_ transaction: inout Transaction, valueChanged: Bool) {
        currentModifier.writeTransaction(&transaction, valueChanged: valueChanged)
    }
    var traceName: String { currentModifier.traceName }
    func wouldSetAnimation(valueChanged: Bool) -> Bool {
        currentModifier.wouldSetAnimation(valueChanged: valueChanged)
    }
}

extension _AnimationModifier: TransactionWritingModifier {
    func writeTransaction(_ transaction: inout Transaction, valueChanged: Bool) {
        guard valueChanged, !transaction.disablesAnimations else { return }
        transaction.animation = animation
    }
    func watchedValueDiffers(from old: Self) -> Bool { value != old.value }
    var traceName: String { ".animation(\(AnimationEngine.describe(animation)), value:)" }
    func wouldSetAnimation(valueChanged: Bool) -> Bool { valueChanged }
}

extension _AnimationEverywhereModifier: TransactionWritingModifier {
    func writeTransaction(_ transaction: inout Transaction, valueChanged: Bool) {
        guard !transaction.disablesAnimations else { return }
        transaction.animation = animation
    }
    func watchedValueDiffers(from old: Self) -> Bool { false }
    var traceName: String { ".animation(\(AnimationEngine.describe(animation)))" }
    func wouldSetAnimation(valueChanged: Bool) -> Bool { true }
}

extension _TransactionModifier: TransactionWritingModifier {
    func writeTransaction(_ transaction: inout Transaction, valueChanged: Bool) {
        guard value == nil || valueChanged else { return }
        transform(&transaction)
    }
    func watchedValueDiffers(from old: Self) -> Bool { value != nil && value != old.value }
    var traceName: String { value == nil ? ".transaction { }" : ".transaction(value:) { }" }
    func wouldSetAnimation(valueChanged: Bool) -> Bool { false }
}
