/// A built-in modifier. What every one does is small: it adds its attributes to its content's
/// rendered line and hears when its node mounts, updates and leaves. Anything more is a
/// **role**, a protocol it adopts in the role's own folder, which its node then adopts too (a
/// conditional conformance of ``PrimitiveModifierNode``) and the feature finds once per node
/// class (``FacetLookup``): writing the environment (`EnvironmentWritingModifier`), writing or
/// reading preferences (`PreferenceModifier`), laying out (`LayoutModifier`), hearing its branch
/// shown or hidden (`AppearanceObservingModifier`). There is no switch over modifier types in
/// the runtime, and a feature visits only the modifiers that adopt its role.
@MainActor
protocol PrimitiveModifier: ViewModifier where Body == Never {
    /// Adds the modifier's rendered attributes (`.padding`) to the content's line.
    @MainActor func renderAttributes(into attributes: inout [String], node: ModifierNode)
    /// The node was inserted; runs before its content is evaluated.
    @MainActor func didMount(_ node: ModifierNode)
    /// The node was re-evaluated with `self` after `old`.
    @MainActor func didUpdate(from old: Self, _ node: ModifierNode)
    /// The node is leaving the tree.
    @MainActor func willUnmount(_ node: ModifierNode)
}

extension PrimitiveModifier {
    /// Built-in modifiers are applied by the runtime, never by evaluating a body.
    public func body(content: Content) -> Never {
        fatalError("\(Self.self) is a primitive modifier and has no body")
    }

    /// Mounts the modifier's hooks around its content.
    @MainActor public static func _makeModifiedNode<Wrapped: View>(
        _ view: ModifiedContent<Wrapped, Self>
    )
        -> _ViewNode
    {
        // The value's type is looked up here once (unspecialised code asks the runtime's cache
        // for `ModifiedContent<Wrapped, Self>` in every function that touches its fields); the
        // node then keeps the two parts, whose types its class carries.
        PrimitiveModifierNode(
            content: view.content, modifier: view.modifier,
            viewType: ModifiedContent<Wrapped, Self>.self)
    }

    @MainActor func renderAttributes(into attributes: inout [String], node: ModifierNode) {}
    @MainActor func didMount(_ node: ModifierNode) {}
    @MainActor func didUpdate(from old: Self, _ node: ModifierNode) {}
    @MainActor func willUnmount(_ node: ModifierNode) {}
}

/// What a built-in modifier's hooks can reach: the graph, the environment entries the node
/// wrote, the modified content, and one piece of state the modifier keeps between updates.
@MainActor
protocol ModifierNode: _ViewNode {
    /// The modified content's node.
    var contentNode: _ViewNode? { get }
    /// The state the modifier's hooks keep between updates (a reader's last value, a running
    /// task), created on first use. Each modifier type keeps one type of state.
    func hookState<State: AnyObject>(_ make: () -> State) -> State
}

