/// The graph's preference pass: which keys the window asks for, and the bottom-up
/// recomputation of cached values after each evaluation walk (P2–P7).
extension ViewGraph {

    /// The keys a window reads from its content: its preferred color scheme (E10), its title
    /// (the primary destination's navigation title, P11), and every
    /// key ever written when it observes all of them.
    ///
    /// A key is asked for only once a writer for it has been mounted, so a tree that never sets
    /// a title or a preferred scheme pays nothing for them.
    var windowPreferenceKeys: PreferenceKeySet {
        var keys = PreferenceKeySet()
        for key in writtenPreferenceKeys.keys
        where observesAllPreferences || key.keyType == PreferredColorSchemeKey.self
            || key.keyType == NavigationTitleKey.self
        {
            keys = keys.adding(key)
        }
        return keys
    }

    /// Makes the window ask for every key any writer has written, so each node's produced
    /// values can be shown (`RenderOptions.showsPreferences`), not only those a reader uses.
    func observeAllPreferences() {
        guard !observesAllPreferences else { return }
        observesAllPreferences = true
        refreshRequestedPreferences()
    }

    /// A writer for `key` was mounted.
    func registerWrittenPreferenceKey(_ key: AnyPreferenceKey) {
        mountedWriterCounts[ObjectIdentifier(key), default: 0] += 1
        guard !writtenPreferenceKeys.contains(key) else { return }
        writtenPreferenceKeys = writtenPreferenceKeys.adding(key)
        if !windowPreferenceKeys.isSubset(of: root.requestedPreferences) {
            refreshRequestedPreferences()
        }
    }

    /// A writer for `key` left the tree. When it was the last one the window stops asking for
    /// the key, so the tree prints as a fresh mount of it would (dynamic content no longer
    /// produces the default for a key nothing writes).
    func unregisterWrittenPreferenceKey(_ key: AnyPreferenceKey) {
        let id = ObjectIdentifier(key)
        guard let count = mountedWriterCounts[id] else { return }
        if count > 1 {
            mountedWriterCounts[id] = count - 1
            return
        }
        mountedWriterCounts[id] = nil
        let asked = windowPreferenceKeys.contains(key)
        writtenPreferenceKeys = writtenPreferenceKeys.removing(key)
        if asked { refreshRequestedPreferences() }
    }

    /// Hands the root's requested keys down again after they changed.
    func refreshRequestedPreferences() {
        root.requestedPreferences = windowPreferenceKeys
        var pending: [_ViewNode] = [root]
        while let node = pending.popLast() {
            let forChildren = node.childRequestedPreferences
            for child in node.children {
                child.requestedPreferences = forChildren
                if child.writesPreferences || child.readsPreferences
                    || child.feedsDefaultPreferences
                {
                    markPreferencesDirty(child)
                }
                pending.append(child)
            }
        }
        markPreferencesDirty(root)
    }

    func markPreferencesDirty(_ node: _ViewNode) {
        guard !node.preferencesDirty else { return }
        node.preferencesDirty = true
        preferenceDirty.append(node)
    }

    /// Recomputes dirty nodes' outputs deepest first; a node whose outputs changed marks its
    /// parent, so a change at a leaf walks only its path and stops where nothing changed.
    func updatePreferences() {
        guard !preferenceDirty.isEmpty else { return }
        var buckets: [[_ViewNode]] = []
        func add(_ node: _ViewNode) {
            while buckets.count <= node.depth { buckets.append([]) }
            buckets[node.depth].append(node)
        }
        for node in preferenceDirty { add(node) }
        preferenceDirty.removeAll()
        var rootChanged = false
        var depth = buckets.count - 1
        while depth >= 0 {
            // Tree order within a depth keeps reader actions in a deterministic order.
            let level = treeOrdered(buckets[depth])
            buckets[depth] = []
            for node in level where node.preferencesDirty {
                node.preferencesDirty = false
                guard node.isMounted else { continue }
                preferenceRecomputations += 1
                let outputs = node.computePreferences()
                if !outputs.isEqual(to: node.preferenceOutputs) {
                    node.preferenceOutputs = outputs
                    if let observer = node.preferenceObserver, observer.isMounted,
                        !observer.preferencesDirty
                    {
                        observer.preferencesDirty = true
                        add(observer)
                    }
                    if let parent = node.parent {
                        if !parent.preferencesDirty {
                            parent.preferencesDirty = true
                            add(parent)
                        }
                    } else {
                        rootChanged = true
                    }
                }
                node.preferencesDidUpdate()
            }
            depth -= 1
        }
        if rootChanged { onRootPreferencesChange?(root.preferenceOutputs) }
    }
}
