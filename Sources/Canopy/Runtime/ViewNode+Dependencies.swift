/// What a node reads and provides: environment reads registered with the entries that answered,
/// state and object subscriptions, and the values a node puts in front of its children's
/// environment.
extension _ViewNode {
    /// Puts `value` for `key` in the environment this node's children inherit: how a container
    /// hands its subtree a context (a navigation stack to push onto).
    func provideEnvironmentValue<K: EnvironmentKey>(_ key: K.Type, _ value: K.Value) {
        provideEnvironment { $0[key] = value }
    }

    /// Writes values in front of the inherited environment for this node's children (reads of
    /// the inherited values are tracked like a view's). With the same keys as last time the
    /// entries are updated in place, invalidating only readers of values that changed; with
    /// other keys the subtree's environment is rebuilt.
    func provideEnvironment(_ write: (inout EnvironmentValues) -> Void) {
        let inherited = inheritedEnvironment
        let written = readEnvironment { environment -> EnvironmentValues in
            var copy = environment
            write(&copy)
            return copy
        }
        var entries: [EnvironmentEntry] = []
        var cursor = written.head
        while let entry = cursor, entry !== inherited.head {
            entries.append(entry)
            cursor = entry.next
        }
        // What the entries were written in front of (an explicit branch: `last?.next ?? …`
        // would also fall back when the oldest entry starts the list, as a window's do).
        let base =
            providedEntries.isEmpty
            ? environment.head : providedEntries[providedEntries.count - 1].next
        let sameKeys =
            providedEntriesAreCurrent && providedEntries.count == entries.count
            && zip(providedEntries, entries).allSatisfy { $0.keyID == $1.keyID }
            && base === inherited.head
        if sameKeys {
            for (old, new) in zip(providedEntries, entries)
            where !ValueEquality.equalAny(old.value, new.value) {
                old.value = new.value
                old.dependents.invalidateAll(kind: .environment)
                graph.features.environmentValueDidChange(below: self, keyType: old.keyType)
            }
        } else {
            let hadSubtree = hasMounted && !children.isEmpty
            for entry in entries { entry.origin = self }
            providedEntries = entries
            providedEntriesAreCurrent = true
            environment = EnvironmentValues(head: written.head)
            if hadSubtree { graph.environmentDidChange(below: self) }
        }
    }

    /// Runs `read` against the environment this node reads, registering the node as a reader
    /// of every entry the read touched, so a change there invalidates exactly this node.
    func readEnvironment<T>(_ read: (EnvironmentValues) -> T) -> T {
        let tracker = graph.environmentTracker
        let start = tracker.reads.count
        var env = inheritedEnvironment
        env.tracker = tracker
        let value = read(env)
        registerTrackedReads(from: start, of: tracker)
        return value
    }

    /// `@Environment(keyPath)`: reads the value at `keyPath`, as ``readEnvironment(_:)`` does,
    /// but by key when the key path's last read is remembered (see
    /// ``EnvironmentReadTracker/KeyPathRead``) and this node's environment holds the same entry
    /// with the same value.
    func readEnvironment<T>(at keyPath: KeyPath<EnvironmentValues, T>) -> T {
        let tracker = graph.environmentTracker
        var env = inheritedEnvironment
        if let known = tracker.rememberedRead(of: keyPath),
            known.entry.revision == known.revision, known.isRead(in: env)
        {
            register(known.keyType, entry: known.entry)
            return castExactly(known.entry.value, to: T.self)
        }
        let start = tracker.reads.count
        env.tracker = tracker
        let value = env[keyPath: keyPath]
        if tracker.reads.count == start + 1, let entry = tracker.reads[start].entry,
            isEntryValue(value, of: entry)
        {
            tracker.remember(keyPath, keyType: tracker.reads[start].keyType, entry: entry)
        }
        registerTrackedReads(from: start, of: tracker)
        return value
    }

