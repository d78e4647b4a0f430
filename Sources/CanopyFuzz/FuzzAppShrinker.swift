/// Shrinks a failing app case to a small one that still fails: fewer steps, fewer commands,
/// scenes emptied, nodes replaced by a child or a leaf, lists and `HStack`s made `VStack`s.
/// Greedy, like ``FuzzShrinker``: it takes any smaller candidate that still fails and starts
/// again, until none does. Every candidate stays within the generated space (a child moved up
/// keeps what its place allowed; a section leaving its list becomes a `VStack`).
@MainActor
public enum FuzzAppShrinker {
    /// The smallest case found below `fuzzCase` for which `fails` holds; at most `budget`
    /// candidates are tried.
    public static func shrink(
        _ fuzzCase: FuzzAppCase, budget: Int = 2_000, fails: (FuzzAppCase) -> Bool
    ) -> FuzzAppCase {
        GreedyShrink.run(fuzzCase, budget: budget, candidates: candidates(of:), fails: fails)
    }

    /// How many nodes a case's scenes hold.
    public static func size(_ fuzzCase: FuzzAppCase) -> Int {
        fuzzCase.spec.contents.values.reduce(0) { $0 + $1.size }
    }

    /// Smaller variants of `fuzzCase`, most aggressive first.
    static func candidates(of fuzzCase: FuzzAppCase) -> [FuzzAppCase] {
        var result: [FuzzAppCase] = []
        let steps = fuzzCase.steps
        func with(steps: [FuzzAppStep]) -> FuzzAppCase {
            FuzzAppCase(spec: fuzzCase.spec, steps: steps)
        }
        if steps.count > 1 { result.append(with(steps: Array(steps.prefix(steps.count / 2)))) }
        for index in steps.indices.reversed() {
            var fewer = steps
            fewer.remove(at: index)
            result.append(with(steps: fewer))
        }
        // Simpler steps: the first window, the first control.
        for (index, step) in steps.enumerated() {
            for simpler in simplified(step) {
                var changed = steps
                changed[index] = simpler
                result.append(with(steps: changed))
            }
        }
        var spec = fuzzCase.spec
        for index in spec.commands.indices.reversed() {
            var fewer = spec
            fewer.commands.remove(at: index)
            result.append(FuzzAppCase(spec: fewer, steps: steps))
        }
        if spec.platform != .macOS {
            spec.platform = .macOS
            result.append(FuzzAppCase(spec: spec, steps: steps))
        }
        for (scene, content) in fuzzCase.spec.contents.sorted(by: {
            $0.key.rawValue < $1.key.rawValue
        }) {
            if scene != .main {
                var fewer = fuzzCase.spec
                fewer.contents[scene] = nil
                result.append(FuzzAppCase(spec: fewer, steps: steps))
            }
            for replacement in replacements(in: content) {
                var smaller = fuzzCase.spec
                smaller.contents[scene] = replacement
                result.append(FuzzAppCase(spec: smaller, steps: steps))
            }
        }
        return result
    }

    private static func simplified(_ step: FuzzAppStep) -> [FuzzAppStep] {
        switch step {
        case .close(let w) where w > 0: return [.close(window: 0)]
        case .makeKey(let w) where w > 0: return [.makeKey(window: 0)]
        case .phase(let w, let p) where w > 0: return [.phase(window: 0, p)]
        case .tap(let w, let o) where w > 0 || o > 0:
            return [.tap(window: 0, occurrence: o), .tap(window: w, occurrence: 0)].filter {
                $0 != step
            }
        case .focus(let w, let o) where w > 0 || o > 0:
            return [.focus(window: 0, occurrence: o), .focus(window: w, occurrence: 0)].filter {
                $0 != step
            }
        case .command(let o) where o > 0: return [.command(occurrence: 0)]
        case .selectTab(let w, let o) where w > 0 || o > 0:
            return [.selectTab(window: 0, occurrence: o), .selectTab(window: w, occurrence: 0)]
                .filter { $0 != step }
        case .drag(let w, let d) where w > 0: return [.drag(window: 0, detent: d)]
        default: return []
        }
    }

