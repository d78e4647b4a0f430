/// The animated values of the graph: each animatable value that changed under a transaction
/// has an ``AnimationSlot`` that keeps its model and presentation (T8).
extension AnimationEngine {
    /// The value to show for `model` at `node` (its slot `index` when it has several): the
    /// model value, or, when it changed in an update whose transaction animates at `node`, the
    /// animation's presentation (T8). A node asks every time it is evaluated.
    func present<V: VectorArithmetic>(
        _ model: V, at node: _ViewNode, index: Int = 0, name: @autoclosure () -> String,
        use: PresentationUse
    ) -> V {
        guard let slot = slot(V.self, at: node, index: index) else {
            // The name is made once, with the slot, not at every evaluation.
            let made = AnimationSlot(node: node, model: model, name: name(), use: use)
            slots[ObjectIdentifier(node), default: []].append(made)
            return model
        }
        if slot.model != model { change(slot, to: model) }
        return slot.presentation
    }

    /// The value of `node`'s attribute moved from `old` to `new` (a built-in effect's
    /// argument): animates it when the transaction at `node` says so.
    func valueDidChange<V: VectorArithmetic>(
        at node: _ViewNode, from old: V, to new: V, name: String, use: PresentationUse
    ) {
        if let slot = slot(V.self, at: node, index: 0) {
            change(slot, to: new)
            return
        }
        // A plain update with nothing that could animate keeps no slot; under a transaction
        // the change is kept, animated or not, so it can be explained.
        guard mayAnimate else { return }
        let made = AnimationSlot(node: node, model: old, name: name, use: use)
        slots[ObjectIdentifier(node), default: []].append(made)
        change(made, to: new)
    }

    /// What `node` shows for its attribute whose model value is `model`.
    func presentation<V: VectorArithmetic>(of model: V, at node: _ViewNode) -> V {
        guard !slots.isEmpty, let slot = slot(V.self, at: node, index: 0) else { return model }
        return slot.model == model ? slot.presentation : model
    }

    private func slot<V: VectorArithmetic>(_ type: V.Type, at node: _ViewNode, index: Int)
        -> AnimationSlot<V>?
    {
        guard let list = slots[ObjectIdentifier(node)], index < list.count else { return nil }
        return list[index] as? AnimationSlot<V>
    }

    func change<V: VectorArithmetic>(
        _ slot: AnimationSlot<V>, to model: V, fallback: Transaction? = nil
    ) {
        let old = slot.model
        let interval = model - old
        guard interval.magnitudeSquared.isFinite else {
            graph.record(
                Diagnostic(
                    kind: .invalidAnimatableValue,
                    message:
                        "\(slot.name) was given a value that is not finite; it shows it without animating",
                    viewPath: slot.node.path))
            var due: [AnimationCompletionTracker] = []
            slot.stop(due: &due)
            slot.setModel(model, animation: nil, transaction: Transaction(), at: now)
            dueCompletions += due
            return
        }
        var trace: [String]? = []
        let transaction = transaction(at: slot.node, trace: &trace, fallback: fallback)
        if let problem = transaction.animation?.parameterProblem {
            graph.record(
                Diagnostic(
                    kind: .invalidAnimatableValue,
                    message: "\(slot.name) animates with \(transaction.animation!): \(problem)",
                    viewPath: slot.node.path))
        }
        slot.setModel(model, animation: transaction.animation, transaction: transaction, at: now)
        slot.lastChange = AnimationChange(
            name: slot.name, from: slot.format(old), to: slot.format(model),
            animation: transaction.animation?.description, time: now, reasons: trace ?? [])
        if slot.isAnimating && !slot.isListed {
            slot.isListed = true
            running.append(slot)
        }
    }
}
