/// Taking nodes out of the graph: one subtree when its view leaves, or the whole graph when its
/// host goes away.
extension ViewGraph {
    /// Removes `node` and its subtree: disappear hooks in tree order, dependencies dropped,
    /// then memory released top-down without recursion.
    ///
    /// The nodes are not freed here: `node` is still held by the parent that is removing it,
    /// and a deep view value (100,000 nested `AnyView`s) freed from the bottom node up would
    /// recurse once per level. They are kept in ``retired`` until the end of the update, when
    /// the parent has let go and they are freed in order, parents first: each node's value is
    /// then freed while its children still hold the levels below it.
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
                let offered = removed.capabilities
                if !offered.isEmpty { capabilities.remove(removed, for: offered) }
                removed.willUnmount()
            }
            removed.clearDependencies()
            removed.isMounted = false
            removed.isDirty = false
        }
        for removed in order {
            removed.children = []
            removed.slots = []
        }
        retired.append(contentsOf: order)
    }

    /// Frees the nodes removed during the update, parents first (see ``unmount(_:)``).
    func releaseRetired() {
        guard !retired.isEmpty else { return }
        var releasing: [_ViewNode] = []
        swap(&releasing, &retired)
        releasing.reverse()
        while releasing.popLast() != nil {}
    }

    /// Tears the whole graph down without running disappear actions. The graph's own reader
    /// lists die with it, so instead of unregistering node by node it empties them wholesale,
    /// which is what breaks the entry → reader → environment → entry cycles. Registrations in
    /// lists that outlive the graph (another graph's state, `@AppStorage` keys) are removed one
    /// by one first, so no write there ever reaches a freed node.
    func teardown() {
        tasks.cancelAll()
        // One walk lists the nodes parents first and marks them unmounted, so whatever runs
        // while views are released below (a deinit writing state) invalidates nothing.
        var order: [_ViewNode] = []
        var crossGraph: [_ViewNode] = []
        var pending = root.children
        while let node = pending.popLast() {
            order.append(node)
            pending.append(contentsOf: node.children)
            node.isMounted = false
            if node.dependencies.locations.contains(where: { $0.location.graph !== self }) {
                crossGraph.append(node)
            }
        }
        // Before any list of this graph is emptied: unregistering moves other registrations.
        for node in crossGraph { node.clearDependencies() }
        root.children = []
        // Whatever else holds nodes lets go first, so each node is freed in the loop below.
        releaseRetired()
        for pass in passes { pass.tearDown() }
        capabilities = CapabilityRegistry()
        textIndex = nil
        // Each node is released as soon as it is emptied, parents before children: a deeply
        // nested view value is freed one level at a time, the node's children are still held
        // by `order`, so no deinit recurses, and each node is touched once more, not thrice.
        order.reverse()
        while let node = order.popLast() {
            node.releaseDependentLists()
            node.dependencies = NodeDependencies()
            node.children = []
            node.slots = []
        }
    }

}
