import Canopy
import CanopyTesting
import Testing

@MainActor
private final class AppearLog {
    var events: [String] = []
}

/// 100 rows of 100 points in a 300-point scroll view, lazy or not.
private struct Hundred: View {
    let lazy: Bool
    let log: AppearLog
    var body: some View {
        ScrollView {
            if lazy {
                LazyVStack(spacing: 0) { rows }
            } else {
                VStack(spacing: 0) { rows }
            }
        }
        .frame(height: 300)
    }

    private var rows: some View {
        ForEach(0..<100, id: \.self) { index in
            Text("Row \(index)")
                .frame(width: 100, height: 100)
                .onAppear { log.events.append("+\(index)") }
                .onDisappear { log.events.append("-\(index)") }
        }
    }
}

@MainActor
@Suite("G29, D17: lazy stacks create only the rows in view")
struct LazyStackTests {
    @Test("G29/D17: a LazyVStack makes rows 0–2 appear, a VStack all 100")
    func firstScreenful() throws {
        let lazyLog = AppearLog()
        let lazy = ViewHost(Hundred(lazy: true, log: lazyLog), platform: .macOS)
        lazy.layOut()
        #expect(lazyLog.events == ["+0", "+1", "+2"])
        #expect(lazy.findAll(.named("Text")).count == 3)
        let eagerLog = AppearLog()
        let eager = ViewHost(Hundred(lazy: false, log: eagerLog), platform: .macOS)
        eager.layOut()
        #expect(eagerLog.events.count == 100)
    }

    @Test(
        "G29/D17: scrolling down 50 makes row 3 appear, none disappear; back to 0, row 3 disappears"
    )
    func scrolling() throws {
        let log = AppearLog()
        let host = ViewHost(Hundred(lazy: true, log: log), platform: .macOS)
        host.layOut()
        log.events = []
        try host.scroll(by: 50)
        #expect(log.events == ["+3"])
        log.events = []
        try host.scroll(to: .zero)
        #expect(log.events == ["-3"])
        // The estimated content is 100 rows long: the end can be reached.
        log.events = []
        try host.scroll(by: 9_700)
        #expect(host.contentOffsets == [CGPoint(x: 0, y: 9_700)])
        #expect(log.events.contains("+99"))
        #expect(log.events.contains("-0"))
        #expect(host.findAll(.named("Text")).count == 3)
        // The last row's 100-point frame ends at the viewport's bottom; its text is centred.
        let viewport = try #require(host.find(.named("ScrollView")).frame())
        #expect(try #require(host.find(text: "Row 99").frame()).maxY + 42 == viewport.maxY)
    }

