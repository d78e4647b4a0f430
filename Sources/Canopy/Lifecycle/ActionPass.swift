/// The post-update actions (D3): every `onDisappear` (and task cancellation), then every
/// `onAppear` (and task start) whose view is still mounted and shown, then every `onChange`.
@MainActor
final class ActionPass: GraphFeature {
    private unowned let graph: ViewGraph
    @exclusivity(unchecked) private var disappearActions: [@MainActor () -> Void] = []
    @exclusivity(unchecked) private var appearActions:
        [(node: _ViewNode, action: @MainActor () -> Void)] = []
    @exclusivity(unchecked) private var changeActions: [@MainActor () -> Void] = []

    /// Nodes with an appear action queued that has not run yet.
    @exclusivity(unchecked) var pendingAppear = NodeStore(default: false)

    init(graph: ViewGraph) { self.graph = graph }

    static var events: GraphEvents { [.unmount] }

    func nodeDidUnmount(_ node: _ViewNode) { pendingAppear.clear(node) }

    var isPending: Bool {
        !disappearActions.isEmpty || !appearActions.isEmpty || !changeActions.isEmpty
    }

    /// Queues an action to run after this update if `node` is still in the tree then (a view
    /// inserted and removed in one update never appears, and so never disappears either).
    func enqueueAppear(for node: _ViewNode, _ action: @escaping @MainActor () -> Void) {
        node.hasPendingAppear = true
        appearActions.append((node, action))
    }

    func enqueueDisappear(_ action: @escaping @MainActor () -> Void) {
        disappearActions.append(action)
    }

    func enqueueChange(_ action: @escaping @MainActor () -> Void) { changeActions.append(action) }

    func run() {
        let disappear = disappearActions
        disappearActions = []
        for action in disappear { action() }
        // While a layout has more to do, views it shows may still leave (a lazy container's
        // rounds): appears, and the changes after them, wait for it, so every disappearance of
        // the update runs before every appearance (D3).
        if !appearActions.isEmpty, graph.evaluationIsPending || showingIsPending { return }
        let appear = appearActions
        let change = changeActions
        appearActions = []
        changeActions = []
        graph.shownInActions = []
        defer { graph.shownInActions = nil }
        for (node, action) in appear {
            node.hasPendingAppear = false
            guard node.isMounted else { continue }
            graph.actingNode = node
            action()
            graph.actingNode = nil
        }
        for action in change { action() }
    }

    /// Appears and changes are dropped (views whose appear was dropped may appear in a later
    /// update); disappears still run: they end what an appear started (a hidden view's task
    /// is cancelled, its `onDisappear` balances its `onAppear`), and their view already
    /// counts as gone.
    /// Whether a pass that shows or hides views (layout) has work.
    private var showingIsPending: Bool {
        for pass in graph.passes where pass.decidesWhatIsShown && pass.isPending { return true }
        return false
    }

    func cutOff() -> [String] {
        for (node, _) in appearActions { node.hasPendingAppear = false }
        let disappear = disappearActions
        tearDown()
        for action in disappear { action() }
        return []
    }

    func tearDown() {
        pendingAppear.removeAll()
        disappearActions.removeAll()
        appearActions.removeAll()
        changeActions.removeAll()
    }
}

@MainActor private let actionSlot = GraphFeatures.slot(of: ActionPass.self)

extension ViewGraph {
    /// The post-update actions (see ``ActionPass``).
    var actionPass: ActionPass { feature(at: actionSlot, as: ActionPass.self) }

    /// Queues an action to run after this update if `node` is still in the tree then (a view
    /// inserted and removed in one update never appears, and so never disappears either).
    func enqueueAppear(for node: _ViewNode, _ action: @escaping @MainActor () -> Void) {
        actionPass.enqueueAppear(for: node, action)
    }
    func enqueueDisappear(_ action: @escaping @MainActor () -> Void) {
        actionPass.enqueueDisappear(action)
    }
    func enqueueChange(_ action: @escaping @MainActor () -> Void) {
        actionPass.enqueueChange(action)
    }
}

extension _ViewNode {
    /// Whether an appear action of this node is queued and has not run yet.
    var hasPendingAppear: Bool {
        get { graph.actionPass.pendingAppear[self] }
        set { graph.actionPass.pendingAppear[self] = newValue }
    }
}
