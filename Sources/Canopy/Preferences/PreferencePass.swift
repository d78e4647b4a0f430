/// The preference pass (P2–P7): which keys the window asks for, and the bottom-up
/// recomputation of cached values after each evaluation walk. Runs after evaluation (and, once
/// there is one, after layout, for preferences that carry geometry).
///
/// A graph feature: it hears a node attach (it is asked for its parent's keys, and a writer or
/// reader is marked), a subtree leave (its parent recombines) and a node go (its records go).
@MainActor
final class PreferencePass: GraphFeature {
    unowned let graph: ViewGraph
    /// The keys each node is asked for (they flow down like the environment).
    @exclusivity(unchecked) var requested = NodeStore(default: PreferenceKeySet())
    /// The values each node's subtree produced for its requested keys, cached (they flow up).
    @exclusivity(unchecked) var outputs = NodeStore(default: PreferenceValues())
    /// Whether a node's outputs must be recomputed in the next run.
    @exclusivity(unchecked) var dirtyFlags = NodeStore(default: false)
    /// What each node's kind does with preferences (see ``PreferenceRoles``), found when it
    /// attaches: the pass's loops test a bit instead of looking the facet up per node.
    @exclusivity(unchecked) var roles = NodeStore(default: PreferenceRoles())
    /// The writers folded into their content's node (``FoldedPreferenceWrite``), by the node's
    /// store index: one record a writer instead of a node of its own.
    @exclusivity(unchecked) var folds = FoldedPreferenceWrites()
    /// Containers that read a node's outputs directly (see ``_ViewNode/preferenceObserver``),
    /// by the node's store index: few nodes have one.
    @exclusivity(unchecked) var observers: [Int: WeakNode] = [:]
    /// Nodes whose outputs must be recomputed, bottom-up.
    @exclusivity(unchecked) var dirty: [_ViewNode] = []
    /// A first mount's walk: the nodes it evaluated whose subtrees it has not finished, each
    /// above its parent (see ``PreferencePass/mountWalkDidEvaluate(_:)``).
    @exclusivity(unchecked) var openInMount: [MountWalkEntry] = []
    /// Set when the window's keys changed during an update (see ``requestPreferenceRefresh()``).
    @exclusivity(unchecked) var needsPreferenceRefresh = false
    /// Whether the window asks for every written key (`RenderOptions.showsPreferences`).
    @exclusivity(unchecked) var observesAllPreferences = false
    /// How many times any node's outputs were recomputed (a probe for tests), and how many of
    /// them a first mount's walk did as it finished the node.
    @exclusivity(unchecked) var preferenceRecomputations = 0
    @exclusivity(unchecked) var mountWalkRecomputations = 0
    /// The keys some mounted writer writes, and how many writers write each.
    @exclusivity(unchecked) var writtenPreferenceKeys = PreferenceKeySet()
    @exclusivity(unchecked) var mountedWriterCounts: [ObjectIdentifier: Int] = [:]
    /// The mounted writers of each key: while the window asks for every written key, a key is
    /// asked for only while one of them is on screen (``hasShownWriter(_:)``). Kept only while
    /// ``observesAllPreferences`` (filled by a walk when it turns on): a weak reference gives
    /// its node a side table, after which every retain and release of the node takes the
    /// runtime's slow path, and every leaf of a tree may write a preference.
    @exclusivity(unchecked) private var observedWriters:
        [ObjectIdentifier: [ObjectIdentifier: WeakNode]] =
            [:]

    init(graph: ViewGraph) { self.graph = graph }

    static var events: GraphEvents {
        [.attach, .evaluation, .subtreeUnmount, .unmount]
    }

    func nodeDidAttach(_ node: _ViewNode) {
        guard let parent = node.parent else { return }
        let keys = keysForChildren(of: parent)
        if !keys.isEmpty { requested[node] = keys }
        var kind = PreferenceRoles.of(node)
        var foldedKey: AnyPreferenceKey?
        if node.flags.contains(.hasFoldedModifier),
            let key = FoldedPreferenceWrite.takePending(for: node)
        {
            folds.insertStaged(of: key, for: node)
            kind.insert(.folds)
            foldedKey = key
        }
        guard !kind.isEmpty else { return }
        roles[node] = kind
        // A writer is counted while it is mounted (the window asks for the keys written), once
        // its roles are recorded, whatever the counting sets off.
        if let foldedKey { registerWrittenPreferenceKey(foldedKey, writer: node) }
        if kind.contains(.writes), let written = node.preferenceFacet?.writtenPreference {
            registerWrittenPreferenceKey(written.key, writer: node)
        }
        // A first mount's walk combines the node when it finishes its subtree, while it is in
        // cache, instead of listing it for ``run()`` (see ``mountWalkDidEvaluate(_:)``).
        if contributes(node, kind) && !graph.isWalkingFirstMount { markDirty(node) }
    }

