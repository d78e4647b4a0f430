extension ViewGraph {
    /// After `writer` replaced its environment list, points every node below it at the new
    /// lists: plain nodes share their parent's, writers rebuild theirs, and every node that read
    /// the environment is invalidated.
    func environmentDidChange(below writer: _ViewNode) {
        features.environmentDidChange(below: writer)
        pointAtParentsEnvironment(writer.children.array)
    }

    /// A subtree a feature kept out of its parent's children (a view held while it leaves,
    /// D34) is back: when its parent's environment was replaced meanwhile, which the walk
    /// above did not reach, it takes the new one now.
    func subtreeDidReturn(_ node: _ViewNode) {
        guard let parent = node.parent, node.environment.head !== parent.environment.head
        else { return }
        features.environmentDidChange(below: node)
        pointAtParentsEnvironment([node])
    }

    private func pointAtParentsEnvironment(_ nodes: [_ViewNode]) {
        var pending = nodes
        while let node = pending.popLast() {
            guard let parent = node.parent else { continue }
            node.environment = parent.environment
            if node.providedEntriesAreCurrent {
                // A writer rebuilds its entries on the new list (and re-points its subtree) when
                // it re-evaluates.
                node.providedEntriesAreCurrent = false
                invalidate(node)
                continue
            }
            if node.dependencies.hasEnvironmentReads { invalidate(node) }
            pending.append(children: node.children)
        }
    }
}
