/// The looks of views in their transitions, for the window picture (T17, D62): a built-in
/// transition draws its view part of the way to its active look, as far as its progress says.
extension AnimationEngine {
    /// How `node`, a view in its insertion or removal transition, is drawn now; `nil` when it
    /// is drawn as it is (no transition, at its identity, or only modifier transitions, which
    /// apply their own modifiers).
    func transitionLook(at node: _ViewNode) -> DrawnLook? {
        guard !transitions.isEmpty, let record = transitions[ObjectIdentifier(node)] else {
            return nil
        }
        let progress = record.progress.presentation
        let amount = record.isRemoval ? progress : 1 - progress
        guard amount > 0, let frame = graph.presentedFrame(of: node) else { return nil }
        let transitioning = transitionNodes(in: node)
        // A view without `.transition` fades (T17).
        let effects: [BuiltInTransition] =
            transitioning.isEmpty
            ? [.opacity]
            : transitioning.flatMap { transitioning in
                let transition = transitioning.transition
                return (record.isRemoval ? transition.removal : transition.insertion)
                    .compactMap(\.builtIn)
            }
        var look = DrawnLook()
        for effect in effects { effect.apply(amount: amount, frame: frame, to: &look) }
        return look.isIdentity ? nil : look
    }
}
