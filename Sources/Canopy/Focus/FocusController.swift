/// One window's focus (F1–F3, F5–F8, F10): the view with keyboard focus and the one with
/// accessibility focus, the views that can take focus, the focus-state bindings and
/// focused-value publishers in the window, and the focused values resolved from them.
///
/// Everything here is kept up to date by registration (views register as they mount and leave
/// as they unmount), so moving focus walks the focused view's ancestors and the window's
/// bindings and publishers, never the whole tree.
@MainActor
final class FocusController: GraphFeature {
    private var graph: ViewGraph? { graphHandle.target }
    private let graphHandle: GraphHandle
    /// The view with keyboard focus.
    private(set) var focused: _ViewNode?
    /// The view assistive technologies focus, and the technology that moved there.
    private(set) var accessibilityFocused: _ViewNode?
    private(set) var accessibilityTechnology: AccessibilityTechnologies = .voiceOver

    /// Views that take keyboard focus (text inputs, `focusable()` views).
    private(set) var focusables: [ObjectIdentifier: _ViewNode] = [:]
    /// `focused(_:)` / `accessibilityFocused(_:)` modifiers, by node.
    private var bindings: [ObjectIdentifier: FocusBinding] = [:]
    /// Focused-value publishers, by node.
    private var publishers: [ObjectIdentifier: FocusedValuePublication] = [:]
    /// Every state bound or written in this window, weakly: each follows focus.
    private var states: [ObjectIdentifier: WeakFocusState] = [:]
    private var requests: [(state: AnyFocusStateLocation, value: AnyHashable)] = []
    private var focusMoved = false
    private var publishersChanged = false
    private var settledInFlush = (serial: -1, count: 0)

    /// The focused values visible in this window (D8): what `@FocusedValue` in its views reads.
    let values = FocusScope()
    /// Bumped whenever ``values`` change, so an app host mirrors the key window cheaply.
    private(set) var valuesVersion = 0

    /// How many times focus may settle in one flush before it is cut off (a focus loop).
    static let settleLimit = 32

    init(graph: ViewGraph) { graphHandle = graph.handle }

    /// Focus hears no node events: the views that take focus register and leave themselves.
    static var events: GraphEvents { [] }

    var isPending: Bool {
        !requests.isEmpty || focusMoved || publishersChanged || needsVisibilityCheck
    }

    /// Focus leaves a view that stops being shown (its tab deselected, a destination pushed
    /// over it): checked after each update that evaluated something while a view had focus.
    private var needsVisibilityCheck: Bool {
        guard focused != nil || accessibilityFocused != nil, let graph else { return false }
        return checkedPass != graph.passSerial
    }
    private var checkedPass: Int32 = -1

    /// What the maps remember that is no longer in the window.
    func checkInvariants(into problems: inout [String]) {
        let remembered =
            Array(focusables.values) + bindings.values.map(\.node) + publishers.values.map(\.node)
            + [focused, accessibilityFocused].compactMap { $0 }
        for node in remembered where !node.isMounted || node.graph !== graph {
            problems.append("the focus controller remembers a view no longer in the window")
        }
    }

    // MARK: Registration

    func registerFocusable(_ node: _ViewNode) {
        focusables[ObjectIdentifier(node)] = node
    }

    func unregisterFocusable(_ node: _ViewNode) {
        focusables[ObjectIdentifier(node)] = nil
        if focused === node { moveFocus(to: nil) }
        if accessibilityFocused === node { moveAccessibilityFocus(to: nil) }
    }

    func register(_ binding: FocusBinding) {
        bindings[ObjectIdentifier(binding.node)] = binding
        states[ObjectIdentifier(binding.state)] = WeakFocusState(binding.state)
        focusMoved = true
        graph?.requestFlush()
    }

    func unregisterBinding(of node: _ViewNode) {
        guard bindings.removeValue(forKey: ObjectIdentifier(node)) != nil else { return }
        focusMoved = true
    }

    func publish(_ publication: FocusedValuePublication) {
        publishers[ObjectIdentifier(publication.node)] = publication
        publishersChanged = true
        graph?.requestFlush()
    }

    func unpublish(_ node: _ViewNode) {
        guard publishers.removeValue(forKey: ObjectIdentifier(node)) != nil else { return }
        publishersChanged = true
    }

    /// Code wrote a focus state: focus moves at the end of the update.
    func request(_ state: AnyFocusStateLocation, _ value: AnyHashable) {
        states[ObjectIdentifier(state)] = WeakFocusState(state)
        requests.append((state, value))
        graph?.requestFlush()
    }

    // MARK: Moving focus

    /// Moves keyboard focus to `node` (a registered focusable) or clears it.
    func moveFocus(to node: _ViewNode?) {
        guard node !== focused else { return }
        let previous = focused
        focused = node
        focusMoved = true
        // `isFocused` (F2) is written by focusable views for their content.
        for changed in [previous, node] {
            if let changed, changed.isMounted, changed is any FocusableEnvironmentWriter {
                graph?.invalidate(changed)
            }
        }
        graph?.requestFlush()
    }

