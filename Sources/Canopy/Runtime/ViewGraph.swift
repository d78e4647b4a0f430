/// The persistent graph behind one window: one node per view identity, the update loop that
/// re-evaluates invalidated nodes, and the actions that run after each update.
///
/// Invalidations queue up; ``flush()`` drains them with an explicit work stack (never recursion,
/// so a tree 100,000 levels deep is fine), always taking the shallowest invalidated node next so
/// that a parent runs before its children however the invalidations arrived (L3, D3, E7), then
/// runs the post-update actions (every `onDisappear`, then every `onAppear` and task start, then
/// `onChange`, D3), and repeats until nothing is invalid. A loop that does not settle is cut off after
/// ``passLimit`` passes with a diagnostic naming the views that kept invalidating (D7).
///
/// The graph's and the nodes' stored properties skip Swift's dynamic exclusivity checks
/// (`@exclusivity(unchecked)`): they are touched on the main actor only, by the runtime's own
/// non-reentrant code, and the checks cost about a tenth of a mount's instructions.
@MainActor
final class ViewGraph {
    let root: RootNode
    /// Nodes to evaluate in the current depth-first walk.
    @exclusivity(unchecked) var stack: [_ViewNode] = []
    /// Nodes invalidated by a dependency, evaluated shallowest first.
    @exclusivity(unchecked) var dirtyNodes = DirtyQueue()
    /// While an action runs under ``recordingInvalidations(_:)``: the nodes it invalidated.
    @exclusivity(unchecked) var invalidationLog: [_ViewNode]?
    /// The nodes found to have no queued ancestor since a node was last queued (see
    /// ``checkNoPendingAncestor(of:)``); emptied whenever a node is queued or leaves. Only the
    /// order check, off in release builds, fills it: a serial in every node for it took four
    /// bytes of every node.
    @exclusivity(unchecked) var orderCheckedNodes = Set<ObjectIdentifier>()
    /// The node whose `evaluate()` is running. Unowned: the walk holds it while it runs, and
    /// setting a strong reference retains and releases the node twice per evaluation.
    @exclusivity(unchecked) private unowned(unsafe) var evaluatingNode: _ViewNode?
    /// The view whose action is running (an appear action, a control a person operated): what
    /// a diagnostic names when that action starts something that runs away (D7).
    @exclusivity(unchecked) var actingNode: _ViewNode?
    /// Set when an invalidation reached the evaluating node or one of its ancestors: the work
    /// stack (its descendants) must wait until that ancestor has run again.
    @exclusivity(unchecked) private var ancestorInvalidated = false
    /// Whether every evaluation is checked to have no invalidated ancestor pending (on in debug
    /// builds and in the differential check); a violation is recorded as a diagnostic.
    var checksEvaluationOrder: Bool = {
        #if DEBUG
            return true
        #else
            return false
        #endif
    }()
    /// Whether the running invariant check is a thorough one (see ``_checkInvariants(thorough:)``).
    @exclusivity(unchecked) var checksThoroughly = false
    /// Whether every flush ends by checking the graph against itself (``_checkInvariants()``):
    /// on in debug builds, so the whole test suite runs it.
    var checksInvariants: Bool = {
        #if DEBUG
            return true
        #else
            return false
        #endif
    }()
    @exclusivity(unchecked) private(set) var isFlushing = false
    /// The registered features (layout, preferences, actions, focus …; see ``GraphFeature``),
    /// made once the graph exists.
    @exclusivity(unchecked) var features = GraphFeatures()
    /// Whether views wait to be evaluated in this update.
    var evaluationIsPending: Bool { passes[0].isPending }
    /// The passes a flush runs, in order: evaluation, then the features' passes.
    @exclusivity(unchecked) private(set) var passes: [any GraphPass] = []
    /// Hands out the nodes' indexes in the features' per-node stores.
    @exclusivity(unchecked) var nodeIndexes = NodeIndexes()
    /// Nodes removed during the update, freed parents first when it ends (see
    /// ``unmount(_:)``).
    @exclusivity(unchecked) var retired: [_ViewNode] = []
    /// Which flush this is: the P8 guard counts dispatches per reader per flush ("frame").
    @exclusivity(unchecked) private(set) var flushSerial = 0
    @exclusivity(unchecked) private(set) var passSerial: Int32 = 0
    /// Tree order for ties between nodes of one depth (see ``PreorderState``).
    @exclusivity(unchecked) var order = PreorderState()
    /// The node evaluating again whose reads may keep the registrations of its last
    /// evaluation, and how many of its dependency records (environment and state reads, in
    /// read order) this evaluation has matched so far (see ``_ViewNode/beginRereading()``).
    /// (An identifier, not a reference: comparing it retains nothing.)
    @exclusivity(unchecked) var rereadingNode: ObjectIdentifier?
    @exclusivity(unchecked) var rereadCursor = 0
    @exclusivity(unchecked) private(set) var diagnostics: [Diagnostic] = []
    /// How many mounted containers hide some of their children from appearance (tabs,
    /// navigation stacks): while none is, every mounted view is shown (see ``isShown(_:)``).
    @exclusivity(unchecked) var appearanceHiders = 0
    /// The nodes found shown during the current run of post-update actions (see
    /// ``isShown(_:)``); `nil` outside one.
    @exclusivity(unchecked) var shownInActions: Set<ObjectIdentifier>?
    /// What the views did, while logging is on (see ``GraphEventLog``).
    @exclusivity(unchecked) var eventLog = GraphEventLog()
    let environmentTracker = EnvironmentReadTracker()
    /// The mounted nodes that offer hosts something (see ``CapabilityRegistry``).
    @exclusivity(unchecked) var capabilities = CapabilityRegistry()
    /// Who hosts the graph.
    weak var host: (any GraphHost)?
    /// The platform the host simulates: platform-limited modifiers consult it (D4).
    var platform: Platform { host?.platform ?? .macOS }
    /// Invalidations from object publishers and Observation, applied at the start of a flush.
    let externalInvalidations = InvalidationQueue()
    /// What a view whose body cannot run does (E11), and where the host was created.
    @exclusivity(unchecked) var failureReporting = FailureReporting()
    /// Whether a broken invariant stops the process (in Canopy's own checks) rather than
    /// failing the running test.
    @exclusivity(unchecked) var trapsOnBrokenInvariants = TestIssues.trapsOnBrokenInvariants
    let tasks = TaskRegistry()
    @exclusivity(unchecked) private(set) var needsFlush = false
    /// Set when the graph is torn down: from then on nothing invalidates or asks for a flush,
    /// whatever a view's deinit writes while the nodes are released one by one.
    @exclusivity(unchecked) var isTornDown = false
    /// Whether a view of this graph ever read a state location of another graph, or of none
    /// (an `@AppStorage` key): only then does teardown look through every node's records for
    /// registrations to remove one by one. Never cleared: a stale `true` costs only the scan.
    @exclusivity(unchecked) var readsOtherGraphsState = false