    /// The keys `node`'s children are asked for: its own, unless its facet asks otherwise.
    func keysForChildren(of node: _ViewNode) -> PreferenceKeySet {
        let kind = roles[node]
        if kind.contains(.passesKeysDown) {
            // Asked once per child (each row of a `ForEach`): the facet's lookup and its
            // answer were 1.3% of a mount.
            assert(node.preferenceFacet!.childRequestedPreferences.isIdentical(to: requested[node]))
            return requested[node]
        }
        if kind.contains(.hasFacet), let facet = node.preferenceFacet {
            return facet.childRequestedPreferences
        }
        // A folded writer's content is not asked for the key it replaces (P4).
        if kind.contains(.folds), let key = folds.key(of: node) {
            return requested[node].removing(key)
        }
        return requested[node]
    }

    func nodeDidEvaluate(_ node: _ViewNode, firstTime: Bool) {
        // A writer evaluated again has a new value (or a new transform) to combine; a new one
        // was marked when it attached, or is combined when a first mount's walk finishes it.
        if !firstTime {
            if roles[node].contains(.writes) { markDirty(node) }
        } else if graph.isWalkingFirstMount {
            mountWalkDidEvaluate(node)
        } else {
            mountWalkDidEnd(early: true)
            // Attached during a first mount's walk that was handed back before reaching it.
            if contributes(node, roles[node]) { markDirty(node) }
        }
    }

    func subtreeWillUnmount(_ node: _ViewNode) {
        if let parent = node.parent, !outputs.producesNothing(node) { markDirty(parent) }
    }

    /// A subtree held while it left came back among its parent's children (D34): the parent
    /// combines what it writes again, as it stopped doing when the subtree left.
    func subtreeDidReturn(_ node: _ViewNode) {
        guard let parent = node.parent else { return }
        // The keys handed down while it was away did not reach it (see
        // ``refreshRequestedPreferences()``).
        var pending: [(node: _ViewNode, keys: PreferenceKeySet)] = [
            (node, keysForChildren(of: parent))
        ]
        while let (current, keys) = pending.popLast() {
            requested[current] = keys
            if !roles[current].isDisjoint(with: [.writes, .folds, .reads, .feedsDefaults]) {
                markDirty(current)
            }
            let forChildren = keysForChildren(of: current)
            for child in current.children where child.isMounted {
                pending.append((child, forChildren))
            }
        }
        markDirty(parent)
    }

    func nodeDidUnmount(_ node: _ViewNode) {
        let kind = roles[node]
        if kind.contains(.writes), let written = node.preferenceFacet?.writtenPreference {
            unregisterWrittenPreferenceKey(written.key, writer: node)
        }
        if kind.contains(.folds), let key = folds.remove(node) {
            unregisterWrittenPreferenceKey(key, writer: node)
        }
        roles.clear(node)
        requested.clear(node)
        outputs.clear(node)
        dirtyFlags.clear(node)
        if !observers.isEmpty { observers[node.storeIndex] = nil }
    }

    var isPending: Bool { !dirty.isEmpty || needsPreferenceRefresh || !openInMount.isEmpty }

    /// Preferences are combined from the views as they are: while a layout has views waiting
    /// to be evaluated (a lazy container loading the rows that came into view), a reader would
    /// see a value the update does not end with, and dispatch it.
    var runsOnCurrentViews: Bool { true }

    /// The keys a window reads from its content: those whose features declare them
    /// ``WindowPreferenceKey``s (the preferred colour scheme, E10; the title, P11), and, when it
    /// observes all of them, every key a mounted writer writes.
    ///
    /// A key is asked for only once a writer for it has been mounted, so a tree that never sets
    /// a title or a preferred scheme pays nothing for them.
    var windowPreferenceKeys: PreferenceKeySet {
        var keys = PreferenceKeySet()
        for key in writtenPreferenceKeys.keys {
            if key.isReadByWindows || (observesAllPreferences && hasShownWriter(key)) {
                keys = keys.adding(key)
            }
        }
        return keys
    }

