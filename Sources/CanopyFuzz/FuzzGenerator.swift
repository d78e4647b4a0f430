/// A small, fast, seeded generator (SplitMix64): the same seed gives the same cases on every
/// machine.
public struct FuzzRandom: Sendable {
    private var state: UInt64

    /// A generator starting from `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `range`.
    public mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    /// `true` with probability `percent` in 100.
    public mutating func chance(_ percent: Int) -> Bool { int(0...99) < percent }

    /// One of `elements`, which must not be empty.
    public mutating func element<T>(_ elements: [T]) -> T {
        elements[int(0...(elements.count - 1))]
    }
}

/// Generates random trees of every construct the check covers, and random sequences of changes
/// delivered every way a program can cause them.
public struct FuzzGenerator {
    /// The random source every choice draws from.
    public var random: FuzzRandom
    private var nextID = 3
    private var tappable: [Int] = []
    /// The tab views made so far in this case, which steps select tabs of.
    private var tabViews: [Int] = []
    /// The pickers made so far in this case, which steps pick options of.
    private var pickers: [Int] = []
    /// Whether trees hold lazy containers (lazy stacks and grids in scroll views, lists,
    /// forms); without, those draws make an `onChange` node instead.
    public var generatesLazyContainers = true
    /// Whether cases animate: effects, `.animation(_:value:)` and transitions in the trees,
    /// and `withAnimation` and time passing among the steps. Without, the same seed makes the
    /// same cases as before animations were generated.
    public var generatesAnimations = true
    /// Whether trees get accessibility modifiers (issue 39); off by default, so a seed makes
    /// the cases it made before.
    public var generatesAccessibility = false
    /// Whether trees get values containers collect: badges, toolbar items, sheets with
    /// detents, tab views whose tabs steps select (issue 40), outside lazy containers.
    public var generatesContainers = true

    /// A generator whose cases follow from `seed`.
    public init(seed: UInt64) { random = FuzzRandom(seed: seed) }

    /// A case of at most `maxNodes` nodes and `maxSteps` steps.
    public mutating func makeCase(maxNodes: Int = 30, maxSteps: Int = 10) -> FuzzCase {
        nextID = 3
        tappable = []
        tabViews = []
        pickers = []
        var budget = random.int(max(1, maxNodes / 3)...maxNodes)
        let root = node(budget: &budget, depth: 0, variables: fuzzRootVariables, locals: [])
        let steps = (0..<random.int(1...maxSteps)).map { _ in
            generatesAnimations ? animatedStep() : step()
        }
        return FuzzCase(root: root, steps: steps)
    }

    mutating func makeID() -> Int {
        defer { nextID += 1 }
        return nextID
    }

    mutating func expression(_ variables: [Int]) -> FuzzExpression {
        if variables.isEmpty || random.chance(10) { return .constant(random.int(0...3)) }
        // Mostly the innermost variables: chains of sources (an object read, written to the
        // environment, read again, driving structure) are where update order matters.
        let name =
            random.chance(60)
            ? random.element(Array(variables.suffix(2))) : random.element(variables)
        return .variable(name, plus: random.int(0...2))
    }

    private mutating func leaf(variables: [Int], locals: [Int]) -> FuzzNode {
        let id = makeID()
        switch random.int(0...5) {
        case 0, 1: return FuzzNode(id: id, kind: .text(expression(variables)))
        case 2, 3:
            return FuzzNode(
                id: id, kind: .environmentText(random.element(FuzzEnvironmentKey.allCases)))
        default:
            guard let local = locals.isEmpty ? nil : random.element(locals) else {
                return FuzzNode(id: id, kind: .text(expression(variables)))
            }
            tappable.append(id)
            return FuzzNode(id: id, kind: .bindingButton(local: local))
        }
    }

