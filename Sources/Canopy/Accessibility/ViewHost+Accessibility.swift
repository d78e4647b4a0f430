/// Reading a window's accessibility tree and operating its elements as a person using
/// VoiceOver or Switch Control would (D48, D49). Values flow out: the tree is a value read
/// after the host flushes; operations run what the element's views attached and flush again.
extension ViewHost {
    /// An operation that named no element: the labels the tree does contain (D49).
    public struct AccessibilityElementNotFound: Error, CustomStringConvertible {
        /// The label looked for.
        public let label: String
        /// The labels of the elements present, in reading order.
        public let available: [String]
        /// A sentence naming the missing element and the ones present.
        public var description: String {
            "No accessibility element labelled \(quoted(label)); the tree has: "
                + (available.isEmpty ? "none" : available.map(quoted).joined(separator: ", "))
        }
    }

    /// The window's accessibility tree after pending updates: its elements in reading order
    /// (A1, A2, A12). The first call starts the collection; later ones are kept current
    /// incrementally.
    public func accessibilityTree() -> AccessibilityTree {
        resolvedAccessibilityTree().tree
    }

    /// The accessibility rendering of the window (D48): ``accessibilityTree()``'s text.
    public func renderAccessibility() -> String { accessibilityTree().description }

    /// Activates the first element (in reading order) labelled `label`, as VoiceOver's double
    /// tap does (A13): runs its default action, then flushes. `false` when it has none or is a
    /// disabled control; a label that names no element throws, listing those present.
    @discardableResult
    public func accessibilityActivate(_ label: String) throws -> Bool {
        try operateAccessibility(label) { $0.activation.map { run($0, nil) } ?? false }
    }

    /// Increments the first adjustable element labelled `label` (A15; VoiceOver's swipe up).
    /// `false` when it is not adjustable or cannot act.
    @discardableResult
    public func accessibilityIncrement(_ label: String) throws -> Bool {
        try operateAccessibility(label) { $0.adjustment.map { run($0, .increment) } ?? false }
    }

    /// Decrements the first adjustable element labelled `label` (A15; VoiceOver's swipe down).
    @discardableResult
    public func accessibilityDecrement(_ label: String) throws -> Bool {
        try operateAccessibility(label) { $0.adjustment.map { run($0, .decrement) } ?? false }
    }

    /// Performs the custom action `action` of the first element labelled `label` (A14):
    /// `false` when it offers no action of that name.
    @discardableResult
    public func accessibilityPerform(_ action: String, on label: String) throws -> Bool {
        try operateAccessibility(label) { item in
            guard let named = item.actions.first(where: { $0.name == action }) else {
                return false
            }
            return run(named.operation, nil)
        }
    }

    /// Scrolls the first element labelled `label` towards `edge` with three fingers, as
    /// VoiceOver does: runs its `accessibilityScrollAction` (D93). `false` when it has none.
    @discardableResult
    public func accessibilityScroll(_ edge: Edge, on label: String) throws -> Bool {
        try operateAccessibility(label) { item in
            guard let operation = item.scrolling, let node = operation.node.target,
                node.isMounted,
                let handler = (node as? any AccessibilityAttachmentNode)?.attachment.properties
                    .scrollAction
            else { return false }
            handler(edge)
            return true
        }
    }

    /// Zooms the first element labelled `label` in or out, at its centre, as VoiceOver's zoom
    /// rotor does: runs its `accessibilityZoomAction` (D93). `false` when it has none.
    @discardableResult
    public func accessibilityZoom(
        _ direction: AccessibilityZoomGestureAction.Direction, on label: String
    ) throws -> Bool {
        try operateAccessibility(label) { item in
            guard let operation = item.zooming, let node = operation.node.target,
                node.isMounted,
                let handler = (node as? any AccessibilityAttachmentNode)?.attachment.properties
                    .zoomAction
            else { return false }
            let frame = (item.placement?.target).flatMap { graph.layout.frame(of: $0) } ?? .zero
            handler(
                AccessibilityZoomGestureAction(
                    direction: direction, location: .center,
                    point: CGPoint(x: frame.midX, y: frame.midY)))
            return true
        }
    }