    /// Moves accessibility focus to `node` as `technology` would, or clears it.
    func moveAccessibilityFocus(
        to node: _ViewNode?, using technology: AccessibilityTechnologies = .voiceOver
    ) {
        guard node !== accessibilityFocused || technology != accessibilityTechnology else { return }
        accessibilityFocused = node
        accessibilityTechnology = technology
        focusMoved = true
        graph?.requestFlush()
    }

    /// Whether `node` may take keyboard focus now (registered and not disabled).
    func canFocus(_ node: _ViewNode) -> Bool {
        guard focusables[ObjectIdentifier(node)] != nil else { return false }
        return (node as? any FocusableNode)?.acceptsFocus ?? true
    }

    // MARK: Settling

    var runsOnCurrentViews: Bool { true }

    func run() {
        guard let graph else { return }
        if settledInFlush.serial != graph.flushSerial {
            settledInFlush = (graph.flushSerial, 0)
        }
        settledInFlush.count += 1
        guard settledInFlush.count <= Self.settleLimit else {
            reportLoop(graph)
            return
        }
        checkedPass = graph.passSerial
        if let focused, !isShown(focused) { moveFocus(to: nil) }
        if let accessibilityFocused, !isShown(accessibilityFocused) {
            moveAccessibilityFocus(to: nil, using: accessibilityTechnology)
        }
        let pending = requests
        requests = []
        for (state, value) in pending { apply(state, value, graph: graph) }
        if focusMoved {
            focusMoved = false
            publishersChanged = true
            syncStates(also: pending.map(\.state))
        }
        if publishersChanged {
            publishersChanged = false
            if values.replace(with: resolvedValues()) { valuesVersion += 1 }
        }
    }

    /// Moves focus where `value` of `state` says: to the first view bound to that value (a
    /// diagnostic when two are), or away from the state's views for `false`/`nil`.
    private func apply(_ state: AnyFocusStateLocation, _ value: AnyHashable, graph: ViewGraph) {
        let current = state.channel == .keyboard ? focused : accessibilityFocused
        if value == state.unfocusedValue {
            let holds = activeBindings(for: state.channel).contains { $0.state === state }
            if holds { move(state.channel, to: nil) }
            focusMoved = true
            return
        }
        let candidates = graph.treeOrdered(
            bindings.values.filter { $0.state === state && $0.value == value }.map(\.node))
        if candidates.count > 1 {
            graph.record(
                Diagnostic(
                    kind: .focusConflict,
                    message:
                        "\(candidates.count) views are bound to the same focus value \(ValueFormatter.format(value.base)): \(candidates.map(\.pathOfFirstLine).joined(separator: " and ")); the first takes focus",
                    viewPath: candidates[0].pathOfFirstLine))
        }
        let target = candidates.lazy.compactMap { self.target(below: $0, channel: state.channel) }
            .first
        if let target, target !== current { move(state.channel, to: target) }
        // A value no view can take reverts when the states follow focus.
        focusMoved = true
    }

    private func move(_ channel: FocusChannel, to node: _ViewNode?) {
        switch channel {
        case .keyboard: moveFocus(to: node)
        case .accessibility(let technologies):
            moveAccessibilityFocus(to: node, using: technologies)
        }
    }

    /// The view a binding's modifier gives focus to: the first focusable in its content (for
    /// accessibility, the first element a person can read or operate).
    private func target(below binding: _ViewNode, channel: FocusChannel) -> _ViewNode? {
        var pending: [_ViewNode] = [binding]
        while let node = pending.popLast() {
            switch channel {
            case .keyboard:
                if canFocus(node), isShown(node) { return node }
            case .accessibility:
                if node is any InteractiveNode || node is TypedNode<Text>, isShown(node) {
                    return node
                }
            }
            pending.append(childrenReversed: node.children)
        }
        return nil
    }

    /// The bindings whose views have focus on `channel` now: a `Bool` binding when focus is in
    /// its content, an `equals:` binding when its own view has focus (no other focusable view
    /// between the modifier and the focused view, F1).
    private func activeBindings(for channel: FocusChannel) -> [FocusBinding] {
        let start: _ViewNode?
        switch channel {
        case .keyboard: start = focused
        case .accessibility(let technologies):
            guard !technologies.isDisjoint(with: accessibilityTechnology) else { return [] }
            start = accessibilityFocused
        }
        var active: [FocusBinding] = []
        var passedFocusable = false
        var cursor = start
        while let node = cursor {
            if let binding = bindings[ObjectIdentifier(node)], binding.state.channel == channel {
                if binding.matchesContainedFocus || !passedFocusable { active.append(binding) }
            }
            if node !== start, focusables[ObjectIdentifier(node)] != nil { passedFocusable = true }
            cursor = node.parent
        }
        return active
    }

    /// Every state takes the value focus implies: the innermost active binding's value, else
    /// its unfocused value.
    private func syncStates(also written: [AnyFocusStateLocation]) {
        var implied: [ObjectIdentifier: AnyHashable] = [:]
        var channels = Set<FocusChannel>([.keyboard])
        for entry in states.values { if let state = entry.state { channels.insert(state.channel) } }
        for channel in channels {
            for binding in activeBindings(for: channel)
            where implied[ObjectIdentifier(binding.state)] == nil {
                implied[ObjectIdentifier(binding.state)] = binding.value
            }
        }
        for written in written { states[ObjectIdentifier(written)] = WeakFocusState(written) }
        for (id, entry) in states {
            guard let state = entry.state else {
                states[id] = nil
                continue
            }
            state.follow(implied[id] ?? state.unfocusedValue)
        }
    }

