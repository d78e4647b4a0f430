/// One view identity in the graph: its position, environment, state slots, what it read during
/// its last evaluation, and its children. Canopy's node types subclass it; user code only sees
/// it through the ``View/_makeNode(_:)`` hook.
@MainActor
public class _ViewNode {
    unowned(unsafe) var parent: _ViewNode?
    unowned(unsafe) var graph: ViewGraph!
    @exclusivity(unchecked) var children = ChildList()
    /// The environment in effect below this node (and for its own reads, unless it is a
    /// writer; see ``inheritedEnvironment``).
    var environment: EnvironmentValues {
        get { EnvironmentValues(head: environmentHead) }
        set { environmentHead = newValue.head }
    }
    /// The newest entry of ``environment``: a node's environment never carries a read tracker
    /// (only the copy a node's properties install from does), so the node keeps the list alone,
    /// a word less in every node.
    @exclusivity(unchecked) var environmentHead: EnvironmentEntry?
    @exclusivity(unchecked) var dependencies = NodeDependencies()
    /// (Nonisolated only so that `deinit` can tell the locations in them that the node went;
    /// touched on the main actor only.)
    @exclusivity(unchecked) nonisolated(unsafe) var slots = SlotList()
    /// What few nodes need (an explicit identity outside a `ForEach`, object subscriptions,
    /// written environment entries), made on first use: a node is allocated
    /// for every view, so every field it carries is paid for by each of them.
    @exclusivity(unchecked) var extras: NodeExtras?

    /// The node's counters and serials, 32-bit and kept together (see ``NodeCounters``).
    @exclusivity(unchecked) var counters = NodeCounters()
    /// The node's flags (see ``NodeFlags``).
    @exclusivity(unchecked) var flags: NodeFlags = [.isDirty]

    /// Whether the node waits to be evaluated.
    var isDirty: Bool {
        get { flags.contains(.isDirty) }
        set { flags.set(.isDirty, newValue) }
    }

    /// Whether the node is in its graph's tree.
    var isMounted: Bool {
        get { flags.contains(.isMounted) }
        set { flags.set(.isMounted, newValue) }
    }

    /// Whether the node has been evaluated once (mounted: its `didMount` ran).
    var hasMounted: Bool {
        get { flags.contains(.hasMounted) }
        set { flags.set(.hasMounted, newValue) }
    }

    /// The node's index in its graph's per-node feature stores (see ``NodeStore``); `Int32.max`
    /// while it has none.
    var storedStoreIndex: Int32 {
        get { counters.storeIndex }
        set { counters.storeIndex = newValue }
    }

    /// The graph's pass serial (truncated) when ``evaluationsInPass`` was last reset.
    var passSerial: Int32 {
        get { counters.passSerial }
        set { counters.passSerial = newValue }
    }

    /// How many times the node was evaluated in the current pass (D7's per-pass limit),
    /// saturating at 255 (see ``NodeCounters/evaluationsInPass``).
    var evaluationsInPass: Int32 {
        get { Int32(counters.evaluationsInPass) }
        set { counters.evaluationsInPass = UInt8(clamping: newValue) }
    }

    /// Bumped whenever the node's dependencies are reset, so an Observation change callback
    /// from an earlier evaluation is ignored.
    var observationGeneration: UInt32 {
        get { counters.observationGeneration }
        set { counters.observationGeneration = newValue }
    }

    /// The node's index in its graph's feature stores, `Int(Int32.max)` while it has none.
    var storeIndex: Int { Int(counters.storeIndex) }

    /// Bits features keep on the node itself (see ``NodeCounters/featureBits``).
    var featureBits: UInt8 {
        get { counters.featureBits }
        set { counters.featureBits = newValue }
    }

    /// How many nodes lie between the root and this one.
    var depth: Int {
        get { Int(counters.depth) }
        set { counters.depth = Int32(truncatingIfNeeded: newValue) }
    }

    /// How many nodes from the root to this one render a line of their own (the depth a person
    /// sees, which the graph's depth limit counts).
    var viewDepth: Int {
        get { Int(counters.viewDepth) }
        set { counters.viewDepth = Int32(truncatingIfNeeded: newValue) }
    }

