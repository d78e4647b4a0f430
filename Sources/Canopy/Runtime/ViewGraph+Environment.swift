extension ViewGraph {
    /// After `writer` replaced its environment list, points every node below it at the new
    /// lists: plain nodes share their parent's, writers rebuild theirs, and every node that read
    /// the environment is invalidated.
    func environmentDidChange(below writer: _ViewNode) {
        features.environmentDidChange(below: writer)
        var pending = writer.children.array
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
            if !node.dependencies.environmentReads.isEmpty { invalidate(node) }
            pending.append(children: node.children)
        }
    }
}
