/// Transactions and animations as a graph feature: it hears which change invalidated each node
/// (and so which transaction the node's update belongs to, T1), resolves the transaction at a
/// node through the `.transaction` and `.animation` modifiers above it (T2, T3), keeps the
/// animated values of the graph (one ``AnimationSlot`` per animatable value that changed), and
/// moves them at each frame (D31). Its pass runs the completions that fell due (T14, D33).
///
/// A graph where nothing animates pays one event call per attachment, re-evaluation and
/// invalidation, each returning at its first check, and stores nothing per node.
@MainActor
final class AnimationEngine: GraphFeature {
    unowned let graph: ViewGraph

    /// The transaction of the change that invalidated each node in the coming or running
    /// update, for the changes that had a non-empty one.
    var changeTransactions: [ObjectIdentifier: Transaction] = [:]
    /// What each transaction-writing modifier handed its content in this update, by the change
    /// it came from: a `.transaction` closure runs once per change per update (D32).
    private var outputs: [ObjectIdentifier: (changeID: Int, transaction: Transaction)] = [:]
    /// `.animation(_:value:)` and `.transaction(value:_:)` modifiers whose value changed in
    /// this update.
    private var changedValues: Set<ObjectIdentifier> = []
    /// How many transaction-writing modifiers are mounted: with none, a node's transaction is
    /// its change's, found without looking at ancestors' modifiers.
    var transactionWriters = 0

    /// The animatable values that have changed at least once, and the animators' own slots,
    /// by node.
    var slots: [ObjectIdentifier: [AnimationSlotBase]] = [:]
    /// The slots with a running animation, in the order they started.
    var running: [AnimationSlotBase] = []
    /// Actions waiting for the next frame (see ``runAtNextFrame(for:_:)``), in the order they
    /// were asked for.
    var frameActions: [FrameAction] = []
    /// Views in their insertion or removal transition, by node (the outermost inserted or
    /// removed view), and the removed ones held in the tree, in the order they left. Not
    /// checked for exclusive access at run time: every node a mount evaluates asks whether it
    /// is empty (``nodeDidEvaluate(_:firstTime:)``), and the check was 1% of a mount.
    @exclusivity(unchecked) var transitions: [ObjectIdentifier: TransitionRecord] = [:]
    var held: [TransitionRecord] = []
    /// The update (flush serial) each node was attached in: a view inserted inside another
    /// inserted in the same update does not transition on its own.
    var attachedIn = NodeStore<Int32>(default: -1)
    /// Whether this update stamps attachments: it may animate since it began (a change's
    /// transaction, or a mounted transaction writer).
    var stampsAttachments = false
    /// `.transition` nodes shown at their active look in this update, to move to identity.
    var appearing: [any TransitionNodeProtocol] = []
    /// Views in held subtrees that a change invalidated after their removal.
    var frozen: Set<ObjectIdentifier> = []
    /// Set while the engine invalidates a node for its own reasons.
    var invalidatesForAnimation = false
    /// The layout frames that moved under a transaction, by node (the layout unit that has the
    /// frame): frames animate where they are drawn, layout keeps the model (D63).
    var frameSlots: [ObjectIdentifier: AnimationSlot<CGRect.AnimatableData>] = [:]
    /// Whether layout runs in every update, so that each update's frames are measured in it
    /// (set once frames were asked for and a change may animate).
    var tracksFrames = false
    /// The transaction of the last change of this update that had one: frames that moved
    /// without a changed view above them move with it (D63).
    var lastChangeTransaction: Transaction?
    /// Completions the changes of this update carried, and completions due to run.
    private var seenCompletions: [AnimationCompletionTracker] = []
    var dueCompletions: [AnimationCompletionTracker] = []

    init(graph: ViewGraph) { self.graph = graph }

    static var events: GraphEvents {
        [
            .invalidation, .attach, .evaluation, .holdBack, .removal, .subtreeUnmount, .unmount,
            .flush,
        ]
    }

    // MARK: Transactions

    func nodeWasInvalidated(_ node: _ViewNode) {
        if !held.isEmpty { freezeIfHeld(node) }
        let transaction = _currentTransaction
        if transaction.isEmpty {
            if !changeTransactions.isEmpty { changeTransactions[ObjectIdentifier(node)] = nil }
            return
        }
        changeTransactions[ObjectIdentifier(node)] = transaction
        lastChangeTransaction = transaction
        stampsAttachments = true
        track(transaction)
    }

