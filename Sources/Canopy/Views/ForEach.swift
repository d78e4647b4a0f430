/// Builds one view per element of a collection, each identified by the element's id: a range,
/// `Identifiable` elements, or an `id:` key path. When the data changes, views whose id is
/// still present keep their state; views whose id left are removed.
///
///     ForEach(0..<3) { i in Text("Row \(i)") }
///     ForEach(items) { item in Text(item.name) }          // Identifiable
///     ForEach(names, id: \.self) { name in Text(name) }
nonisolated public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    // The data is the last field: the others (closures, a flag, a reference) have one size
    // whatever the generic types, so code generic over them (the node, a row's mount) reads
    // them at a fixed offset instead of asking for `ForEach<…>`'s metadata first.

    /// Builds the view for one element.
    public var content: (Data.Element) -> Content
    let identify: (Data.Element) -> ID
    /// Whether ids are unique by construction (a range identified by its integers), so no
    /// duplicate check is needed.
    var idsAreUnique = false
    /// The delete and move actions `onDelete` and `onMove` hand the rows (C23, C24).
    var rowEditActions: RowEditActionsBox?
    /// The elements.
    public var data: Data

    /// One view per element, identified by the element's value at `id`.
    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
        self.data = data
        self.content = content
        identify = { $0[keyPath: id] }
    }
}

extension ForEach {
    /// A `ForEach` of any kind of content (views, toolbar content), for the other kinds'
    /// initializers.
    init(
        data: Data, identify: @escaping (Data.Element) -> ID,
        content: @escaping (Data.Element) -> Content
    ) {
        self.data = data
        self.content = content
        self.identify = identify
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// One view per `Identifiable` element.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        identify = { $0.id }
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// One view per integer of a constant range, identified by the integer.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
        identify = { $0 }
        idsAreUnique = true
    }
}

extension ForEach: View where Content: View {
    /// Expanded by the runtime into one view per element: `ForEach` has no body.
    public typealias Body = Never

    /// Mounts one child per element, keyed by id.
    @MainActor public static func _makeNode(_ view: Self) -> _ViewNode { ForEachNode(view) }
}