    /// How many views (lines of rendered text) deep the graph may grow; a deeper view is replaced
    /// by an error node (a body that contains itself with no end). Twice the deepest tree Canopy
    /// promises to handle (100,000 levels), and modifiers do not count.
    @exclusivity(unchecked) var depthLimit = 200_000

    /// How many update passes one flush may take before it is cut off (D7).
    static let passLimit = 100
    /// How many times one node may be evaluated in one pass before it is cut off (D7).
    static let evaluationsPerPassLimit: Int32 = 100

    @exclusivity(unchecked) private var storedHandle: GraphHandle?

    /// What state locations hold instead of a weak reference (see ``Handle``).
    var handle: GraphHandle {
        if let storedHandle { return storedHandle }
        let made = GraphHandle(self)
        storedHandle = made
        return made
    }

    deinit { storedHandle?.target = nil }

    init() {
        root = RootNode()
        root.graph = self
        root.storedStoreIndex = nodeIndexes.take()
        root.isMounted = true
        root.isDirty = false
        features = GraphFeatures(graph: self, types: GraphFeatures.standard)
        passes = [EvaluationPass(graph: self)] + features.all
    }

    // MARK: Scheduling

    func push(_ node: _ViewNode) { stack.append(node) }

    /// Marks `node` for re-evaluation in the next (or current) update.
    func invalidate(_ node: _ViewNode) {
        guard node.isMounted, !isTornDown else { return }
        invalidationLog?.append(node)
        node.flags.insert(.invalidatedByDependency)
        features.nodeWasInvalidated(node)
        if let evaluating = evaluatingNode, !ancestorInvalidated,
            node.depth <= evaluating.depth, node.isAncestor(ofOrSame: evaluating)
        {
            // A body wrote state its own view or an ancestor reads: whatever it pushed must
            // wait until that view has run again.
            ancestorInvalidated = true
        }
        if !node.isDirty {
            node.isDirty = true
            enqueue(node)
        }
    }

