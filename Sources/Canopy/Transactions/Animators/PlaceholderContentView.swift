/// A placeholder for the view a phase or keyframe animator modifies, as its `content` closure
/// receives it: wherever the closure places it, the modified view is mounted there, and the
/// modifiers the closure applies to it are what animate (T19, T20).
///
///     Text("Hi").phaseAnimator([1.0, 2.0]) { content, scale in
///         content.scaleEffect(scale)          // `content` is Text("Hi")
///     }
///
/// You don't create it: the animator makes it for you. The view flows **down** into it from
/// the view the modifier was applied to.
nonisolated public struct PlaceholderContentView<Value>: View {
    /// A placeholder has no body: the runtime mounts the modified view in its place.
    public typealias Body = Never

    /// The modified view.
    let content: Value
    /// Whether the view below gets back the transaction from above the modifier whose body
    /// made this placeholder (`animation(_:body:)`, `transaction(_:body:)`).
    var endsScopedTransaction = false

    init(_ content: Value) { self.content = content }

    /// Mounts the modified view in place of the placeholder.
    @MainActor public static func _makeNode(_ view: Self) -> _ViewNode {
        PlaceholderContentNode(view)
    }
}

/// The node of a ``PlaceholderContentView``: the modified view is its only child. It has no
/// line and no place in view paths: the modified view stands where the placeholder is, and the
/// modifiers the content closure applied around it, with what animates in them, fold into the
/// modified view's line (D35).
@MainActor
final class PlaceholderContentNode<Value>: TypedNode<PlaceholderContentView<Value>> {
    override func evaluate() {
        guard let content = view.content as? any View else {
            return reconcileSingleChild(EmptyView())
        }
        reconcileSingleChild(content)
    }

    override var renderRole: RenderRole { .attribute }
    override var pathComponent: String? { nil }

    override func didMount() {
        if view.endsScopedTransaction { graph.animations.transactionWriters += 1 }
    }

    override func willUnmount() {
        if view.endsScopedTransaction { graph.animations.transactionWriters -= 1 }
    }
}

extension PlaceholderContentNode: TransactionWritingNode {
    /// Below a scoped body, the modified view gets the transaction from above the body back.
    func writeTransaction(_ transaction: inout Transaction, valueChanged: Bool) {
        guard view.endsScopedTransaction,
            let outer = transaction[ScopedTransactionsKey.self].last
        else { return }
        let changeID = transaction.changeID
        transaction = outer
        transaction.changeID = changeID
    }
    var traceName: String { "the content of .animation(_:body:) or .transaction(_:body:)" }
    func wouldSetAnimation(valueChanged: Bool) -> Bool { false }
}
