import Canopy

/// What ``DifferentialCheck`` follows of a case's animations between its steps: the
/// completions each `withAnimation` step registered and how often each ran (T14: exactly
/// once), and the values that animate, sampled frame by frame, which a timing curve moves
/// only toward their targets (T8, T10).
@MainActor
final class AnimationWatch {
    /// How many times the completion of each step ran, by step number (1 is the first step).
    private(set) var completions: [Int: Int] = [:]
    /// Whether the values animating now may be held to moving one way: they all started from
    /// a host at rest, in one change, with timing curves only (two animations combined on one
    /// value may turn back, T13, and a spring overshoots).
    private var isMonotonic = false
    /// The animations the tree's `.animation(_:value:)` modifiers use are all timing curves.
    private let treeIsMonotonic: Bool
    /// The last frame sampled since the last change: each line without its values, and its
    /// values.
    private var last: (lines: [String], values: [[Double]])?
    /// Per line and value, the direction it has moved in since the last change, and the
    /// values it showed.
    private var directions: [[Int]] = []
    private var histories: [[[Double]]] = []

    init(root: FuzzNode) {
        treeIsMonotonic = FuzzShrinker.preorder(root).allSatisfy { node in
            if case .animation(let animation?, _, _) = node.kind { return animation.isMonotonic }
            return true
        }
    }

    /// The completion closure of step `step`.
    func completion(for step: Int) -> () -> Void {
        completions[step] = 0
        return { [weak self] in self?.completions[step, default: 0] += 1 }
    }

    /// A change is about to be applied: the samples start again; the values it animates move
    /// one way if nothing animated before it and it and the tree use timing curves only.
    func changeWillApply(_ step: FuzzStep, hostWasAnimating: Bool) {
        var animation: FuzzAnimation?
        if case .animated(let used, _, _) = step { animation = used }
        isMonotonic = !hostWasAnimating && treeIsMonotonic && (animation?.isMonotonic ?? true)
        last = nil
    }

    /// A message when a completion ran more than once, or, with `settled`, one that has not
    /// run although every animation ended.
    func checkCompletions(settled: Bool) -> String? {
        for (step, count) in completions.sorted(by: { $0.key < $1.key }) {
            if count > 1 {
                return "T14: the completion of step \(step) ran \(count) times"
            }
            if settled && count == 0 {
                return "T14: the completion of step \(step) never ran, though nothing animates"
            }
        }
        return nil
    }

    /// Samples the values shown after a frame; a message when one turned back, or when the
    /// graph disagrees with itself after the frame's update.
    func sample(_ host: ViewHost) -> String? {
        let inconsistencies = host._checkInvariants()
        if !inconsistencies.isEmpty {
            return "graph invariants after a frame: " + inconsistencies.joined(separator: "; ")
        }
        guard isMonotonic else { return nil }
        let rendered = host.render()
        var lines: [String] = []
        var values: [[Double]] = []
        for line in rendered.split(separator: "\n") {
            let (shape, numbers) = Self.split(String(line))
            lines.append(shape)
            values.append(numbers)
        }
        defer { last = (lines, values) }
        guard let last, last.lines == lines else {
            // The first frame, or a view left: follow the lines from here.
            directions = values.map { Array(repeating: 0, count: $0.count) }
            histories = values.map { $0.map { [$0] } }
            return nil
        }
        for line in values.indices {
            for index in values[line].indices {
                let before = last.values[line][index]
                let now = values[line][index]
                histories[line][index].append(now)
                let moved = now - before
                guard abs(moved) > 1e-9 else { continue }
                let direction = moved > 0 ? 1 : -1
                if directions[line][index] == 0 {
                    directions[line][index] = direction
                } else if directions[line][index] != direction {
                    return """
                        T8/T10: a value animated with a timing curve turned back at t = \(host.now.timeIntervalSinceReferenceDate): \
                        \(histories[line][index]) on line \(line + 1): \(lines[line])
                        \(rendered)
                        """
                }
            }
        }
        return nil
    }

    /// A rendered line without the values of its animatable effects and without its
    /// animation notes, and those values in order.
    static func split(_ line: String) -> (shape: String, values: [Double]) {
        var shape = ""
        var values: [Double] = []
        var rest = Substring(line)
        if let note = rest.range(of: "  animating ") { rest = rest[..<note.lowerBound] }
        for note in ["  inserting", "  removing"] where rest.hasSuffix(note) {
            rest = rest.dropLast(note.count)
        }
        while let start = firstEffect(in: rest) {
            shape += rest[..<start.upperBound]
            rest = rest[start.upperBound...]
            guard let close = rest.firstIndex(of: ")") else { break }
            let inside = rest[..<close]
            for part in inside.split(whereSeparator: { !"0123456789.-e".contains($0) }) {
                if let value = Double(part) { values.append(value) }
            }
            rest = rest[close...]
        }
        return (shape + rest, values)
    }

    private static func firstEffect(in text: Substring) -> Range<Substring.Index>? {
        [".opacity(", ".offset(", ".scaleEffect("].compactMap { text.range(of: $0) }
            .min { $0.lowerBound < $1.lowerBound }
    }

    /// `rendered` without the views held for their removal transition (D34): a line marked
    /// `removing` and the lines below it.
    static func withoutHeldViews(_ rendered: String) -> String {
        guard rendered.contains("  removing") else { return rendered }
        var kept: [Substring] = []
        var skippingDeeperThan: Int?
        for line in rendered.split(separator: "\n", omittingEmptySubsequences: false) {
            let depth = Self.depth(of: line)
            if let limit = skippingDeeperThan {
                if depth > limit { continue }
                skippingDeeperThan = nil
            }
            if line.hasSuffix("  removing") {
                skippingDeeperThan = depth
                continue
            }
            kept.append(line)
        }
        return kept.joined(separator: "\n")
    }

    /// Where a line's view starts: after its guides (`│  `, `├─ `, `└─ `, spaces).
    private static func depth(of line: Substring) -> Int {
        var count = 0
        for character in line {
            guard "│├└─ ".contains(character) else { break }
            count += 1
        }
        return count
    }
}

extension DifferentialCheck {
    /// A rendered line without the values of its animatable effects and its animation notes,
    /// and those values in order: what the check compares from one sampled frame to the next.
    public static func animatedValues(in line: String) -> (shape: String, values: [Double]) {
        AnimationWatch.split(line)
    }

    /// `rendered` without the views held for their removal transition (D34): the texts the
    /// rules predict while something animates.
    public static func withoutHeldViews(_ rendered: String) -> String {
        AnimationWatch.withoutHeldViews(rendered)
    }
}
