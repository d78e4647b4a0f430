/// A generated view tree: the description the differential check mounts, mutates, predicts and
/// shrinks. Nodes are immutable and compared by identity; a node keeps its `id` through
/// shrinking, so steps that name a node stay meaningful.
public final class FuzzNode: Sendable {
    /// The node's number, unique in its program; variables a node introduces are named by it.
    public let id: Int
    /// What the node is.
    public let kind: Kind
    /// The variables read in this subtree that it does not introduce itself, sorted: what the
    /// parent must hand down.
    public let freeVariables: [Int]
    /// The locals this subtree's binding buttons write, sorted: the bindings it must be handed.
    public let freeBindings: [Int]
    /// How many nodes the subtree holds.
    public let size: Int

    /// A node numbered `id`; its free variables, bindings and size are derived from `kind`.
    public init(id: Int, kind: Kind) {
        self.id = id
        self.kind = kind
        var variables = Set<Int>()
        var bindings = Set<Int>()
        var size = 1
        for expression in kind.expressions {
            if let name = expression.variable { variables.insert(name) }
        }
        if case .bindingButton(let local) = kind { bindings.insert(local) }
        for child in kind.children {
            variables.formUnion(child.freeVariables)
            bindings.formUnion(child.freeBindings)
            size += child.size
        }
        if kind.introducesVariable { variables.remove(id) }
        if case .local = kind { bindings.remove(id) }
        freeVariables = variables.sorted()
        freeBindings = bindings.sorted()
        self.size = size
    }

    /// What a node is. Each case is one construct Canopy supports; the children are the
    /// subtrees it wraps.
    public enum Kind: Sendable {
        /// `Text("t<id> <value>")`.
        case text(FuzzExpression)
        /// `Text("e<id> <value>")` reading an environment key with `@Environment`.
        case environmentText(FuzzEnvironmentKey)
        /// A `VStack` of one to three children (a tuple: static positions).
        case stack([FuzzNode])
        /// `if value is even { then } else { otherwise }`.
        case conditional(FuzzExpression, FuzzNode, FuzzNode?)
        /// `ForEach(lists[value], id: \.self) { item in … }`; the item is variable `id`.
        case forEach(FuzzExpression, FuzzNode)
        /// `.id(value)`.
        case identified(FuzzExpression, FuzzNode)
        /// `AnyView(child)`.
        case anyView(FuzzNode)
        /// `.environment(\.key, value)`.
        case environmentWrite(FuzzEnvironmentKey, FuzzExpression, FuzzNode)
        /// `.transformEnvironment(\.key) { $0 += delta }`.
        case environmentTransform(FuzzEnvironmentKey, Int, FuzzNode)
        /// A view reading an environment key with `@Environment`; the value is variable `id`.
        case environmentScope(FuzzEnvironmentKey, FuzzNode)
        /// `.preference(key:value:)`.
        case preferenceWrite(FuzzPreferenceKey, FuzzExpression, FuzzNode)
        /// `.transformPreference(key) { add delta }`.
        case preferenceTransform(FuzzPreferenceKey, Int, FuzzNode)
        /// `onPreferenceChange` into `@State`, shown as `Text("p<id> <value>")` after the child.
        case preferenceReader(FuzzPreferenceKey, FuzzNode)
        /// `overlayPreferenceValue(key) { Text("v<id> <value>") }`.
        case overlayReader(FuzzPreferenceKey, FuzzNode)
        /// A view with `@State` (variable `id`) and a button `L<id>@<path>` that increments it.
        case local(FuzzNode)
        /// A button `B<id>@<path>` that increments an enclosing local through a `@Binding`.
        case bindingButton(local: Int)
        /// A view with a `@StateObject` (variable `id`) and a button `S<id>@<path>`.
        case stateObject(FuzzNode)
        /// A view observing shared object `index` with `@ObservedObject` (variable `id`).
        case observedObject(index: Int, FuzzNode)
        /// A view reading the shared `@EnvironmentObject` (variable `id`).
        case environmentObject(FuzzNode)
        /// A view reading field `field` of the shared `@Observable` model (variable `id`),
        /// held as a `let` or read with `@Environment(Model.self)`.
        case observable(field: Int, viaEnvironment: Bool, FuzzNode)
        /// `.onAppear` / `.onDisappear` logging the node's identity.
        case lifecycle(FuzzNode)
        /// `.onChange(of: value)` logging old and new values.
        case onChange(FuzzExpression, FuzzNode)
        /// `.buttonStyle(FuzzButtonStyle(text: "s<id> <value>"))`: every button below it whose
        /// closest style this is shows that text instead of its title (E3, E4).
        case buttonStyle(FuzzExpression, FuzzNode)
        /// The child in a lazy container kept short along its axis (a lazy stack or grid in a
        /// scroll view, a list, a form), which mounts only the rows in view (G29, D17, D24).
        case lazyContainer(FuzzLazyContainer, FuzzNode)
        /// `Section` around the child, its header and footer texts showing `value` (D24).
        case section(FuzzSection, FuzzExpression, FuzzNode)
        /// A built-in animatable effect (`.opacity`, `.offset`, `.scaleEffect`) of `value` (T7).
        case effect(FuzzEffect, FuzzExpression, FuzzNode)
        /// An accessibility modifier of `value` (issue 39).
        case accessibility(FuzzAccessibility, FuzzExpression, FuzzNode)
        /// A value a container collects from the subtree, of `value`: a badge, a toolbar item,
        /// a sheet with detents (C1, C11, C14; issue 40).
        case container(FuzzViewContainer, FuzzExpression, FuzzNode)
        /// `.animation(animation, value: value)`; `nil` removes the animation (T3).
        case animation(FuzzAnimation?, FuzzExpression, FuzzNode)
        /// `.transition(_:)`; on a conditional's branch, applied where the branch is inserted
        /// (T17).
        case transition(FuzzTransition, FuzzNode)