    /// The node's position in the graph's last preorder numbering.
    var preorderIndex: Int {
        get { Int(counters.preorderIndex) }
        set { counters.preorderIndex = Int32(truncatingIfNeeded: newValue) }
    }

    /// How many times the node's body (or row builder) ran.
    var bodyEvaluations: Int {
        get { Int(counters.bodyEvaluations) }
        set { counters.bodyEvaluations = Int32(truncatingIfNeeded: newValue) }
    }

    /// The identity this node gave `child`, if it gives its children one.
    func identity(ofChild child: _ViewNode) -> (any Hashable)? { nil }

    init() {}

    deinit {
        extras?.handle?.target = nil
        // A location still in a slot may outlive the node (a binding holds it): it must not
        // name the node any more. (Removal and teardown empty the slots before this.)
        for slot in slots { (slot as? AnyLocation)?.ownerDidGo(self) }
    }

    /// The node's handle, made on first use: what callbacks and records that may outlive the
    /// node hold instead of a weak reference (see ``Handle``). Kept in ``extras``: a node's
    /// state and its Observation callback need none, so few nodes have one (an environment
    /// writer's entries name it, and those nodes have extras anyway).
    var handle: NodeHandle {
        let extras = madeExtras
        if let handle = extras.handle { return handle }
        let made = NodeHandle(self)
        extras.handle = made
        return made
    }

    /// The environment the node's own properties read: the same as ``environment`` except for
    /// writer nodes, whose own reads see what they inherited.
    var inheritedEnvironment: EnvironmentValues { parent?.environment ?? environment }

    // MARK: Overridden by node kinds

    /// Re-evaluates the node: runs its body or hook and reconciles its children. The update loop
    /// has already cleared what the last evaluation read, so whatever this reads (environment,
    /// state, objects, Observation) is recorded afresh.
    func evaluate() {}

    /// Whether the update loop leaves the node's dependencies in place before ``evaluate()``:
    /// only for a node that may skip re-reading them (a custom modifier whose body does not run
    /// when only its content changed), which then clears them itself when it does read.
    var keepsDependenciesWhenEvaluated: Bool { flags.contains(.keepsDependencies) }

    /// The type of the view this node mounts (`Never` for the graph's own nodes). Computed,
    /// not stored: a typed node knows it from its class, which saves a word in every node.
    var viewType: Any.Type { Never.self }

    /// Called once, when the node is evaluated for the first time (before its children).
    @MainActor func didMount() {}

    /// Called when the node leaves the tree, in tree order, before any insertion of the same
    /// update appears (D3).
    @MainActor func willUnmount() {}

    /// Empties the dependent lists this node owns (its state locations'; writers also their
    /// entries'), when the whole graph is torn down.
    func releaseDependentLists() {
        for slot in slots {
            guard let location = slot as? AnyLocation else { continue }
            location.dependents.detachAll(from: graph, kind: .location)
            // The slots go next, and with the graph gone the node's path names nothing.
            location.ownerDidGo(self)
        }
        for entry in providedEntries { entry.dependents.detachAll(from: graph, kind: .environment) }
    }

    /// How the node takes part in a rendered tree: a line of its own, attributes folded into
    /// its content's line, or nothing (transparent). Structural, so it stays in the core: it
    /// decides the depth that counts views and what queries see through.
    var renderRole: RenderRole { .line }

    /// Whether the node is a modifier rather than a view (queries see through modifiers): a
    /// built-in one folds into its content's line, a custom one has a line of its own.
    var isModifier: Bool { renderRole == .attribute || flags.contains(.isCustomModifier) }

    // MARK: Tree operations

    func attach(to parent: _ViewNode) {
        self.parent = parent
        // One strong reference for the whole attach: each use of the unowned `graph` property
        // retains and releases the graph around it, and every mounted node passes here.
        let graph = parent.graph!
        self.graph = graph
        graph.structureDidChange()
        depth = parent.depth + 1
        viewDepth = parent.viewDepth + (renderRole == .line ? 1 : 0)
        environment = parent.environment
        storedStoreIndex = graph.nodeIndexes.take()
        isMounted = true
        isDirty = true
        graph.push(self)
        graph.features.nodeDidAttach(self)
    }

