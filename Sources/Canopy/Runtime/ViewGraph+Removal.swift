/// Taking nodes out of the graph: one subtree when its view leaves, or the whole graph when its
/// host goes away.
extension ViewGraph {
    /// Removes `node` and its subtree: disappear hooks in tree order, dependencies dropped,
    /// then memory released top-down without recursion.
    func unmount(_ node: _ViewNode) {
        var order: [_ViewNode] = []
        var pending: [_ViewNode] = [node]
        while let next = pending.popLast() {
            order.append(next)
            pending.append(contentsOf: next.children.reversed())
        }
        structureDidChange()
        if let parent = node.parent, !node.preferenceOutputs.isEmpty {
            markPreferencesDirty(parent)
        }
        for removed in order {
            if removed.hasAppeared {
                let offered = type(of: removed).capabilities
                if !offered.isEmpty { capabilities.remove(removed, for: offered) }
                removed.willUnmount()
            }
            removed.clearDependencies()
            removed.isMounted = false
            removed.isDirty = false
        }
        for removed in order {
            removed.children = []
            removed.releaseView()
            removed.slots = []
        }
    }

    /// Tears the whole graph down without running disappear actions. The graph's own reader
    /// lists die with it, so instead of unregistering node by node it empties them wholesale,
    /// which is what breaks the entry → reader → environment → entry cycles. Registrations in
    /// lists that outlive the graph (another graph's state, `@AppStorage` keys) are removed one
    /// by one first, so no write there ever reaches a freed node.
    func teardown() {
        tasks.cancelAll()
        var order: [_ViewNode] = []
        var pending = root.children
        while let next = pending.popLast() {
            order.append(next)
            pending.append(contentsOf: next.children)
        }
        for node in order
        where node.dependencies.locations.contains(where: { $0.location.graph !== self }) {
            node.clearDependencies()
        }
        for node in order {
            node.isMounted = false
            node.releaseDependentLists()
            node.dependencies = NodeDependencies()
        }
        // `order` lists parents before children: views are released top-down, so a deeply
        // nested view value is freed one level at a time, and no node is freed until the end.
        for node in order {
            node.children = []
            node.releaseView()
            node.slots = []
        }
        root.children = []
        disappearActions.removeAll()
        appearActions.removeAll()
        changeActions.removeAll()
    }
}
