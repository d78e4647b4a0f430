/// How the preference pass combines a node's outputs: its children's values folded in tree
/// order (P2), and a folded writer's value put in (P4).
extension PreferencePass {
    /// Combines the outputs of `children` (some of `node`'s, in tree order) for every key
    /// `node` is asked for; a child that produced nothing for a key is skipped (P2).
    func combine(_ node: _ViewNode, children: ChildList) -> PreferenceValues {
        var result = PreferenceValues()
        let asked = requested[node]
        guard !asked.isEmpty else { return result }
        let feedsDefault = roles[node].contains(.feedsDefaults)
        // Most nodes have one child asked for the same keys: its outputs are this node's, and
        // sharing its list skips folding each value through an existential.
        if children.count == 1, !feedsDefault {
            let child = children[0]
            if requested[child].isIdentical(to: asked) { return outputs[child] }
            // A folded writer's content (a composite view's body, say) is asked for the keys
            // without the written one: its list is this node's too, before
            // ``applyFoldedWrite(of:to:)`` puts the written value in.
            if roles[node].contains(.folds), let key = folds.key(of: node),
                requested[child].isIdentical(to: asked.removing(key))
            {
                return outputs[child]
            }
        }
        if !feedsDefault && !anyProduced(children) {
            // Nothing below wrote a key this node is asked for (a writer's content, asked only
            // for keys it does not write): there is nothing to fold.
            return result
        }
        for key in asked.keys {
            if let combined = key.combine(children, outputs: outputs) {
                result.append(key, combined)
            } else if feedsDefault {
                result.append(key, key.defaultValue())
            }
        }
        return result
    }

    /// Whether any of `children` produced a value.
    fileprivate func anyProduced(_ children: ChildList) -> Bool {
        for child in children where !outputs.producesNothing(child) { return true }
        return false
    }

    /// Replaces the value of the key a writer folded into `node` writes, if `node` is asked
    /// for it (P4): what the writer's own node would have made of its content's values.
    func applyFoldedWrite(of node: _ViewNode, to values: inout PreferenceValues) {
        folds.apply(of: node, to: &values, ifAskedIn: requested[node])
    }
}
