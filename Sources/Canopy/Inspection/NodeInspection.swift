/// What `CanopyTesting`'s queries and probes read from a node. Package-level: the graph's nodes
/// stay opaque to apps, and inspection reads them without evaluating anything.
extension _ViewNode {
    /// The node's children as a person sees them (hidden navigation levels and unselected
    /// tabs left out).
    package var inspectedChildren: [_ViewNode] { visibleChildren.array }

    /// The node's parent in the graph.
    package var inspectedParent: _ViewNode? { parent }

    /// Whether the node is still in its tree: an update may remove a node a query found.
    package var isInTree: Bool { isMounted }

    /// Whether the node is a view a query can find: one that renders a line of its own and is
    /// not a modifier. Tuples, conditionals, `ForEach`, `AnyView` and modifiers are seen
    /// through, so inserting one does not change what a query finds.
    package var isInspectableView: Bool { renderRole == .line && !isModifier }

    /// The type of the view the node mounts.
    package var inspectedViewType: Any.Type { viewType }

    /// The view's name as the renderer prints it (`Button`, not `Button<Text>`).
    package var inspectedTypeName: String { shownTypeName }

    /// The text the view itself shows: a `Text`'s content, a titled control's title.
    package var inspectedText: String? { shownText }

    /// The explicit identity the view was given (a `ForEach` row's id, an `.id(_:)` value).
    package var inspectedIdentity: AnyHashable? { lineIdentity.map { AnyHashable($0) } }

    /// `Root/VStack/Button`: the visible views from the root to this node.
    package var inspectedPath: String { path }

    /// The view's frame in `space` after laying its window out, `nil` if it has none (a view
    /// in an unselected tab).
    package func inspectedFrame(in space: CoordinateSpace) -> CGRect? {
        graph.flush()
        HostContext.running(on: graph.platform, clock: graph.host?.clock) {
            graph.layout.layOutIfNeeded()
        }
        if graph.checksInvariants { graph.enforceInvariants() }
        return graph.layout.frame(of: self, in: space)
    }

    /// The node's line as the renderer prints it.
    package var inspectedTitle: String { lineTitle() }

    /// The subtree rendered as text, this node first.
    package func renderedSubtree(_ options: RenderOptions) -> String {
        TreeRenderer(options: options).render(self)
    }

    /// The value at `keyPath` in the environment this node's view reads (E1, E4): what its
    /// `@Environment` properties see. Reading it registers nothing.
    package func environmentValue<Value>(_ keyPath: KeyPath<EnvironmentValues, Value>) -> Value {
        // What the node's own properties read: a writer's own reads see what it inherited.
        var values = inheritedEnvironment
        values.tracker = nil
        return values[keyPath: keyPath]
    }
}

extension ViewHost {
    /// The root of the window's graph, after applying pending updates.
    package var inspectionRoot: _ViewNode {
        flush()
        return graph.root
    }
}

extension _ViewNode {
    /// The focused value at `keyPath` that a `@FocusedValue` in this node's view would read
    /// now: published by the focused view of its window, or by a scene publisher (F5, F6, D8).
    /// Reading it registers nothing.
    package func focusedValue<Value>(_ keyPath: KeyPath<FocusedValues, Value?>) -> Value? {
        var values = inheritedEnvironment
        values.tracker = nil
        return values.focusScope.peek(keyPath)
    }
}
