/// The layout pass of a graph (G1–G5, D16): after evaluation and before preferences, it asks
/// the root for its size, proposes sizes down the tree, and places every view, keeping each
/// node's frame in its ``LayoutRecord``.
///
/// Layout is incremental (G5): a change marks the node and its ancestors up to the first whose
/// size cannot change (a frame fixed in both dimensions, a `GeometryReader`); the next pass
/// re-measures only marked nodes (others answer from their caches) and re-places only what
/// moved, was resized, or is marked. Frames are in window coordinates (D10): nothing is rounded.
///
/// Nothing can observe a layout that no view reads, so while no view reads geometry
/// (`GeometryReader`, `onGeometryChange`, anchors) the pass waits until a host asks for frames
/// (``layOutIfNeeded()``); once one does, every update lays out.
@MainActor
final class LayoutEngine: GraphFeature {
    unowned let graph: ViewGraph
    /// What the last layout decided for each node that lays something out (see
    /// ``LayoutRecord``); made on first layout.
    @exclusivity(unchecked) var records = NodeStore<LayoutRecord?>(default: nil)
    /// Each node's layout flags (see ``LayoutFlags``), kept in the node's feature bits: layout
    /// tests them on every node it visits.
    var flags: LayoutFlagAccess { LayoutFlagAccess() }
    /// The last flush in which a lazy container showed a row that came into view: in it, rows
    /// leaving the view in any container wait for the next update (D3).
    @exclusivity(unchecked) var lazyRowAppearedSerial = -1
    /// Views invalidated in rows lazy containers keep mounted off screen, which wait to run
    /// until their row is in view again (D17).
    @exclusivity(unchecked) var parkedNodes: [WeakNode] = []
    /// Marked nodes whose size is known but whose children must be placed again (marked in
    /// `LayoutEngine+Invalidation.swift`).
    var placementRoots: [_ViewNode] = []
    /// The mounted views that read geometry after each layout, by identity.
    var observers = GeometryObservers()
    /// Set by a host that wants frames after every update whatever the views read.
    var laysOutEveryUpdate = false
    /// Set by the animation feature once frames were asked for and a change may animate: each
    /// update's frames are then measured in it, so a frame that moves in an animated change
    /// animates (T7, D63).
    var laysOutForAnimations = false
    /// While a feature listens: the views whose frame moved in this update's layout, each with
    /// the frame it had. `nil` otherwise, and then `place` records nothing.
    var movedFrames: [(node: _ViewNode, old: CGRect)]?
    /// The axis of the stack whose children are being measured or placed (a `Spacer` and a
    /// `Divider` take their direction from it, G10), `nil` outside a stack.
    private(set) var stackAxis: Axis?
    /// How deep layout is nested right now, and how deep it may go before a subtree is left
    /// unlaid (a diagnostic names it), so a pathologically deep tree cannot overflow the stack.
    private(set) var nesting = 0
    static let nestingLimit = 1_000
    private var reportedTooDeep = false
    /// How many `containerRelativeFrame`s are mounted: while there is none, measuring a
    /// container records nothing for them (G39).
    var relativeFrames = 0
    /// What the containers `containerRelativeFrame`s are sized by were last proposed, and the
    /// views sized by each (G39).
    var relativeContainers: [ObjectIdentifier: RelativeContainerState] = [:]
    /// How large ``relativeContainers`` may grow before states of containers that went away
    /// are swept.
    var relativeSweepSize = 16
    /// The window's bounds and safe area, as its root placed its content (a presented sheet
    /// is laid out there).
    var windowRegion = SafeAreaRegion(bounds: .zero, safe: .zero)
    /// The safe area of the view whose children are being placed.
    private(set) var currentRegion = SafeAreaRegion(bounds: .zero, safe: .zero)
    /// The record of the view being measured or placed now: what its layout may keep between
    /// the questions it is asked (a stack's division of its length).
    private(set) var containerRecord: LayoutRecord?
    /// The frame of the view placing its children now, when it lays out right to left: each
    /// child's frame is mirrored in it (G19).
    private var mirroringFrame: CGRect?
    /// How many sizes were computed (not answered from a cache) and views placed, for tests of
    /// incremental layout and for the benchmark.
    var measurements = 0
    var placements = 0

