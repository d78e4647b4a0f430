import Canopy
import Foundation

// The accessibility scenario (issue 39): the layout scenario's tree of texts in VStacks of ten.
// The mount (with its layout, which reading order needs, D69) is the baseline, run in the same
// process: the first accessibility tree is compared with it, and re-reading the tree after one
// text changes with the first tree; the collector's recomputations show that the change
// re-collected only its path. Then a 10,000-row lazy list: its tree holds only the rows that
// exist.

@MainActor
func runAccessibilityScenario(leaves: Int, repeats: Int) -> String {
    let levels = (1...6).first { Int(pow(10, Double($0))) == leaves } ?? 5
    func mount() -> ViewHost { ViewHost(LayoutGroup(label: "r", levels: levels), platform: .iOS) }
    var mountTime = Duration.seconds(1_000)
    var treeTime = Duration.seconds(1_000)
    var elements = 0
    for _ in 0..<repeats {
        let start = ContinuousClock.now
        let host = mount()
        host.layOut()
        let mounted = ContinuousClock.now
        elements = host.accessibilityTree().elements.count
        let collected = ContinuousClock.now
        mountTime = min(mountTime, mounted - start)
        treeTime = min(treeTime, collected - mounted)
        sink &+= host.nodeCount
    }
    let host = mount()
    sink &+= host.accessibilityTree().elements.count
    var changeTime = Duration.seconds(1_000)
    var recomputed = 0
    var probeLabel = ""
    for round in 0..<max(repeats, 10) {
        probeLabel = "changed \(round)"
        LayoutProbe.setText?(probeLabel)
        host.layOut()
        let before = host.accessibilityRecomputations
        let start = ContinuousClock.now
        let tree = host.accessibilityTree()
        changeTime = min(changeTime, ContinuousClock.now - start)
        recomputed = host.accessibilityRecomputations - before
        if tree.elements.first?.label != probeLabel { recomputed = -1 }
    }
    let lazyRows = 10_000
    let lazyHost = ViewHost(LazyRowsView(rows: lazyRows, lazy: true), platform: .iOS)
    let lazyStart = ContinuousClock.now
    let lazyElements = lazyHost.accessibilityTree().elements.count
    let lazyTime = ContinuousClock.now - lazyStart
    try? lazyHost.scroll(by: 759)
    let scrolled = lazyHost.accessibilityTree().labels
    func ms(_ duration: Duration) -> String { String(format: "%.3f ms", milliseconds(duration)) }
    func ratio(_ a: Duration, _ b: Duration) -> String {
        String(format: "%.4f", milliseconds(a) / milliseconds(b))
    }
    return [
        "Canopy benchmark, scenario accessibility: \(leaves) texts in VStacks of ten, \(levels) levels, iOS; best of \(repeats)",
        "mount and layout (baseline)              \(ms(mountTime))",
        "first accessibility tree                 \(ms(treeTime))  \(ratio(treeTime, mountTime))× the mount; \(elements) elements",
        "one text changes, tree read again        \(ms(changeTime))  \(ratio(changeTime, treeTime))× the first tree; \(recomputed) views recomputed, the leaf's path to the root",
        "lazy list of \(lazyRows) rows, first tree     \(ms(lazyTime))  \(lazyElements) elements (the rows that exist); after a screen of scrolling: \(scrolled.first ?? "none") … \(scrolled.last ?? "none")",
        "graph nodes: \(host.nodeCount)",
    ].joined(separator: "\n")
}