    /// Whether a key path's read produced `entry`'s own value (the same type and an equal
    /// value), so that later reads can take the entry's value by key.
    private func isEntryValue(_ value: Any, of entry: EnvironmentEntry) -> Bool {
        ObjectIdentifier(type(of: value)) == ObjectIdentifier(type(of: entry.value))
            && EquatableTypes.equalAny(value, entry.value)
    }

    /// Reads `key` in `environment` (this node's ``inheritedEnvironment``, fetched once by a
    /// caller that reads several keys) and registers the read, as a tracked read of the key
    /// would, with no copy of the environment and no tracker: for the runtime's own nodes,
    /// which know the key behind each property they read.
    func readEnvironmentValue<K: EnvironmentKey>(
        of key: K.Type, in environment: EnvironmentValues
    ) -> K.Value {
        let id = ObjectIdentifier(key)
        if let head = environment.head, head.keyMask & EnvironmentEntry.bit(for: id) != 0,
            let entry = head.entry(for: id)
        {
            register(key, entry: entry)
            return castExactly(entry.value, to: K.Value.self)
        }
        register(key, entry: nil)
        return K.defaultValue
    }

    /// Makes room for `count` more dependency records in one allocation.
    func reserveDependencyRecords(_ count: Int) {
        let needed = dependencies.records.count + count
        if dependencies.records.capacity < needed {
            dependencies.records.reserveCapacity(needed)
        }
    }

    /// Registers the reads `tracker` recorded from `start` on, and drops them from it.
    private func registerTrackedReads(from start: Int, of tracker: EnvironmentReadTracker) {
        // A read of several keys at once (a button reads three) makes room for them in one
        // allocation, instead of growing the list one record at a time.
        reserveDependencyRecords(tracker.reads.count - start)
        for index in start..<tracker.reads.count {
            let record = tracker.reads[index]
            register(record.keyType, entry: record.entry)
        }
        // Emptied in place, so the next read reuses the buffer instead of allocating one.
        tracker.reads.removeLast(tracker.reads.count - start)
    }

    /// `@Environment(\.self)`: the node depends on every value it can see, so it registers as
    /// a reader of every entry in its list. The copy it keeps records nothing.
    func readWholeEnvironment() -> EnvironmentValues {
        let whole = inheritedEnvironment
        var cursor = whole.head
        while let entry = cursor {
            register(entry.keyType, entry: entry)
            cursor = entry.next
        }
        return whole
    }

    private func register(_ keyType: Any.Type, entry: EnvironmentEntry?) {
        // One strong reference: each use of the unowned property retains and releases it.
        let graph = self.graph!
        if graph.rereadingNode == ObjectIdentifier(self) {
            let cursor = graph.rereadCursor
            if cursor < dependencies.records.count {
                let old = dependencies.records[cursor]
                if old.reads(keyType, entry: entry), entry == nil || old.listIndex >= 0 {
                    graph.rereadCursor = cursor + 1
                    return
                }
                dropReads(from: cursor)
            }
            graph.rereadCursor = cursor + 1
        }
        var listIndex = -1
        if let entry {
            listIndex = entry.dependents.add(self, record: dependencies.records.count)
        }
        dependencies.records.append(
            DependencyRecord(keyType: keyType, entry: entry, listIndex: listIndex))
    }

    /// Registers the node as a reader of `location` (a `@State` or a binding read while its
    /// body or properties run).
    func registerRead(of location: AnyLocation) {
        let graph = self.graph!
        if graph.rereadingNode == ObjectIdentifier(self) {
            let cursor = graph.rereadCursor
            // Read again right after this evaluation registered it: once is enough. (A rarer
            // repeat registers twice, which costs a redundant invalidation and stays stable.)
            if let last = location.dependents.lastRegistration, last.node === self,
                last.record < cursor
            {
                return
            }
            if cursor < dependencies.records.count {
                let old = dependencies.records[cursor]
                if old.reads(location), old.listIndex >= 0 {
                    graph.rereadCursor = cursor + 1
                    return
                }
                dropReads(from: cursor)
            }
            graph.rereadCursor = cursor + 1
        } else if location.dependents.lastNode === self {
            // Repeated reads by the same body register once in the common case; a rare
            // duplicate registration only means a redundant (idempotent) invalidation.
            return
        }
        let index = location.dependents.add(self, record: dependencies.records.count)
        dependencies.records.append(DependencyRecord(location: location, listIndex: index))
        // Teardown then removes this graph's registrations one by one (see `teardown()`).
        if !graph.readsOtherGraphsState, location.graph !== graph {
            graph.readsOtherGraphsState = true
        }
    }

