/// A node of a first mount's walk whose subtree the walk has not finished (see
/// ``PreferencePass/mountWalkDidEvaluate(_:)``).
struct MountWalkEntry {
    let node: _ViewNode
    let depth: Int32
    /// A child finished with outputs that changed: this node's must be recombined.
    var childChanged = false
    /// Something below is left to ``PreferencePass/run()`` (a reader, a container that combines
    /// its own way): this node waits for it there.
    var waitsForRun = false
}

/// Combining outputs during a first mount's walk (P2–P4), node by node as the walk finishes each
/// subtree, instead of in ``run()`` after it.
///
/// The walk evaluates the new tree depth-first, parents before children (see
/// ``ViewGraph/setRoot(_:)``): when it evaluates a node for the first time, every node it
/// evaluated before at that depth or deeper has all its subtree evaluated. The pass keeps the
/// walk's unfinished nodes on a stack and, as each finishes, combines its outputs from its
/// children's, which are final. A node is then still in cache from its evaluation: combining
/// the whole tree in ``run()`` after the walk visited every node again from memory, at 100,000
/// leaves some five times the time its instructions take.
///
/// What is combined is what ``run()`` would combine: the same records, deepest first along each
/// path. Left to ``run()`` are the nodes whose combining has effects or depends on what the walk
/// does not settle — readers (their actions run in tree order, P5), containers that combine
/// their own way unless they say they may now (``PreferenceFacet/combinesDuringMountWalk``) —
/// and every ancestor of one. They are listed as before, when the walk finishes them.
extension PreferencePass {
    /// The walk evaluated `node` for the first time: the nodes it left at that depth or deeper
    /// are finished, and `node` is open until the walk leaves its subtree.
    func mountWalkDidEvaluate(_ node: _ViewNode) {
        let depth = Int32(truncatingIfNeeded: node.depth)
        while let last = openInMount.last, last.depth >= depth {
            openInMount.removeLast()
            finish(last)
        }
        openInMount.append(MountWalkEntry(node: node, depth: depth))
    }

    /// Finishes the nodes the walk left open: all of their subtrees evaluated (`early` false:
    /// the preference pass runs after evaluation), or not (`early`: the walk was handed back to
    /// the queue, which evaluates the rest later), when they wait for ``run()``.
    func mountWalkDidEnd(early: Bool) {
        guard !openInMount.isEmpty else { return }
        if early {
            for index in openInMount.indices { openInMount[index].waitsForRun = true }
        }
        while let last = openInMount.popLast() { finish(last) }
    }

    /// Combines `entry`'s node now, or lists it for ``run()`` if it waits for it.
    private func finish(_ entry: MountWalkEntry) {
        let node = entry.node
        // A node that left during the walk keeps no records.
        guard node.isMounted else { return }
        let kind = roles[node]
        let needed = entry.childChanged || dirtyFlags[node] || contributes(node, kind)
        // The walk's open nodes are a path: the one below this, if one level up, is its parent.
        var parentIsOpen = false
        if let last = openInMount.last { parentIsOpen = last.depth == entry.depth - 1 }
        if entry.waitsForRun || !combinesDuringMountWalk(node, kind) {
            if needed { markDirty(node) }
            if parentIsOpen { openInMount[openInMount.count - 1].waitsForRun = true }
            return
        }
        guard needed else { return }
        // Current now; if it was listed too, ``run()`` skips it.
        dirtyFlags[node] = false
        preferenceRecomputations += 1
        mountWalkRecomputations += 1
        let facet = kind.contains(.hasFacet) ? node.preferenceFacet : nil
        var recomputed = facet?.computePreferences() ?? combine(node, children: node.children)
        if kind.contains(.folds) { applyFoldedWrite(of: node, to: &recomputed) }
        if outputs.differ(node, from: recomputed) {
            outputs[node] = recomputed
            if !observers.isEmpty, let observer = observers[node.storeIndex]?.node,
                observer.isMounted
            {
                markDirty(observer)
            }
            if parentIsOpen {
                openInMount[openInMount.count - 1].childChanged = true
            } else if let parent = node.parent {
                markDirty(parent)
            }
        }
        facet?.preferencesDidUpdate()
    }

    /// Whether `node` (of `kind`) has outputs of its own to compute once mounted: a writer, a
    /// reader, or dynamic content asked for keys (P3).
    func contributes(_ node: _ViewNode, _ kind: PreferenceRoles) -> Bool {
        kind.contains(.writes) || kind.contains(.folds) || kind.contains(.reads)
            || (kind.contains(.feedsDefaults) && !requested[node].isEmpty)
    }

    /// Whether `node`'s outputs may be combined as the walk finishes it: a node with no facet
    /// (its children's values, and a folded writer's), or a facet that says so.
    private func combinesDuringMountWalk(_ node: _ViewNode, _ kind: PreferenceRoles) -> Bool {
        guard kind.contains(.hasFacet) else { return true }
        guard !kind.contains(.reads), let facet = node.preferenceFacet else { return false }
        return facet.combinesDuringMountWalk
    }
}
