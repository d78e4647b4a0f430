/// A built-in modifier: it says what it does to the flow through small hooks, and the runtime
/// calls them. There is no switch over modifier types anywhere in the runtime.
@MainActor
protocol PrimitiveModifier: ViewModifier where Body == Never {
    /// Adds the modifier's rendered attributes (`.padding`) to the content's line.
    @MainActor func renderAttributes(into attributes: inout [String], node: ModifierNode)
    /// Whether ``writeEnvironment(_:)`` writes anything (checked once per type).
    static var writesEnvironment: Bool { get }
    /// Whether the modifier's writes start from the inherited value (a transform), as opposed
    /// to replacing it: provenance reports what such a writer read.
    static var transformsEnvironment: Bool { get }
    /// Writes this modifier's values into the environment of its content. Reads of the
    /// inherited environment made here are tracked like a view's.
    func writeEnvironment(_ environment: inout EnvironmentValues)
    /// The node was inserted; runs before its content is evaluated.
    @MainActor func didMount(_ node: ModifierNode)
    /// The node was re-evaluated with `self` after `old`.
    @MainActor func didUpdate(from old: Self, _ node: ModifierNode)
    /// The node is leaving the tree.
    @MainActor func willUnmount(_ node: ModifierNode)
    /// A container above showed or hid the node's branch while it stays mounted (L3).
    @MainActor func appearanceDidChange(shown: Bool, _ node: ModifierNode)
    /// The preference keys the content is asked for, given those asked of this node.
    @MainActor func requestPreferences(_ inherited: PreferenceKeySet) -> PreferenceKeySet
    /// The preference key this modifier writes, if any. Declaring it is all a writer adds
    /// besides computing its value in ``transformPreferences(_:requested:node:)``: the runtime
    /// then counts the writer while it is mounted, names it in loop diagnostics, recombines when
    /// the modifier changes, and, for a replacing writer, stops asking the content for the key
    /// (P4).
    static var writtenPreference: WrittenPreference? { get }
    /// Whether ``preferencesDidUpdate(_:)`` observes anything (checked once per type).
    static var readsPreferences: Bool { get }
    /// Turns the content's combined values into this node's outputs.
    @MainActor func transformPreferences(
        _ values: inout PreferenceValues, requested: PreferenceKeySet, node: ModifierNode)
    /// The node's outputs were recomputed: a reader compares what it observes.
    @MainActor func preferencesDidUpdate(_ node: ModifierNode)
    /// Whether the modifier takes part in layout (checked once per type): one that does not
    /// is layout-neutral, its content's size and frame its own (G3).
    static var laysOut: Bool { get }
    /// The size the modified view chooses for `proposal`, its content measured through
    /// `engine` (``LayoutFacet/sizeThatFits(_:_:)``).
    @MainActor func sizeThatFits(
        _ proposal: ProposedViewSize, content: _ViewNode, _ engine: LayoutEngine
    ) -> CGSize
    /// Places the content, the modified view having been given `frame` for `proposal`.
    @MainActor func placeContent(
        _ content: _ViewNode, in frame: CGRect, proposal: ProposedViewSize,
        _ engine: LayoutEngine)
    /// Writes what the container around the modified view reads from it (G9).
    func writeTraits(_ traits: inout LayoutTraits)
    /// Whether the modified view's size depends on its content's (`false` for a frame fixed
    /// in both dimensions).
    var sizeDependsOnContent: Bool { get }
    /// Whether the modifier sets a guide of its own (`alignmentGuide`).
    static var setsGuides: Bool { get }
    /// The modified view's guides at `size` (a padded text's baselines, moved by the padding).
    @MainActor func dimensions(
        for size: CGSize, proposal: ProposedViewSize, content: _ViewNode, _ engine: LayoutEngine
    ) -> ViewDimensions
    /// The rule `explain` names for the size: `G15 padding`.
    var layoutRule: String { get }
}

/// What a preference-writing modifier writes: one key, and whether it replaces the content's
/// value for it (`.preference`, P4) or folds the content's value in (`transformPreference`,
/// titles).
struct WrittenPreference {
    let key: AnyPreferenceKey
    let replacesContent: Bool

    @MainActor static func replacing<K: PreferenceKey>(_ key: K.Type) -> WrittenPreference {
        WrittenPreference(key: AnyPreferenceKey.of(K.self), replacesContent: true)
    }