    /// Marks `node` to run after the current walk, in the queue's order (shallowest first).
    func schedule(_ node: _ViewNode) {
        node.isDirty = true
        enqueue(node)
    }

    private func enqueue(_ node: _ViewNode) {
        dirtyNodes.insert(node)
        // Something new may now wait above a view the order check already cleared.
        if !orderCheckedNodes.isEmpty { orderCheckedNodes.removeAll(keepingCapacity: true) }
    }

    /// Whether something is waiting for a flush: the one definition of "pending".
    var hasPendingWork: Bool { needsFlush || hasPendingPass }

    /// Whether a registered pass has work. A loop over an array, not `contains(where:)`: a
    /// main-actor closure checks its executor per call.
    private var hasPendingPass: Bool {
        for pass in passes where pass.isPending { return true }
        return false
    }

    /// Adds `pass` after the ones already there: it runs in every later flush of this graph.
    func addPass(_ pass: any GraphPass) { passes.append(pass) }

    func applyExternalInvalidations() {
        guard !externalInvalidations.isEmpty else { return }
        for (reference, transaction) in externalInvalidations.drain() {
            guard let node = reference.liveNode else {
                // No view takes the change: its completions run at the end of this update.
                if let transaction { animations.track(transaction) }
                continue
            }
            if let transaction {
                withTransaction(transaction) { invalidate(node) }
            } else {
                invalidate(node)
            }
        }
    }

    func requestFlush() {
        guard !isFlushing, !needsFlush, !isTornDown else { return }
        needsFlush = true
        host?.graphNeedsFlush(self)
    }

    /// Records `diagnostic` unless the graph has it already; returns whether it is new.
    @discardableResult
    func record(_ diagnostic: Diagnostic) -> Bool {
        guard !diagnostics.contains(diagnostic) else { return false }
        diagnostics.append(diagnostic)
        return true
    }

    // MARK: The update loop

    /// Mounts or updates the root content.
    ///
    /// A first mount walks the new tree depth-first, parents before children, children in tree
    /// order: the order in which it evaluates each node for the first time is the preorder, so
    /// the walk numbers the nodes as it goes, and ordering the first update's work needs no
    /// walk of its own (see ``finishMountNumbering()``).
    func setRoot<Content: View>(_ content: Content) {
        if root.children.isEmpty && !isFlushing { beginMountNumbering() }
        root.reconcileSingleChild(content)
        flush()
    }

    /// Applies every pending invalidation and post-update action until the graph is stable.
    /// Bodies and actions run as code of this graph's host (its platform, ``HostContext``).
    func flush() {
        guard !isFlushing else { return }
        HostContext.running(on: platform, clock: host?.clock) { flushAsHost() }
    }

    private func flushAsHost() {
        isFlushing = true
        defer { isFlushing = false }
        needsFlush = false
        flushSerial += 1
        features.flushWillBegin()
        var rounds = 0
        let evaluation = passes[0]
        while hasPendingPass {
            rounds += 1
            if rounds > Self.passLimit {
                cutOffLoop()
                break
            }
            passSerial &+= 1
            for pass in passes where pass.isPending {
                // A pass that looks at the views as they are waits until none is invalid.
                if pass.runsOnCurrentViews && evaluation.isPending { continue }
                pass.run()
            }
        }
        needsFlush = false
        features.flushDidEnd()
        releaseRetired()
        if checksInvariants && rounds > 0 { enforceInvariants() }
    }

