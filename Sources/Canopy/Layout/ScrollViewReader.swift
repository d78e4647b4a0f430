/// Gives its content a ``ScrollViewProxy`` that scrolls the scroll views inside it to a view
/// by its identifier (G30). Layout-neutral: it is as large as its content.
///
///     ScrollViewReader { proxy in
///         ScrollView { ForEach(0..<100, id: \.self) { Text("Row \($0)") } }
///         Button("Bottom") { proxy.scrollTo(99, anchor: .bottom) }
///     }
nonisolated public struct ScrollViewReader<Content: View>: View {
    /// Drawn by the runtime: a primitive view has no body.
    public typealias Body = Never
    /// Builds the content from the proxy.
    public var content: (ScrollViewProxy) -> Content

    /// A reader whose content `content` builds.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    /// Mounts the reader.
    @MainActor public static func _makeNode(_ view: Self) -> _ViewNode {
        ScrollViewReaderNode(view)
    }
}

@MainActor
final class ScrollViewReaderNode<Content: View>: TypedNode<ScrollViewReader<Content>> {
    override func evaluate() {
        let proxy = ScrollViewProxy(reader: handle)
        let content = graph.evaluatingBody(of: self) { view.content(proxy) }
        reconcileSingleChild(content)
    }
}

/// Scrolls the scroll views inside a ``ScrollViewReader`` (G30). Use it from actions, not
/// while the content is being built.
public struct ScrollViewProxy: Sendable {
    let reader: NodeHandle

    /// Scrolls the first scroll view inside the reader that contains a view identified by `id`
    /// (a `ForEach` row's id, or `.id(_:)`): with `anchor` `nil`, by the least that shows the
    /// whole view; otherwise so that the view's `anchor` point meets the same point of the
    /// scroll view (`.top`: top to top). Positions are those of the last layout; the offset
    /// stays within the content.
    /// A row of a lazy container that is not loaded is reached by estimate, then exactly once
    /// the next layouts load it (G30, D17).
    @MainActor public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        guard let reader = reader.target, reader.isMounted else { return }
        let wanted = AnyHashable(id)
        var pending: [_ViewNode] = [reader]
        while let node = pending.popLast() {
            if let scrollable = node as? any ScrollableNode {
                if case .missing = Self.reveal(wanted, in: scrollable, anchor: anchor) {
                } else {
                    return
                }
            }
            pending.append(childrenReversed: node.visibleChildren)
        }
    }

    /// How ``reveal(_:in:anchor:)`` went.
    enum Reveal {
        /// The view was laid out, and is shown.
        case exact
        /// A lazy row not loaded: scrolled to by estimate, and finished by the reveal once
        /// layout loads it.
        case estimated(ScrollReveal)
        /// The scroll view has no such view, loaded or not.
        case missing
    }

    /// Scrolls `scrollable` to the view identified by `id`: a laid-out view exactly; a lazy
    /// row not loaded to where it is estimated to be, and then exactly once layout loads it.
    @MainActor @discardableResult
    static func reveal(_ id: AnyHashable, in scrollable: any ScrollableNode, anchor: UnitPoint?)
        -> Reveal
    {
        let engine = scrollable.graph.layout
        // A new scroll replaces one under way.
        scrollable.scrollState.reveal?.cancel()
        if let target = view(identified: id, below: scrollable),
            let frame = engine.frame(of: target)
        {
            scroll(scrollable, toShow: frame, anchor: anchor)
            return .exact
        }
        guard let estimate = scrollable.estimatedFrame(ofRowIdentified: id) else { return .missing }
        scroll(scrollable, toShow: estimate, anchor: anchor)
        let reveal = ScrollReveal(scrollable: scrollable, id: id, anchor: anchor)
        reveal.scrolledTo = scrollable.handOffset
        scrollable.scrollState.reveal = reveal
        engine.register(reveal)
        return .estimated(reveal)
    }

    /// The first view below `root`, in tree order, whose identity is `id`.
    @MainActor static func view(identified id: AnyHashable, below root: _ViewNode)
        -> _ViewNode?
    {
        var pending: [_ViewNode] = root.children.reversed()
        while let node = pending.popLast() {
            if let identity = node.identity, AnyHashable(identity) == id { return node }
            pending.append(childrenReversed: node.children)
        }
        return nil
    }

    @MainActor static func scroll(
        _ scrollable: any ScrollableNode, toShow target: _ViewNode, anchor: UnitPoint?
    ) {
        guard let frame = scrollable.graph.layout.frame(of: target) else { return }
        scroll(scrollable, toShow: frame, anchor: anchor)
    }

    /// Scrolls `scrollable` so that `frame` (in window coordinates, at the current offset) is
    /// shown as `anchor` asks.
    @MainActor static func scroll(
        _ scrollable: any ScrollableNode, toShow frame: CGRect, anchor: UnitPoint?
    ) {
        guard let geometry = scrollable.scrollGeometry else { return }
        let viewport = geometry.viewport
        var offset = scrollable.contentOffset
        // The target in the content's coordinates: both frames are from the same placement,
        // whatever offset it used.
        let x = frame.minX - geometry.content.minX
        let y = frame.minY - geometry.content.minY
        func along(
            _ start: CGFloat, _ length: CGFloat, _ current: CGFloat, _ visible: CGFloat,
            _ unit: CGFloat?
        )
            -> CGFloat
        {
            if let unit { return start + unit * length - unit * visible }
            if start < current { return start }
            if start + length > current + visible { return start + length - visible }
            return current
        }
        if scrollable.scrollAxes.contains(.horizontal) {
            offset.x = along(x, frame.width, offset.x, viewport.width, anchor?.x)
        }
        if scrollable.scrollAxes.contains(.vertical) {
            offset.y = along(y, frame.height, offset.y, viewport.height, anchor?.y)
        }
        scrollable.scroll(to: offset)
    }
}