@MainActor
final class ForEachNode<Data: RandomAccessCollection, ID: Hashable, Content: View>:
    TypedNode<ForEach<Data, ID, Content>>, PreferenceFacet, LazyRowSource
{
    private var keys: [ID] = []
    /// The position in the data of the first row mounted: 0 unless a lazy container (a lazy
    /// stack or grid, a list, a section in one) loads a window of the rows.
    private(set) var firstRowIndex = 0
    /// Whether a lazy container (or a section in one) loads the rows it asks for.
    private var isLoadedLazily = false

    func position(ofRowIdentified id: AnyHashable) -> Int? {
        guard let wanted = id.base as? ID else { return nil }
        let forEach = view
        var position = 0
        for element in forEach.data {
            if forEach.identify(element) == wanted { return position }
            position += 1
        }
        return nil
    }

    override func evaluate() {
        let forEach = view
        // The row builder is user code run on the runtime's behalf: what it reads (state,
        // bindings, @Observable properties) makes this node re-evaluate its rows.
        // Ids and rows in two arrays, built by a loop: a tuple of generic types, or a `map`
        // closure, costs a metadata lookup or an executor check per row in unspecialized code.
        var ids: [ID] = []
        var rows: [Content] = []
        // Under a lazy container, only the rows it asks for are built and mounted (G29, D17).
        let window = lazyRowHost?.rowsToLoad(count: forEach.data.count, for: self)
        firstRowIndex = window?.lowerBound ?? 0
        isLoadedLazily = window != nil
        graph.evaluatingBody(of: self, countingEvaluation: false) {
            if let window {
                let data = forEach.data
                ids.reserveCapacity(window.count)
                rows.reserveCapacity(window.count)
                var index = data.index(data.startIndex, offsetBy: window.lowerBound)
                for _ in window {
                    let element = data[index]
                    ids.append(forEach.identify(element))
                    rows.append(forEach.content(element))
                    index = data.index(after: index)
                }
                return
            }
            ids.reserveCapacity(forEach.data.count)
            rows.reserveCapacity(forEach.data.count)
            // `ForEach(0..<n)`, the commonest data, counted directly: through the generic
            // iterator each row cost about 790 instructions (witness calls, and a range check
            // asking for `Range`'s metadata).
            if Data.self == Range<Int>.self {
                for integer in unsafeBitCast(forEach.data, to: Range<Int>.self) {
                    let element = unsafeBitCast(integer, to: Data.Element.self)
                    ids.append(forEach.identify(element))
                    rows.append(forEach.content(element))
                }
                return
            }
            for element in forEach.data {
                ids.append(forEach.identify(element))
                rows.append(forEach.content(element))
            }
        }
        var existing: [ID: _ViewNode] = [:]
        if !keys.isEmpty {
            existing.reserveCapacity(keys.count)
            var index = 0
            while index < keys.count {
                existing[keys[index]] = children[index]
                index += 1
            }
        }
        var newKeys: [ID] = []
        var newChildren: [_ViewNode] = []
        newKeys.reserveCapacity(rows.count)
        newChildren.reserveCapacity(rows.count)
        var seen = Set<ID>()
        if !forEach.idsAreUnique { seen.reserveCapacity(rows.count) }
        for row in 0..<rows.count {
            let id = ids[row]
            let child = rows[row]
            guard forEach.idsAreUnique || seen.insert(id).inserted else {
                graph.record(
                    Diagnostic(
                        kind: .duplicateID,
                        message:
                            "ForEach<\(displayName(of: Data.self)), \(ID.self)>: the ID \(id) occurs multiple times within the collection; only the first is shown",
                        viewPath: path))
                continue
            }
            let node: _ViewNode
            if !existing.isEmpty, let old = existing.removeValue(forKey: id) {
                node = reconcile(old, with: child)
            } else if let back = reclaimHeldChild(identity: id) {
                // A row held while it leaves (D34) comes back rather than a new one.
                node = reconcile(back, with: child)
            } else {
                node = mountChild(child)
            }
            newKeys.append(id)
            newChildren.append(node)
        }
        if !existing.isEmpty {
            var index = 0
            while index < keys.count {
                let node = children[index]
                if existing[keys[index]] === node {
                    graph.unmount(node, identity: AnyHashable(keys[index]))
                }
                index += 1
            }
        }
        // Rows that moved change the tree order their preferences combine in (P2).
        if !requestedPreferences.isEmpty, newKeys != keys { graph.markPreferencesDirty(self) }
        keys = newKeys
        replaceChildren(with: newChildren)
        rowPositions = nil
    }

    override var renderRole: RenderRole { .transparent }

    /// Under a lazy container, the rows in view: rows kept mounted after scrolling off (D17)
    /// are not on screen, so renderers and queries do not see them.
    var shownChildren: ChildList {
        if isLoadedLazily, let host = lazyRowHost {
            return host.rowsInView
        }
        return children
    }
    var feedsDefaultPreferences: Bool { true }
    /// Rows are asked for the keys the `ForEach` is (its `childRequestedPreferences` is the
    /// default).
    var passesRequestedKeysDown: Bool { true }

    /// Under a lazy container, only the rows in view produce preferences: a row kept mounted
    /// off screen (D17) is not shown, as it is not to renderers, so what flows up depends on
    /// what is on screen, not on which rows an earlier scroll happened to keep.
    func computePreferences() -> PreferenceValues {
        isLoadedLazily ? combinedPreferences(of: visibleChildren) : combinedChildPreferences()
    }

    /// Rows loaded by a lazy container depend on what is in view, which layout settles after
    /// the walk; all rows are the subtree's values.
    var combinesDuringMountWalk: Bool { !isLoadedLazily }

    /// Where each row's node sits, built when a path first asks and dropped when the rows
    /// change: naming every row of a long list stays linear.
    private var rowPositions: [ObjectIdentifier: Int]?

    /// A row is named by its id, which this node keeps anyway to match rows across updates.
    override func identity(ofChild child: _ViewNode) -> (any Hashable)? {
        let positions: [ObjectIdentifier: Int]
        if let rowPositions {
            positions = rowPositions
        } else {
            var made: [ObjectIdentifier: Int] = [:]
            made.reserveCapacity(children.count)
            for (index, node) in children.enumerated() { made[ObjectIdentifier(node)] = index }
            rowPositions = made
            positions = made
        }
        guard let index = positions[ObjectIdentifier(child)], index < keys.count else {
            return nil
        }
        return keys[index]
    }
}

extension ForEachNode: ShowsSomeChildren {}