    /// Starts an evaluation that renews what the last one read. Reads that find, in the same
    /// order, what the last evaluation read keep their registrations where they are; from the
    /// first read that differs, the old records are dropped and new ones made. So a view that
    /// reads the same values as before (every reader of a changed environment value) leaves
    /// the readers' lists untouched, instead of leaving and rejoining each of them.
    /// Object subscriptions are renewed as before.
    func beginRereading() {
        if let extras, !extras.subscriptions.isEmpty {
            for subscription in extras.subscriptions { subscription.cancel() }
            extras.subscriptions.removeAll()
        }
        observationGeneration &+= 1
        graph.rereadingNode = ObjectIdentifier(self)
        graph.rereadCursor = 0
    }

    /// Ends what ``beginRereading()`` started: records this evaluation did not read again are
    /// dropped.
    func finishRereading() {
        guard graph.rereadingNode == ObjectIdentifier(self) else { return }
        graph.rereadingNode = nil
        dropReads(from: graph.rereadCursor)
    }

    /// Forgets what the last evaluation read, before the next one records it again. Reads are
    /// re-fetched by index on every step because removing one registration can move another
    /// of this node's own. A record detached from its list (``DependentList/detachAll(from:kind:)``)
    /// has index -1 and is skipped.
    func clearDependencies() {
        if graph?.rereadingNode == ObjectIdentifier(self) { graph.rereadingNode = nil }
        dropReads(from: 0)
        if let extras, !extras.subscriptions.isEmpty {
            for subscription in extras.subscriptions { subscription.cancel() }
            extras.subscriptions.removeAll()
        }
        observationGeneration &+= 1
    }

    private func dropReads(from start: Int) {
        var index = start
        while index < dependencies.records.count {
            let read = dependencies.records[index]
            if read.listIndex >= 0 {
                if let location = read.location {
                    location.dependents.remove(
                        at: read.listIndex, node: self, record: index, kind: .location)
                } else if let entry = read.entry {
                    entry.dependents.remove(
                        at: read.listIndex, node: self, record: index, kind: .environment)
                }
            }
            index += 1
        }
        if start < dependencies.records.count {
            dependencies.records.removeLast(dependencies.records.count - start)
        }
    }

    /// Points dependency record `record` (of `kind`) at its registration's new index, when
    /// the list it is in moved it; only if the record still points where the list thought,
    /// so a list can never write into a record that was reset since.
    func moveRecord(_ record: Int, of kind: DependentList.Kind, from old: Int, to new: Int) {
        guard record < dependencies.records.count,
            dependencies.records[record].kind == kind,
            dependencies.records[record].listIndex == old
        else { return }
        dependencies.records[record].listIndex = new
    }

    /// Invalidates this node when `object` announces a change, until its dependencies are next
    /// reset: through its `ObservableObjectPublisher` directly, or any other `objectWillChange`
    /// publisher it declares (a `PassthroughSubject<Void, Never>`).
    func subscribe<Object: ObservableObject>(toChangesOf object: Object) {
        let target = NodeReference(self)
        let willChange = object.objectWillChange
        if let publisher = willChange as? ObservableObjectPublisher {
            madeExtras.subscriptions.append(publisher.sink { target.invalidate() })
        } else {
            madeExtras.subscriptions.append(willChange.sink { _ in target.invalidate() })
        }
    }
}

extension ViewGraph {
    /// Whether the node evaluating again has read, in this evaluation, what its dependency
    /// record `record` stands for (records before the cursor have been renewed; one list holds
    /// both kinds).
    func hasReread(record: Int) -> Bool { record < rereadCursor }
}