    /// Makes the window ask for every key a mounted writer writes, so each node's produced
    /// values can be shown (`RenderOptions.showsPreferences`), not only those a reader uses.
    func observeAllPreferences() {
        guard !observesAllPreferences else { return }
        observesAllPreferences = true
        recordMountedWriters()
        requestPreferenceRefresh()
    }

    /// Records every mounted writer in ``observedWriters`` (kept rows included: they are
    /// mounted), when the window starts asking for every written key.
    private func recordMountedWriters() {
        var pending: [_ViewNode] = [graph.root]
        while let node = pending.popLast() {
            for child in node.children where child.isMounted {
                if let key = child.ownWrittenPreference?.key {
                    observedWriters[ObjectIdentifier(key), default: [:]][ObjectIdentifier(child)] =
                        WeakNode(child)
                }
                pending.append(child)
            }
        }
    }

    /// Whether a mounted writer of `key` is on screen: not in a lazy container's row kept
    /// mounted off screen (D17), which a fresh mount would not have made.
    func hasShownWriter(_ key: AnyPreferenceKey) -> Bool {
        guard let writers = observedWriters[ObjectIdentifier(key)] else {
            return mountedWriterCounts[ObjectIdentifier(key)] != nil
        }
        return writers.values.contains { Self.shownNode($0) != nil }
    }

    /// The mounted writers of `key` that are on screen (see ``hasShownWriter(_:)``).
    func shownWriters(of key: AnyPreferenceKey) -> [_ViewNode] {
        (observedWriters[ObjectIdentifier(key)] ?? [:]).values.compactMap(Self.shownNode)
    }

    /// The writer's node while it is mounted, not in a row a lazy container keeps off screen
    /// (D17) and not in a tab that is not selected, where a lazy container keeps the rows it
    /// loaded while the tab was, which a fresh mount would not have made (C10).
    private static func shownNode(_ writer: WeakNode) -> _ViewNode? {
        guard let node = writer.node, node.isMounted, !node.isInKeptLazyRow,
            !node.isInUnselectedTab
        else { return nil }
        return node
    }

    /// After a lazy container changed the rows it shows: while the window asks for every
    /// written key, a writer that came into view or left it may change which keys it asks for.
    func shownRowsDidChange() {
        guard observesAllPreferences, !observedWriters.isEmpty else { return }
        let keys = windowPreferenceKeys
        let asked = graph.root.requestedPreferences
        guard !keys.isSubset(of: asked) || !asked.isSubset(of: keys) else { return }
        requestPreferenceRefresh()
    }

    /// A writer for `key` was mounted.
    func registerWrittenPreferenceKey(_ key: AnyPreferenceKey, writer: _ViewNode) {
        let id = ObjectIdentifier(key)
        if observesAllPreferences {
            observedWriters[id, default: [:]][ObjectIdentifier(writer)] = WeakNode(writer)
        }
        // Counted in place: one hash of the key per writer, not one to read and one to write.
        mountedWriterCounts[id, default: 0] += 1
        if !writtenPreferenceKeys.contains(key) {
            writtenPreferenceKeys = writtenPreferenceKeys.adding(key)
        } else if !observesAllPreferences || graph.root.requestedPreferences.contains(key)
            || writer.isInKeptLazyRow
        {
            // Asked for already, or this writer is off screen and changes nothing: the other
            // writers of the key may all be in kept rows, so the count alone cannot tell
            // (seed 3715, case 641).
            return
        }
        if !windowPreferenceKeys.isSubset(of: graph.root.requestedPreferences) {
            requestPreferenceRefresh()
        }
    }