    @MainActor static func transforming<K: PreferenceKey>(_ key: K.Type) -> WrittenPreference {
        WrittenPreference(key: AnyPreferenceKey.of(K.self), replacesContent: false)
    }
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
        PrimitiveModifierNode(view)
    }

    @MainActor func renderAttributes(into attributes: inout [String], node: ModifierNode) {}
    static var writesEnvironment: Bool { false }
    static var transformsEnvironment: Bool { false }
    func writeEnvironment(_ environment: inout EnvironmentValues) {}
    @MainActor func didMount(_ node: ModifierNode) {}
    @MainActor func didUpdate(from old: Self, _ node: ModifierNode) {}
    @MainActor func willUnmount(_ node: ModifierNode) {}
    @MainActor func appearanceDidChange(shown: Bool, _ node: ModifierNode) {}
    @MainActor func requestPreferences(_ inherited: PreferenceKeySet) -> PreferenceKeySet {
        inherited
    }
    static var writtenPreference: WrittenPreference? { nil }
    static var readsPreferences: Bool { false }
    @MainActor func transformPreferences(
        _ values: inout PreferenceValues, requested: PreferenceKeySet, node: ModifierNode
    ) {}
    @MainActor func preferencesDidUpdate(_ node: ModifierNode) {}
    static var laysOut: Bool { false }
    @MainActor func sizeThatFits(
        _ proposal: ProposedViewSize, content: _ViewNode, _ engine: LayoutEngine
    ) -> CGSize {
        engine.size(of: content, proposal)
    }
    @MainActor func placeContent(
        _ content: _ViewNode, in frame: CGRect, proposal: ProposedViewSize,
        _ engine: LayoutEngine
    ) {
        engine.place(content, in: frame, proposal: proposal, region: engine.currentRegion)
    }
    func writeTraits(_ traits: inout LayoutTraits) {}
    var sizeDependsOnContent: Bool { true }
    var layoutRule: String { "G3 modifier" }
    static var setsGuides: Bool { false }
    /// The content's guides, where it is: at the modified view's origin, proposed the same.
    @MainActor func dimensions(
        for size: CGSize, proposal: ProposedViewSize, content: _ViewNode, _ engine: LayoutEngine
    ) -> ViewDimensions {
        ViewDimensions(size: size, content: engine.dimensions(of: content, proposal), at: .zero)
    }
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
    _ViewNode, ModifierNode, ProvenanceFacet, AppearanceObserving, PreferenceFacet, DisplayFacet
{
    /// The modifier the node last evaluated (until then, the one it was made with).
    @exclusivity(unchecked) private var modifier: Modifier
    /// A value from the parent that the next evaluation applies: out of line, so that a node
    /// with nothing pending does not carry room for a whole `ModifiedContent`. A typed
    /// allocation rather than a boxing class: a generic class would cost a metadata lookup
    /// per box. Nonisolated only so that `deinit` (run on the main actor, where nodes are
    /// freed) can free it.
    @exclusivity(unchecked) nonisolated(unsafe) private var pending:
        UnsafeMutablePointer<
            ModifiedContent<Wrapped, Modifier>
        >?
    @exclusivity(unchecked) private var hasEvaluated = false
    @exclusivity(unchecked) private var storedState: AnyObject?

    /// The key the modifier writes, looked up once per node rather than in every hook.
    private let written: WrittenPreference?

    init(_ view: ModifiedContent<Wrapped, Modifier>) {
        modifier = view.modifier
        written = Modifier.writtenPreference
        super.init(viewType: ModifiedContent<Wrapped, Modifier>.self)
        hold(view)
    }

    deinit {
        if let pending {
            pending.deinitialize(count: 1)
            pending.deallocate()
        }
    }

    private func hold(_ value: ModifiedContent<Wrapped, Modifier>) {
        if let pending {
            pending.pointee = value
        } else {
            let made = UnsafeMutablePointer<ModifiedContent<Wrapped, Modifier>>.allocate(
                capacity: 1)
            made.initialize(to: value)
            pending = made
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
        if !isDirty, pending == nil, hasEvaluated, children.count == 1,
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
        // Invalidated by what it read (not by a new value): the same modifier runs again,
        // and the content, which did not change, stays with the child. (No optionals of the
        // generic types here: each would cost a metadata lookup per evaluation.)
        guard let pending else { return apply(modifier) }
        let value = pending.move()
        pending.deallocate()
        self.pending = nil
        apply(value.modifier)
        reconcileSingleChild(value.content)
    }

    private func apply(_ newModifier: Modifier) {
        if Modifier.writesEnvironment { applyWrites(of: newModifier) }
        if written != nil, !hasEvaluated || !ViewInputs.equal(modifier, newModifier) {
            graph.markPreferencesDirty(self)
        }
        if hasEvaluated { newModifier.didUpdate(from: modifier, self) }
        modifier = newModifier
        hasEvaluated = true
    }

    override func didMount() {
        if let written {
            graph.registerWrittenPreferenceKey(written.key, writer: self)
        }
        modifier.didMount(self)
    }

    var childRequestedPreferences: PreferenceKeySet {
        var keys = modifier.requestPreferences(requestedPreferences)
        if let written, written.replacesContent {
            keys = keys.removing(written.key)
        }
        return keys
    }
    var writtenPreference: WrittenPreference? { written }
    var readsPreferences: Bool { Modifier.readsPreferences }
    func computePreferences() -> PreferenceValues {
        var values = combinedChildPreferences()
        if written != nil {
            modifier.transformPreferences(
                &values, requested: requestedPreferences, node: self)
        }
        return values
    }
    /// `.navigationTitle` for `_NavigationTitleModifier`: how provenance names a built-in
    /// modifier that has no attribute of its own.
    var modifierCallName: String? {
        var name = displayName(of: Modifier.self)
        while name.hasPrefix("_") { name.removeFirst() }
        if name.hasSuffix("Modifier") { name.removeLast("Modifier".count) }
        guard let first = name.first else { return nil }
        return "." + first.lowercased() + name.dropFirst()
    }

    func readsPreference(_ key: AnyPreferenceKey) -> Bool {
        Modifier.readsPreferences && modifier.requestPreferences(PreferenceKeySet()).contains(key)
    }

    func applyOwnPreference(to values: inout PreferenceValues, key: AnyPreferenceKey) {
        guard written?.key === key else { return }
        modifier.transformPreferences(
            &values, requested: PreferenceKeySet().adding(key), node: self)
    }
    func preferencesDidUpdate() {
        if Modifier.readsPreferences { modifier.preferencesDidUpdate(self) }
    }
    override func willUnmount() {
        modifier.willUnmount(self)
        if let written {
            graph.unregisterWrittenPreferenceKey(written.key, writer: self)
        }
    }
    func appearanceDidChange(shown: Bool) {
        modifier.appearanceDidChange(shown: shown, self)
    }
    var transformsInheritedEnvironment: Bool { Modifier.transformsEnvironment }
    override var renderRole: RenderRole { .attribute }
    func renderAttributes(into attributes: inout [String]) {
        modifier.renderAttributes(into: &attributes, node: self)
    }
    override var pathComponent: String? { nil }

    /// Recomputes the entries this modifier writes (see ``_ViewNode/provideEnvironment(_:)``).
    private func applyWrites(of modifier: Modifier) {
        provideEnvironment { modifier.writeEnvironment(&$0) }
    }
}

extension PrimitiveModifierNode: LayoutFacet {
    var takesPartInLayout: Bool { Modifier.laysOut }

    func sizeThatFits(_ proposal: ProposedViewSize, _ engine: LayoutEngine) -> CGSize {
        guard let content = contentNode else { return .zero }
        return modifier.sizeThatFits(proposal, content: content, engine)
    }

    func placeChildren(in frame: CGRect, proposal: ProposedViewSize, _ engine: LayoutEngine) {
        guard let content = contentNode else { return }
        modifier.placeContent(content, in: frame, proposal: proposal, engine)
    }

    func dimensions(for size: CGSize, proposal: ProposedViewSize, _ engine: LayoutEngine)
        -> ViewDimensions
    {
        guard let content = contentNode else { return ViewDimensions(size: size) }
        return modifier.dimensions(for: size, proposal: proposal, content: content, engine)
    }

    func sizeDepends(on child: _ViewNode) -> Bool { modifier.sizeDependsOnContent }
    var passesTraitsThrough: Bool { true }
    var setsOwnGuides: Bool { Modifier.setsGuides }
    var guideContent: _ViewNode? { contentNode }
    func writeTraits(_ traits: inout LayoutTraits) { modifier.writeTraits(&traits) }
    var layoutRule: String { modifier.layoutRule }
}
