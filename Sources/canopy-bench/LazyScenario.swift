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