/// A built-in modifier's node. It keeps the modifier, not the modified content: the content
/// is handed to the child node, which keeps it, so the node does not hold a second copy of
/// every view below a modifier (most views are below one).
@MainActor
final class PrimitiveModifierNode<Wrapped: View, Modifier: PrimitiveModifier>:
    _ViewNode, ModifierNode, ProvenanceFacet, DisplayFacet
{
    /// The modifier the node last evaluated (until then, the one it was made with).
    @exclusivity(unchecked) private var modifier: Modifier
    /// The content of a value from the parent that the next evaluation hands to the child:
    /// out of line, so that a node with nothing pending does not carry room for it. A typed
    /// allocation rather than a boxing class (a generic class would cost a metadata lookup per
    /// box), of `Wrapped` rather than `ModifiedContent<Wrapped, Modifier>`: the class's own
    /// metadata holds `Wrapped`, while the pair's type is a lookup in the runtime's cache in
    /// each function that uses it, three per mounted modifier. Nonisolated only so that
    /// `deinit` (run on the main actor, where nodes are freed) can free it.
    @exclusivity(unchecked) nonisolated(unsafe) private var pendingContent:
        UnsafeMutablePointer<Wrapped>?
    /// A new modifier from the parent that the next evaluation applies (it needs the last one,
    /// ``modifier``, for `didUpdate(from:)`). A node's first modifier waits in ``modifier``.
    @exclusivity(unchecked) nonisolated(unsafe) private var pendingModifier:
        UnsafeMutablePointer<Modifier>?
    @exclusivity(unchecked) private var storedState: AnyObject?
    /// Whether the node has evaluated (applied a modifier) once: in the node's flags, not a
    /// field of its own.
    private var hasEvaluated: Bool {
        get { flags.contains(.kindFlag) }
        set { flags.set(.kindFlag, newValue) }
    }
    /// `ModifiedContent<Wrapped, Modifier>`, kept: naming the pair's type is a lookup in the
    /// runtime's cache, and a parent's update compares it for every child.
    private let storedViewType: Any.Type

    override var viewType: Any.Type { storedViewType }

    /// `viewType` is `ModifiedContent<Wrapped, Modifier>`, which the caller has at hand.
    init(content: Wrapped, modifier: Modifier, viewType: Any.Type) {
        self.modifier = modifier
        storedViewType = viewType
        super.init()
        let made = UnsafeMutablePointer<Wrapped>.allocate(capacity: 1)
        made.initialize(to: content)
        pendingContent = made
    }

    deinit {
        if let pendingContent {
            pendingContent.deinitialize(count: 1)
            pendingContent.deallocate()
        }
        if let pendingModifier {
            pendingModifier.deinitialize(count: 1)
            pendingModifier.deallocate()
        }
    }

    private func hold(_ value: ModifiedContent<Wrapped, Modifier>) {
        if let pendingContent {
            pendingContent.pointee = value.content
        } else {
            let made = UnsafeMutablePointer<Wrapped>.allocate(capacity: 1)
            made.initialize(to: value.content)
            pendingContent = made
        }
        if let pendingModifier {
            pendingModifier.pointee = value.modifier
        } else {
            let made = UnsafeMutablePointer<Modifier>.allocate(capacity: 1)
            made.initialize(to: value.modifier)
            pendingModifier = made
        }
    }

    /// A new value from the parent. With the same modifier, and no evaluation or held value
    /// pending, the modifier has nothing to redo: the content goes straight to the child,
    /// which decides whether it changed (as this node's evaluation would have, one step
    /// later). Otherwise the node runs first, so its writes reach the content before the
    /// content runs.
    override func receiveValue<Child: View>(_ view: Child) {
        let value = unsafeBitCast(view, to: ModifiedContent<Wrapped, Modifier>.self)
        // `pending` too: a node whose updates a loop cut-off stopped still holds a value.
        if !isDirty, pendingContent == nil, pendingModifier == nil, hasEvaluated,
            children.count == 1,
            ViewInputs.equal(modifier, value.modifier)
        {
            let child = children[0]
            let node = reconcile(child, with: value.content)
            if node !== child { children[0] = node }
            return
        }
        hold(value)
        if !isDirty {
            isDirty = true
            graph.push(self)
        }
    }

    var contentNode: _ViewNode? { children.first }

    /// The modifier the node last evaluated.
    var currentModifier: Modifier { modifier }

    func hookState<State: AnyObject>(_ make: () -> State) -> State {
        if let state = storedState { return unsafeDowncast(state, to: State.self) }
        let state = make()
        storedState = state
        return state
    }

    override func evaluate() {
        // A new modifier from the parent is applied; otherwise (the first evaluation, or one
        // invalidated by what it read) the same modifier runs again. Content that came with a
        // value goes to the child; without one, the child keeps what it has. (No optionals of
        // the generic types here: each would cost a metadata lookup per evaluation.)
        if let pendingModifier {
            let newModifier = pendingModifier.move()
            pendingModifier.deallocate()
            self.pendingModifier = nil
            apply(newModifier)
        } else {
            apply(modifier)
        }
        guard let pendingContent else { return }
        let content = pendingContent.move()
        pendingContent.deallocate()
        self.pendingContent = nil
        reconcileSingleChild(content)
    }

    private func apply(_ newModifier: Modifier) {
        if let writer = environmentWriter { writer.writeEnvironment(of: newModifier) }
        if hasEvaluated { newModifier.didUpdate(from: modifier, self) }
        modifier = newModifier
        hasEvaluated = true
    }

    override func didMount() { modifier.didMount(self) }

    /// `.navigationTitle` for `_NavigationTitleModifier`: how provenance names a built-in
    /// modifier that has no attribute of its own.
    var modifierCallName: String? {
        var name = displayName(of: Modifier.self)
        while name.hasPrefix("_") { name.removeFirst() }
        if name.hasSuffix("Modifier") { name.removeLast("Modifier".count) }
        guard let first = name.first else { return nil }
        return "." + first.lowercased() + name.dropFirst()
    }

    override func willUnmount() { modifier.willUnmount(self) }
    var transformsInheritedEnvironment: Bool { environmentWriter?.transformsInherited ?? false }
    override var renderRole: RenderRole { .attribute }
    func renderAttributes(into attributes: inout [String]) {
        modifier.renderAttributes(into: &attributes, node: self)
    }
    override var pathComponent: String? { nil }
}
