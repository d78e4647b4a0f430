/// The features of one graph, made from the registered list (``GraphFeatures/standard``), and
/// for each event the features that hear it, so an event no feature asked for is one check of
/// an empty list.
///
/// Loops here are over arrays with an index, not `for … in` closures: a main-actor closure
/// checks its executor per call, and events fire for every node. A class, not a struct: an event
/// dispatched through the graph's property would copy (retain and release) every list.
@MainActor
final class GraphFeatures {
    /// A feature that hears an event, held without counting: ``all`` keeps the features alive.
    ///
    /// The events that fire for every node call the feature borrowed, through its type (see
    /// ``GraphFeature/hearAttach(_:_:)``): a call through an `unowned(unsafe)` existential
    /// retained and released the feature around it, two atomic operations per feature per node
    /// (at 100,000 leaves some 4.6 million in a mount, each waiting for the stores before it).
    struct Subscriber {
        let object: Unmanaged<AnyObject>
        let type: any GraphFeature.Type

        init(_ feature: any GraphFeature) {
            object = Unmanaged.passUnretained(feature)
            type = Swift.type(of: feature)
        }

        /// The feature, retained for the call: for the events that do not fire per node.
        @MainActor var feature: any GraphFeature { type.retained(object) }
    }

    /// Every feature, in registration order: the order their passes run after evaluation.
    let all: [any GraphFeature]
    private let attach: [Subscriber]
    private let holdBack: [Subscriber]
    private let evaluation: [Subscriber]
    private let childrenChange: [Subscriber]
    private let subtreeUnmount: [Subscriber]
    private let unmount: [Subscriber]
    private let environmentChange: [Subscriber]
    private let environmentValueChange: [Subscriber]
    private let flush: [Subscriber]
    private let invalidation: [Subscriber]
    private let removal: [Subscriber]
    private let shownChildrenChange: [Subscriber]
    private let teardown: [Subscriber]

    /// No features: what a graph holds until it has made its own.
    init() {
        all = []
        (attach, holdBack, evaluation, childrenChange) = ([], [], [], [])
        (subtreeUnmount, unmount, environmentChange, environmentValueChange, flush) = (
            [], [], [], [], []
        )
        invalidation = []
        removal = []
        shownChildrenChange = []
        teardown = []
    }

    convenience init(graph: ViewGraph, types: [any GraphFeature.Type]) {
        self.init(made: types.map { $0.init(graph: graph) })
    }

    private init(made: [any GraphFeature]) {
        func hearing(_ event: GraphEvents) -> [Subscriber] {
            made.filter { type(of: $0).events.contains(event) }.map(Subscriber.init)
        }
        all = made
        attach = hearing(.attach)
        holdBack = hearing(.holdBack)
        evaluation = hearing(.evaluation)
        childrenChange = hearing(.childrenChange)
        subtreeUnmount = hearing(.subtreeUnmount)
        unmount = hearing(.unmount)
        environmentChange = hearing(.environmentChange)
        environmentValueChange = hearing(.environmentValueChange)
        flush = hearing(.flush)
        invalidation = hearing(.invalidation)
        shownChildrenChange = hearing(.shownChildrenChange)
        removal = hearing(.removal)
        teardown = hearing(.teardown)
    }

    /// These features and `feature` after them.
    func adding(_ feature: any GraphFeature) -> GraphFeatures {
        GraphFeatures(made: all + [feature])
    }

    /// The position of `type` in the registered list: the same in every graph, so a feature
    /// can look itself up once and then index (see ``ViewGraph/feature(at:)``).
    static func slot(of type: any GraphFeature.Type) -> Int {
        guard let index = standard.firstIndex(where: { $0 == type }) else {
            preconditionFailure("\(type) is not registered in GraphFeatures.standard")
        }
        return index
    }

    /// Whether a feature keeps something for nodes to let go of as each is freed.
    var hearsTeardown: Bool { !teardown.isEmpty }

    func nodeWillBeFreed(_ node: _ViewNode) {
        for index in teardown.indices {
            teardown[index].type.hearTeardown(teardown[index].object, node)
        }
    }

    func nodeWasInvalidated(_ node: _ViewNode) {
        for index in invalidation.indices {
            invalidation[index].type.hearInvalidation(invalidation[index].object, node)
        }
    }