    /// The sizes of named images, registered by the host (D12).
    var imageSizes: [String: CGSize] = [:] {
        didSet { if imageSizes != oldValue { invalidateSubtree(graph.root) } }
    }
    private var reportedImages: Set<String> = []
    private var reportedSpaces: Set<AnyHashable> = []

    init(graph: ViewGraph) { self.graph = graph }

    /// The size of the named image `name`: the registered one, else 100×100 and a diagnostic
    /// (once per name).
    func imageSize(named name: String) -> CGSize {
        if let size = imageSizes[name] { return size }
        if reportedImages.insert(name).inserted {
            graph.record(
                Diagnostic(
                    kind: .missingImageSize,
                    message:
                        "no size is registered for image \(quoted(name)); it is laid out at 100×100 (register one with ViewHost.imageSizes)"
                ))
        }
        return CGSize(width: 100, height: 100)
    }

    // MARK: GraphPass

    /// Layout looks at the views as they are: it waits until none is waiting to be evaluated
    /// (D16), so a tree still being mounted is never half laid out.
    var runsOnCurrentViews: Bool { true }

    var isPending: Bool {
        guard laysOutInFlush else { return false }
        return flags[graph.root].needsLayout || !placementRoots.isEmpty
    }

    func run() { layOutIfNeeded() }

    func tearDown() {
        records.removeAll()
        parkedNodes = []
        placementRoots = []
        observers.removeAll()
        relativeContainers = [:]
    }

    // MARK: Running

    /// Lays the window out if anything changed since the last layout.
    func layOutIfNeeded() {
        let root = graph.root
        if flags[root].needsLayout || !flags[root].isLaidOut {
            let window = size(of: root, ProposedViewSize(graph.platform.defaultWindowSize.cgSize))
            let frame = CGRect(origin: .zero, size: window)
            place(
                root, in: frame, proposal: ProposedViewSize(window),
                region: SafeAreaRegion(bounds: frame, safe: frame))
        }
        let roots = placementRoots.sorted { $0.depth < $1.depth }
        placementRoots = []
        for node in roots where node.isMounted && flags[node].needsLayout {
            guard let record = records[node], record.isPlaced else { continue }
            place(
                node, in: record.frame, proposal: record.proposal, region: record.region,
                force: true)
        }
        for observer in observers.all where observer.isMounted {
            observer.geometryDidChange(self)
        }
    }

    // MARK: Measuring

    /// The node that decides `node`'s size: `node` itself if it lays out, else down its chain
    /// of single neutral children; `nil` if the chain ends in nothing (no room, no spacing).
    func unit(of node: _ViewNode) -> _ViewNode? {
        var current = node
        while !laysOutItself(current) {
            // Seen by layout: a child inserted below it from now on marks its ancestors.
            flags[current].isLaidOut = true
            switch current.children.count {
            case 0: return nil
            case 1: current = current.children[0]
            default:
                // Several views where one is laid out: an implicit vertical stack, kept on the
                // neutral node that holds them.
                return current
            }
        }
        return current
    }

    /// The size `node` chooses for `proposal`.
    func size(of node: _ViewNode, _ proposal: ProposedViewSize) -> CGSize {
        guard let unit = unit(of: node) else { return .zero }
        let record = records[unit] ?? makeRecord(unit)
        if let cached = record.cache.size(for: proposal) { return cached }
        if relativeFrames > 0 { noteRelativeContainer(unit, proposal) }
        guard enter(unit) else { return .zero }
        let savedRecord = containerRecord
        containerRecord = record
        defer {
            nesting -= 1
            containerRecord = savedRecord
        }
        measurements += 1
        let size: CGSize
        if let facet = unit.layoutFacet {
            size = facet.sizeThatFits(proposal, self)
        } else {
            size = implicitStack.sizeThatFits(proposal, subviews: subviews(of: unit), self)
        }
        record.cache.insert(size, for: proposal)
        return size
    }

