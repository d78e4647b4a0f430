/// Shrinks a failing case to a small one that still fails: fewer steps, fewer nodes, constants
/// in place of variables. Greedy: it takes any smaller candidate that still fails and starts
/// again, until no candidate does.
@MainActor
public enum FuzzShrinker {
    /// The smallest case found below `fuzzCase` for which `fails` holds; `fails(fuzzCase)`
    /// should hold. At most `budget` candidates are tried.
    public static func shrink(
        _ fuzzCase: FuzzCase, budget: Int = 5_000, fails: (FuzzCase) -> Bool
    ) -> FuzzCase {
        GreedyShrink.run(
            fuzzCase, budget: budget, candidates: { candidates(of: $0).filter(\.isValid) },
            fails: fails)
    }

    /// Smaller variants of `fuzzCase`, most aggressive first.
    static func candidates(of fuzzCase: FuzzCase) -> [FuzzCase] {
        var result: [FuzzCase] = []
        let steps = fuzzCase.steps
        // Fewer steps: drop the tail, then each step, then split batches.
        if steps.count > 1 {
            result.append(
                FuzzCase(root: fuzzCase.root, steps: Array(steps.prefix(steps.count / 2))))
        }
        for index in steps.indices.reversed() {
            var fewer = steps
            fewer.remove(at: index)
            result.append(FuzzCase(root: fuzzCase.root, steps: fewer))
        }
        for (index, step) in steps.enumerated() {
            for part in simpler(step) {
                var simpler = steps
                simpler[index] = part
                result.append(FuzzCase(root: fuzzCase.root, steps: simpler))
            }
        }
        // Fewer nodes: a node replaced by one of its children, a stack losing a child, simpler
        // parameters, a subtree replaced by a text, an expression by a constant.
        for node in preorder(fuzzCase.root) {
            var replacements: [FuzzNode] = node.kind.children
            if case .stack(let children) = node.kind, children.count > 1 {
                for index in children.indices {
                    var fewer = children
                    fewer.remove(at: index)
                    replacements.append(FuzzNode(id: node.id, kind: .stack(fewer)))
                }
            }
            replacements += node.kind.simplerParameters.map { FuzzNode(id: node.id, kind: $0) }
            if node.size > 1 || node.kind.expressions.contains(where: { $0.variable != nil }) {
                replacements.append(FuzzNode(id: node.id, kind: .text(.constant(0))))
            }
            let expressions = node.kind.expressions
            for index in expressions.indices where expressions[index] != .constant(0) {
                var simpler = expressions
                simpler[index] = .constant(0)
                replacements.append(
                    FuzzNode(id: node.id, kind: node.kind.replacingExpressions(simpler)))
            }
            for replacement in replacements {
                result.append(
                    FuzzCase(
                        root: replacing(node.id, with: replacement, in: fuzzCase.root), steps: steps
                    ))
            }
        }
        return result
    }

    /// Simpler variants of one step: a batch's parts; an animated change without its
    /// animation, without its completion, or with a linear animation; less time passing, at
    /// once rather than frame by frame.
    static func simpler(_ step: FuzzStep) -> [FuzzStep] {
        switch step {
        case .batch(let parts):
            return parts
        case .animated(let animation, let inner, let completion):
            var variants = [inner]
            if completion { variants.append(.animated(animation, inner, completion: false)) }
            if let linear = animation.simpler {
                variants.append(.animated(linear, inner, completion: completion))
            }
            variants += simpler(inner).map { .animated(animation, $0, completion: completion) }
            return variants
        case .pick(let node, let option, true, let occurrence):
            return [.pick(node: node, option: option, tapsSegment: false, occurrence: occurrence)]
        case .advance(let frames, let sampled):
            var variants: [FuzzStep] = []
            if frames > 1 { variants.append(.advance(frames: frames / 2, sampled: sampled)) }
            if sampled { variants.append(.advance(frames: frames, sampled: false)) }
            return variants
        default:
            return []
        }
    }

    /// Every node of the tree, parents first.
    nonisolated public static func preorder(_ root: FuzzNode) -> [FuzzNode] {
        var result: [FuzzNode] = []
        var pending = [root]
        while let node = pending.popLast() {
            result.append(node)
            pending.append(contentsOf: node.kind.children.reversed())
        }
        return result
    }

    /// The tree with node `id` replaced; the nodes above it are rebuilt with the same ids.
    nonisolated static func replacing(_ id: Int, with replacement: FuzzNode, in node: FuzzNode)
        -> FuzzNode
    {
        if node.id == id { return replacement }
        let children = node.kind.children
        guard !children.isEmpty else { return node }
        let rebuilt = children.map { replacing(id, with: replacement, in: $0) }
        guard zip(children, rebuilt).contains(where: { $0 !== $1 }) else { return node }
        return FuzzNode(id: node.id, kind: node.kind.replacingChildren(rebuilt))
    }
}
