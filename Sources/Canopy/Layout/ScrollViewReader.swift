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
    @MainActor public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        guard let reader = reader.target, reader.isMounted else { return }
        let wanted = AnyHashable(id)
        var pending: [_ViewNode] = [reader]
        while let node = pending.popLast() {
            if let scrollable = node as? any ScrollableNode,
                let target = Self.view(identified: wanted, below: node)
            {
                Self.scroll(scrollable, toShow: target, anchor: anchor)
                return
            }
            pending.append(childrenReversed: node.visibleChildren)
        }
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
        let engine = scrollable.graph.layout
        guard let geometry = scrollable.scrollGeometry, let frame = engine.frame(of: target)
        else { return }
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