    @Test(
        "D17: a row scrolled off stays mounted with its state within one viewport; beyond it, it is released"
    )
    func keptBand() throws {
        struct Counter: View {
            let index: Int
            @State private var taps = 0
            var body: some View {
                Button("Row \(index): \(taps)") { taps += 1 }.frame(height: 100)
            }
        }
        struct Counters: View {
            var body: some View {
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(0..<100, id: \.self) { Counter(index: $0) }
                    }
                }
                .frame(height: 300)
            }
        }
        let host = ViewHost(Counters(), platform: .macOS)
        host.layOut()
        #expect(try host.tap("Row 0: 0"))
        // 350 down: row 0 is off screen, within one viewport (300) of it: kept, not shown.
        try host.scroll(by: 350)
        #expect(host.findAll(.text("Row 0: 1")).isEmpty)
        #expect(host.findAll(.named("Button")).count == 4)
        try host.scroll(to: .zero)
        #expect(try host.tap("Row 0: 1"))
        // 700 down: row 0 ends 600 above the viewport's top, beyond one viewport: released.
        try host.scroll(by: 700)
        #expect(host.findAll(.text("Row 0: 2")).isEmpty)
        try host.scroll(to: .zero)
        #expect(host.findAll(.text("Row 0: 0")).count == 1)
    }

    @Test("G29/D17: scrolled to the end of 30 rows, data shrinking to 2 shows both, not nothing")
    func shrinkingData() throws {
        struct Shrinking: View {
            @State private var count = 30
            var body: some View {
                VStack {
                    Button("Shrink") { count = 2 }
                    ScrollView {
                        LazyVStack(spacing: 0) {
                            ForEach(0..<count, id: \.self) { Text("Row \($0)").frame(height: 50) }
                        }
                    }
                    .frame(height: 200)
                    List(0..<count, id: \.self) { Text("Item \($0)") }.frame(height: 200)
                }
            }
        }
        let host = ViewHost(Shrinking(), platform: .macOS)
        host.layOut()
        try host.scroll(by: 10_000)
        try host.scroll(by: 10_000, scrollView: 1)
        #expect(host.first(text: "Row 29") != nil)
        #expect(host.first(text: "Item 29") != nil)
        try host.tap("Shrink")
        host.layOut()
        let texts = host.findAll(.named("Text")).compactMap(\.text)
        #expect(texts == ["Row 0", "Row 1", "Item 0", "Item 1"])
        #expect(host.diagnostics.isEmpty)
    }

    @Test(
        "D17: a kept row is not updated until it is in view again; then it runs before it appears")
    func keptRowWaits() throws {
        struct Growing: View {
            @State private var tall = false
            let log: AppearLog
            var body: some View {
                VStack {
                    Button("Grow") { tall = true }
                    ScrollView {
                        LazyVStack(spacing: 0) {
                            ForEach(0..<20, id: \.self) { index in
                                Text(index == 1 && tall ? "Row 1 tall" : "Row \(index)")
                                    .frame(height: index == 1 && tall ? 100 : 50)
                                    .onAppear { log.events.append("+\(index)") }
                            }
                        }
                    }
                    .frame(height: 200)
                }
            }
        }
        let log = AppearLog()
        let host = ViewHost(Growing(log: log), platform: .macOS)
        host.layOut()
        // 100 down: rows 0 and 1 are above the view, kept mounted; row 2 is at its top.
        try host.scroll(by: 100)
        let before = try #require(try host.find(text: "Row 2").frame())
        try host.tap("Grow")
        host.layOut()
        // Row 1 is kept, not updated: nothing moves.
        #expect(host.contentOffsets == [CGPoint(x: 0, y: 100)])
        let after = try #require(try host.find(text: "Row 2").frame())
        #expect(after.minY == before.minY)
        // Back at the top, row 1 runs before it appears: it appears tall, pushing row 2 down.
        log.events = []
        try host.scroll(to: .zero)
        let tall = try #require(try host.find(text: "Row 1 tall").frame())
        let second = try #require(try host.find(text: "Row 2").frame())
        // Row 1's 100 points, then row 2's 50: their centres 50 + 25 apart.
        let expected: CGFloat = 75
        #expect(second.midY - tall.midY == expected)
        #expect(log.events.contains("+1"))
        #expect(host.first(text: "Row 1") == nil)
        #expect(host.diagnostics.isEmpty)
    }

    @Test("D17: a scroll view partly out of the window loads the rows its viewport meets")
    func viewportNotWindow() throws {
        var appeared: [Int] = []
        // 600 points of content in a 300-point window, centred: 150 above it, 150 below. The
        // scroll view's top 150 points, row 0 and half of row 1, are outside the window.
        let host = ViewHost(
            VStack(spacing: 0) {
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(0..<10, id: \.self) { index in
                            Text("Row \(index)").frame(height: 100)
                                .onAppear { appeared.append(index) }
                        }
                    }
                }
                .frame(height: 300)
                Color.clear.frame(height: 300)
            },
            platform: .macOS, windowSize: WindowSize(width: 400, height: 300))
        host.layOut()
        let scrollView = try #require(try host.find(.named("ScrollView")).frame())
        let top: CGFloat = -150
        #expect(scrollView.minY == top)
        // Rows 0–2 meet the viewport (0–300 in it), row 0 too, though the window shows none
        // of it.
        #expect(appeared.sorted() == [0, 1, 2])
        #expect(host.diagnostics.isEmpty)
    }

    @Test("G28/D17: rows as long across as proposed (a Form, a horizontal ScrollView) settle")
    func greedyRowsSettle() throws {
        for platform in [Platform.macOS, .iOS] {
            let host = ViewHost(
                ScrollView {
                    LazyVStack {
                        ForEach(0..<30, id: \.self) { index in
                            if index % 2 == 0 {
                                Form { Text("Form \(index)") }
                            } else {
                                ScrollView(.horizontal) { Text("Row \(index)") }
                            }
                        }
                    }
                }
                .frame(height: 300), platform: platform)
            host.layOut()
            #expect(host.first(text: "Form 0") != nil, "\(platform)")
            try host.scroll(by: 500)
            #expect(host.first(text: "Form 0") == nil, "\(platform)")
            #expect(!host.findAll(.named("Text")).isEmpty, "\(platform)")
            #expect(host.diagnostics.isEmpty, "\(platform)")
        }
    }
}
