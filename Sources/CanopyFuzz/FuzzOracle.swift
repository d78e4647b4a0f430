/// Predicts, from the rules alone, what a generated tree shows in a given state: the texts in
/// tree order (environment E3–E6, preferences P2–P6, state kept exactly as long as identity
/// L1/L2), the buttons, and the identities of the views that are mounted.
///
/// It keeps the state a person changed (root variables, locals and state objects by identity)
/// and forgets a local as soon as its identity leaves the tree, as SwiftUI does.
@MainActor
public struct FuzzOracle {
    /// What a tap on a button changes.
    public enum Target: Hashable, Sendable {
        case root(Int)
        /// A local or state object, by identity.
        case state(String)
        /// A tab view's or a picker's selection, by its key
        /// (``FuzzViewContainer/selectionKey(_:)``, ``FuzzViewContainer/pickKey(_:)``), set to
        /// a tab or an option.
        case tab(String, Int)
    }

    /// What the rules predict for the current state.
    public struct Expectation: Sendable {
        /// Every `Text` in tree order; inside lazy containers, rows that may not be in view.
        public var texts: [FuzzTextPattern] = []
        /// Every generated button outside lazy containers, by label.
        public var buttons: [String: Target] = [:]
        /// The buttons inside lazy containers, shown only while their row is in view.
        public var optionalButtons: [String: Target] = [:]
        /// The identities of mounted lifecycle nodes outside lazy containers.
        public var lifecycles: Set<String> = []
        /// The identities of lifecycle nodes inside lazy containers, which appear only while
        /// their row is in view.
        public var lazyLifecycles: Set<String> = []
        /// The value each mounted `onChange` node outside lazy containers observes, by identity.
        public var observedValues: [String: Int] = [:]
        /// The value each `onChange` node inside lazy containers observes while loaded.
        public var lazyObservedValues: [String: Int] = [:]
        /// What each mounted view's body reads in this state, by identity (see
        /// ``FuzzHostContext/reads``).
        public var readings: [String: String] = [:]
        /// The identities of the mounted `@State` and `@StateObject` views.
        public var stateful: Set<String> = []
        /// The tabs of the reachable tab views, by title: what selecting each sets (C10).
        public var tabs: [String: Target] = [:]
        /// The reachable pickers, by title (D105).
        public var pickers: [String: FuzzPickerTarget] = [:]
    }

    /// The root variables' values.
    public private(set) var roots: [Int: Int] = [1: 0, 2: 0]
    /// Locals and state objects, by identity (only mounted ones).
    public private(set) var states: [String: Int] = [:]
    /// The state of identities that left while something animated: a view held for its
    /// removal that comes back keeps it (D34).
    public private(set) var leftStates: [String: Int] = [:]

    /// An oracle at launch: every value at 0.
    public init() {}

    /// A tap on a button the last prediction listed.
    public mutating func apply(_ target: Target) {
        switch target {
        case .root(let name): roots[name, default: 0] += 1
        case .state(let identity): states[identity, default: 0] += 1
        case .tab(let key, let index): states[key] = index
        }
    }

    /// The `Rx` button: root variable 1 changes with the objects (which the world holds).
    public mutating func applyCombined() { roots[1, default: 0] += 1 }

    /// Predicts the tree for the world's current values, and forgets the state of identities
    /// that left it.
    /// `keepingLeft`: the host animates, so what left may be held and come back (D34): its
    /// state is kept in ``leftStates``.
    public mutating func predict(
        _ root: FuzzNode, world: FuzzWorld, keepingLeft: Bool = false
    ) -> Expectation {
        var walk = Walk(oracle: self, world: world)
        var scope: [Int: Int] = [:]
        for name in fuzzRootVariables { scope[name] = roots[name] ?? 0 }
        _ = walk.visit(
            root, scope: scope, environment: FuzzEnvironmentKey.allCases.map(\.defaultValue),
            path: [], locals: [:], lazy: false)
        if keepingLeft {
            for (identity, value) in states where !walk.mounted.contains(identity) {
                leftStates[identity] = value
            }
        } else {
            leftStates = [:]
        }
        states = states.filter { walk.mounted.contains($0.key) }
        var expectation = walk.expectation
        expectation.stateful = walk.mounted
        return expectation
    }

    /// The views of `identities`, which left while something animated, came back with their
    /// state (D34); any other left state that is in the tree again was made anew.
    public mutating func bringBack(_ identities: Set<String>, mounted: Set<String>) {
        for identity in identities {
            if let value = leftStates.removeValue(forKey: identity) { states[identity] = value }
        }
        for identity in mounted { leftStates[identity] = nil }
    }

    /// The combined preference values one subtree produces: defaults are identities of both
    /// reducers, so "produced nothing" and "produced the default" print alike (P3).
    /// Over rows a lazy container may not have loaded, a key's value is unknown.
    struct Produced {
        var sum = 0
        var list: [Int] = []
        var sumIsKnown = true
        var listIsKnown = true