        /// The subtrees this node wraps, in tree order.
        public var children: [FuzzNode] {
            switch self {
            case .text, .environmentText, .bindingButton: return []
            case .stack(let children): return children
            case .conditional(_, let then, let otherwise):
                return [then] + (otherwise.map { [$0] } ?? [])
            case .forEach(_, let child), .identified(_, let child), .anyView(let child),
                .environmentWrite(_, _, let child), .environmentTransform(_, _, let child),
                .environmentScope(_, let child), .preferenceWrite(_, _, let child),
                .preferenceTransform(_, _, let child), .preferenceReader(_, let child),
                .overlayReader(_, let child), .local(let child), .stateObject(let child),
                .observedObject(_, let child), .environmentObject(let child),
                .observable(_, _, let child), .lifecycle(let child), .onChange(_, let child),
                .buttonStyle(_, let child), .lazyContainer(_, let child), .section(_, _, let child),
                .effect(_, _, let child), .animation(_, _, let child), .transition(_, let child),
                .accessibility(_, _, let child), .container(_, _, let child):
                return [child]
            }
        }

        /// The expressions this node evaluates.
        public var expressions: [FuzzExpression] {
            switch self {
            case .text(let e), .conditional(let e, _, _), .forEach(let e, _), .identified(let e, _),
                .environmentWrite(_, let e, _), .preferenceWrite(_, let e, _), .onChange(let e, _),
                .buttonStyle(let e, _), .section(_, let e, _), .effect(_, let e, _),
                .animation(_, let e, _), .accessibility(_, let e, _), .container(_, let e, _):
                return [e]
            default: return []
            }
        }

        /// Whether the node makes variable `id` visible to its subtree.
        public var introducesVariable: Bool {
            switch self {
            case .forEach, .environmentScope, .local, .stateObject, .observedObject,
                .environmentObject, .observable:
                return true
            default: return false
            }
        }

