/// The accessibility tree (A1): what each node's subtree contributes, collected bottom-up as
/// preferences are, and kept current from the graph's events.
///
/// A graph feature that does nothing until a host first asks (``ViewGraph/accessibility``):
/// until then every event returns after one check, so an app that never reads its
/// accessibility pays nothing. The first ask collects the whole tree once; after that an
/// evaluation marks the node it evaluated (when its kind has items of its own or shows some of
/// its children), and the pass recomputes the marked nodes deepest first: a node whose items
/// changed marks its parent, so a change walks only its path and stops where nothing changed.
@MainActor
final class AccessibilityCollector: GraphFeature {
    unowned let graph: ViewGraph
    /// What each node's subtree contributes, cached (flows up).
    @exclusivity(unchecked) var outputs = NodeStore(default: AccessibilityItems.empty)
    /// Whether a node is queued for recomputation.
    @exclusivity(unchecked) var dirtyFlags = NodeStore(default: false)
    /// What each node's kind does for the collector, found when it attaches.
    @exclusivity(unchecked) var roles = NodeStore(default: AccessibilityRoles())
    /// The queue, in no order.
    @exclusivity(unchecked) var dirty: [_ViewNode] = []
    /// How many times any node's items were recomputed (a probe for the incrementality tests).
    @exclusivity(unchecked) private(set) var recomputations = 0
    /// Whether a host asked: until then the events cost one check.
    @exclusivity(unchecked) private(set) var isCollecting = false
    /// The tree as it was last read, kept for the next read (D80), with the selected rows
    /// and the frame-change count it was read with.
    private var reading: (level: AccessibilityReadLevel, selection: AccessibilityRowSelection)?
    private var readFrameChanges = 0
    /// What reading did (a probe for the incrementality tests and the benchmark).
    let readCounts = AccessibilityReadLevel.Counts()

    init(graph: ViewGraph) { self.graph = graph }

    static var events: GraphEvents {
        [
            .attach, .evaluation, .childrenChange, .shownChildrenChange, .removal,
            .subtreeUnmount, .unmount,
        ]
    }

    func nodeDidAttach(_ node: _ViewNode) {
        guard isCollecting else { return }
        let kind = AccessibilityRoles.of(node)
        guard !kind.isEmpty else { return }
        roles[node] = kind
        // A new `Text` or modifier has items of its own; a new stack has none until a child
        // that has some marks it.
        if kind.contains(.hasFacet) { markDirty(node) }
    }

    func nodeDidEvaluate(_ node: _ViewNode, firstTime: Bool) {
        guard isCollecting, !firstTime, !roles[node].isEmpty else { return }
        markDirty(node)
    }

    func childrenWillChange(of node: _ViewNode, to new: [_ViewNode]) {
        // A reorder keeps every child's items but changes their order.
        if isCollecting { markDirty(node) }
    }

    func shownChildrenDidChange(of node: _ViewNode) {
        // Rows that came into view contribute; rows that left do not (only the rows that
        // exist are in the tree).
        if isCollecting { markDirty(node) }
    }

    /// A view held for its removal transition (D34) leaves its parent's children without
    /// unmounting, and a person can no longer reach it: its parent recombines. The collector
    /// never holds a view itself.
    func subtreeWasHeld(_ node: _ViewNode) {
        if isCollecting, let parent = node.parent, !outputs[node].isEmpty { markDirty(parent) }
    }

    /// A held view that came back (D34) is among its parent's children again.
    func heldSubtreeDidReturn(_ node: _ViewNode) {
        if isCollecting, let parent = node.parent { markDirty(parent) }
    }

    func subtreeWillUnmount(_ node: _ViewNode) {
        guard isCollecting, let parent = node.parent, !outputs[node].isEmpty else { return }
        markDirty(parent)
    }

    func nodeDidUnmount(_ node: _ViewNode) {
        guard isCollecting else { return }
        outputs.clear(node)
        dirtyFlags.clear(node)
        roles.clear(node)
    }

    var isPending: Bool { !dirty.isEmpty }

    /// Items are collected from the views as they are, never from a half-loaded lazy container.
    var runsOnCurrentViews: Bool { true }

    func cutOff() -> [String] {
        for node in dirty { dirtyFlags[node] = false }
        dirty.removeAll()
        return []
    }

    func tearDown() {
        reading = nil
        isCollecting = false
        dirty.removeAll()
        outputs.removeAll()
        dirtyFlags.removeAll()
        roles.removeAll()
    }

