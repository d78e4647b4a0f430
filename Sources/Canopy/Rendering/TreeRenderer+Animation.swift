/// What the tree renderer shows of animations and transitions (D35).
extension TreeRenderer {
    /// The transition `node` is in, if any (D35).
    func transitionNote(of node: _ViewNode) -> String? {
        guard animation.isAnimating, let graph = node.graph else { return nil }
        return graph.animations.transitionNote(at: node)
    }
}

/// Whether the graph a ``TreeRenderer`` is rendering animates (see ``TreeRenderer``).
@MainActor
final class RenderedAnimation {
    var isAnimating = false
}