        /// The same kind with other children (in the order of ``children``).
        public func replacingChildren(_ new: [FuzzNode]) -> Kind {
            switch self {
            case .text, .environmentText, .bindingButton: return self
            case .stack: return .stack(new)
            case .conditional(let e, _, _):
                return .conditional(e, new[0], new.count > 1 ? new[1] : nil)
            case .forEach(let e, _): return .forEach(e, new[0])
            case .identified(let e, _): return .identified(e, new[0])
            case .anyView: return .anyView(new[0])
            case .environmentWrite(let k, let e, _): return .environmentWrite(k, e, new[0])
            case .environmentTransform(let k, let d, _): return .environmentTransform(k, d, new[0])
            case .environmentScope(let k, _): return .environmentScope(k, new[0])
            case .preferenceWrite(let k, let e, _): return .preferenceWrite(k, e, new[0])
            case .preferenceTransform(let k, let d, _): return .preferenceTransform(k, d, new[0])
            case .preferenceReader(let k, _): return .preferenceReader(k, new[0])
            case .overlayReader(let k, _): return .overlayReader(k, new[0])
            case .local: return .local(new[0])
            case .stateObject: return .stateObject(new[0])
            case .observedObject(let i, _): return .observedObject(index: i, new[0])
            case .environmentObject: return .environmentObject(new[0])
            case .observable(let f, let v, _):
                return .observable(field: f, viaEnvironment: v, new[0])
            case .lifecycle: return .lifecycle(new[0])
            case .onChange(let e, _): return .onChange(e, new[0])
            case .buttonStyle(let e, _): return .buttonStyle(e, new[0])
            case .lazyContainer(let c, _): return .lazyContainer(c, new[0])
            case .section(let s, let e, _): return .section(s, e, new[0])
            case .effect(let f, let e, _): return .effect(f, e, new[0])
            case .accessibility(let a, let e, _): return .accessibility(a, e, new[0])
            case .container(let c, let e, _): return .container(c, e, new[0])
            case .animation(let a, let e, _): return .animation(a, e, new[0])
            case .transition(let t, _): return .transition(t, new[0])
            }
        }

        /// The same kind with its expressions replaced (in the order of ``expressions``).
        public func replacingExpressions(_ new: [FuzzExpression]) -> Kind {
            switch self {
            case .text: return .text(new[0])
            case .conditional(_, let t, let o): return .conditional(new[0], t, o)
            case .forEach(_, let c): return .forEach(new[0], c)
            case .identified(_, let c): return .identified(new[0], c)
            case .environmentWrite(let k, _, let c): return .environmentWrite(k, new[0], c)
            case .preferenceWrite(let k, _, let c): return .preferenceWrite(k, new[0], c)
            case .onChange(_, let c): return .onChange(new[0], c)
            case .buttonStyle(_, let c): return .buttonStyle(new[0], c)
            case .section(let s, _, let c): return .section(s, new[0], c)
            case .effect(let f, _, let c): return .effect(f, new[0], c)
            case .accessibility(let a, _, let c): return .accessibility(a, new[0], c)
            case .container(let k, _, let c): return .container(k, new[0], c)
            case .animation(let a, _, let c): return .animation(a, new[0], c)
            default: return self
            }
        }
    }
}

/// An integer computed from a variable in scope, or a constant.
public enum FuzzExpression: Sendable, Hashable {
    case constant(Int)
    /// The variable's value plus an offset.
    case variable(Int, plus: Int)

    /// The variable read, if any.
    public var variable: Int? {
        if case .variable(let name, _) = self { return name }
        return nil
    }

    /// The value, given the values of the variables in scope.
    public func value(in scope: [Int: Int]) -> Int {
        switch self {
        case .constant(let value): return value
        case .variable(let name, let plus): return (scope[name] ?? 0) + plus
        }
    }
}

/// The two environment keys the generated trees write and read.
public enum FuzzEnvironmentKey: Int, Sendable, CaseIterable {
    case a, b

    /// What a view reads when no ancestor wrote the key.
    public var defaultValue: Int { self == .a ? 0 : 100 }
}

/// The two preference keys: a sum (order-insensitive) and a list (order-sensitive).
public enum FuzzPreferenceKey: Int, Sendable, CaseIterable {
    case sum, list
}

/// The lists a `ForEach` node chooses from: reorders, insertions and removals between them.
public let fuzzLists: [[Int]] = [[1, 2, 3], [3, 1, 2], [2], [], [4, 1, 3, 2], [2, 3]]

/// The index in ``fuzzLists`` a value selects.
public func fuzzListIndex(_ value: Int) -> Int {
    ((value % fuzzLists.count) + fuzzLists.count) % fuzzLists.count
}

/// Whether a conditional with this value takes its first branch.
public func fuzzConditionHolds(_ value: Int) -> Bool { value % 2 == 0 }

/// The variables of the root view: two `@State` values that the root's buttons change.
public let fuzzRootVariables = [1, 2]

/// A tree and the changes applied to it, one after another.
public struct FuzzCase: Sendable {
    /// The tree.
    public var root: FuzzNode
    /// The changes, in order.
    public var steps: [FuzzStep]

    /// A case of `root` changed by `steps`.
    public init(root: FuzzNode, steps: [FuzzStep]) {
        self.root = root
        self.steps = steps
    }

