import Canopy
import Foundation

// The accessibility scenario (issue 39): the layout scenario's tree of texts in VStacks of ten.
// The mount (with its layout, which reading order needs, D76) is the baseline, run in the same
// process: the first accessibility tree is compared with it, and re-reading the tree after one
// text changes with the first tree; the collector's recomputations show that the change
// re-collected only its path, and the reader's counts that reading again made only the changed
// element (D80). Then a 10,000-row lazy list: its tree holds only the rows that
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
    // The same change in two hosts of the tree: one whose accessibility tree is kept current,
    // then one that never read it (the probe is the leaf of the host mounted last).
    let host = mount()
    sink &+= host.accessibilityTree().elements.count
    func update(_ host: ViewHost, _ text: String) -> Duration {
        LayoutProbe.setText?(text)
        let start = ContinuousClock.now
        host.layOut()
        return ContinuousClock.now - start
    }
    var plainTime = Duration.seconds(1_000)
    var updateTime = Duration.seconds(1_000)
    var readTime = Duration.seconds(1_000)
    var recomputed = 0
    var made = 0
    var sorts = 0
    for round in 0..<max(repeats, 10) {
        let text = "changed \(round)"
        let before = host.accessibilityRecomputations
        updateTime = min(updateTime, update(host, text))
        recomputed = host.accessibilityRecomputations - before
        let work = host.accessibilityReadWork
        let start = ContinuousClock.now
        let tree = host.accessibilityTree()
        readTime = min(readTime, ContinuousClock.now - start)
        made = host.accessibilityReadWork.nodesMade - work.nodesMade
        sorts = host.accessibilityReadWork.sorts - work.sorts
        if tree.elements.first?.label != text { recomputed = -1 }
    }
    // A text whose width changes every round: its stack's width changes, and with it the
    // places of the elements centred beside it, up to the window (the worst case: every
    // element moves along its line; none changes its line).
    var movingTime = Duration.seconds(1_000)
    var movingWork = (made: 0, sorts: 0, lines: 0)
    for round in 0..<max(repeats, 10) {
        LayoutProbe.setText?("moved \(round) " + String(repeating: "x", count: round % 3 * 4))
        host.layOut()
        let work = host.accessibilityReadWork
        let lines = host.accessibilityReadLineSorts
        let start = ContinuousClock.now
        sink &+= host.accessibilityTree().nodes.count
        let time = ContinuousClock.now - start
        if time < movingTime {
            movingTime = time
            movingWork = (
                host.accessibilityReadWork.nodesMade - work.nodesMade,
                host.accessibilityReadWork.sorts - work.sorts,
                host.accessibilityReadLineSorts - lines
            )
        }
    }
    // Reading again with nothing changed.
    var unchangedTime = Duration.seconds(1_000)
    for _ in 0..<max(repeats, 10) {
        let start = ContinuousClock.now
        sink &+= host.accessibilityTree().nodes.count
        unchangedTime = min(unchangedTime, ContinuousClock.now - start)
    }
    let plainProbe = mount()
    plainProbe.layOut()
    for round in 0..<max(repeats, 10) {
        plainTime = min(plainTime, update(plainProbe, "plain \(round)"))
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
    // Reading again is thousands of times cheaper than the first tree: its ratio is printed
    // with more digits.
    func smallRatio(_ a: Duration, _ b: Duration) -> String {
        String(format: "%.7f", milliseconds(a) / milliseconds(b))
    }
    return [
        "Canopy benchmark, scenario accessibility: \(leaves) texts in VStacks of ten, \(levels) levels, iOS; best of \(repeats)",
        "mount and layout (baseline)              \(ms(mountTime))",
        "first accessibility tree                 \(ms(treeTime))  \(ratio(treeTime, mountTime))× the mount; \(elements) elements",
        "one text changes, update and layout      \(ms(updateTime))  \(ratio(updateTime, plainTime))× the same update in a window whose tree was never read (\(ms(plainTime))); \(recomputed) views recomputed, the leaf's path to the root",
        "the tree read again after the change     \(ms(readTime))  \(smallRatio(readTime, treeTime))× the first tree; \(made) elements made, \(sorts) levels sorted (D80)",
        "the tree read again, a text's width changed \(ms(movingTime))  \(ratio(movingTime, treeTime))× the first tree; \(movingWork.made) elements made, \(movingWork.sorts) levels and \(movingWork.lines) lines sorted",
        "the tree read again, nothing changed     \(ms(unchangedTime))  \(smallRatio(unchangedTime, treeTime))× the first tree",
        "lazy list of \(lazyRows) rows, first tree     \(ms(lazyTime))  \(lazyElements) elements (the rows that exist); after a screen of scrolling: \(scrolled.first ?? "none") … \(scrolled.last ?? "none")",
        "graph nodes: \(host.nodeCount)",
    ].joined(separator: "\n")
}
