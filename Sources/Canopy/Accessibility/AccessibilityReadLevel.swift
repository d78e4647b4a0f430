/// One level of the accessibility tree as it was last read — the window's top level, or one
/// container's children — kept between reads so that reading again costs what changed (D80).
///
/// The collector keeps each node's items current as views change (a change re-collects its
/// path); this keeps what reading makes of them: the items' places, their reading order, each
/// item's node. Reading again walks the new items and the old together, skipping every list
/// the two share, so one label change makes one element again and puts it where the old one
/// was. The level is sorted again only when an item's priority or place changed; places are
/// read again only when a frame changed somewhere (``LayoutRecord/frameChanges``). What is
/// read from views at every read is made at every read: a control's value, a tab bar's tabs,
/// the rotors' entries.
@MainActor
final class AccessibilityReadLevel {
    /// What a read looks at besides the items: frames and the selected rows.
    struct Context {
        let order: AccessibilityReadingOrder
        let selection: AccessibilityRowSelection
        /// Whether a frame changed since the level was last read.
        let framesMoved: Bool
        /// Where the work is counted.
        let counts: Counts
    }

    /// How much reading did since the tree was first read: the probe the incrementality
    /// tests and the benchmark read.
    final class Counts {
        /// Elements and containers made.
        var nodesMade = 0
        /// Levels put in reading order.
        var sorts = 0
        /// Lines put in order again alone (an item moved along its line, D80).
        var lineSorts = 0
        /// Kept levels brought up to date.
        var levelUpdates = 0
    }

    /// The items the level was read from.
    private var source: AccessibilityItems
    /// For each position in the source's items, its index among ``items``; -1 for a hidden
    /// view's mark, which takes no part in reading.
    private var slots: [Int] = []
    /// The reachable items, in the views' order.
    private var items: [AccessibilityItem] = []
    /// Each item's place (nil: not laid out), by item index, and how many are nil.
    private var places: [AccessibilityReadingOrder.Place?] = []
    private var unplaced = 0
    /// The lines the last sort read, as ranges of reading positions, and each position's line.
    private var lines: [Range<Int>] = []
    private var lineOfPosition: [Int] = []
    /// The item indices in reading order, and each item's reading position.
    private var order: [Int] = []
    private var positions: [Int] = []
    /// Each item's node, by item index.
    private var nodesByIndex: [AccessibilityTree.Node] = []
    /// The level's nodes in reading order.
    private(set) var nodes: [AccessibilityTree.Node] = []
    /// The containers' levels, by item index.
    private var sublevels: [Int: AccessibilityReadLevel] = [:]
    /// The items whose node is made at every read: their value is a control's, or their
    /// elements are a tab bar's.
    private var live: Set<Int> = []
    /// The items carrying rotors.
    private var rotorCarriers: Set<Int> = []

    /// The level of `source`'s items, read whole.
    init(_ source: AccessibilityItems, _ context: Context) {
        self.source = source
        rebuild(context)
    }

    /// Brings the level to `source`'s items and the frames now; whether its nodes changed.
    @discardableResult
    func update(_ source: AccessibilityItems, _ context: Context) -> Bool {
        context.counts.levelUpdates += 1
        guard let changes = source.changedPositions(from: self.source) else {
            // Items came or went: the level is read whole again.
            self.source = source
            rebuild(context)
            return true
        }
        self.source = source
        var changed = Set<Int>()
        var needsSort = false
        // Items whose place changed, with the place they had.
        var moved: [(index: Int, old: AccessibilityReadingOrder.Place?)] = []
        func setPlace(_ place: AccessibilityReadingOrder.Place?, of index: Int) {
            guard place != places[index] else { return }
            moved.append((index, places[index]))
            unplaced += (place == nil ? 1 : 0) - (places[index] == nil ? 1 : 0)
            places[index] = place
        }
        for (position, item) in changes {
            let slot = slots[position]
            guard (slot < 0) == (item.kind == .hidden) else {
                rebuild(context)
                return true
            }
            guard slot >= 0 else { continue }
            if items[slot].sortPriority != item.sortPriority { needsSort = true }
            items[slot] = item
            setPlace(context.order.place(of: item), of: slot)
            changed.insert(slot)
        }
        if context.framesMoved {
            for index in items.indices where !changed.contains(index) {
                setPlace(
                    context.order.place(
                        placedBy: items[index].placement,
                        atBottom: items[index].liveChildren != nil),
                    of: index)
            }
        }
        // Containers that did not change may hold elements whose frames moved. Those brought
        // up to date here are not updated again when their node is remade below.
        var refreshed = Set<Int>()
        for (index, level) in sublevels where !changed.contains(index) && !live.contains(index) {
            if level.update(level.source, context) {
                changed.insert(index)
                refreshed.insert(index)
            }
        }
        changed.formUnion(live)
        for index in changed {
            nodesByIndex[index] = makeNode(index, context, upToDate: refreshed.contains(index))
        }
        // Items that moved along their lines, every item placed: the lines stay the same (they
        // are made from tops alone), so only those lines are ordered again.
        let alongLines =
            !needsSort && unplaced == 0
            && moved.allSatisfy { index, old in
                old?.top == places[index]?.top
            }
        if needsSort || !(moved.isEmpty || alongLines) {
            sort(context)
        } else {
            var sortedLines = Set<Int>()
            for (index, _) in moved
            where sortedLines.insert(lineOfPosition[positions[index]]).inserted {
                sortLine(lines[lineOfPosition[positions[index]]], context)
            }
            for index in changed { nodes[positions[index]] = nodesByIndex[index] }
        }
        return !changed.isEmpty || !moved.isEmpty || needsSort
    }