    /// Keeps the completions `transaction` carries that no graph keeps yet: they run when
    /// their animations end, or at the end of this update when it creates none (D33). A change
    /// to an observed object queues its transaction already seen (so `withAnimation` leaves
    /// its completions to the graph), hence the separate mark.
    func track(_ transaction: Transaction) {
        for tracker in transaction.completionTrackers where !tracker.isTracked {
            tracker.wasSeen = true
            tracker.isTracked = true
            seenCompletions.append(tracker)
        }
    }

    /// The transaction `node`'s update arrives with: the change that caused it (the nearest
    /// invalidated node at or above it), rewritten by every transaction-writing modifier above
    /// it, outermost first (T2, T3).
    func transaction(at node: _ViewNode) -> Transaction {
        var trace: [String]?
        return transaction(at: node, trace: &trace)
    }

    /// ``transaction(at:)``, noting in `trace` (when not `nil`) where its animation came from
    /// and each modifier that changed it.
    func transaction(
        at node: _ViewNode, trace: inout [String]?, fallback: Transaction? = nil
    ) -> Transaction {
        if changeTransactions.isEmpty && transactionWriters == 0 { return Transaction() }
        var change: (node: _ViewNode, transaction: Transaction)?
        var writers: [any TransactionWritingNode] = []
        var cursor: _ViewNode? = node
        var isNode = true
        while let current = cursor {
            if change == nil, let found = changeTransactions[ObjectIdentifier(current)] {
                change = (current, found)
                if transactionWriters == 0 { break }
            }
            if !isNode, transactionWriters > 0, let writer = current as? TransactionWritingNode {
                writers.append(writer)
            }
            isNode = false
            cursor = current.parent
        }
        var transaction = change?.transaction ?? fallback ?? Transaction()
        if trace != nil {
            if let change {
                trace?.append(
                    "the change that invalidated \(change.node.path) ran in withAnimation/withTransaction (or a binding's transaction): \(Self.describe(change.transaction.animation))"
                )
            } else if let fallback {
                trace?.append(
                    "the update's last change ran in withAnimation/withTransaction: \(Self.describe(fallback.animation))"
                )
            } else {
                trace?.append("the change ran without a transaction: no animation")
            }
        }
        for writer in writers.reversed() {
            let id = ObjectIdentifier(writer)
            let before = transaction.animation
            if let output = outputs[id], output.changeID == transaction.changeID {
                transaction = output.transaction
            } else {
                let changeID = transaction.changeID
                writer.writeTransaction(&transaction, valueChanged: changedValues.contains(id))
                transaction.changeID = changeID
                outputs[id] = (changeID, transaction)
            }
            guard trace != nil else { continue }
            let name = writer.traceName
            if before != transaction.animation {
                trace?.append(
                    "\(name) at \(writer.path) made it \(Self.describe(transaction.animation))")
            } else if writer.wouldSetAnimation(valueChanged: changedValues.contains(id)),
                transaction.disablesAnimations
            {
                trace?.append("\(name) at \(writer.path) was kept out by disablesAnimations")
            }
        }
        return transaction
    }

    static func describe(_ animation: Animation?) -> String {
        animation.map(\.description) ?? "no animation"
    }

    /// A `.animation(_:value:)` or `.transaction(value:_:)` node's value changed in this update.
    func valueDidChange(at node: _ViewNode) { changedValues.insert(ObjectIdentifier(node)) }

    /// The host's time (D30).
    var now: Double { graph.host?.clock.elapsedTime ?? 0 }

    /// Whether a value of this graph is animating, or an action waits for the next frame (D38).
    var isAnimating: Bool { !running.isEmpty || !frameActions.isEmpty }

    /// The last change of each animatable value of `node` (see ``AnimationExplanation``).
    func changes(at node: _ViewNode) -> [(AnimationChange, isAnimating: Bool, shown: String)] {
        var list = slots[ObjectIdentifier(node)] ?? []
        if let frame = frameSlots[ObjectIdentifier(node)] { list.append(frame) }
        return list.compactMap { slot in
            slot.lastChange.map { ($0, slot.isAnimating, slot.shownText) }
        }
    }

    /// The names of what animates at `node` (D35); `detailed`, each with its animation and
    /// the time it began.
    func animatingNames(at node: _ViewNode, detailed: Bool = false) -> [String] {
        guard isAnimating else { return [] }
        var list = slots[ObjectIdentifier(node)] ?? []
        if let frame = frameSlots[ObjectIdentifier(node)] { list.append(frame) }
        guard !list.isEmpty else { return [] }
        return list.filter(\.isAnimating).map { slot in
            guard detailed, let change = slot.lastChange, let animation = change.animation else {
                return slot.name
            }
            return "\(slot.name) (\(animation) from t = \(ValueFormatter.format(change.time)))"
        }
    }