    /// A writer for `key` left the tree. When the window shows every key and this was the last
    /// writer, it stops asking for the key, so the tree prints as a fresh mount of it would
    /// (dynamic content no longer produces the default for a key nothing writes). Title and
    /// scheme stay asked for: with no writer their value is `nil` either way, and a toggled
    /// title would otherwise walk the whole tree each time.
    func unregisterWrittenPreferenceKey(_ key: AnyPreferenceKey, writer: _ViewNode) {
        let id = ObjectIdentifier(key)
        if !observedWriters.isEmpty {
            observedWriters[id]?[ObjectIdentifier(writer)] = nil
            if observedWriters[id]?.isEmpty == true { observedWriters[id] = nil }
        }
        guard let count = mountedWriterCounts[id] else { return }
        if count > 1 {
            mountedWriterCounts[id] = count - 1
            // The writers left may all be in kept rows: then the window stops asking.
            if observesAllPreferences && graph.root.requestedPreferences.contains(key)
                && !key.isReadByWindows && !hasShownWriter(key)
            {
                requestPreferenceRefresh()
            }
            return
        }
        mountedWriterCounts[id] = nil
        if observesAllPreferences && graph.root.requestedPreferences.contains(key) {
            requestPreferenceRefresh()
        }
    }

    /// Hands the window's keys down again: at once outside an update, otherwise after the
    /// evaluation walk, when every node's children are current (a writer mounts and unmounts in
    /// the middle of a parent's reconciliation, while siblings it removed are still listed).
    func requestPreferenceRefresh() {
        if graph.isFlushing {
            needsPreferenceRefresh = true
        } else {
            refreshRequestedPreferences()
        }
    }

    /// Hands the root's requested keys down again after they changed.
    func refreshRequestedPreferences() {
        let root = graph.root
        root.requestedPreferences = windowPreferenceKeys
        var pending: [_ViewNode] = [root]
        while let node = pending.popLast() {
            let forChildren = keysForChildren(of: node)
            for child in node.children where child.isMounted {
                requested[child] = forChildren
                if !roles[child].isDisjoint(with: [.writes, .folds, .reads, .feedsDefaults]) {
                    markDirty(child)
                }
                pending.append(child)
            }
        }
        markDirty(root)
    }

    func markDirty(_ node: _ViewNode) {
        guard !dirtyFlags[node] else { return }
        dirtyFlags[node] = true
        dirty.append(node)
    }

    /// Recomputes dirty nodes' outputs deepest first; a node whose outputs changed marks its
    /// parent, so a change at a leaf walks only its path and stops where nothing changed.
    func run() {
        mountWalkDidEnd(early: false)
        if needsPreferenceRefresh {
            needsPreferenceRefresh = false
            refreshRequestedPreferences()
        }
        guard !dirty.isEmpty else { return }
        var buckets: [[_ViewNode]] = []
        func add(_ node: _ViewNode) {
            while buckets.count <= node.depth { buckets.append([]) }
            buckets[node.depth].append(node)
        }
        for node in dirty { add(node) }
        dirty.removeAll()
        func recompute(_ node: _ViewNode) {
            dirtyFlags[node] = false
            guard node.isMounted else { return }
            preferenceRecomputations += 1
            let kind = roles[node]
            let facet = kind.contains(.hasFacet) ? node.preferenceFacet : nil
            var recomputed =
                facet?.computePreferences() ?? combine(node, children: node.children)
            if kind.contains(.folds) { applyFoldedWrite(of: node, to: &recomputed) }
            if outputs.differ(node, from: recomputed) {
                outputs[node] = recomputed
                if !observers.isEmpty, let observer = observers[node.storeIndex]?.node,
                    observer.isMounted, !dirtyFlags[observer]
                {
                    // Observers sit above what they observe: a deeper one would be added to a
                    // depth already done and never recomputed.
                    assert(observer.depth < node.depth, "a preference observer below its source")
                    dirtyFlags[observer] = true
                    add(observer)
                }
                if let parent = node.parent, !dirtyFlags[parent] {
                    dirtyFlags[parent] = true
                    add(parent)
                }
            }
            facet?.preferencesDidUpdate()
        }
        var depth = buckets.count - 1
        var level: [_ViewNode] = []
        var readers: [_ViewNode] = []
        while depth >= 0 {
            swap(&level, &buckets[depth])
            // Nodes of one depth depend only on deeper ones, so only readers, whose updates
            // queue actions, need tree order among themselves: ordering every node would
            // number the whole tree after each mount.
            for node in level where dirtyFlags[node] {
                if roles[node].contains(.reads) { readers.append(node) } else { recompute(node) }
            }
            if !readers.isEmpty {
                for node in graph.treeOrdered(readers) where dirtyFlags[node] {
                    recompute(node)
                }
                readers.removeAll(keepingCapacity: true)
            }
            level.removeAll(keepingCapacity: true)
            depth -= 1
        }
    }
}
