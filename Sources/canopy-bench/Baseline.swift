/// The hand-written baseline: plain recursive Swift, no Canopy. It keeps what a leaf shows (its
/// title) per leaf, passes the "environment" (depth, label, scheme) down by argument, and
/// renders the exact text Canopy's tree renderer produces for the `fanout10` tree. It also keeps
/// the total the leaves' `BenchSumKey` preferences add up to (each leaf contributes 1 + taps).
struct Baseline {
    let levels: Int
    private(set) var dark = false
    private(set) var taps: [Int]
    private(set) var titles: [String]
    /// The sum of every leaf's preference contribution, kept up to date incrementally.
    private(set) var sum = 0
    /// The root's title preference.
    let title = "fanout10"

    /// Computes every leaf's title and the preference total (the work of mounting).
    init(levels: Int) {
        self.levels = levels
        let count = leavesInTree(levels: levels)
        taps = Array(repeating: 0, count: count)
        titles = []
        titles.reserveCapacity(count)
        computeTitles(label: "r", depth: 0, levelsLeft: levels)
        sum = taps.reduce(0) { $0 + 1 + $1 }
    }

    var leafCount: Int { taps.count }

    /// One leaf's counter changes: only that leaf's title is recomputed, and its contribution to
    /// the preference total goes up by one.
    mutating func bump(ordinal: Int) {
        taps[ordinal] += 1
        sum += 1
        let position = LeafPosition(ordinal: ordinal, levels: levels)
        titles[ordinal] = leafTitle(
            label: position.groupLabel, index: position.index, depth: position.depth, dark: dark,
            taps: taps[ordinal])
    }

    /// The root's color scheme changes: every leaf reads it, so every title is recomputed.
    mutating func setDark(_ dark: Bool) {
        self.dark = dark
        titles.removeAll(keepingCapacity: true)
        computeTitles(label: "r", depth: 0, levelsLeft: levels)
    }

    /// The preference total counted from scratch, to check `sum` (and Canopy) against.
    func recountSum() -> Int { taps.reduce(0) { $0 + 1 + $1 } }

    /// The title leaf `ordinal` shows now.
    func title(ordinal: Int) -> String { titles[ordinal] }

    private mutating func computeTitles(label: String, depth: Int, levelsLeft: Int) {
        if levelsLeft == 1 {
            for index in 0..<10 {
                titles.append(
                    leafTitle(
                        label: label, index: index, depth: depth, dark: dark,
                        taps: taps[titles.count]))
            }
        } else {
            for index in 0..<10 {
                computeTitles(
                    label: "\(label).\(index)", depth: depth + 1, levelsLeft: levelsLeft - 1)
            }
        }
    }

    /// The whole tree as text, in `TreeRenderer`'s format.
    func render() -> String {
        var renderer = Renderer(titles: titles)
        renderer.lines.reserveCapacity(2 * (titles.count + groupsInTree(levels: levels)))
        renderer.group(label: "r", depth: 0, levelsLeft: levels, linePrefix: "", childPrefix: "")
        return renderer.lines.joined(separator: "\n")
    }

    private struct Renderer {
        let titles: [String]
        var lines: [String] = []
        var nextLeaf = 0

        init(titles: [String]) { self.titles = titles }

        mutating func group(
            label: String, depth: Int, levelsLeft: Int, linePrefix: String, childPrefix: String
        ) {
            lines.append(linePrefix + "Branch")
            lines.append(
                childPrefix + "└─ VStack .environment(\\.benchDepth, \(depth))"
                    + " .environment(\\.benchLabel, \(quote(label)))")
            let inner = childPrefix + "   "
            for index in 0..<10 {
                let isLast = index == 9
                let line = inner + (isLast ? "└─ " : "├─ ")
                let child = inner + (isLast ? "   " : "│  ")
                if levelsLeft == 1 {
                    lines.append(line + "Leaf")
                    lines.append(child + "└─ Button " + quote(titles[nextLeaf]))
                    nextLeaf += 1
                } else {
                    group(
                        label: "\(label).\(index)", depth: depth + 1, levelsLeft: levelsLeft - 1,
                        linePrefix: line, childPrefix: child)
                }
            }
        }
    }
}

/// 10^levels.
func leavesInTree(levels: Int) -> Int {
    (0..<levels).reduce(1) { result, _ in result * 10 }
}

/// 1 + 10 + … + 10^(levels-1).
func groupsInTree(levels: Int) -> Int {
    (0..<levels).reduce(0) { result, level in result + leavesInTree(levels: level) }
}

/// Quotes as the renderer does: `"say \"hi\""`, with newlines and tabs escaped.
func quote(_ text: String) -> String {
    let special: (UInt8) -> Bool = { $0 == 0x22 || $0 == 0x5C || $0 == 0x0A || $0 == 0x09 }
    if !text.utf8.contains(where: special) { return "\"" + text + "\"" }
    var result = "\""
    for character in text {
        switch character {
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        case "\n": result += "\\n"
        case "\t": result += "\\t"
        default: result.append(character)
        }
    }
    return result + "\""
}