    /// Evaluates until nothing is invalid: the work stack first (the subtree being walked),
    /// then the shallowest invalidated node, so no node runs while an ancestor is pending.
    func evaluateInvalidated() {
        applyExternalInvalidations()
        while true {
            if stack.isEmpty {
                guard let node = dirtyNodes.popShallowest(orderedBy: self) else { return }
                guard node.isDirty, node.isMounted else { continue }
                stack.append(node)
            }
            drainStack()
            if order.mountOrdinal >= 0 { finishMountNumbering() }
        }
    }

    /// Depth-first, parent before children, children in tree order: a node pushes the children
    /// it reconciles, and the segment it pushed is reversed so the first child runs next.
    private func drainStack() {
        while let node = stack.popLast() {
            guard node.isDirty, node.isMounted else { continue }
            if node.passSerial != passSerial {
                node.passSerial = passSerial
                node.evaluationsInPass = 0
            }
            node.evaluationsInPass += 1
            if node.evaluationsInPass > Self.evaluationsPerPassLimit {
                node.isDirty = false
                record(
                    Diagnostic(
                        kind: .updateLoop,
                        message:
                            "\(displayName(of: node.viewType)) was invalidated more than \(Self.evaluationsPerPassLimit) times in one update; its updates were cut off",
                        viewPath: node.path))
                continue
            }
            if checksEvaluationOrder { checkNoPendingAncestor(of: node) }
            node.isDirty = false
            let mountDeferred = node.flags.contains(.firstEvaluationDeferred)
            let firstEvaluation = !node.hasMounted || mountDeferred
            if !firstEvaluation {
                // A feature may hold a node back (a row kept off screen waits until it shows,
                // D17). If it invalidates an ancestor instead, to run first (a parked row), the
                // walk goes back to the queue as after any invalidated ancestor.
                evaluatingNode = node
                let evaluates = features.shouldEvaluate(node)
                evaluatingNode = nil
                if !evaluates {
                    if ancestorInvalidated { return handWalkBack() }
                    continue
                }
            }
            let mark = stack.count
            evaluatingNode = node
            if mountDeferred {
                node.flags.remove(.firstEvaluationDeferred)
            } else if firstEvaluation {
                node.hasMounted = true
                if order.mountOrdinal >= 0 {
                    node.preorderIndex = Int(order.mountOrdinal)
                    order.mountOrdinal += 1
                }
                let offered = node.capabilities
                if !offered.isEmpty { capabilities.register(node, for: offered) }
                if node.facets.contains(.appearanceHiding) { appearanceHiders += 1 }
                node.didMount()
            }
            if ancestorInvalidated {
                // Mounting invalidated an ancestor (a destination registering with its stack):
                // this node runs after that ancestor has, and that is still its first
                // evaluation (a writer folded into it is combined then, P2).
                node.isDirty = true
                if firstEvaluation { node.flags.insert(.firstEvaluationDeferred) }
                enqueue(node)
            } else {
                // The loop, not each kind of node, renews what the last evaluation read (a first
                // evaluation has nothing to renew).
                if firstEvaluation || node.keepsDependenciesWhenEvaluated {
                    node.evaluate()
                } else {
                    node.beginRereading()
                    node.evaluate()
                    node.finishRereading()
                }
                features.nodeDidEvaluate(node, firstTime: firstEvaluation)
            }
            evaluatingNode = nil
            if ancestorInvalidated { return handWalkBack() }
            if stack.count - mark > 1 { stack[mark...].reverse() }
        }
    }

    /// Hands the walk back to the queue: an invalidated ancestor is shallower than everything
    /// the walk still holds below it.
    private func handWalkBack() {
        ancestorInvalidated = false
        // Nodes now run out of preorder: the mount's numbering cannot stand.
        order.mountOrdinal = -1
        for pending in stack where pending.isDirty && pending.isMounted {
            enqueue(pending)
        }
        stack.removeAll(keepingCapacity: true)
    }
}