    // MARK: Frames

    /// Samples every running animation at `time` (D31): a value that moved shows its new
    /// presentation (its body runs again, or its attribute shows it); finished ones are
    /// removed; completions that fell due run in the flush that follows.
    func runFrame(at time: Double) {
        guard isAnimating else { return }
        var due: [AnimationCompletionTracker] = []
        takeFrameActions(into: &due)
        var still: [AnimationSlotBase] = []
        for slot in running {
            if slot.sample(at: time, due: &due) { show(slot) }
            if slot.isAnimating {
                still.append(slot)
            } else {
                slot.isListed = false
            }
        }
        running = still
        dueCompletions += due
        finishTransitions()
        if !dueCompletions.isEmpty || graph.hasPendingWork { graph.requestFlush() }
    }

    private func show(_ slot: AnimationSlotBase) {
        guard slot.node.isMounted else { return }
        switch slot.use {
        case .body: invalidateForAnimation(slot.node)
        case .attribute: break
        case .placement: graph.layout.invalidate(slot.node)
        case .transition: break
        }
    }

    // MARK: The pass: completions

    var isPending: Bool {
        !appearing.isEmpty || !dueCompletions.isEmpty || hasCompletionsWithoutAnimations
            || graph.layout.movedFrames?.isEmpty == false
    }
    var runsOnCurrentViews: Bool { true }

    private var hasCompletionsWithoutAnimations: Bool {
        seenCompletions.contains { $0.isPending && $0.hasNoAnimations }
    }

    /// Runs the completions due, in the order their transactions were made (D33); then those
    /// whose changes created no animation, at the end of their update.
    func run() {
        // First: a frame that moves under an animation is one of the change's animations.
        animateMovedFrames()
        if !appearing.isEmpty {
            moveAppearingToIdentity()
            // The views run again first; completions wait for the end of the update.
            return
        }
        var runNow = dueCompletions
        dueCompletions = []
        runNow += seenCompletions.filter { $0.isPending && $0.hasNoAnimations }
        seenCompletions.removeAll { !$0.isPending || $0.hasNoAnimations }
        runNow.sort { $0.serial < $1.serial }
        for tracker in runNow { tracker.run() }
    }

    func cutOff() -> [String] {
        appearing = []
        dueCompletions = []
        seenCompletions = []
        return []
    }

    func flushWillBegin() {
        stampsAttachments = mayAnimate
        beginMeasuringFrames()
    }

    func flushDidEnd() {
        graph.layout.movedFrames = nil
        lastChangeTransaction = nil
        changeTransactions = [:]
        outputs = [:]
        changedValues = []
    }

    func nodeDidUnmount(_ node: _ViewNode) {
        attachedIn.clear(node)
        if !frameActions.isEmpty { frameActions.removeAll { $0.node == nil || $0.node === node } }
        var list = slots.isEmpty ? [] : slots.removeValue(forKey: ObjectIdentifier(node)) ?? []
        if !frameSlots.isEmpty, let frame = frameSlots.removeValue(forKey: ObjectIdentifier(node)) {
            list.append(frame)
        }
        if !transitions.isEmpty,
            let record = transitions.removeValue(forKey: ObjectIdentifier(node))
        {
            list.append(record.progress)
            held.removeAll { $0 === record }
        }
        guard !list.isEmpty else { return }
        var due: [AnimationCompletionTracker] = []
        for slot in list where slot.isListed {
            slot.stop(due: &due)
            slot.isListed = false
        }
        running.removeAll { !$0.isListed }
        dueCompletions += due
    }

    func tearDown() {
        // Held views are out of the tree the teardown walks: they go here.
        let leaving = held.map(\.node)
        held = []
        transitions = [:]
        for node in leaving { graph.unmount(node, holding: false) }
        slots = [:]
        frameSlots = [:]
        attachedIn.removeAll()
        running = []
        frameActions = []
        seenCompletions = []
        dueCompletions = []
        changeTransactions = [:]
        outputs = [:]
    }
}

@MainActor private let animationSlot = GraphFeatures.slot(of: AnimationEngine.self)

extension ViewGraph {
    /// The transactions and animations feature (see ``AnimationEngine``).
    var animations: AnimationEngine { feature(at: animationSlot, as: AnimationEngine.self) }
}
