extension AccessibilityCollector {
    /// Every visible mounted node's cached items checked against a recomputation from its
    /// children's (debug builds run this after every flush while collecting): a missed event
    /// shows as a node whose cache disagrees.
    func checkInvariants(into problems: inout [String]) {
        guard isCollecting, dirty.isEmpty else { return }
        var pending: [_ViewNode] = [graph.root]
        while let node = pending.popLast() {
            guard node.isMounted else { continue }
            if recomputedItems(of: node) != outputs[node] {
                problems.append("\(node.path)'s accessibility items are stale")
            }
            pending.append(children: node.visibleChildren)
        }
    }
}
