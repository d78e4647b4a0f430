/// One view identity in the graph: its position, environment, state slots, what it read during
/// its last evaluation, and its children. Canopy's node types subclass it; user code only sees
/// it through the ``View/_makeNode(_:)`` hook.
@MainActor
public class _ViewNode {
    unowned(unsafe) var parent: _ViewNode?
    unowned(unsafe) var graph: ViewGraph!
    var children: [_ViewNode] = []
    var depth = 0
    /// The environment in effect below this node (and for its own reads, unless it is a
    /// writer; see ``inheritedEnvironment``).
    var environment = EnvironmentValues()
    var isDirty = true
    var isMounted = false
    var hasAppeared = false
    var bodyEvaluations = 0
    var dependencies = NodeDependencies()
    var slots: [AnyObject] = []
    /// An explicit identity (a `ForEach` element's id, an `.id(_:)` value), shown in view paths
    /// after the type name. Kept as a value and formatted only when a path is printed.
    var identity: (any Hashable)?
    var passSerial = 0
    var evaluationsInPass = 0
    /// The order in which nodes were created: with depth, it orders nodes invalidated in the
    /// same update deterministically (creation follows tree order).
    var creationSerial = 0
    /// The type of the view value the node holds, compared when a parent hands down a new value.
    let viewTypeID: ObjectIdentifier
    /// The preference keys an ancestor asked for (they flow down like the environment).
    var requestedPreferences = PreferenceKeySet()
    /// The values this subtree produced for the requested keys, cached (they flow up).
    var preferenceOutputs = PreferenceValues()
    /// Whether the cached outputs must be recomputed in the next preference pass.
    var preferencesDirty = false

    init(viewType: Any.Type = Never.self) {
        viewTypeID = ObjectIdentifier(viewType)
    }

    /// The environment the node's own properties read: the same as ``environment`` except for
    /// writer nodes, whose own reads see what they inherited.
    var inheritedEnvironment: EnvironmentValues { parent?.environment ?? environment }

    // MARK: Overridden by node kinds

    /// Re-evaluates the node: runs its body or hook and reconciles its children.
    func evaluate() {}

    /// The type of the view this node mounts.
    var viewType: Any.Type { Never.self }

    /// Called when a dependency (environment, state, object) invalidated the node, as opposed
    /// to a new value from its parent.
    func invalidatedByDependency() {}

    /// Called once, when the node is evaluated for the first time (before its children).
    @MainActor func didMount() {}

    /// Called when the node leaves the tree, in tree order, before any insertion of the same
    /// update appears (D3).
    @MainActor func willUnmount() {}

    /// Drops the stored view value, top-down, so that deep view values free one level at a time.
    func releaseView() {}

    /// Empties the reader sets this node owns (its state locations'; writers also their
    /// entries'), when the whole graph is torn down.
    func releaseReaderSets() {
        for slot in slots {
            (slot as? AnyLocation)?.readers.removeAll()
        }
        for entry in providedEntries { entry.readers.removeAll() }
    }

    /// Whether the node is a control a host can operate (checked before any protocol cast).
    var isInteractive: Bool { false }