    /// Whether the case animates or may: an animated step, time passing, or an effect, an
    /// `.animation` or a transition in the tree. Only such cases are held to the checks of
    /// animations (see ``DifferentialCheck``).
    public var usesAnimations: Bool {
        steps.contains { $0.isAnimationStep }
            || FuzzShrinker.preorder(root).contains { node in
                switch node.kind {
                case .effect, .animation, .transition: return true
                default: return false
                }
            }
    }

    /// Whether every variable is read in the scope of the node that introduces it and every
    /// binding button sits inside its local (shrinking keeps only valid cases).
    public var isValid: Bool {
        root.freeVariables.allSatisfy(fuzzRootVariables.contains) && root.freeBindings.isEmpty
    }
}

/// One change, delivered the way a user's program would cause it.
public enum FuzzStep: Sendable, Hashable, CustomStringConvertible {
    /// Tap root button `R<variable>`: a root `@State` (flowing down by `.environment` and
    /// arguments).
    case root(Int)
    /// Tap `Rx`: in one action, root variable 1, shared object 0, model field 0 and the
    /// environment object all change.
    case combined
    /// Tap the `occurrence`-th visible button of node `node` (a local, a binding button or a
    /// state object).
    case tap(node: Int, occurrence: Int)
    /// Change shared `ObservableObject` `index` from outside any action.
    case object(Int)
    /// Change the shared environment object from outside any action.
    case environmentObject
    /// Change field `field` of the `@Observable` model from outside any action.
    case model(Int)
    /// Several outside changes, then one update.
    case batch([FuzzStep])
    /// The step in `withAnimation(animation)`, with a completion when `completion` (T1, T14).
    indirect case animated(FuzzAnimation, FuzzStep, completion: Bool)
    /// Time passes: `frames` sixtieths of a second, in one `advanceTime(by:)` or, `sampled`,
    /// one frame at a time with the values that animate checked after each (D30, D31).
    case advance(frames: Int, sampled: Bool)
    /// Operate the `occurrence`-th element `operation` applies to, as VoiceOver does
    /// (issue 39).
    case accessibility(FuzzAccessibilityOperation, occurrence: Int)
    /// Select tab `tab` of the `occurrence`-th reachable tab view node `node` makes, through
    /// the host (``ViewHost/selectTab(_:)``, C10).
    case selectTab(node: Int, tab: Int, occurrence: Int)
    /// Pick option `option` (modulo the options) of the `occurrence`-th reachable picker node
    /// `node` makes: through the host (``ViewHost/pick(_:in:)``), or, `tapsSegment` and the
    /// picker segmented, by a tap at the centre of the option's segment (D105).
    case pick(node: Int, option: Int, tapsSegment: Bool, occurrence: Int)

    /// Whether the step is a `withAnimation` with a completion.
    public var hasCompletion: Bool {
        if case .animated(_, _, let completion) = self { return completion }
        return false
    }

    /// Whether the step animates or lets time pass.
    public var isAnimationStep: Bool {
        switch self {
        case .animated, .advance: return true
        case .batch(let steps): return steps.contains { $0.isAnimationStep }
        default: return false
        }
    }

    /// The step as a person would say it: `tap R1`.
    public var description: String {
        switch self {
        case .root(let variable): return "tap R\(variable)"
        case .combined: return "tap Rx"
        case .tap(let node, let occurrence): return "tap node \(node) #\(occurrence)"
        case .object(let index): return "object \(index) += 1"
        case .environmentObject: return "environment object += 1"
        case .model(let field): return "model field \(field) += 1"
        case .batch(let steps):
            return "batch(" + steps.map(\.description).joined(separator: ", ") + ")"
        case .animated(let animation, let step, let completion):
            return "withAnimation(\(animation)) { \(step) }" + (completion ? " completion" : "")
        case .advance(let frames, let sampled):
            return "advance \(frames) frames" + (sampled ? " one by one" : "")
        case .accessibility(let operation, let occurrence):
            return "VoiceOver \(operation) #\(occurrence)"
        case .selectTab(let node, let tab, let occurrence):
            return "select tab \(tab) of node \(node) #\(occurrence)"
        case .pick(let node, let option, let tapsSegment, let occurrence):
            return "pick option \(option) of node \(node) #\(occurrence)"
                + (tapsSegment ? " by a tap on its segment" : "")
        }
    }
}
