import Canopy

// The `fanout10` scenario: a balanced tree in which every group is a `VStack` of a `ForEach` of
// ten children, wrapped in two environment writes, and every leaf reads both values (plus the
// root's `colorScheme`) and shows them. Every leaf also writes a summing preference
// (`BenchSumKey`, 1 + its tap counter), and the root writes a title preference and reads both
// keys with `onPreferenceChange`. The same tree without any preference writer or reader
// (`WithoutPreferences`) runs in the same process, to isolate what preferences cost.

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

/// The sum of every leaf's contribution (1 + its tap counter), added up in tree order.
struct BenchSumKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

/// The root's title: the first non-`nil` value in tree order.
struct BenchTitleKey: PreferenceKey {
    static let defaultValue: String? = nil
    static func reduce(value: inout String?, nextValue: () -> String?) {
        if value == nil { value = nextValue() }
    }
}

/// What the root's `onPreferenceChange` readers received. A reference the benchmark checks;
/// the readers never write state, so they never change the tree.
@MainActor
final class ReceivedPreferences {
    var sum: Int?
    var sumDeliveries = 0
    var title: String??
    var titleDeliveries = 0

    func reset() {
        sum = nil
        sumDeliveries = 0
        title = nil
        titleDeliveries = 0
    }
}

/// Whether the tree uses preferences: how a leaf wraps its button and how the root is hosted.
/// Each flavor keeps its own probe, so trees of both flavors can be alive at once.
@MainActor
protocol TreeFlavor {
    associatedtype LeafBody: View
    static var writesPreferences: Bool { get }
    /// Changes the probe leaf's state; set by that leaf while its body runs.
    static var bump: (@MainActor () -> Void)? { get set }
    static func leaf(_ button: Button<Text>, taps: Int) -> LeafBody
    static func host<Root: View>(_ root: Root, received: ReceivedPreferences) -> ViewHost
}

/// `fanout10` as benchmarked: every leaf writes `BenchSumKey`; the root writes `BenchTitleKey`
/// and reads both keys.
enum WithPreferences: TreeFlavor {
    static var writesPreferences: Bool { true }
    static var bump: (@MainActor () -> Void)?

    static func leaf(_ button: Button<Text>, taps: Int) -> some View {
        button.preference(key: BenchSumKey.self, value: 1 + taps)
    }

    static func host<Root: View>(_ root: Root, received: ReceivedPreferences) -> ViewHost {
        ViewHost(
            root
                .preference(key: BenchTitleKey.self, value: "fanout10")
                .onPreferenceChange(BenchSumKey.self) { sum in
                    received.sum = sum
                    received.sumDeliveries += 1
                }
                .onPreferenceChange(BenchTitleKey.self) { title in
                    received.title = title
                    received.titleDeliveries += 1
                })
    }
}

/// The same tree with no preference writer or reader: the reference for preferences' cost.
enum WithoutPreferences: TreeFlavor {
    static var writesPreferences: Bool { false }
    static var bump: (@MainActor () -> Void)?

    static func leaf(_ button: Button<Text>, taps: Int) -> Button<Text> { button }

    static func host<Root: View>(_ root: Root, received: ReceivedPreferences) -> ViewHost {
        ViewHost(root)
    }
}

/// A leaf: reads the depth and label its group wrote and the root's color scheme, and shows
/// them with its own tap counter in a button (which, with preferences, writes `1 + taps`).
struct Leaf<Flavor: TreeFlavor>: FanoutLevel {
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
            Flavor.bump = { taps += 1 }
        }
        return Flavor.leaf(
            Button(
                leafTitle(
                    label: label, index: index, depth: depth, dark: scheme == .dark, taps: taps)
            ) { taps += 1 },
            taps: taps)
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

/// The one leaf whose state case 2 changes. The leaf registers its flavor's `bump` while its
/// body runs.
@MainActor
enum Probe {
    static var targetLabel = ""
    static var targetIndex = -1

    /// Targets the leaf at `ordinal` (tree order) in a tree of `levels` group levels.
    static func target(ordinal: Int, levels: Int) {
        let position = LeafPosition(ordinal: ordinal, levels: levels)
        targetLabel = position.groupLabel
        targetIndex = position.index
        WithPreferences.bump = nil
        WithoutPreferences.bump = nil
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
/// benchmark can pick the size and the flavor at run time.
@MainActor
struct FanoutTree {
    let levels: Int
    let writesPreferences: Bool
    /// What the root's preference readers received from the last host made (reset by
    /// `makeHost`; never written without preferences).
    let received = ReceivedPreferences()
    let makeHost: () -> ViewHost
    /// The probe leaf's `bump` in this flavor's trees, once the leaf has run.
    let bump: () -> (@MainActor () -> Void)?

    init<Flavor: TreeFlavor>(levels: Int, flavor: Flavor.Type) {
        self.levels = levels
        writesPreferences = Flavor.writesPreferences
        bump = { Flavor.bump }
        let received = self.received
        func host<Root: FanoutLevel>(_: Root.Type) -> () -> ViewHost {
            {
                received.reset()
                return Flavor.host(
                    Root.make(parentLabel: "", index: 0, depth: 0), received: received)
            }
        }
        typealias Root1 = Branch<Leaf<Flavor>>
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
}