    // MARK: Focused values

    /// View-scoped values from the focused view's ancestors, innermost first (F5), then
    /// scene-scoped values for keys no view publisher set, the deepest publisher winning (F6).
    private func resolvedValues() -> [ObjectIdentifier: FocusScope.Entry] {
        var result: [ObjectIdentifier: FocusScope.Entry] = [:]
        // The focused text input is itself the value the text commands act on.
        if let input = focused as? any TextTransforming, input.isTransformable {
            result[ObjectIdentifier(TextEditingTargetKey.self)] = FocusScope.Entry(
                value: TextEditingTarget(input: input.handle), publisher: ObjectIdentifier(input))
        }
        var cursor = focused
        while let node = cursor {
            if let publication = publishers[ObjectIdentifier(node)], !publication.isSceneScoped {
                for (key, value) in publication.entries where result[key] == nil {
                    result[key] = FocusScope.Entry(value: value, publisher: ObjectIdentifier(node))
                }
            }
            cursor = node.parent
        }
        let sceneScoped = publishers.values.filter(\.isSceneScoped).map(\.node)
        guard !sceneScoped.isEmpty, let graph else { return result }
        let viewKeys = Set(result.keys)
        // The deepest navigation level first (a pushed destination beats the root, F6), then
        // the deepest in the tree, ties in tree order (the numbering `treeOrdered` keeps).
        let ranked = graph.treeOrdered(sceneScoped).map { ($0, navigationDepth(of: $0)) }
        let ordered = ranked.sorted {
            ($0.1, $0.0.depth, -$0.0.preorderIndex) > ($1.1, $1.0.depth, -$1.0.preorderIndex)
        }
        for (node, _) in ordered {
            guard let publication = publishers[ObjectIdentifier(node)] else { continue }
            for (key, value) in publication.entries
            where !viewKeys.contains(key) && result[key] == nil {
                result[key] = FocusScope.Entry(value: value, publisher: ObjectIdentifier(node))
            }
        }
        return result
    }

    /// How many destinations are pushed above `node`'s level in the navigation containers
    /// around it.
    private func navigationDepth(of node: _ViewNode) -> Int {
        var depth = 0
        var child = node
        while let parent = child.parent {
            if parent is any BackNavigable,
                let level = parent.children.firstIndex(where: { $0 === child })
            {
                depth += level
            }
            child = parent
        }
        return depth
    }

    // MARK: Visibility

    /// Whether a person can see `node`: every container on its way up shows the branch it is
    /// on (not an unselected tab, not a covered navigation level).
    func isShown(_ node: _ViewNode) -> Bool { graph?.isReachable(node) ?? false }

    private func reportLoop(_ graph: ViewGraph) {
        requests = []
        focusMoved = false
        publishersChanged = false
        let bound = graph.treeOrdered(bindings.values.map(\.node)).map(\.pathOfFirstLine)
        graph.record(
            Diagnostic(
                kind: .updateLoop,
                message:
                    "Focus kept moving: it settled more than \(Self.settleLimit) times in one update; the views bound to focus state are \(bound.isEmpty ? "none" : bound.joined(separator: ", "))",
                viewPath: focused?.pathOfFirstLine))
    }
}

/// A `focused(_:)` or `accessibilityFocused(_:)` modifier: its node, the state it binds, and the
/// value the state takes while its view has focus (`true` for the `Bool` form).
@MainActor
struct FocusBinding {
    let node: _ViewNode
    let state: AnyFocusStateLocation
    let value: AnyHashable
    /// The `Bool` form: active while focus is anywhere in the content.
    let matchesContainedFocus: Bool
}

/// What one focused-value modifier publishes, and for how far (F5, F6).
@MainActor
struct FocusedValuePublication {
    let node: _ViewNode
    let entries: [ObjectIdentifier: Any]
    let isSceneScoped: Bool
}

@MainActor
private struct WeakFocusState {
    weak var state: AnyFocusStateLocation?
    init(_ state: AnyFocusStateLocation) { self.state = state }
}

/// A node that takes keyboard focus (a text input, a `focusable()` view).
@MainActor
protocol FocusableNode: _ViewNode {
    /// Whether it takes focus now (a disabled field does not).
    var acceptsFocus: Bool { get }
    /// What a person calls it: the host finds it by this label.
    var focusLabel: String { get }
}

/// A focusable node that writes `isFocused` for its content (F2): re-evaluated when its focus
/// changes.
@MainActor
protocol FocusableEnvironmentWriter: _ViewNode {}

@MainActor private let focusSlot = GraphFeatures.slot(of: FocusController.self)

extension ViewGraph {
    /// The window's focus.
    var focus: FocusController { feature(at: focusSlot, as: FocusController.self) }
}
