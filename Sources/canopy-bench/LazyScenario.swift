import Canopy
import Foundation

// The lazy scenario (issue 23): 100,000 rows of text in a scroll view, in a `LazyVStack` and in
// a `VStack`, each mounted and laid out in the same process; the eager stack is the baseline.
// Then the lazy one scrolls by a screen, which should cost about a screen of rows.

struct LazyRowsView: View {
    let rows: Int
    let lazy: Bool
    var body: some View {
        ScrollView {
            if lazy {
                LazyVStack(spacing: 0) { content }
            } else {
                VStack(spacing: 0) { content }
            }
        }
    }

    private var content: some View {
        ForEach(0..<rows, id: \.self) { index in
            Text("Row \(index)")
        }
    }
}

@MainActor
func runLazyScenario(rows: Int, repeats: Int) -> String {
    func mountAndLayOut(lazy: Bool) -> (time: Duration, host: ViewHost) {
        let start = ContinuousClock.now
        let host = ViewHost(LazyRowsView(rows: rows, lazy: lazy), platform: .iOS)
        host.layOut()
        return (ContinuousClock.now - start, host)
    }
    var eager = Duration.seconds(1_000)
    var lazy = Duration.seconds(1_000)
    var eagerNodes = 0
    var lazyNodes = 0
    for _ in 0..<repeats {
        let (eagerTime, eagerHost) = mountAndLayOut(lazy: false)
        eager = min(eager, eagerTime)
        eagerNodes = eagerHost.nodeCount
        let (lazyTime, lazyHost) = mountAndLayOut(lazy: true)
        lazy = min(lazy, lazyTime)
        lazyNodes = lazyHost.nodeCount
    }
    // A screen of scrolling: the viewport is 759 points, rows 22 high.
    let (_, host) = mountAndLayOut(lazy: true)
    var scroll = Duration.seconds(1_000)
    var scrollWork = (measured: 0, placed: 0)
    for _ in 0..<max(repeats, 5) {
        let before = host.layoutWork
        let start = ContinuousClock.now
        try? host.scroll(by: 759)
        scroll = min(scroll, ContinuousClock.now - start)
        scrollWork = (
            host.layoutWork.measured - before.measured, host.layoutWork.placed - before.placed
        )
    }
    func ms(_ duration: Duration) -> String { String(format: "%.3f ms", milliseconds(duration)) }
    return [
        "Canopy benchmark, scenario lazy: \(rows) texts in a ScrollView, iOS; best of \(repeats)",
        "VStack, mount and layout (baseline)      \(ms(eager))  \(eagerNodes) graph nodes",
        "LazyVStack, mount and layout             \(ms(lazy))  \(String(format: "%.5f", milliseconds(lazy) / milliseconds(eager)))× the VStack; \(lazyNodes) graph nodes",
        "LazyVStack, scroll by a screen           \(ms(scroll))  \(scrollWork.measured) sizes, \(scrollWork.placed) placed",
    ].joined(separator: "\n")
}

/// A custom layout for the linearity check: subviews in rows of `perRow`, each at its ideal
/// size.
struct BenchGridLayout: Layout {
    let perRow: Int

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var width: CGFloat = 0
        var height: CGFloat = 0
        var rowWidth: CGFloat = 0
        var rowHeight: CGFloat = 0
        for (index, subview) in subviews.enumerated() {
            let size = subview.sizeThatFits(.unspecified)
            rowWidth += size.width
            rowHeight = max(rowHeight, size.height)
            if (index + 1) % perRow == 0 || index == subviews.count - 1 {
                width = max(width, rowWidth)
                height += rowHeight
                rowWidth = 0
                rowHeight = 0
            }
        }
        return CGSize(width: width, height: height)
    }

    func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
        var x = bounds.minX
        var y = bounds.minY
        var rowHeight: CGFloat = 0
        for (index, subview) in subviews.enumerated() {
            let size = subview.sizeThatFits(.unspecified)
            subview.place(at: CGPoint(x: x, y: y), proposal: .unspecified)
            x += size.width
            rowHeight = max(rowHeight, size.height)
            if (index + 1) % perRow == 0 {
                x = bounds.minX
                y += rowHeight
                rowHeight = 0
            }
        }
    }
}

/// G4's scale: a custom layout's mount and layout at 1,000 and 10,000 children; linear when
/// ten times the children cost about ten times the time.
@MainActor
func runCustomLayoutScale(repeats: Int) -> String {
    func time(_ children: Int) -> Duration {
        var best = Duration.seconds(1_000)
        for _ in 0..<repeats {
            let start = ContinuousClock.now
            let host = ViewHost(
                BenchGridLayout(perRow: 100) {
                    ForEach(0..<children, id: \.self) { Text("\($0)") }
                }, platform: .macOS)
            host.layOut()
            best = min(best, ContinuousClock.now - start)
        }
        return best
    }
    let small = time(1_000)
    let large = time(10_000)
    return String(
        format:
            "custom Layout, 1,000 children: %.3f ms; 10,000: %.3f ms; %.2f× for 10× the children",
        milliseconds(small), milliseconds(large), milliseconds(large) / milliseconds(small))
}