    /// Starts keeping the accessibility tree without reading it in order: applies pending
    /// updates and collects, but lays nothing out, so no extra update runs (the differential
    /// check starts the incremental tree at a mount this way; reading it in order lays the
    /// window out, D76, which may run the update a lazy row's leaving waits for, D3).
    package func _beginKeepingAccessibility() {
        flush()
        _ = graph.accessibility.rootItems
    }

    // MARK: Private

    /// The tree after pending updates, laid out so that its levels read by place (D76).
    func resolvedAccessibilityTree() -> ResolvedAccessibilityTree {
        layOut()
        return ResolvedAccessibilityTree(
            graph.accessibility.read(
                order: AccessibilityReadingOrder(layout: graph.layout),
                selection: AccessibilityRowSelection(in: graph)))
    }

    /// The tree resolved whole from the collected items, as the first read makes it: what
    /// the tree kept between reads must equal (D80; a probe for tests).
    package func _freshAccessibilityTree() -> AccessibilityTree {
        layOut()
        return ResolvedAccessibilityTree(
            graph.accessibility.rootItems, order: AccessibilityReadingOrder(layout: graph.layout),
            selection: AccessibilityRowSelection(in: graph)
        ).tree
    }

    private func operateAccessibility(
        _ label: String, _ operation: (AccessibilityItem) -> Bool
    ) throws -> Bool {
        let resolved = resolvedAccessibilityTree()
        guard let found = resolved.elements.first(where: { $0.element.label == label }) else {
            throw AccessibilityElementNotFound(
                label: label, available: resolved.elements.map(\.element.label))
        }
        owner?.windowWasUsed(self)
        let result = HostContext.running(on: platform, clock: clock) { operation(found.item) }
        flush()
        return result
    }

    /// Runs `operation`: a control's own behaviour or a modifier's closure, on the node it
    /// names, if that node is still mounted.
    private func run(
        _ operation: AccessibilityOperation, _ direction: AccessibilityAdjustmentDirection?
    ) -> Bool {
        guard let node = operation.node.target, node.isMounted else { return false }
        graph.actingNode = node
        defer { graph.actingNode = nil }
        switch operation.selector {
        case .control:
            if let direction {
                return (node as? any AccessibilityAdjustable)?.accessibilityAdjust(direction)
                    ?? false
            }
            guard let control = node as? any InteractiveNode, control.isOperable else {
                return false
            }
            return control.tap()
        case .modifierAction(let kind):
            guard let attachment = (node as? any AccessibilityAttachmentNode)?.attachment,
                let action = attachment.properties.actions.last(where: { $0.kind == kind })
            else { return false }
            action.handler()
            return true
        case .modifierScroll, .modifierZoom:
            return false
        case .modifierAdjustment:
            guard let direction,
                let handler = (node as? any AccessibilityAttachmentNode)?.attachment.properties
                    .adjustableAction
            else { return false }
            handler(direction)
            return true
        case .option(let text):
            if let tabs = node as? any TabSwitching { return tabs.select(label: text) }
            return (node as? any OptionChoosing)?.choose(text) ?? false
        }
    }
}

extension ViewHost {
    /// How many times the window's accessibility items were recomputed for a view since the
    /// tree was first read: what the benchmark counts to show that one change re-collects only
    /// its path.
    package var accessibilityRecomputations: Int {
        graph.accessibilityCollectorIfStarted?.recomputations ?? 0
    }

    /// How many elements and containers reading the tree made, and how many levels it put in
    /// reading order, since the tree was first read: what the benchmark counts to show that
    /// reading again after a change makes only what changed (D80).
    package var accessibilityReadWork: (nodesMade: Int, sorts: Int) {
        guard let counts = graph.accessibilityCollectorIfStarted?.readCounts else { return (0, 0) }
        return (counts.nodesMade, counts.sorts)
    }

    /// How many times reading brought a kept level up to date, since the tree was first read
    /// (D80): each level at most once per read.
    package var accessibilityReadLevelUpdates: Int {
        graph.accessibilityCollectorIfStarted?.readCounts.levelUpdates ?? 0
    }

    /// How many lines reading put in order again alone, since the tree was first read (D80):
    /// items that moved along their line.
    package var accessibilityReadLineSorts: Int {
        graph.accessibilityCollectorIfStarted?.readCounts.lineSorts ?? 0
    }
}
