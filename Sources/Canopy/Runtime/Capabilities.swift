/// What a feature's nodes offer a host: a sheet it can dismiss, a stack it can pop, tabs it can
/// switch, a control it can operate. A node class declares its capabilities once
/// (``_ViewNode/capabilities``); the graph registers its nodes when they mount and forgets them
/// when they leave, and a host asks for the registered nodes a person can reach, in tree order.
/// Nothing scans every node with a cast, and the runtime names no feature.
@MainActor
struct CapabilityRegistry {
    /// Per capability (a protocol's metatype), the mounted nodes that offer it. A set of
    /// unowned nodes, not a dictionary from identifiers to nodes: every button of a tree is
    /// registered, and the dictionary's 16 bytes an entry were 4 MB for 100,000 of them. The
    /// graph removes a node when it unmounts, before it can be freed.
    private var nodes: [ObjectIdentifier: Set<RegisteredNode>] = [:]

    /// A registered node, equal by identity.
    private struct RegisteredNode: Hashable {
        unowned(unsafe) let node: _ViewNode

        static func == (lhs: Self, rhs: Self) -> Bool { lhs.node === rhs.node }
        func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(node)) }
        // The identifier's one-word hash, as a dictionary keyed by it used: the default makes
        // a whole `Hasher` per insertion.
        func _rawHashValue(seed: Int) -> Int { ObjectIdentifier(node)._rawHashValue(seed: seed) }
    }

    mutating func register(_ node: _ViewNode, for capabilities: [Any.Type]) {
        for capability in capabilities {
            nodes[ObjectIdentifier(capability), default: []].insert(RegisteredNode(node: node))
        }
    }

    mutating func remove(_ node: _ViewNode, for capabilities: [Any.Type]) {
        for capability in capabilities {
            nodes[ObjectIdentifier(capability)]?.remove(RegisteredNode(node: node))
        }
    }

    /// Every registration, in no particular order (for the invariant check).
    var registrations: [(capability: ObjectIdentifier, node: _ViewNode)] {
        nodes.flatMap { capability, offering in offering.map { (capability, $0.node) } }
    }

    /// The registered nodes offering `capability`, in no particular order.
    func nodes(offering capability: Any.Type) -> [_ViewNode] {
        nodes[ObjectIdentifier(capability)].map { $0.map(\.node) } ?? []
    }
}

/// The capabilities a host can ask for, each with its test. A node class offers the ones it
/// conforms to: found once per class (the first time a node of it mounts) and cached, so a
/// conformance is all a node kind declares, and the registry can never disagree with it.
@MainActor
enum NodeCapabilities {
    private static let known: [(capability: Any.Type, offeredBy: (_ViewNode) -> Bool)] = [
        ((any InteractiveNode).self, { $0 is any InteractiveNode }),
        ((any Dismissible).self, { $0 is any Dismissible }),
        ((any BackNavigable).self, { $0 is any BackNavigable }),
        ((any TabSwitching).self, { $0 is any TabSwitching }),
        ((any SelectableList).self, { $0 is any SelectableList }),
        ((any MenuContributor).self, { $0 is any MenuContributor }),
        ((any ScrollableNode).self, { $0 is any ScrollableNode }),
        ((any ContextMenuOpening).self, { $0 is any ContextMenuOpening }),
        ((any ReachLimiting).self, { $0 is any ReachLimiting }),
    ]

    @exclusivity(unchecked) private static var cache = TypeTable<[Any.Type]>()

    /// What `node`'s class offers (protocol metatypes such as `(any InteractiveNode).self`).
    static func of(_ node: _ViewNode) -> [Any.Type] {
        let nodeClass = type(of: node)
        if let offered = cache[nodeClass] { return offered }
        let offered = known.filter { $0.offeredBy(node) }.map(\.capability)
        cache[nodeClass] = offered
        return offered
    }
}

extension _ViewNode {
    /// What this node offers hosts: registered when it mounts, so a host finds it without
    /// casting every node (see ``CapabilityRegistry``).
    var capabilities: [Any.Type] { NodeCapabilities.of(self) }
}

extension ViewGraph {
    /// The mounted nodes offering `capability` that a person can reach (not in a hidden
    /// navigation level or an unselected tab, nor behind a modal presentation, D104), in tree
    /// order: a walk of what is visible (containers may show descendants that are not their
    /// direct children) that keeps the registered nodes, casting only those.
    func reachable<Capability>(_ capability: Capability.Type) -> [Capability] {
        let offering = capabilities.nodes(offering: capability)
        guard !offering.isEmpty else { return [] }
        let wanted = Set(offering.map(ObjectIdentifier.init))
        var result: [Capability] = []
        var pending: [_ViewNode] = [modalFront()?.front ?? root]
        while let node = pending.popLast() {
            if wanted.contains(ObjectIdentifier(node)) { result.append(node as! Capability) }
            pending.append(contentsOf: node.visibleChildren.reversed())
        }
        return result
    }
}

extension ViewGraph {
    /// The mounted nodes offering `capability` that pass `matches` and a person can reach, in
    /// tree order: the registered nodes are filtered first, and only the few that match are
    /// checked for reachability (a walk up their ancestors) and ordered. A host looking for one
    /// control by its label costs what filtering the registered nodes costs, not a walk of the
    /// tree. With `behindFront`, nodes behind a modal presentation count too: a host looking
    /// for the presentations shown (to dismiss the front one, or to find the bars an alert is
    /// drawn over) looks past the front (D104).
    func reachable<Capability>(
        _ capability: Capability.Type, behindFront: Bool = false,
        where matches: (Capability) -> Bool
    ) -> [Capability] {
        var found: [_ViewNode] = []
        let front = behindFront ? nil : modalFront()
        for node in capabilities.nodes(offering: capability)
        where matches(node as! Capability) && isVisible(node) {
            if let front, node !== front.limiter, !front.front.isAncestor(ofOrSame: node) {
                continue
            }
            found.append(node)
        }
        if found.count > 1 {
            numberInPreorder()
            found.sort { $0.preorderIndex < $1.preorderIndex }
        }
        return found.map { $0 as! Capability }
    }

    /// Whether a person can reach `node`: every container above it shows the branch it is on,
    /// and no modal presentation is in front of it (D104).
    func isReachable(_ node: _ViewNode) -> Bool {
        guard isVisible(node) else { return false }
        guard let front = modalFront() else { return true }
        return node === front.limiter || front.front.isAncestor(ofOrSame: node)
    }

    /// Whether every container above `node` shows the branch it is on.
    func isVisible(_ node: _ViewNode) -> Bool {
        guard node.isMounted else { return false }
        var child = node
        while let parent = child.parent {
            let visible = parent.visibleChildren
            guard
                visible.contains(where: { $0 === child })
                    || visible.contains(where: { $0.isAncestor(ofOrSame: node) })
            else { return false }
            child = parent
        }
        return child === root
    }
}
