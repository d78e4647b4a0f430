import Canopy

// The `fanout10` scenario: a balanced tree in which every group is a `VStack` of a `ForEach` of
// ten children, wrapped in two environment writes, and every leaf reads both values (plus the
// root's `colorScheme`) and shows them.

struct BenchDepthKey: EnvironmentKey { static let defaultValue = -1 }
struct BenchLabelKey: EnvironmentKey { static let defaultValue = "" }

extension EnvironmentValues {
    /// The depth of the nearest enclosing group (the root group is 0).
    var benchDepth: Int {
        get { self[BenchDepthKey.self] }
        set { self[BenchDepthKey.self] = newValue }
    }

    /// The label of the nearest enclosing group: `r`, `r.3`, `r.3.7`, ….
    var benchLabel: String {
        get { self[BenchLabelKey.self] }
        set { self[BenchLabelKey.self] = newValue }
    }
}

/// The text a leaf shows. Canopy's `Leaf` and the hand-written baseline both call this, so the
/// two do the same formatting work.
func leafTitle(label: String, index: Int, depth: Int, dark: Bool, taps: Int) -> String {
    "\(label).\(index) depth=\(depth) \(dark ? "dark" : "light") taps=\(taps)"
}

/// A level of the tree: a group of ten children, or a leaf.
@MainActor
protocol FanoutLevel: View {
    /// How many group levels this view has below and including itself (0 for a leaf).
    static var levels: Int { get }
    /// The view for child `index` of the group labelled `parentLabel` at `depth - 1`.
    static func make(parentLabel: String, index: Int, depth: Int) -> Self
}

/// A leaf: reads the depth and label its group wrote and the root's color scheme, and shows
/// them with its own tap counter in a button.
struct Leaf: FanoutLevel {
    let index: Int
    @State private var taps = 0
    @Environment(\.benchDepth) private var depth
    @Environment(\.benchLabel) private var label
    @Environment(\.colorScheme) private var scheme

    static var levels: Int { 0 }
    static func make(parentLabel: String, index: Int, depth: Int) -> Leaf { Leaf(index: index) }

    var body: some View {
        if index == Probe.targetIndex, label == Probe.targetLabel {
            // Hands the benchmark a way to change this one leaf's state without searching the
            // tree, so the timed update is the update alone.
            Probe.bump = { taps += 1 }
        }
        return Button(
            leafTitle(label: label, index: index, depth: depth, dark: scheme == .dark, taps: taps)
        ) { taps += 1 }
    }
}

/// A group: a `VStack` of a `ForEach` of ten `Child` views, with two environment writes.
struct Branch<Child: FanoutLevel>: FanoutLevel {
    let label: String
    let depth: Int

    static var levels: Int { Child.levels + 1 }
    /// The root group (no parent) is labelled `r`.
    static func make(parentLabel: String, index: Int, depth: Int) -> Branch {
        Branch(label: parentLabel.isEmpty ? "r" : "\(parentLabel).\(index)", depth: depth)
    }

    var body: some View {
        VStack {
            ForEach(0..<10) { index in
                Child.make(parentLabel: label, index: index, depth: depth + 1)
            }
        }
        .environment(\.benchDepth, depth)
        .environment(\.benchLabel, label)
    }
}

/// The one leaf whose state case 2 changes. The leaf registers `bump` while its body runs.
@MainActor
enum Probe {
    static var targetLabel = ""
    static var targetIndex = -1
    static var bump: (@MainActor () -> Void)?

    /// Targets the leaf at `ordinal` (tree order) in a tree of `levels` group levels.
    static func target(ordinal: Int, levels: Int) {
        let position = LeafPosition(ordinal: ordinal, levels: levels)
        targetLabel = position.groupLabel
        targetIndex = position.index
        bump = nil
    }
}

/// Where leaf number `ordinal` (in tree order) sits: its group's label and depth, its index.
struct LeafPosition {
    let groupLabel: String
    let depth: Int
    let index: Int

    init(ordinal: Int, levels: Int) {
        var digits: [Int] = []
        var rest = ordinal
        for _ in 0..<levels {
            digits.append(rest % 10)
            rest /= 10
        }
        digits.reverse()
        index = digits.removeLast()
        groupLabel = (["r"] + digits.map(String.init)).joined(separator: ".")
        depth = levels - 1
    }
}

/// The root view of a tree with `levels` group levels, type-erased behind a factory so the
/// benchmark can pick the size at run time.
@MainActor
struct FanoutTree {
    let levels: Int
    let makeHost: () -> ViewHost

    init(levels: Int) {
        self.levels = levels
        func host<Root: FanoutLevel>(_: Root.Type) -> () -> ViewHost {
            { ViewHost(Root.make(parentLabel: "", index: 0, depth: 0)) }
        }
        switch levels {
        case 1: makeHost = host(Root1.self)
        case 2: makeHost = host(Branch<Root1>.self)
        case 3: makeHost = host(Branch<Branch<Root1>>.self)
        case 4: makeHost = host(Branch<Branch<Branch<Root1>>>.self)
        case 5: makeHost = host(Branch<Branch<Branch<Branch<Root1>>>>.self)
        case 6: makeHost = host(Branch<Branch<Branch<Branch<Branch<Root1>>>>>.self)
        default: fatalError("fanout10 supports 10 to 1,000,000 leaves")
        }
    }

    private typealias Root1 = Branch<Leaf>
}