    /// The children a person can see: hidden navigation levels and unselected tabs stay mounted
    /// (their state lives on) but are neither rendered nor operable.
    var visibleChildren: [_ViewNode] { children }

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
        let sameKeys =
            providedEntriesAreCurrent && providedEntries.count == entries.count
            && zip(providedEntries, entries).allSatisfy { $0.keyID == $1.keyID }
            && (providedEntries.last?.next ?? environment.head) === inherited.head
        if sameKeys {
            for (old, new) in zip(providedEntries, entries)
            where !ValueEquality.equalAny(old.value, new.value) {
                old.value = new.value
                for reader in old.readers.nodes { graph.invalidate(reader) }
            }
        } else {
            let hadSubtree = hasAppeared && !children.isEmpty
            providedEntries = entries
            providedEntriesAreCurrent = true
            environment = EnvironmentValues(head: written.head)
            if hadSubtree { graph.environmentDidChange(below: self) }
        }
    }

    /// The entries this node wrote in front of its inherited environment, newest first.
    private(set) var providedEntries: [EnvironmentEntry] = []
    /// Whether ``providedEntries`` hang from the current inherited list (false until the first
    /// write, and after an ancestor rebuilt its list).
    var providedEntriesAreCurrent = false

    // MARK: Preferences

    /// The keys this node's children are asked for. Readers add their key, writers remove
    /// theirs (P4: a writer's content is not asked for the key it replaces).
    var childRequestedPreferences: PreferenceKeySet { requestedPreferences }

    /// Dynamic content (`if`, `ForEach`) produces the default for a requested key that nothing
    /// inside it wrote (P3).
    var feedsDefaultPreferences: Bool { false }

    /// Whether the node's own view writes preferences (so a new value must be recombined).
    var writesPreferences: Bool { false }

    /// Whether the node observes a preference of its content (and must run after it changes).
    var readsPreferences: Bool { false }

    /// Combines the children's outputs, in tree order, for every requested key; a child that
    /// produced nothing for a key is skipped (P2).
    func computePreferences() -> PreferenceValues {
        var result = PreferenceValues()
        guard !requestedPreferences.isEmpty else { return result }
        for key in requestedPreferences.keys {
            var combined: Any?
            for child in children where !child.preferenceOutputs.isEmpty {
                guard let value = child.preferenceOutputs[key] else { continue }
                if var accumulated = combined {
                    key.reduce(&accumulated, value)
                    combined = accumulated
                } else {
                    combined = value
                }
            }
            if combined == nil && feedsDefaultPreferences { combined = key.defaultValue() }
            if let combined { result.append(key, combined) }
        }
        return result
    }

    /// Called after the node's outputs were recomputed; readers compare what they observe.
    func preferencesDidUpdate() {}

    /// How the node appears in rendered text.
    var renderRole: RenderRole { .line }

    /// The text of the node's line: `Text "Hello"`.
    func renderTitle() -> String { displayName(of: viewType) }

    /// Attributes this node adds to the lines of its content (`.padding`).
    @MainActor func renderAttributes(into attributes: inout [String]) {}

    /// Whether the node's children are summarised by its title (`Button "OK"`).
    var rendersChildren: Bool { true }

    /// The children that form a labelled secondary section (`.background { … }`), if any.
    var decorationLabel: String? { nil }

    /// Whether the secondary section always renders as a section (a sheet), never inline.
    var decorationIsSection: Bool { false }

    // MARK: Tree operations

    func attach(to parent: _ViewNode) {
        self.parent = parent
        graph = parent.graph
        creationSerial = graph.nextCreationSerial()
        depth = parent.depth + 1
        environment = parent.environment
        requestedPreferences = parent.childRequestedPreferences
        isMounted = true
        isDirty = true
        graph.push(self)
        if writesPreferences || readsPreferences
            || (feedsDefaultPreferences && !requestedPreferences.isEmpty)
        {
            graph.markPreferencesDirty(self)
        }
    }

    /// Creates and attaches a node for `view` below this node.
    func mountChild<Child: View>(_ view: Child) -> _ViewNode {
        let node = Child._makeNode(view)
        node.attach(to: self)
        return node
    }

    /// Hands `view` to `existing` if it mounts the same type, or replaces it with a new node.
    func reconcile<Child: View>(_ existing: _ViewNode?, with view: Child) -> _ViewNode {
        if let existing {
            // Comparing type identities and dispatching through the node's vtable avoids a
            // generic class cast, which costs a metadata lookup per child per update.
            if existing.viewTypeID == ObjectIdentifier(Child.self) {
                existing.receiveValue(view)
                return existing
            }
            graph.unmount(existing)
        }
        return mountChild(view)
    }

    /// Takes a new view value from the parent; `TypedNode` overrides it for its own type.
    func receiveValue<Child: View>(_ view: Child) {
        preconditionFailure("\(Self.self) holds no view value")
    }

    /// Reconciles the node's only child with `view`.
    func reconcileSingleChild<Child: View>(_ view: Child) {
        if let existing = children.first, children.count == 1 {
            let node = reconcile(existing, with: view)
            if node !== existing { children[0] = node }
        } else {
            for child in children { graph.unmount(child) }
            children = [mountChild(view)]
        }
    }

    /// Returns the storage slot at `index`, creating it on first use.
    func slot<T: AnyObject>(at index: Int, _ make: () -> T) -> T {
        if index < slots.count, let existing = slots[index] as? T { return existing }
        let created = make()
        while slots.count <= index { slots.append(created) }
        slots[index] = created
        return created
    }

    // MARK: Dependencies

    /// Runs `read` against the environment this node reads, registering the node as a reader
    /// of every entry the read touched, so a change there invalidates exactly this node.
    func readEnvironment<T>(_ read: (EnvironmentValues) -> T) -> T {
        let tracker = graph.environmentTracker
        let start = tracker.reads.count
        var env = inheritedEnvironment
        env.tracker = tracker
        let value = read(env)
        for index in start..<tracker.reads.count {
            let record = tracker.reads[index]
            register(record.keyType, entry: record.entry, defaultValue: record.defaultValue)
        }
        tracker.reads.removeSubrange(start...)
        return value
    }

    /// `@Environment(\.self)`: the node depends on every value it can see, so it registers as
    /// a reader of every entry in its list. The copy it keeps records nothing.
    func readWholeEnvironment() -> EnvironmentValues {
        let whole = inheritedEnvironment
        var cursor = whole.head
        while let entry = cursor {
            register(entry.keyType, entry: entry, defaultValue: nil)
            cursor = entry.next
        }
        return whole
    }

    private func register(_ keyType: Any.Type, entry: EnvironmentEntry?, defaultValue: Any?) {
        var listIndex = -1
        if let entry {
            listIndex = entry.readers.add(self, record: dependencies.environmentReads.count)
        }
        dependencies.environmentReads.append(
            EnvironmentRead(
                keyType: keyType, entry: entry, defaultValue: defaultValue, listIndex: listIndex))
    }

    /// Forgets what the last evaluation read, before the next one records it again. Reads are
    /// re-fetched by index on every step because removing one registration can move another
    /// of this node's own.
    func clearDependencies() {
        var index = 0
        while index < dependencies.environmentReads.count {
            let read = dependencies.environmentReads[index]
            read.entry?.readers.remove(at: read.listIndex, kind: .environment)
            index += 1
        }
        index = 0
        while index < dependencies.locations.count {
            let read = dependencies.locations[index]
            read.location.readers.remove(at: read.listIndex, kind: .location)
            index += 1
        }
        dependencies.environmentReads.removeAll(keepingCapacity: true)
        dependencies.locations.removeAll(keepingCapacity: true)
        if !dependencies.subscriptions.isEmpty {
            for subscription in dependencies.subscriptions { subscription.cancel() }
            dependencies.subscriptions.removeAll()
        }
        observationGeneration &+= 1
    }

    /// Bumped whenever the node's dependencies are reset, so an Observation change callback
    /// from an earlier evaluation is ignored.
    var observationGeneration = 0

    /// Invalidates this node when `publisher` sends, until its dependencies are next reset.
    func subscribe(to publisher: ObservableObjectPublisher) {
        let target = NodeReference(self)
        dependencies.subscriptions.append(publisher.sink { target.invalidate() })
    }

    // MARK: Paths

    /// The node's name in a view path.
    var pathComponent: String? {
        guard renderRole == .line else { return nil }
        let name = displayName(of: viewType)
        return identity.map { "\(name)[\(ValueFormatter.format($0))]" } ?? name
    }

    /// The path of the first view at or below this node that renders a line: how diagnostics
    /// name a modifier (which has no line of its own) by the view it modifies.
    var pathOfFirstLine: String {
        var pending: [_ViewNode] = [self]
        while let next = pending.popLast() {
            if next.renderRole == .line { return next.path }
            pending.append(contentsOf: next.children.reversed())
        }
        return path
    }

    /// `ContentView/VStack/Button`: the visible views from the root to this node.
    var path: String {
        var components: [String] = []
        var cursor: _ViewNode? = self
        while let node = cursor {
            if let component = node.pathComponent { components.append(component) }
            cursor = node.parent
        }
        return components.reversed().joined(separator: "/")
    }
}

