/// The mounted `Text` views and titled controls by what they say: how a host finds the control
/// a person names by its label without walking the tree.
///
/// A graph feature, and the worked example in `Docs/Extending.md`: it does nothing until a host
/// first asks (``ViewGraph/indexedTexts`` walks the tree once), then keeps itself current from
/// the graph's events: after a node is evaluated it indexes what the node shows (a text's
/// content, a titled control's title) or drops it, and a node that leaves is dropped. No node
/// kind calls it.
@MainActor
final class TextIndex: GraphFeature {
    private unowned let graph: ViewGraph
    private var byContent: [String: [ObjectIdentifier: _ViewNode]] = [:]
    private var contentOf: [ObjectIdentifier: String] = [:]
    /// Whether a host asked: until then the events cost one check.
    private(set) var isIndexing = false

    init(graph: ViewGraph) { self.graph = graph }

    static var events: GraphEvents { [.evaluation, .unmount] }

    /// The index has no pass of its own: the events keep it current.
    var isPending: Bool { false }
    func run() {}

    func nodeDidEvaluate(_ node: _ViewNode, firstTime: Bool) {
        guard isIndexing else { return }
        if let text = node.shownText { update(node, content: text) } else { remove(node) }
    }

    func nodeDidUnmount(_ node: _ViewNode) {
        if isIndexing { remove(node) }
    }

    func tearDown() {
        isIndexing = false
        byContent = [:]
        contentOf = [:]
    }

    /// Starts indexing: every mounted text below the root, once.
    func startIndexing() {
        guard !isIndexing else { return }
        isIndexing = true
        var pending: [_ViewNode] = [graph.root]
        while let node = pending.popLast() {
            if let text = node.shownText { update(node, content: text) }
            // Views held for their removal transition too (D34): they are mounted, and a
            // lookup finds them unreachable.
            pending.append(children: node.mountedChildren)
        }
    }

    func update(_ node: _ViewNode, content: String) {
        let id = ObjectIdentifier(node)
        if let old = contentOf[id] {
            guard old != content else { return }
            byContent[old]?[id] = nil
        }
        contentOf[id] = content
        byContent[content, default: [:]][id] = node
    }

    func remove(_ node: _ViewNode) {
        let id = ObjectIdentifier(node)
        guard let old = contentOf.removeValue(forKey: id) else { return }
        byContent[old]?[id] = nil
    }

    /// The index checked against the mounted views: every mounted node that shows a text is
    /// indexed under it, and every indexed node is mounted in this graph.
    func checkInvariants(into problems: inout [String]) {
        guard isIndexing else { return }
        var pending: [_ViewNode] = [graph.root]
        while let node = pending.popLast() {
            if let text = node.shownText,
                !texts(reading: text).contains(where: { $0 === node })
            {
                problems.append("\(node.path) shows \(quoted(text)) but the text index disagrees")
            }
            pending.append(children: node.mountedChildren)
        }
        for node in byContent.values.flatMap(\.values)
        where !node.isMounted || node.graph !== graph {
            problems.append("the text index holds a node no longer in the tree")
        }
    }

    /// The mounted texts that read `content`.
    func texts(reading content: String) -> [_ViewNode] {
        byContent[content].map { Array($0.values) } ?? []
    }
}

@MainActor private let textIndexSlot = GraphFeatures.slot(of: TextIndex.self)

extension ViewGraph {
    /// The text index, indexing from the first time a host asks.
    var indexedTexts: TextIndex {
        let index = feature(at: textIndexSlot, as: TextIndex.self)
        index.startIndexing()
        return index
    }

    /// The reachable controls a person names `label`, in tree order, found through the text
    /// index: the controls around the texts that read `label`. `nil` when the index finds none
    /// (a field's title is not a text), so the caller filters every control.
    func controls(labelled label: String, matching: (any InteractiveNode) -> Bool)
        -> [any InteractiveNode]?
    {
        var candidates: [ObjectIdentifier: any InteractiveNode] = [:]
        for text in indexedTexts.texts(reading: label) {
            // The control the text belongs to: the node itself (a titled button) or its
            // nearest interactive ancestor.
            var cursor: _ViewNode? = text
            while let node = cursor, !(node is any InteractiveNode) { cursor = node.parent }
            if let control = cursor as? any InteractiveNode {
                candidates[ObjectIdentifier(control)] = control
            }
        }
        guard !candidates.isEmpty else { return nil }
        var found = candidates.values.filter {
            $0.controlLabel == label && matching($0) && isReachable($0)
        }
        if found.count > 1 {
            numberInPreorder()
            found.sort { $0.preorderIndex < $1.preorderIndex }
        }
        // A control titled without a text (a field) is found by the caller's full filter.
        return found.isEmpty ? nil : found
    }
}
