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
    ///
    /// A feature may hold the subtree instead (a view leaving with a transition, D34): it stays
    /// mounted, out of its parent's children, until the feature unmounts it with
    /// `holding: false`, or until its parent shows a child of the same `identity` again and
    /// takes it back (``_ViewNode/reclaimHeldChild(identity:)``).
    func unmount(
        _ node: _ViewNode, holding: Bool = true,
        identity: @autoclosure () -> AnyHashable? = nil
    ) {
        if holding, !isTornDown, features.holdsRemovals,
            features.holdsRemoval(of: node, identity: identity())
        {
            // Out of its parent's children all the same.
            structureDidChange()
            return
        }
        var order: [_ViewNode] = []
        var pending: [_ViewNode] = [node]
        while let next = pending.popLast() {
            order.append(next)
            pending.append(childrenReversed: next.children)
        }
        structureDidChange()
        // A node the order check cleared may be freed and its address reused by a new one.
        if !orderCheckedNodes.isEmpty { orderCheckedNodes.removeAll() }
        features.subtreeWillUnmount(node)
        for removed in order {
            if removed.hasMounted {
                let offered = removed.capabilities
                if !offered.isEmpty { capabilities.remove(removed, for: offered) }
                if removed.facets.contains(.appearanceHiding) { appearanceHiders -= 1 }
                removed.willUnmount()
            }
            removed.clearDependencies()
            removed.isMounted = false
            removed.isDirty = false
            // Its features' state (a container's layout holds nodes) goes with it.
            features.nodeDidUnmount(removed)
        }
        for removed in order {
            removed.children = []
            // The node lives on until the update ends, and names its state as before.
            for slot in removed.slots {
                (slot as? AnyLocation)?.ownerWillGo(removed)
            }
            removed.slots = SlotList()
        }
        retired.append(contentsOf: order)
    }

    /// Frees the nodes removed during the update, parents first (see ``unmount(_:)``).
    func releaseRetired() {
        guard !retired.isEmpty else { return }
        var releasing: [_ViewNode] = []
        swap(&releasing, &retired)
        releasing.reverse()
        // The indexes go back now, not at unmount: until the update ends, a feature may still
        // look a removed node up.
        for node in releasing where node.storedStoreIndex != Int32.max {
            nodeIndexes.giveBack(node.storedStoreIndex)
            node.storedStoreIndex = Int32.max
        }
        while releasing.popLast() != nil {}
    }

    /// Tears the whole graph down without running disappear actions. The graph's own reader
    /// lists die with it, so instead of unregistering node by node it empties them wholesale,
    /// which is what breaks the entry → reader → environment → entry cycles. Registrations in
    /// lists that outlive the graph (another graph's state, `@AppStorage` keys) are removed one
    /// by one, so no write there ever reaches a freed node.
    ///
    /// One walk, parents first, does everything to a node while it is in the cache, and frees
    /// it as soon as it is emptied: its children are held by the walk's stack by then, so a
    /// deeply nested view value is freed one level at a time and no deinit recurses. Whatever a
    /// deinit writes meanwhile invalidates nothing (``isTornDown``). A removal from a list
    /// that was already emptied is checked and does nothing (see ``DependentList``), so the
    /// order in which nodes and the lists they read go away does not matter.
    ///
    /// The walk takes children first to last, the order in which a mount evaluates them (its
    /// evaluation stack) and so allocated them and what they hold: memory is freed going
    /// forward, mostly next to what was freed just before, which is still in the cache when
    /// the allocator merges it with its neighbours. (Taking the last child first walked each
    /// family's memory backwards.)
    func teardown() {
        // First: a task's cancellation handler runs inside `cancel()` and may write state.
        isTornDown = true
        tasks.cancelAll()
        var pending: [_ViewNode] = []
        root.children.moveAllReversed(into: &pending)
        // Whatever else holds nodes lets go first, so each node is freed in the walk below.
        releaseRetired()
        for pass in passes { pass.tearDown() }
        capabilities = CapabilityRegistry()
        while let node = pending.popLast() {
            node.isMounted = false
            node.storedStoreIndex = Int32.max
            node.children.moveAllReversed(into: &pending)
            node.releaseForTeardown(of: self)
        }
    }

}

extension _ViewNode {
    /// Lets go of everything the node holds when its graph is torn down: registrations in
    /// other graphs' lists are removed one by one, the lists the node owns are emptied
    /// wholesale (``releaseDependentLists()``), and its records and slots are dropped.
    fileprivate func releaseForTeardown(of graph: ViewGraph) {
        var readsOtherGraph = false
        for read in dependencies.records {
            if let location = read.location, location.graph !== graph { readsOtherGraph = true }
        }
        if readsOtherGraph { clearDependencies() }
        releaseDependentLists()
        dependencies = NodeDependencies()
        slots = SlotList()
    }
}
