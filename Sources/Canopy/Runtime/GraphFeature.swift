/// One stage of a graph's update: evaluation, then the registered features. A flush runs the
/// passes in order, again and again, until none is pending; each pass owns its state, says when
/// it has work, drops it when a runaway update is cut off (D7), lets go of it when the graph is
/// torn down, and checks it against the mounted views.
@MainActor
protocol GraphPass: AnyObject {
    /// Whether the pass has work.
    var isPending: Bool { get }
    /// Whether the pass looks at the views as they are, so it runs only once no view is
    /// waiting to be evaluated (focus moves to views that exist).
    var runsOnCurrentViews: Bool { get }
    /// Whether the pass may still show or hide views (placing a lazy container's rows): appear
    /// actions wait while such a pass has work, so every disappearance of an update runs before
    /// every appearance (D3).
    var decidesWhatIsShown: Bool { get }
    /// Does the work.
    func run()
    /// A runaway update is cut off: drops the pending work; returns the paths of the views that
    /// were still waiting, for the diagnostic.
    func cutOff() -> [String]
    /// The graph is going away: lets go of everything, running nothing.
    func tearDown()
    /// Adds a problem for every record that disagrees with the mounted views.
    func checkInvariants(into problems: inout [String])
}

extension GraphPass {
    var runsOnCurrentViews: Bool { false }
    var decidesWhatIsShown: Bool { false }
    func cutOff() -> [String] { [] }
    func tearDown() {}
    func checkInvariants(into problems: inout [String]) {}
}

/// A capability that plugs into the graph (layout, preferences, appearance actions, focus): a
/// pass that also hears what happens to the nodes, and keeps per-node state of its own (see
/// ``NodeStore``) for the nodes that take part, so the base node carries none of it.
///
/// The graph makes one of each registered feature type (``GraphFeatures/standard``, written
/// outside `Runtime/`), runs their passes in that order after evaluation, and calls a feature's
/// event methods only for the events its type lists in ``events``: a feature that does not ask
/// costs an event nothing. Every method has a default that does nothing.
@MainActor
protocol GraphFeature: GraphPass {
    /// Makes the feature for `graph` (it keeps it unowned: the graph owns its features).
    init(graph: ViewGraph)
    /// The events the feature hears.
    static var events: GraphEvents { get }
    /// `node` was marked for re-evaluation by something it depends on (state it read, an
    /// object it observes): the change that did it is running now.
    func nodeWasInvalidated(_ node: _ViewNode)
    /// `node` is about to leave the tree (its parent dropped it); answering `true` keeps it,
    /// mounted but out of its parent's children, until the feature unmounts it (a view held
    /// for its removal transition, D34). `identity` is what its parent named it by (a branch,
    /// a `ForEach` id, an `.id(_:)` value), if it names its children.
    func holdsRemoval(of node: _ViewNode, identity: AnyHashable?) -> Bool
    /// `parent` is about to show a new child named `identity`: a held child of `parent` that
    /// has that identity, which comes back instead of a new one (D34), or `nil`.
    func reclaimHeldChild(of parent: _ViewNode, identity: AnyHashable) -> _ViewNode?
    /// `node` left its parent's children without unmounting: a feature holds it (D34).
    func subtreeWasHeld(_ node: _ViewNode)
    /// `node`, which a feature held, is back among its parent's children (D34).
    func heldSubtreeDidReturn(_ node: _ViewNode)
    /// The children shown below `node` (whose ``NodeFeatureBits/showsHeldChildren`` bit is
    /// set): `visible` and those the feature holds there.
    func displayedChildren(of node: _ViewNode, visible: ChildList) -> ChildList
    /// `node` joined the tree below its parent, before its first evaluation.
    func nodeDidAttach(_ node: _ViewNode)
    /// `node` is about to be evaluated again; answering `false` keeps it invalidated and
    /// unevaluated until the feature invalidates it again (a row kept off screen, D17).
    func shouldEvaluate(_ node: _ViewNode) -> Bool
    /// `node` was evaluated: for the first time (it mounted) or again.
    func nodeDidEvaluate(_ node: _ViewNode, firstTime: Bool)
    /// `node`'s children are about to become `new` (some kept, some added, some gone).
    func childrenWillChange(of node: _ViewNode, to new: [_ViewNode])
    /// The children `node` shows (``_ViewNode/visibleChildren``) changed without `node` being
    /// evaluated again: rows came into view or left it.
    func shownChildrenDidChange(of node: _ViewNode)
    /// The subtree at `node` is about to leave the tree (before any of it is unmounted).
    func subtreeWillUnmount(_ node: _ViewNode)
    /// `node` left the tree; its per-node state goes now.
    func nodeDidUnmount(_ node: _ViewNode)
    /// The graph is torn down (``ViewGraph/teardown()``) and `node` is about to be freed: what
    /// the feature keeps for it can go now, next to the node in memory and while it is in the
    /// cache, instead of in a sweep of its own before or after the teardown's walk.
    func nodeWillBeFreed(_ node: _ViewNode)
    /// The environment `node` hands its subtree was replaced (a writer's list rebuilt).
    func environmentDidChange(below node: _ViewNode)
    /// A value `node` writes into its subtree's environment changed, for a key of `keyType`.
    func environmentValueDidChange(below node: _ViewNode, keyType: Any.Type)
    /// A flush begins.
    func flushWillBegin()
    /// A flush ended, with the graph stable.
    func flushDidEnd()
}

