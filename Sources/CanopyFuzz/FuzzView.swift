import Canopy

/// Mounts one generated node. It is handed only the variables and bindings its subtree uses,
/// so a change reaches a view by the mechanism under test (environment, state, an object),
/// not because every argument changed.
struct FuzzView: View {
    let node: FuzzNode
    /// Values of `node.freeVariables`.
    let values: [Int: Int]
    /// Bindings to the locals `node.freeBindings` names.
    let bindings: FuzzBindings
    /// The `ForEach` items and `.id` values above this node.
    let path: [Int]
    let context: FuzzHostContext

    var identity: String { fuzzIdentity(node.id, path) }

    /// The view for `child`, handed the part of this node's scope it uses, plus a variable this
    /// node introduces.
    func view(
        _ child: FuzzNode, adding value: Int? = nil, binding: Binding<Int>? = nil,
        appending component: Int? = nil
    ) -> FuzzView {
        var childValues: [Int: Int] = [:]
        for name in child.freeVariables {
            childValues[name] = name == node.id ? value : values[name]
        }
        var childBindings = FuzzBindings()
        for name in child.freeBindings {
            childBindings.bindings[name] = name == node.id ? binding : bindings.bindings[name]
        }
        return FuzzView(
            node: child, values: childValues, bindings: childBindings,
            path: component.map { path + [$0] } ?? path, context: context)
    }

    func value(_ expression: FuzzExpression) -> Int { expression.value(in: values) }

    /// The view for `child` with this node's own variable set to `value`, recording that this
    /// node's wrapper read `value` (what the check compares with the state the update ends in).
    func introducing(_ value: Int, binding: Binding<Int>? = nil, into child: FuzzNode) -> FuzzView {
        context.recordRead(identity + "#", "\(value)")
        return view(child, adding: value, binding: binding)
    }

    var body: some View {
        let _ = context.recordRead(identity, fuzzReading(values))
        switch node.kind {
        case .text(let expression):
            Text("t\(node.id) \(value(expression))")
        case .environmentText(let key):
            FuzzEnvironmentText(id: node.id, identity: identity + "#", key: key, context: context)
        case .stack(let children):
            FuzzStack(frame: self, children: children)
        case .conditional(let expression, let then, let otherwise):
            if fuzzConditionHolds(value(expression)) {
                branch(then)
            } else if let otherwise {
                branch(otherwise)
            }
        case .forEach(let expression, let template):
            ForEach(fuzzLists[fuzzListIndex(value(expression))], id: \.self) { item in
                view(template, adding: item, appending: item)
            }
        case .identified(let expression, let child):
            let id = value(expression)
            view(child, appending: id).id(id)
        case .anyView(let child):
            AnyView(view(child))
        case .environmentWrite(let key, let expression, let child):
            view(child).environment(key.keyPath, value(expression))
        case .environmentTransform(let key, let delta, let child):
            view(child).transformEnvironment(key.keyPath) { $0 += delta }
        case .environmentScope(let key, let child):
            FuzzEnvironmentScope(frame: self, key: key, child: child)
        case .preferenceWrite(let key, let expression, let child):
            FuzzPreferenceWriter(frame: self, key: key, value: value(expression), child: child)
        case .preferenceTransform(let key, let delta, let child):
            FuzzPreferenceTransformer(frame: self, key: key, delta: delta, child: child)
        case .preferenceReader(let key, let child):
            switch key {
            case .sum: FuzzPreferenceReader<FuzzSumKey>(frame: self, child: child)
            case .list: FuzzPreferenceReader<FuzzListKey>(frame: self, child: child)
            }
        case .overlayReader(let key, let child):
            FuzzOverlayReader(frame: self, key: key, child: child)
        case .local(let child):
            FuzzLocal(frame: self, child: child)
        case .bindingButton(let local):
            let binding = bindings.bindings[local]
            Button("B" + identity) { binding?.wrappedValue += 1 }
        case .stateObject(let child):
            FuzzStateObject(frame: self, child: child)
        case .observedObject(let index, let child):
            FuzzObserved(frame: self, child: child, object: context.world.objects[index])
        case .environmentObject(let child):
            FuzzEnvironmentObjectReader(frame: self, child: child)
        case .observable(let field, let viaEnvironment, let child):
            if viaEnvironment {
                FuzzObservableFromEnvironment(frame: self, field: field, child: child)
            } else {
                FuzzObservable(frame: self, field: field, child: child, model: context.world.model)
            }
        case .lifecycle(let child):
            FuzzLifecycle(frame: self, child: child)
        case .onChange(let expression, let child):
            FuzzChangeObserver(frame: self, value: value(expression), child: child)
        case .buttonStyle(let expression, let child):
            view(child).buttonStyle(FuzzButtonStyle(text: "s\(node.id) \(value(expression))"))
        case .lazyContainer(let container, let child):
            FuzzLazyContainerView(frame: self, container: container, child: child)
        case .section:
            section
        case .effect(let effect, let expression, let child):
            let amount = effect.amount(value(expression))
            switch effect {
            case .opacity: view(child).opacity(amount)
            case .offset: view(child).offset(x: amount, y: -amount / 2)
            case .scale: view(child).scaleEffect(amount)
            }
        case .accessibility(let modifier, let expression, let child):
            let amount = value(expression)
            switch modifier {
            case .label: view(child).accessibilityLabel("L\(amount)")
            case .hidden: view(child).accessibilityHidden(FuzzAccessibility.hides(amount))
            case .combine:
                view(child).accessibilityElement(children: .combine)
                    .accessibilityValue("V\(amount)")
            case .contain:
                view(child).accessibilityElement(children: .contain)
                    .accessibilitySortPriority(Double((amount % 3 + 3) % 3))
            case .representation: view(child).accessibilityRepresentation { Text("R\(amount)") }
            case .children: view(child).accessibilityChildren { Text("C\(amount)") }
            case .rotor:
                view(child).accessibilityRotor("Rotor") {
                    AccessibilityRotorEntry("E\(amount)", id: amount)
                    if amount.isMultiple(of: 2) { AccessibilityRotorEntry("Even", id: -1) }
                }
            case .customContent: view(child).accessibilityCustomContent("Key", "K\(amount)")
            case .namedAction: view(child).accessibilityAction(named: "A\(amount)") {}
            case .adjustable:
                view(child).accessibilityAdjustableAction { _ in }.accessibilityValue("V\(amount)")
            }
        case .container(let container, let expression, let child) where container.isTabView:
            FuzzTabViewNode(
                frame: self, usesTabType: container == .tabs, value: value(expression),
                child: child)
        case .container(let container, let expression, let child) where container.isPicker:
            FuzzPickerNode(frame: self, style: container, value: value(expression), child: child)
        case .container(let container, let expression, let child):
            FuzzContainerModifierView(
                id: node.id, container: container, value: value(expression), child: view(child))
        case .animation(let animation, let expression, let child):
            view(child).animation(animation?.animation, value: value(expression))
        case .transition(let transition, let child):
            view(child).transition(transition.transition)
        }
    }