    /// `node`'s size and guides for `proposal`; only its size when `guides` is false (an
    /// alignment that reads no baseline needs no more).
    func dimensions(of node: _ViewNode, _ proposal: ProposedViewSize, guides: Bool = true)
        -> ViewDimensions
    {
        let size = size(of: node, proposal)
        guard let unit = unit(of: node), let facet = unit.layoutFacet,
            guides || setsGuides(unit)
        else {
            return ViewDimensions(size: size)
        }
        let savedRecord = containerRecord
        containerRecord = records[unit]
        defer { containerRecord = savedRecord }
        return facet.dimensions(for: size, proposal: proposal, self)
    }

    /// Whether `node`, or a view its modifiers wrap, sets a guide of its own: the chain of
    /// modifiers is walked without recursion, however long.
    private func setsGuides(_ node: _ViewNode) -> Bool {
        if let known = records[node]?.cache.setsGuides { return known }
        var result = false
        var cursor: _ViewNode? = node
        while let current = cursor, let unit = unit(of: current), let facet = unit.layoutFacet {
            if facet.setsOwnGuides {
                result = true
                break
            }
            cursor = facet.guideContent
        }
        records[node]?.cache.setsGuides = result
        return result
    }

    /// The views `node` lays out as its subviews: its children, seen through neutral views
    /// that hold several (`ForEach`, `Group`, a custom view's block), without the ones that
    /// are nothing (`EmptyView`, a false `if`, G6), with their traits.
    func subviews(of node: _ViewNode) -> [LayoutItem] {
        if let cached = records[node]?.subviews { return cached }
        let result = collectSubviews(of: node)
        records[node]?.subviews = result
        return result
    }

    private func collectSubviews(of node: _ViewNode) -> [LayoutItem] {
        var result: [LayoutItem] = []
        var pending: [(node: _ViewNode, traits: LayoutTraits)] = []
        for child in node.children.reversed() { pending.append((child, LayoutTraits())) }
        while let (top, inherited) = pending.popLast() {
            var traits = inherited
            var current = top
            // The first view down the chain that lays out stands for the subview; modifiers
            // below it still hand on their traits.
            var laysOut = false
            while true {
                // Seen through by its container: a change below it must reach the container.
                flags[current].isLaidOut = true
                if let facet = current.layoutFacet {
                    laysOut = true
                    facet.writeTraits(&traits)
                    guard facet.passesTraitsThrough, current.children.count == 1 else { break }
                    current = current.children[0]
                    continue
                }
                let children = current.children
                if children.count == 1 {
                    current = children[0]
                    continue
                }
                if !laysOut {
                    // Several views in a neutral view are subviews of their own; none is
                    // nothing (G6). The neutral view is no unit here, whatever it was before.
                    records[current]?.isPlaced = false
                    for child in children.reversed() { pending.append((child, traits)) }
                }
                break
            }
            if laysOut { result.append(LayoutItem(node: top, traits: traits)) }
        }
        return result
    }

    // MARK: Placing

