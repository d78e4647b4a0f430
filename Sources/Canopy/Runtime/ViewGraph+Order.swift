/// The numbers that put nodes of one depth in tree order (D3): each node's preorder index, kept
/// until the structure changes, and the numbering a first mount does as it walks.
struct PreorderState {
    /// Bumped by every insertion, removal or reorder of children.
    var structureVersion = 0
    /// The structure version the preorder indices were computed for.
    var orderVersion = -1
    /// The next preorder number a first mount hands out as its walk evaluates each new node,
    /// or -1 when no such numbering is under way (see ``ViewGraph/setRoot(_:)``).
    var mountOrdinal: Int32 = -1
    /// The structure version when the first mount's numbering began.
    var mountStartVersion = 0
}

/// Tree order: the preorder numbers that order the work of an update, kept until the
/// structure changes.
extension ViewGraph {
    /// A node was inserted or removed: preorder indices must be renumbered before they are
    /// next used to order work.
    func structureDidChange() { order.structureVersion &+= 1 }

    /// `nodes` sorted shallowest first, ties in tree order (D3). The preorder numbering is
    /// recomputed only when the structure changed since it was last computed.
    func treeOrdered(_ nodes: [_ViewNode]) -> [_ViewNode] {
        guard nodes.count > 1 else { return nodes }
        numberInPreorder()
        // Nodes gathered by a walk (a mount, an environment change) usually come in order.
        var index = 1
        while index < nodes.count {
            let (a, b) = (nodes[index - 1], nodes[index])
            if (a.depth, a.preorderIndex) > (b.depth, b.preorderIndex) { break }
            index += 1
        }
        if index == nodes.count { return nodes }
        return nodes.sorted { ($0.depth, $0.preorderIndex) < ($1.depth, $1.preorderIndex) }
    }

    /// Renumbers ``_ViewNode/preorderIndex`` if the structure changed since it was last done.
    func numberInPreorder() {
        guard order.orderVersion != order.structureVersion else { return }
        var index = 0
        var pending: [_ViewNode] = [root]
        while let node = pending.popLast() {
            node.preorderIndex = index
            index += 1
            pending.append(childrenReversed: node.children)
        }
        order.orderVersion = order.structureVersion
    }

    /// Adds a problem if the kept preorder numbers count as current but differ from a fresh
    /// numbering (for ``_checkInvariants(recomputingPreferences:)``).
    func checkPreorderNumbering(into problems: inout [String]) {
        guard order.orderVersion == order.structureVersion else { return }
        var index = 0
        var pending: [_ViewNode] = [root]
        while let node = pending.popLast() {
            if node.preorderIndex != index {
                problems.append(
                    "\(node === root ? "the root" : node.path) is numbered \(node.preorderIndex) in preorder but comes at \(index)"
                )
                return
            }
            index += 1
            pending.append(childrenReversed: node.children)
        }
    }

    /// Whether a first mount's walk is under way: every node it evaluates is evaluated for the
    /// first time, in preorder (see ``setRoot(_:)``). It ends with the walk, or when the walk is
    /// handed back to the queue.
    var isWalkingFirstMount: Bool { order.mountOrdinal >= 0 }

    /// Starts numbering a first mount's nodes as its walk evaluates them (see
    /// ``setRoot(_:)``).
    func beginMountNumbering() {
        root.preorderIndex = 0
        order.mountOrdinal = 1
        order.mountStartVersion = order.structureVersion
    }

    /// Ends the numbering of a first mount after its walk. It stands only if every node put in
    /// the tree since it began was numbered and none was taken out: attaches plus removals then
    /// equal the numbers handed out, which forces no removal and every attached node numbered.
    /// Otherwise (a walk handed back to the queue, a node mounted later) the next ordering
    /// numbers the tree the slow way.
    func finishMountNumbering() {
        if order.structureVersion &- order.mountStartVersion == Int(order.mountOrdinal) - 1 {
            order.orderVersion = order.structureVersion
        }
        order.mountOrdinal = -1
    }
}
