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
        var untilCoalescing = Self.nodesPerCoalescing
        let featuresLetGo = features.hearsTeardown
        while let node = pending.popLast() {
            // Before its index goes: a feature's store finds the node's entry by it.
            if featuresLetGo { features.nodeWillBeFreed(node) }
            node.isMounted = false
            node.storedStoreIndex = Int32.max
            node.children.moveAllReversed(into: &pending)
            node.releaseForTeardown(of: self)
            untilCoalescing -= 1
            if untilCoalescing == 0 {
                untilCoalescing = Self.nodesPerCoalescing
                Self.coalesceFreedMemory()
            }
        }
    }

    /// How many nodes the teardown frees between two requests for a large block (see
    /// ``coalesceFreedMemory()``): a few hundred nodes' memory, which the cache still holds.
    private static let nodesPerCoalescing = 256

    /// Asks the allocator for a block larger than its small sizes, and frees it: with glibc's
    /// allocator this makes it merge the small chunks freed since the last such request, while
    /// they are still in the cache.
    ///
    /// glibc does not merge a freed chunk of up to 128 bytes (most of what a node holds: its
    /// state location, dependency records, child list, a button's action) with its
    /// neighbours: it lists it, and merges every listed chunk at the next request for a large
    /// block or the next free that leaves 64 KB free in one piece. A teardown asks for nothing,
    /// and the listed chunks keep the freed nodes apart, so the merging waited for frees that
    /// happened to leave 64 KB, and ran over chunks freed long before: at 100,000 leaves,
    /// `malloc_consolidate` and the `unlink_chunk` it calls took 30–42% of the teardown's
    /// samples (perf), 87% of `malloc_consolidate`'s own on four loads of chunk headers.
    /// Merging every 256 nodes does the same work on memory just touched (the teardown's
    /// time fell by a third). With another allocator this is one allocation per 256 nodes.
    private static func coalesceFreedMemory() {
        // Above the largest size glibc caches per thread (1,032 bytes) and its small bins
        // (under 1,024), so the request reaches the path that merges first.
        let block = UnsafeMutableRawPointer.allocate(byteCount: 4096, alignment: 16)
        block.deallocate()
    }

}

extension _ViewNode {
    /// Lets go of everything the node holds when its graph is torn down: registrations in
    /// other graphs' lists are removed one by one, the lists the node owns are emptied
    /// wholesale (``releaseDependentLists()``), and its records and slots are dropped.
    fileprivate func releaseForTeardown(of graph: ViewGraph) {
        // Only a graph whose views read another graph's state has registrations to remove;
        // the others skip a scan of every node's records (a copy, and so a retain and a
        // release, of every entry and location read).
        if graph.readsOtherGraphsState {
            var readsOtherGraph = false
            for read in dependencies.records {
                if let location = read.location, location.graph !== graph {
                    readsOtherGraph = true
                }
            }
            if readsOtherGraph { clearDependencies() }
        }
        releaseDependentLists()
        dependencies = NodeDependencies()
        slots = SlotList()
    }
}
