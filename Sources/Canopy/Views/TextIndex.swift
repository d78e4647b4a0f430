/// The mounted `Text` views and titled controls by what they say: how a host finds the control
/// a person names by its label without walking the tree. Built on first use (a walk, once),
/// then kept current by the nodes themselves as they change, mount and unmount.
@MainActor
final class TextIndex {
    private var byContent: [String: [ObjectIdentifier: _ViewNode]] = [:]
    private var contentOf: [ObjectIdentifier: String] = [:]

    /// Indexes every mounted text below `root`.
    init(root: _ViewNode) {
        var pending: [_ViewNode] = [root]
        while let node = pending.popLast() {
            if let text = node.shownText { update(node, content: text) }
            pending.append(children: node.children)
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

    /// Every indexed node (for the invariant check).
    var indexedNodes: [_ViewNode] { byContent.values.flatMap(\.values) }

    /// The mounted texts that read `content`.
    func texts(reading content: String) -> [_ViewNode] {
        byContent[content].map { Array($0.values) } ?? []
    }
}

extension ViewGraph {
    /// The text index, built on first use.
    var indexedTexts: TextIndex {
        if let textIndex { return textIndex }
        let made = TextIndex(root: root)
        textIndex = made
        return made
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