    /// Gives `node` `frame` for `proposal` and places its children. A node that was already
    /// placed there, for that proposal, and is not marked keeps its subtree as it is.
    func place(
        _ node: _ViewNode, in frame: CGRect, proposal: ProposedViewSize, region: SafeAreaRegion,
        force: Bool = false
    ) {
        var frame = frame
        if let mirror = mirroringFrame {
            // G19: a right-to-left parent's children sit mirrored in its frame.
            frame.origin.x = mirror.minX + mirror.maxX - frame.maxX
        }
        var current = node
        while !laysOutItself(current) && current.children.count == 1 {
            flags[current].needsLayout = false
            flags[current].isLaidOut = true
            // A neutral view that held several views was a unit with a frame; holding one, it
            // has none of its own.
            records[current]?.isPlaced = false
            current = current.children[0]
        }
        flags[current].isLaidOut = true
        if !laysOutItself(current) && current.children.isEmpty {
            // Nothing to place (an empty `ForEach`): whatever it held before keeps no frame.
            flags[current].needsLayout = false
            records[current]?.isPlaced = false
            return
        }
        let record = records[current] ?? makeRecord(current)
        if !force && !flags[current].needsLayout && record.isPlaced && record.frame == frame
            && record.proposal == proposal && record.region == region
        {
            return
        }
        if relativeFrames > 0 { noteRelativeContainer(current, proposal) }
        flags[current].needsLayout = false
        if movedFrames != nil, record.isPlaced, record.frame != frame {
            movedFrames?.append((current, record.frame))
        }
        record.frame = frame
        record.proposal = proposal
        record.region = region
        record.isPlaced = true
        placements += 1
        guard enter(current) else { return }
        let savedRegion = currentRegion
        let savedMirror = mirroringFrame
        let savedRecord = containerRecord
        containerRecord = record
        currentRegion = region
        // A view without children mirrors nothing: its environment is not read.
        mirroringFrame =
            !current.children.isEmpty && current.environment.layoutDirection == .rightToLeft
            ? frame : nil
        defer {
            nesting -= 1
            currentRegion = savedRegion
            mirroringFrame = savedMirror
            containerRecord = savedRecord
        }
        if let facet = current.layoutFacet {
            facet.placeChildren(in: frame, proposal: proposal, self)
        } else {
            implicitStack.placeSubviews(
                in: frame, proposal: proposal, subviews: subviews(of: current), self)
        }
    }

    /// Places `node` at `origin` at the size it chooses for `proposal`, and returns that frame.
    @discardableResult
    func place(
        _ node: _ViewNode, at origin: CGPoint, proposal: ProposedViewSize, region: SafeAreaRegion
    ) -> CGRect {
        let frame = CGRect(origin: origin, size: size(of: node, proposal))
        place(node, in: frame, proposal: proposal, region: region)
        return frame
    }

    /// Runs `body` with `axis` as the current stack's axis.
    func inStack<T>(_ axis: Axis?, _ body: () -> T) -> T {
        let saved = stackAxis
        stackAxis = axis
        defer { stackAxis = saved }
        return body()
    }

    /// D19: a named space no ancestor declares reads as `.global`; said once per name.
    func reportMissingSpace(_ name: AnyHashable, below node: _ViewNode) {
        guard reportedSpaces.insert(name).inserted else { return }
        graph.record(
            Diagnostic(
                kind: .missingCoordinateSpace,
                message:
                    "no ancestor of \(displayName(of: node.viewType)) declares the coordinate space \(ValueFormatter.format(name.base)); its frame is read in .global",
                viewPath: node.path))
    }

    // MARK: Private

    private let implicitStack = StackLayoutAlgorithm(
        axis: .vertical, alignment: .center, spacing: nil)

    private func makeRecord(_ node: _ViewNode) -> LayoutRecord {
        let record = LayoutRecord()
        records[node] = record
        return record
    }

    private func enter(_ node: _ViewNode) -> Bool {
        guard nesting < Self.nestingLimit else {
            if !reportedTooDeep {
                reportedTooDeep = true
                graph.record(
                    Diagnostic(
                        kind: .layoutTooDeep,
                        message:
                            "layout is nested more than \(Self.nestingLimit) levels deep below \(displayName(of: node.viewType)); deeper views are not laid out",
                        viewPath: node.path))
            }
            return false
        }
        nesting += 1
        return true
    }
}