    /// A subtree; `lazy` when it is inside a lazy container, where it holds no state of its
    /// own (a row scrolled far off is released with its state, which the rules cannot tell).
    mutating func node(
        budget: inout Int, depth: Int, variables: [Int], locals: [Int], lazy: Bool = false
    ) -> FuzzNode {
        budget -= 1
        if budget <= 0 || depth >= 10 || random.chance(6) {
            return leaf(variables: variables, locals: locals)
        }
        let id = makeID()
        let withOwn = variables + [id]
        func child(_ generator: inout FuzzGenerator, own: Bool = false, local: Bool = false)
            -> FuzzNode
        {
            generator.node(
                budget: &budget, depth: depth + 1, variables: own ? withOwn : variables,
                locals: local ? locals + [id] : locals, lazy: lazy)
        }
        let key = random.element(FuzzEnvironmentKey.allCases)
        let preference = random.element(FuzzPreferenceKey.allCases)
        let kind: FuzzNode.Kind
        if generatesAnimations, random.chance(12) {
            let make = animationKind(variables)
            return FuzzNode(id: id, kind: make(child(&self)))
        }
        if generatesContainers, !lazy, random.chance(6) {
            // A picker (D105) is one container in four, its style one of three.
            let container =
                random.chance(25)
                ? random.element(FuzzViewContainer.pickers)
                : random.element(FuzzViewContainer.collecting)
            if container.isTabView { tabViews.append(id) }
            if container.isPicker { pickers.append(id) }
            return FuzzNode(
                id: id, kind: .container(container, expression(variables), child(&self)))
        }
        if generatesAccessibility, random.chance(15) {
            let modifier = random.element(FuzzAccessibility.allCases)
            let value = expression(variables)
            return FuzzNode(id: id, kind: .accessibility(modifier, value, child(&self)))
        }
        // Weights favour what makes updates interact: structure driven by values, values
        // carried by the environment, and sources that change together in one step.
        switch random.int(0...39) {
        case 0, 1, 2:
            let count = random.int(2...3)
            kind = .stack((0..<count).map { _ in child(&self) })
        case 3, 4, 5:
            let condition = expression(variables)
            let then = branch(child(&self))
            kind = .conditional(
                condition, then, random.chance(50) ? branch(child(&self)) : nil)
        case 6, 7:
            kind = .forEach(expression(variables), child(&self, own: true))
        case 8, 9: kind = .identified(expression(variables), child(&self))
        case 10: kind = .anyView(child(&self))
        case 11, 12, 13: kind = .environmentWrite(key, expression(variables), child(&self))
        case 14: kind = .environmentTransform(key, random.int(1...3), child(&self))
        case 15, 16, 17: kind = .environmentScope(key, child(&self, own: true))
        case 18: kind = .preferenceWrite(preference, expression(variables), child(&self))
        case 19: kind = .preferenceTransform(preference, random.int(1...3), child(&self))
        case 20: kind = .preferenceReader(preference, child(&self))
        case 21: kind = .overlayReader(preference, child(&self))
        case 22 where lazy, 23 where lazy: kind = .lifecycle(child(&self))
        case 22:
            tappable.append(id)
            kind = .local(child(&self, own: true, local: true))
        case 23:
            tappable.append(id)
            kind = .stateObject(child(&self, own: true))
        case 24, 25, 26: kind = .observedObject(index: random.int(0...1), child(&self, own: true))
        case 27: kind = .environmentObject(child(&self, own: true))
        case 28, 29:
            kind = .observable(
                field: random.int(0...1), viaEnvironment: random.chance(50), child(&self, own: true)
            )
        case 30, 31: kind = .lifecycle(child(&self))
        case 34, 35: kind = .buttonStyle(expression(variables), child(&self))
        case 36 where !generatesLazyContainers, 37 where !generatesLazyContainers:
            kind = .onChange(expression(variables), child(&self))
        case 36, 37:
            kind = lazyContainer(
                budget: &budget, depth: depth, variables: variables, locals: locals)
        case 38, 39:
            kind = .section(
                random.element(FuzzSection.allCases), expression(variables), child(&self))
        default: kind = .onChange(expression(variables), child(&self))
        }
        return FuzzNode(id: id, kind: kind)
    }

    private mutating func outsideStep() -> FuzzStep {
        switch random.int(0...2) {
        case 0: return .object(random.int(0...1))
        case 1: return .environmentObject
        default: return .model(random.int(0...1))
        }
    }

    mutating func step() -> FuzzStep {
        // Drawn only with accessibility modifiers, so other seeds make the cases they made.
        if generatesAccessibility, random.chance(20) {
            return .accessibility(
                random.element(FuzzAccessibilityOperation.allCases), occurrence: random.int(0...3))
        }
        // Drawn only with tab views in the tree, so a tree without makes the steps it made.
        if !tabViews.isEmpty, random.chance(20) {
            return .selectTab(
                node: random.element(tabViews), tab: random.int(0...1),
                occurrence: random.int(0...3))
        }
        // Drawn only with pickers in the tree; a segmented picker's option is sometimes tapped.
        if !pickers.isEmpty, random.chance(15) {
            return .pick(
                node: random.element(pickers), option: random.int(0...2),
                tapsSegment: random.chance(50), occurrence: random.int(0...3))
        }
        switch random.int(0...9) {
        case 0: return .root(random.element(fuzzRootVariables))
        case 1, 2: return .combined
        case 3, 4:
            guard !tappable.isEmpty else { return .combined }
            return .tap(node: random.element(tappable), occurrence: random.int(0...3))
        case 5, 6: return outsideStep()
        default: return .batch((0..<random.int(2...4)).map { _ in outsideStep() })
        }
    }
}