    /// The elements in reading order, each with the item it came from.
    func elements() -> [(element: AccessibilityElement, item: AccessibilityItem)] {
        var result: [(element: AccessibilityElement, item: AccessibilityItem)] = []
        collectElements(into: &result)
        return result
    }

    /// Each rotor reference with the first item carrying it, in reading order, containers
    /// before their elements.
    func rotorOwners() -> [(reference: AccessibilityRotorReference, owner: AccessibilityItem)] {
        var result: [(reference: AccessibilityRotorReference, owner: AccessibilityItem)] = []
        collectRotorOwners(into: &result)
        return result
    }

    // MARK: Private

    private func rebuild(_ context: Context) {
        let all = source.items
        slots = []
        slots.reserveCapacity(all.count)
        items = []
        for item in all {
            if item.kind == .hidden {
                slots.append(-1)
            } else {
                slots.append(items.count)
                items.append(item)
            }
        }
        places = items.map(context.order.place(of:))
        unplaced = places.count { $0 == nil }
        sublevels = [:]
        live = []
        rotorCarriers = []
        nodesByIndex = items.indices.map { makeNode($0, context) }
        sort(context)
    }

    private func sort(_ context: Context) {
        context.counts.sorts += 1
        (order, lines) = AccessibilityReadingOrder.orderAndLines(
            priorities: items.map(\.sortPriority), places: places)
        positions = Array(repeating: 0, count: order.count)
        for (position, index) in order.enumerated() { positions[index] = position }
        lineOfPosition = Array(repeating: 0, count: order.count)
        for (line, range) in lines.enumerated() {
            for position in range { lineOfPosition[position] = line }
        }
        nodes = order.map { nodesByIndex[$0] }
    }

    /// Orders the items at reading positions `line` again by leading edge (every item is
    /// placed), as the sort orders a line.
    private func sortLine(_ line: Range<Int>, _ context: Context) {
        context.counts.lineSorts += 1
        let sorted = order[line].sorted {
            let a = places[$0]?.leading ?? 0
            let b = places[$1]?.leading ?? 0
            return a != b ? a < b : $0 < $1
        }
        for (position, index) in zip(line, sorted) {
            order[position] = index
            positions[index] = position
            nodes[position] = nodesByIndex[index]
        }
    }

    /// The node of item `index`, made now; notes whether it is live and carries rotors.
    /// `upToDate`: the container's kept sublevel already reads its items and the frames now.
    private func makeNode(_ index: Int, _ context: Context, upToDate: Bool = false)
        -> AccessibilityTree.Node
    {
        let item = items[index]
        context.counts.nodesMade += 1
        if item.rotors.isEmpty {
            rotorCarriers.remove(index)
        } else {
            rotorCarriers.insert(index)
        }
        if item.kind == .container {
            let level: AccessibilityReadLevel
            if let handle = item.liveChildren {
                live.insert(index)
                level = AccessibilityReadLevel(
                    AccessibilityItems(ResolvedAccessibilityTree.liveItems(of: handle)), context)
            } else {
                live.remove(index)
                if let kept = sublevels[index] {
                    if !upToDate { kept.update(item.children, context) }
                    level = kept
                } else {
                    level = AccessibilityReadLevel(item.children, context)
                }
            }
            sublevels[index] = level
            return .container(label: item.label, children: level.nodes)
        }
        sublevels[index] = nil
        if item.value.contains(where: { if case .control = $0 { true } else { false } }) {
            live.insert(index)
        } else {
            live.remove(index)
        }
        var element = ResolvedAccessibilityTree.element(of: item)
        if context.selection.isInSelectedRow(item) { element.traits.insert(.isSelected) }
        return .element(element)
    }

    private func collectElements(
        into result: inout [(element: AccessibilityElement, item: AccessibilityItem)]
    ) {
        for index in order {
            if let level = sublevels[index] {
                level.collectElements(into: &result)
            } else if case .element(let element) = nodesByIndex[index] {
                result.append((element, items[index]))
            }
        }
    }

    private func collectRotorOwners(
        into result: inout [(reference: AccessibilityRotorReference, owner: AccessibilityItem)]
    ) {
        let carriers = rotorCarriers.union(sublevels.keys).sorted { positions[$0] < positions[$1] }
        for index in carriers {
            for reference in items[index].rotors
            where !result.contains(where: { $0.reference == reference }) {
                result.append((reference, items[index]))
            }
            sublevels[index]?.collectRotorOwners(into: &result)
        }
    }
}