        mutating func append(_ other: Produced) {
            sum += other.sum
            list += other.list
            sumIsKnown = sumIsKnown && other.sumIsKnown
            listIsKnown = listIsKnown && other.listIsKnown
        }

        /// `"<prefix><value>"`, or any text starting with `prefix` when the value is unknown.
        func text(_ key: FuzzPreferenceKey, prefix: String) -> FuzzTextPattern {
            switch key {
            case .sum: return sumIsKnown ? .text(prefix + "\(sum)") : .prefix(prefix)
            case .list: return listIsKnown ? .text(prefix + "\(list)") : .prefix(prefix)
            }
        }
    }

    @MainActor
    private struct Walk {
        let oracle: FuzzOracle
        let world: FuzzWorld
        var expectation = Expectation()
        var mounted: Set<String> = []

        init(oracle: FuzzOracle, world: FuzzWorld) {
            self.oracle = oracle
            self.world = world
        }

        mutating func visit(
            _ node: FuzzNode, scope: [Int: Int], environment: [Int], path: [Int],
            locals: [Int: String], lazy: Bool, buttonStyle: String? = nil
        ) -> Produced {
            let id = node.id
            let identity = fuzzIdentity(id, path)
            var own: [Int: Int] = [:]
            for name in node.freeVariables { own[name] = scope[name] }
            expectation.readings[identity] = fuzzReading(own)
            func child(
                _ child: FuzzNode, value: Int? = nil, environment env: [Int]? = nil,
                appending component: Int? = nil, local: String? = nil, style: String? = nil,
                lazy inLazy: Bool? = nil
            ) -> Produced {
                var childScope = scope
                if let value {
                    childScope[id] = value
                    expectation.readings[identity + "#"] = "\(value)"
                }
                var childLocals = locals
                if let local { childLocals[id] = local }
                return visit(
                    child, scope: childScope, environment: env ?? environment,
                    path: component.map { path + [$0] } ?? path, locals: childLocals,
                    lazy: inLazy ?? lazy, buttonStyle: style ?? buttonStyle)
            }
            // Inside a lazy container, what `body` adds is shown only while in view.
            func optionally(_ body: () -> Produced) -> Produced {
                guard lazy else { return body() }
                let start = expectation.texts.count
                let produced = body()
                let shown = Array(expectation.texts[start...])
                expectation.texts.removeSubrange(start...)
                if !shown.isEmpty { expectation.texts.append(.optional(shown)) }
                return produced
            }
            func addButton(_ label: String, _ target: Target) {
                if lazy {
                    expectation.optionalButtons[label] = target
                } else {
                    expectation.buttons[label] = target
                }
            }
            // A button below a custom style shows the style's text in place of its title (E3);
            // the closest style wins (E4).
            func show(_ text: String) -> Produced {
                expectation.texts.append(.text(text))
                return Produced()
            }
            func button() {
                if let buttonStyle { expectation.texts.append(.text(buttonStyle)) }
            }
            switch node.kind {
            case .text(let expression):
                expectation.texts.append(.text("t\(id) \(expression.value(in: scope))"))
                return Produced()
            case .environmentText(let key):
                expectation.texts.append(.text("e\(id) \(environment[key.rawValue])"))
                expectation.readings[identity + "#"] = "\(environment[key.rawValue])"
                return Produced()
            case .stack(let children):
                var produced = Produced()
                for element in children { produced.append(child(element)) }
                return produced
            case .conditional(let expression, let then, let otherwise):
                if fuzzConditionHolds(expression.value(in: scope)) { return child(then) }
                return otherwise.map { child($0) } ?? Produced()
            case .forEach(let expression, let template):
                var produced = Produced()
                for item in fuzzLists[fuzzListIndex(expression.value(in: scope))] {
                    produced.append(
                        optionally { child(template, value: item, appending: item) })
                }
                return produced
            case .identified(let expression, let element):
                return child(element, appending: expression.value(in: scope))
            case .container(let container, let expression, let element) where container.isTabView:
                // Every tab is mounted and keeps its state, only the selected one is seen, and
                // only its preferences go on up (C10).
                let key = FuzzViewContainer.selectionKey(identity)
                mounted.insert(key)
                for index in 0..<2 {
                    expectation.tabs[FuzzViewContainer.tabLabel(identity, index)] = .tab(key, index)
                }
                if oracle.states[key] ?? 0 == 0 { return child(element) }
                let before = expectation
                _ = child(element)
                expectation.forgetUnseen(since: before)
                expectation.texts.append(.text("k\(id) \(expression.value(in: scope))"))
                return Produced()
            case .container(let container, let expression, let element) where container.isPicker:
                // The picker's options are mounted (D105), its selection kept by identity as a
                // tab view's is; the text below it shows the selection and the value.
                let key = FuzzViewContainer.pickKey(identity)
                mounted.insert(key)
                let count = FuzzViewContainer.optionCount(id)
                expectation.pickers[FuzzViewContainer.pickerLabel(identity)] = FuzzPickerTarget(
                    key: key, options: count, segmented: container == .segmentedPicker)
                for index in 0..<count {
                    expectation.texts.append(.text(FuzzViewContainer.optionLabel(id, index)))
                }
                expectation.texts.append(
                    .text(
                        FuzzViewContainer.selectionText(
                            id, selection: oracle.states[key] ?? 0,
                            value: expression.value(in: scope))))
                return child(element)
            case .effect(_, _, let element), .animation(_, _, let element),
                .transition(_, let element), .accessibility(_, _, let element),
                .container(_, _, let element):
                // What animates is no text: the values shown are the update's (T8, T17).
                return child(element)
            case .anyView(let element), .lifecycle(let element):
                if case .lifecycle = node.kind {
                    if lazy {
                        expectation.lazyLifecycles.insert(identity)
                    } else {
                        expectation.lifecycles.insert(identity)
                    }
                }
                return child(element)
            case .environmentWrite(let key, let expression, let element):
                var env = environment
                env[key.rawValue] = expression.value(in: scope)
                return child(element, environment: env)
            case .environmentTransform(let key, let delta, let element):
                var env = environment
                env[key.rawValue] += delta
                return child(element, environment: env)
            case .environmentScope(let key, let element):
                return child(element, value: environment[key.rawValue])
            case .preferenceWrite(let key, let expression, let element):
                var produced = child(element)
                let value = expression.value(in: scope)
                if key == .sum {
                    produced.sum = value
                    produced.sumIsKnown = true
                } else {
                    produced.list = [value]
                    produced.listIsKnown = true
                }
                return produced
            case .preferenceTransform(let key, let delta, let element):
                var produced = child(element)
                if key == .sum { produced.sum += delta } else { produced.list.append(delta) }
                return produced
            case .preferenceReader(let key, let element):
                let produced = child(element)
                expectation.texts.append(produced.text(key, prefix: "p\(id) "))
                return produced
            case .overlayReader(let key, let element):
                // A one-line overlay renders on the line of the view it decorates, before the
                // content's own lines.
                let start = expectation.texts.count
                let produced = child(element)
                expectation.texts.insert(produced.text(key, prefix: "v\(id) "), at: start)
                return produced
            case .local(let element):
                mounted.insert(identity)
                addButton("L" + identity, .state(identity))
                button()
                return child(
                    element, value: oracle.states[identity] ?? 0, local: identity)
            case .bindingButton(let local):
                button()
                if let target = locals[local] {
                    addButton("B" + identity, .state(target))
                }
                return Produced()
            case .stateObject(let element):
                mounted.insert(identity)
                addButton("S" + identity, .state(identity))
                button()
                return child(element, value: oracle.states[identity] ?? 0)
            case .observedObject(let index, let element):
                return child(element, value: world.objects[index].value)
            case .environmentObject(let element):
                return child(element, value: world.environmentObject.value)
            case .observable(let field, _, let element):
                return child(element, value: world.model[field])
            case .onChange(let expression, let element):
                if lazy {
                    expectation.lazyObservedValues[identity] = expression.value(in: scope)
                } else {
                    expectation.observedValues[identity] = expression.value(in: scope)
                }
                return child(element)
            case .buttonStyle(let expression, let element):
                return child(element, style: "s\(id) \(expression.value(in: scope))")
            case .lazyContainer(let container, let element):
                var produced = child(element, lazy: lazy || container.loadsLazily)
                if container.loadsLazily {
                    produced.sumIsKnown = false
                    produced.listIsKnown = false
                }
                return produced
            case .section(let section, let expression, let element):
                // A section's title is no text of its own; inside a lazy container its header
                // and footer show only while in view (D17, D24).
                let value = expression.value(in: scope)
                if section.hasHeader { _ = optionally { show("h\(id) \(value)") } }
                let produced = child(element)
                if section.hasFooter { _ = optionally { show("f\(id) \(value)") } }
                return produced
            }
        }
    }
}

extension FuzzOracle.Expectation {
    /// Forgets what a subtree walked since `before` would show: it is mounted but not seen (a
    /// tab view's other tab, C10). Its views keep their state and their bodies see the
    /// update's values, but it shows no text, no button or tab a person can reach, and nothing
    /// in it has appeared.
    mutating func forgetUnseen(since before: Self) {
        texts = before.texts
        buttons = before.buttons
        optionalButtons = before.optionalButtons
        lifecycles = before.lifecycles
        lazyLifecycles = before.lazyLifecycles
        tabs = before.tabs
        pickers = before.pickers
    }
}
