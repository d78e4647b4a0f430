/// The transactions from above each `animation(_:body:)` and `transaction(_:body:)` the
/// transaction passed, innermost last: the body's placeholder gives its content the one from
/// above its own modifier back.
struct ScopedTransactionsKey: TransactionKey {
    static var defaultValue: [Transaction] { [] }
}

/// `animation(_:body:)` and `transaction(_:body:)`: rewrites the transaction for the modifiers
/// its body applies, and not for the modified view (see ``PlaceholderContentView``).
struct _ScopedTransactionModifier: PrimitiveModifier {
    typealias Body = Never
    let name: String
    let setsAnimation: Bool
    let transform: (inout Transaction) -> Void
}

extension _ScopedTransactionModifier: TransactionWritingModifier {
    func writeTransaction(_ transaction: inout Transaction, valueChanged: Bool) {
        let outer = transaction
        transform(&transaction)
        transaction[ScopedTransactionsKey.self] = outer[ScopedTransactionsKey.self] + [outer]
    }
    func watchedValueDiffers(from old: Self) -> Bool { false }
    var traceName: String { name }
    func wouldSetAnimation(valueChanged: Bool) -> Bool { setsAnimation }
}

extension View {
    /// Animates the changes of the modifiers `body` applies to the view with `animation`
    /// (`nil`: without one), and no others: the view itself, and what is inside it, keep the
    /// transaction from above (iOS 17). Flows **down** into the body only.
    ///
    ///     Text("Lamp").animation(.easeIn) { $0.opacity(isOn ? 1 : 0) }
    public func animation<V: View>(
        _ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V
    ) -> some View {
        var placeholder = PlaceholderContentView(self)
        placeholder.endsScopedTransaction = true
        return body(placeholder).modifier(
            _ScopedTransactionModifier(
                name: ".animation(\(AnimationEngine.describe(animation))) { }",
                setsAnimation: true,
                transform: { transaction in
                    guard !transaction.disablesAnimations else { return }
                    transaction.animation = animation
                }))
    }

    /// Rewrites the transaction for the modifiers `body` applies to the view, and not for the
    /// view itself (iOS 17). Flows **down** into the body only.
    public func transaction<V: View>(
        _ transform: @escaping (inout Transaction) -> Void,
        @ViewBuilder body: (PlaceholderContentView<Self>) -> V
    ) -> some View {
        var placeholder = PlaceholderContentView(self)
        placeholder.endsScopedTransaction = true
        return body(placeholder).modifier(
            _ScopedTransactionModifier(
                name: ".transaction { } body:", setsAnimation: false, transform: transform))
    }
}