    /// Starts collecting: finds every mounted node's roles and collects the whole tree once.
    func startCollecting() {
        guard !isCollecting else { return }
        isCollecting = true
        var pending: [_ViewNode] = [graph.root]
        while let node = pending.popLast() {
            let kind = AccessibilityRoles.of(node)
            if !kind.isEmpty { roles[node] = kind }
            markDirty(node)
            pending.append(children: node.mountedChildren)
        }
        run()
    }

    func markDirty(_ node: _ViewNode) {
        guard !dirtyFlags[node] else { return }
        dirtyFlags[node] = true
        dirty.append(node)
    }

    /// The items of `node`'s subtree, recomputed from its children's cached items.
    func recomputedItems(of node: _ViewNode) -> AccessibilityItems {
        let facet = roles[node].contains(.hasFacet) ? node.accessibilityFacet : nil
        let children = facet?.accessibilityChildren ?? node.readChildren
        let content: AccessibilityItems
        if children.count == 1 {
            content = outputs[children[0]]
        } else {
            content = AccessibilityItems(joining: children.map { outputs[$0] })
        }
        // A presentation's items pass through everything around them untouched (D44).
        guard let facet, !content.isModal else { return content }
        return facet.accessibilityItems(from: content)
    }

    /// Recomputes the marked nodes deepest first; a node whose items changed marks its parent.
    func run() {
        guard !dirty.isEmpty else { return }
        var buckets: [[_ViewNode]] = []
        func add(_ node: _ViewNode) {
            while buckets.count <= node.depth { buckets.append([]) }
            buckets[node.depth].append(node)
        }
        for node in dirty { add(node) }
        dirty.removeAll()
        var depth = buckets.count - 1
        var level: [_ViewNode] = []
        while depth >= 0 {
            swap(&level, &buckets[depth])
            for node in level where dirtyFlags[node] {
                dirtyFlags[node] = false
                guard node.isMounted else { continue }
                recomputations += 1
                let items = recomputedItems(of: node)
                guard items != outputs[node] else {
                    // A parent that shows a descendant of this node rather than the node
                    // itself (a tab view shows its selected tab through the node that holds
                    // every tab) reads the change below directly, whatever this node holds.
                    if let parent = node.parent, !dirtyFlags[parent],
                        AccessibilityRoles.of(parent).contains(.showsSome),
                        !parent.visibleChildren.contains(where: { $0 === node })
                    {
                        dirtyFlags[parent] = true
                        add(parent)
                    }
                    continue
                }
                outputs[node] = items
                if let parent = node.parent, !dirtyFlags[parent] {
                    dirtyFlags[parent] = true
                    add(parent)
                }
            }
            level.removeAll(keepingCapacity: true)
            depth -= 1
        }
    }

    /// The window's items: what the root's subtree contributed.
    var rootItems: AccessibilityItems { outputs[graph.root] }

    /// The window's top level read now, in reading order by `order` (D76, D80): the level
    /// read last, brought up to date — only what changed since is made again. Selected rows
    /// that changed mark elements anywhere, so the tree is then read whole.
    func read(
        order: AccessibilityReadingOrder, selection: AccessibilityRowSelection
    ) -> AccessibilityReadLevel {
        let moved = readFrameChanges != LayoutRecord.frameChanges
        readFrameChanges = LayoutRecord.frameChanges
        let context = AccessibilityReadLevel.Context(
            order: order, selection: selection, framesMoved: moved, counts: readCounts)
        if let reading, reading.selection == selection {
            reading.level.update(rootItems, context)
            return reading.level
        }
        let level = AccessibilityReadLevel(rootItems, context)
        reading = (level, selection)
        return level
    }
}

@MainActor private let accessibilitySlot = GraphFeatures.slot(of: AccessibilityCollector.self)

extension ViewGraph {
    /// The accessibility feature, collecting from the first time something asks.
    var accessibility: AccessibilityCollector {
        let collector = feature(at: accessibilitySlot, as: AccessibilityCollector.self)
        collector.startCollecting()
        return collector
    }

    /// The accessibility feature as it is, without starting it (a probe for tests).
    var accessibilityCollectorIfStarted: AccessibilityCollector? {
        let collector = feature(at: accessibilitySlot, as: AccessibilityCollector.self)
        return collector.isCollecting ? collector : nil
    }
}

extension _ViewNode {
    /// The children assistive technologies read: the visible ones, without a mask's views (a
    /// mask only shapes what is drawn; the content is first, the mask second). The tree, the
    /// rotors and the audit walk these.
    var readChildren: ChildList {
        let children = visibleChildren
        guard children.count == 2, displayFacet?.decoration?.layer == .mask else {
            return children
        }
        return ChildList(single: children[0])
    }
}