    /// Creates and attaches a node for `view` below this node. Past the graph's depth limit the
    /// view is not mounted: an error node stands in its place and a diagnostic names the views
    /// that kept nesting (a body that contains itself with no end), instead of growing memory
    /// until the process dies.
    func mountChild<Child: View>(_ view: Child) -> _ViewNode {
        if viewDepth >= graph.depthLimit {
            let node = FailureView._makeNode(
                FailureView(message: graph.reportUnboundedNesting(below: self)))
            node.attach(to: self)
            return node
        }
        let node = Child._makeNode(view)
        node.attach(to: self)
        return node
    }

    /// Hands `view` to `existing` if it mounts the same type, or replaces it with a new node.
    func reconcile<Child: View>(_ existing: _ViewNode?, with view: Child) -> _ViewNode {
        if let existing {
            // Comparing type identities and dispatching through the node's vtable avoids a
            // generic class cast, which costs a metadata lookup per child per update.
            if ObjectIdentifier(existing.viewType) == ObjectIdentifier(Child.self) {
                // A node with a modifier folded in, handed its bare content (a type-erased
                // view that dropped the modifier), is a view of another type: replaced.
                if !existing.flags.contains(.hasFoldedModifier) {
                    existing.receiveValue(view)
                    return existing
                }
            } else if existing.flags.contains(.hasFoldedModifier),
                let folded = Child.self as? any FoldedModifiedContent.Type,
                folded.refold(view, into: existing)
            {
                // The node may be the content of a modifier folded into it: the modified view
                // is then split, the modifier taking its part and the node its content.
                return existing
            }
            graph.unmount(existing)
        }
        return mountChild(view)
    }

    /// Takes a new view value from the parent; `TypedNode` overrides it for its own type, and
    /// a built-in modifier's node to keep the modifier and hand the content on.
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
            // Held inline: an array literal would allocate a one-element array to be dropped.
            children = ChildList(single: mountChild(view))
        }
    }

    /// Replaces the children with `new`, which may keep some of them in another order (rows
    /// matched by identity). Kept children out of their old order move preorder numbers
    /// without any node being inserted or removed, so that counts as a change of structure: a
    /// child that is new was numbered nowhere (and its mount counted already), and nodes in
    /// their old order have increasing numbers whether or not the numbering is current.
    func replaceChildren(with new: [_ViewNode]) {
        var last = Int.min
        for child in new {
            let index = child.preorderIndex
            if index < last {
                graph.structureDidChange()
                break
            }
            last = index
        }
        // Features hear moves too (the preorder numbers above may be stale, so they cannot tell
        // every move).
        if graph.features.hearsChildrenChanges {
            graph.features.childrenWillChange(of: self, to: new)
        }
        children = ChildList(new)
    }

    /// Returns the storage slot at `index`, creating it on first use.
    func slot<T: AnyObject>(at index: Int, _ make: () -> T) -> T {
        let current = slots.slot(at: index)
        if let existing = current as? T { return existing }
        (current as? AnyLocation)?.ownerWillGo(self)
        let created = make()
        slots.set(created, at: index)
        return created
    }

    /// The views this node's children stand for, as a container counts its subviews: grouping
    /// nodes (tuples, conditionals, `ForEach`, `Group`) are seen through, in tree order.
    var subviews: [_ViewNode] {
        var result: [_ViewNode] = []
        var pending = Array(children.reversed())
        while let node = pending.popLast() {
            if node.renderRole == .transparent {
                pending.append(childrenReversed: node.children)
            } else {
                result.append(node)
            }
        }
        return result
    }

    /// Whether this node is `node` or one of its ancestors.
    func isAncestor(ofOrSame node: _ViewNode) -> Bool {
        var cursor: _ViewNode? = node
        while let current = cursor, current.depth >= depth {
            if current === self { return true }
            cursor = current.parent
        }
        return false
    }

    // MARK: Paths

    /// The node's name in a view path.
    var pathComponent: String? {
        guard renderRole == .line else { return nil }
        let name = displayName(of: viewType)
        return lineIdentity.map { "\(name)[\(ValueFormatter.format($0))]" } ?? name
    }
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