    /// A tab view with a tab fewer, written with `tabItem`, or without badges.
    private static func containerSteps(_ id: Int, _ tabs: FuzzTabs, _ children: [FuzzAppNode])
        -> [FuzzAppNode]
    {
        var smaller: [FuzzAppNode] = []
        if children.count > 1 {
            for index in children.indices {
                var fewer = children
                fewer.remove(at: index)
                var badged = tabs.badged
                if index < badged.count { badged.remove(at: index) }
                let kept = FuzzTabs(usesTabType: tabs.usesTabType, badged: badged)
                smaller.append(FuzzAppNode(id: id, kind: .tabs(kept, fewer)))
            }
        }
        if tabs.usesTabType {
            smaller.append(
                FuzzAppNode(
                    id: id, kind: .tabs(FuzzTabs(usesTabType: false, badged: tabs.badged), children)
                ))
        }
        if tabs.badged.contains(true) {
            let plain = FuzzTabs(
                usesTabType: tabs.usesTabType, badged: tabs.badged.map { _ in false })
            smaller.append(FuzzAppNode(id: id, kind: .tabs(plain, children)))
        }
        return smaller
    }

    /// The content with one node replaced by something smaller, for every node.
    private static func replacements(in root: FuzzAppNode) -> [FuzzAppNode] {
        var result: [FuzzAppNode] = []
        for node in preorder(root) {
            var smaller = node.kind.children.map(outsideList)
            if case .stack(let arrangement, let children) = node.kind {
                if children.count > 1 {
                    for index in children.indices {
                        var fewer = children
                        fewer.remove(at: index)
                        smaller.append(FuzzAppNode(id: node.id, kind: .stack(arrangement, fewer)))
                    }
                }
                // The plainest arrangement: one that matters (a field in an `HStack`) stays.
                if arrangement != .vertical {
                    smaller.append(
                        FuzzAppNode(
                            id: node.id, kind: .stack(.vertical, children.map(outsideList))))
                }
            }
            switch node.kind {
            case .sheet(true, let child):
                smaller.append(FuzzAppNode(id: node.id, kind: .sheet(inSceneStorage: false, child)))
            case .navigation(true, let root, let destination):
                smaller.append(
                    FuzzAppNode(
                        id: node.id,
                        kind: .navigation(
                            inSceneStorage: false, root: root, destination: destination)))
            case .tabs(let tabs, let children):
                smaller += containerSteps(node.id, tabs, children)
            case .toolbar(let placement, let child) where placement != .automatic:
                smaller.append(FuzzAppNode(id: node.id, kind: .toolbar(.automatic, child)))
            case .detentSheet(let options, let child):
                if options.detents {
                    var fewer = options
                    fewer.detents = false
                    smaller.append(FuzzAppNode(id: node.id, kind: .detentSheet(fewer, child)))
                }
                if options.dismissDisabled {
                    var fewer = options
                    fewer.dismissDisabled = false
                    smaller.append(FuzzAppNode(id: node.id, kind: .detentSheet(fewer, child)))
                }
            default: break
            }
            if case .local = node.kind {
            } else {
                smaller.append(FuzzAppNode(id: node.id, kind: .local))
            }
            for replacement in smaller {
                result.append(replacing(node.id, with: replacement, in: root))
            }
        }
        return result
    }

    /// `node`, a section turned into a `VStack`: sections are generated only in lists, and
    /// `node` is leaving one.
    private static func outsideList(_ node: FuzzAppNode) -> FuzzAppNode {
        guard case .stack(.section, let rows) = node.kind else { return node }
        return FuzzAppNode(id: node.id, kind: .stack(.vertical, rows))
    }

    /// Every node of a content, parents first.
    static func preorder(_ root: FuzzAppNode) -> [FuzzAppNode] {
        var result: [FuzzAppNode] = []
        var pending = [root]
        while let node = pending.popLast() {
            result.append(node)
            pending.append(contentsOf: node.kind.children.reversed())
        }
        return result
    }

    /// The content with node `id` replaced; the nodes above it are rebuilt with the same ids.
    static func replacing(_ id: Int, with replacement: FuzzAppNode, in node: FuzzAppNode)
        -> FuzzAppNode
    {
        if node.id == id { return replacement }
        let children = node.kind.children
        guard !children.isEmpty else { return node }
        let rebuilt = children.map { replacing(id, with: replacement, in: $0) }
        guard zip(children, rebuilt).contains(where: { $0 !== $1 }) else { return node }
        return FuzzAppNode(id: node.id, kind: node.kind.replacingChildren(rebuilt))
    }
}