    /// Whether any feature may hold a removed node (so that naming it is worth the cost).
    var holdsRemovals: Bool { !removal.isEmpty }

    func holdsRemoval(of node: _ViewNode, identity: AnyHashable?) -> Bool {
        for index in removal.indices
        where removal[index].feature.holdsRemoval(of: node, identity: identity) {
            // Every feature hears it, whichever holds it.
            for other in removal.indices { removal[other].feature.subtreeWasHeld(node) }
            return true
        }
        return false
    }

    func heldSubtreeDidReturn(_ node: _ViewNode) {
        for index in removal.indices { removal[index].feature.heldSubtreeDidReturn(node) }
    }

    func reclaimHeldChild(of parent: _ViewNode, identity: AnyHashable) -> _ViewNode? {
        for index in removal.indices {
            if let node = removal[index].feature.reclaimHeldChild(of: parent, identity: identity) {
                return node
            }
        }
        return nil
    }

    func displayedChildren(of node: _ViewNode, visible: ChildList) -> ChildList {
        var shown = visible
        for index in removal.indices {
            shown = removal[index].feature.displayedChildren(of: node, visible: shown)
        }
        return shown
    }

    func nodeDidAttach(_ node: _ViewNode) {
        for index in attach.indices { attach[index].type.hearAttach(attach[index].object, node) }
    }

    func shouldEvaluate(_ node: _ViewNode) -> Bool {
        for index in holdBack.indices
        where !holdBack[index].type.hearHoldBack(holdBack[index].object, node) {
            return false
        }
        return true
    }

    func nodeDidEvaluate(_ node: _ViewNode, firstTime: Bool) {
        for index in evaluation.indices {
            evaluation[index].type.hearEvaluation(evaluation[index].object, node, firstTime)
        }
    }

    var hearsChildrenChanges: Bool { !childrenChange.isEmpty }

    func childrenWillChange(of node: _ViewNode, to new: [_ViewNode]) {
        for index in childrenChange.indices {
            childrenChange[index].type.hearChildrenChange(childrenChange[index].object, node, new)
        }
    }

    func shownChildrenDidChange(of node: _ViewNode) {
        for index in shownChildrenChange.indices {
            shownChildrenChange[index].feature.shownChildrenDidChange(of: node)
        }
    }

    func subtreeWillUnmount(_ node: _ViewNode) {
        for index in subtreeUnmount.indices {
            subtreeUnmount[index].type.hearSubtreeUnmount(subtreeUnmount[index].object, node)
        }
    }

    func nodeDidUnmount(_ node: _ViewNode) {
        for index in unmount.indices {
            unmount[index].type.hearUnmount(unmount[index].object, node)
        }
    }

    func environmentDidChange(below node: _ViewNode) {
        for index in environmentChange.indices {
            environmentChange[index].feature.environmentDidChange(below: node)
        }
    }

    func environmentValueDidChange(below node: _ViewNode, keyType: Any.Type) {
        for index in environmentValueChange.indices {
            environmentValueChange[index].feature.environmentValueDidChange(
                below: node, keyType: keyType)
        }
    }

    func flushWillBegin() {
        for index in flush.indices { flush[index].feature.flushWillBegin() }
    }

    func flushDidEnd() {
        for index in flush.indices { flush[index].feature.flushDidEnd() }
    }
}

extension ViewGraph {
    /// The feature registered at `slot` (see ``GraphFeatures/slot(of:)``), as `type`.
    func feature<F: GraphFeature>(at slot: Int, as type: F.Type) -> F {
        unsafeDowncast(features.all[slot], to: F.self)
    }

    /// The feature of type `F`, if the graph has one.
    func feature<F: GraphFeature>(_ type: F.Type) -> F? {
        for feature in features.all
        where ObjectIdentifier(Swift.type(of: feature)) == ObjectIdentifier(type) {
            return unsafeDowncast(feature, to: F.self)
        }
        return nil
    }

    /// Adds a feature of type `F` to this graph only, after the registered ones (a test's
    /// probe; every graph gets the features of ``GraphFeatures/standard``), and returns it.
    func addFeature<F: GraphFeature>(_ type: F.Type) -> F {
        let made = F(graph: self)
        features = features.adding(made)
        addPass(made)
        return made
    }
}