/// Finishes scrolling to a lazy row reached by estimate (G30): after each layout, once the row
/// is loaded it is scrolled to exactly; until then the estimate, which improves as rows load,
/// is scrolled to again, a bounded number of times. It stops when anything else scrolls the
/// view (a person, another scroll by id), or is cancelled.
@MainActor
final class ScrollReveal: GeometryObserving {
    private weak var scrollable: _ViewNode?
    private let id: AnyHashable
    private let anchor: UnitPoint?
    private var attempts = 0
    /// Whether it scrolled to the row exactly, or gave up: no more scrolling is its doing.
    private(set) var isFinished = false
    /// The offset, less anchoring's moves, it last scrolled to: another one means another hand.
    var scrolledTo: CGPoint?

    init(scrollable: any ScrollableNode, id: AnyHashable, anchor: UnitPoint?) {
        self.scrollable = scrollable
        self.id = id
        self.anchor = anchor
    }

    /// Always heard, so that it unregisters itself when its scroll view went away.
    var isMounted: Bool { true }

    func geometryDidChange(_ engine: LayoutEngine) {
        guard !isFinished, let scrollable = scrollable as? any ScrollableNode,
            scrollable.isMounted, scrolledTo == nil || scrolledTo == scrollable.handOffset
        else {
            finish(engine)
            return
        }
        if let target = ScrollViewProxy.view(identified: id, below: scrollable),
            let frame = engine.frame(of: target)
        {
            ScrollViewProxy.scroll(scrollable, toShow: frame, anchor: anchor)
            scrolledTo = scrollable.handOffset
            finish(engine)
            return
        }
        attempts += 1
        guard attempts <= GeometryLoopGuard.limit,
            let estimate = scrollable.estimatedFrame(ofRowIdentified: id)
        else {
            finish(engine)
            return
        }
        ScrollViewProxy.scroll(scrollable, toShow: estimate, anchor: anchor)
        scrolledTo = scrollable.handOffset
    }

    /// Stops: nothing more is scrolled.
    func cancel() {
        guard !isFinished, let scrollable else {
            isFinished = true
            return
        }
        finish(scrollable.graph.layout)
    }

    private func finish(_ engine: LayoutEngine) {
        isFinished = true
        engine.unregister(self)
    }
}

extension ScrollableNode {
    /// Where the row identified by `id` of a lazy container inside (not in a nested scroll
    /// view) would be, by estimate, when it is not loaded.
    func estimatedFrame(ofRowIdentified id: AnyHashable) -> CGRect? {
        var pending: [_ViewNode] = Array(children.reversed())
        while let node = pending.popLast() {
            if let source = node as? any LazyRowSource, let host = node.lazyRowHost,
                let index = source.position(ofRowIdentified: id),
                let frame = host.estimatedFrame(ofRow: index, of: source)
            {
                return frame
            }
            if node is any ScrollableNode { continue }
            pending.append(childrenReversed: node.children)
        }
        return nil
    }
}