extension GraphFeature {
    func nodeWasInvalidated(_ node: _ViewNode) {}
    func holdsRemoval(of node: _ViewNode, identity: AnyHashable?) -> Bool { false }
    func reclaimHeldChild(of parent: _ViewNode, identity: AnyHashable) -> _ViewNode? { nil }
    func subtreeWasHeld(_ node: _ViewNode) {}
    func heldSubtreeDidReturn(_ node: _ViewNode) {}
    func displayedChildren(of node: _ViewNode, visible: ChildList) -> ChildList { visible }
    func nodeDidAttach(_ node: _ViewNode) {}
    func shouldEvaluate(_ node: _ViewNode) -> Bool { true }
    func nodeDidEvaluate(_ node: _ViewNode, firstTime: Bool) {}
    func childrenWillChange(of node: _ViewNode, to new: [_ViewNode]) {}
    func shownChildrenDidChange(of node: _ViewNode) {}
    func subtreeWillUnmount(_ node: _ViewNode) {}
    func nodeDidUnmount(_ node: _ViewNode) {}
    func nodeWillBeFreed(_ node: _ViewNode) {}
    func environmentDidChange(below node: _ViewNode) {}
    func environmentValueDidChange(below node: _ViewNode, keyType: Any.Type) {}
    func flushWillBegin() {}
    func flushDidEnd() {}
}

/// The graph events a feature may hear (see ``GraphFeature``).
struct GraphEvents: OptionSet, Sendable {
    let rawValue: UInt16

    /// ``GraphFeature/nodeDidAttach(_:)``.
    static let attach = GraphEvents(rawValue: 1 << 0)
    /// ``GraphFeature/shouldEvaluate(_:)``.
    static let holdBack = GraphEvents(rawValue: 1 << 1)
    /// ``GraphFeature/nodeDidEvaluate(_:firstTime:)``.
    static let evaluation = GraphEvents(rawValue: 1 << 2)
    static let childrenChange = GraphEvents(rawValue: 1 << 3)
    static let subtreeUnmount = GraphEvents(rawValue: 1 << 4)
    static let unmount = GraphEvents(rawValue: 1 << 5)
    static let environmentChange = GraphEvents(rawValue: 1 << 6)
    static let environmentValueChange = GraphEvents(rawValue: 1 << 7)
    static let flush = GraphEvents(rawValue: 1 << 8)
    /// ``GraphFeature/nodeWasInvalidated(_:)``.
    static let invalidation = GraphEvents(rawValue: 1 << 9)
    /// ``GraphFeature/holdsRemoval(of:identity:)``,
    /// ``GraphFeature/reclaimHeldChild(of:identity:)``, ``GraphFeature/subtreeWasHeld(_:)``,
    /// ``GraphFeature/heldSubtreeDidReturn(_:)`` and
    /// ``GraphFeature/displayedChildren(of:visible:)``.
    static let removal = GraphEvents(rawValue: 1 << 10)
    /// ``GraphFeature/shownChildrenDidChange(of:)``.
    static let shownChildrenChange = GraphEvents(rawValue: 1 << 11)
    /// ``GraphFeature/nodeWillBeFreed(_:)``.
    static let teardown = GraphEvents(rawValue: 1 << 12)
}