/// What a node read during its last evaluation.
@MainActor
struct NodeDependencies {
    var environmentReads: [EnvironmentRead] = []
    var locations: [LocationRead] = []
    /// Subscriptions to the objects the node holds (`@StateObject`, `@ObservedObject`, …).
    var subscriptions: [AnyCancellable] = []
}

/// One environment key a node read: the entry that answered (or the default), and where the
/// node's registration sits in that entry's reader list.
struct EnvironmentRead {
    let keyType: Any.Type
    let entry: EnvironmentEntry?
    let defaultValue: Any?
    var listIndex: Int

    /// The value the read sees now.
    var value: Any { entry?.value ?? defaultValue as Any }
}

/// One state location a node read, and where its registration sits in the location's list.
@MainActor
struct LocationRead {
    let location: AnyLocation
    var listIndex: Int
}

/// How a node shows up in rendered text.
enum RenderRole {
    /// A line of its own, with its children below it.
    case line
    /// No line: its children stand in its place (tuples, conditionals, `ForEach`, `Group`).
    case transparent
    /// No line: its attributes join the lines of its content (`.padding`, `.environment`).
    case attribute
}

/// The name rendered for a view type: unqualified, without generic arguments of Canopy's own
/// containers (`VStack`, not `VStack<TupleView<…>>`).
func displayName(of type: Any.Type) -> String {
    displayNames.value(for: type) { type in
        let name = _typeName(type, qualified: false)
        if let angle = name.firstIndex(of: "<") { return String(name[..<angle]) }
        return name
    }
}

private let displayNames = TypeNameCache()