    /// A conditional's branch: a transition around it applies where the branch is inserted and
    /// removed, as in `if shows { Text("A").transition(.scale) }` (T17).
    @ViewBuilder func branch(_ branch: FuzzNode) -> some View {
        if case .transition(let transition, let child) = branch.kind {
            view(child).transition(transition.transition)
        } else {
            view(branch)
        }
    }
}

/// The root: two `@State` variables with their buttons, the combined button, and the objects
/// supplied to the whole tree.
public struct FuzzRoot: View {
    let root: FuzzNode
    let context: FuzzHostContext
    @State private var first: Int
    @State private var second: Int

    /// Mounts `root`; the root variables start from the context's seeds.
    public init(_ root: FuzzNode, context: FuzzHostContext) {
        self.root = root
        self.context = context
        _first = State(initialValue: context.rootSeeds[1] ?? 0)
        _second = State(initialValue: context.rootSeeds[2] ?? 0)
    }

    /// The root buttons and the generated tree, with the shared objects supplied.
    public var body: some View {
        let world = context.world
        VStack {
            Button("R1") { first += 1 }
            Button("R2") { second += 1 }
            Button("Rx") {
                first += 1
                world.objects[0].value += 1
                world.model.first += 1
                world.environmentObject.value += 1
            }
            FuzzView(
                node: root,
                values: [1: first, 2: second].filter { root.freeVariables.contains($0.key) },
                bindings: FuzzBindings(), path: [], context: context)
        }
        .environmentObject(world.environmentObject)
        .environment(world.model)
    }
}

/// The bindings a subtree is handed, equal when they name the same locals: a local's binding
/// points at the same storage for as long as the local (and so the subtree) keeps its
/// identity, so a re-created view value with the same names is the same input.
struct FuzzBindings: Equatable {
    var bindings: [Int: Binding<Int>] = [:]

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.bindings.keys.sorted() == rhs.bindings.keys.sorted()
    }
}
