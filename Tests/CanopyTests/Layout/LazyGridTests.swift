import Canopy
import CanopyTesting
import Testing

/// Cells 20 high, named by `.id`, in a grid of `columns` 300 wide, at the window's top.
private struct Cells: View {
    let columns: [GridItem]
    var count = 4
    var body: some View {
        LazyVGrid(columns: columns, spacing: 8) {
            ForEach(0..<count, id: \.self) { index in
                Color.red.frame(height: 20).id("cell \(index)")
            }
        }
        .frame(width: 300)
        .frame(maxHeight: .infinity, alignment: .top)
    }
}

@MainActor
private func cellFrames(_ host: ViewHost, _ count: Int) throws -> [CGRect] {
    host.layOut()
    return try (0..<count).map { try #require(host.find(.id("cell \($0)")).frame()) }
}

@MainActor
@Suite("D22: lazy grids size their tracks from their GridItems")
struct LazyGridTracksTests {
    @Test("D22: two flexible columns share the width less the 8-point gap")
    func flexible() throws {
        let host = ViewHost(Cells(columns: [GridItem(), GridItem()]), platform: .macOS)
        let frames = try cellFrames(host, 4)
        let left = frames[0].minX
        #expect(frames.map(\.width) == [146, 146, 146, 146])
        #expect(frames.map { $0.minX - left } == [0, 154, 0, 154])
        #expect(frames.map { $0.minY - frames[0].minY } == [0, 0, 28, 28])
    }

    @Test(
        "D22: flexible minimums overflowing 300 make the grid 334 wide, then 163 and 180 in it (objc.io)"
    )
    func overflowingMinimums() throws {
        // The first pass offers 146 to each: the first takes it, the second its minimum 180,
        // so the grid is 146 + 8 + 180 = 334 wide. Laid out in 334: 163 each offered, the
        // second again 180; the 351 of tracks are centred on the grid, 8.5 past each edge.
        let host = ViewHost(
            LazyVGrid(columns: [
                GridItem(.flexible(minimum: 100)), GridItem(.flexible(minimum: 180)),
            ]) {
                ForEach(0..<2, id: \.self) { index in
                    Color.red.frame(height: 20).id("cell \(index)")
                }
            }
            .id("grid")
            .frame(width: 300),
            platform: .macOS)
        let frames = try cellFrames(host, 2)
        #expect(frames.map(\.width) == [163, 180])
        #expect(frames[1].minX - frames[0].minX == 171)
        let grid = try #require(try host.find(.id("grid")).frame())
        #expect(grid.width == 334)
        #expect(frames[0].minX - grid.minX == -8.5)
    }

    @Test(
        "D22: a fixed column first, then an adaptive one fills what is left with columns of at least its minimum"
    )
    func fixedThenAdaptive() throws {
        // 300 − 70 − 8 leaves 222: (222 + 8) / (40 + 8) fits 4 columns of (222 − 24) / 4.
        let host = ViewHost(
            Cells(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))], count: 5),
            platform: .macOS)
        let frames = try cellFrames(host, 5)
        #expect(frames.map(\.width) == [70, 49.5, 49.5, 49.5, 49.5])
        let left = frames[0].minX
        #expect(frames.map { $0.minX - left } == [0, 78, 135.5, 193, 250.5])
        #expect(frames.allSatisfy { $0.minY == frames[0].minY })
    }

    @Test(
        "D22: adaptive(minimum: 50) in 300 points makes 5 columns of 53.6 (Fatbobman's measurement)"
    )
    func adaptive() throws {
        let host = ViewHost(
            Cells(columns: [GridItem(.adaptive(minimum: 50))], count: 6), platform: .macOS)
        let frames = try cellFrames(host, 6)
        #expect(frames.prefix(5).allSatisfy { abs($0.width - 53.6) < 0.001 })
        // The sixth cell starts the second row.
        #expect(frames[5].minY == frames[0].minY + 28)
        #expect(frames[5].minX == frames[0].minX)
    }

    @Test(
        "D22: a flexible column is clamped to its bounds; fixed columns narrower than the grid are centred"
    )
    func clampedAndCentred() throws {
        let host = ViewHost(
            Cells(
                columns: [GridItem(.flexible(maximum: 50)), GridItem(.fixed(30))], count: 2),
            platform: .macOS)
        let frames = try cellFrames(host, 2)
        #expect(frames.map(\.width) == [50, 30])
        // 88 points of tracks centred in 300: 106 from the grid's leading edge.
        let grid = try #require(host.find(.named("LazyVGrid")).frame())
        #expect(frames[0].minX - grid.minX == 106)
        #expect(frames[1].minX - frames[0].maxX == 8)
    }

    @Test(
        "D22: a row is as tall as its tallest cell; the others sit in it by their item's alignment")
    func rowHeight() throws {
        struct Mixed: View {
            var body: some View {
                LazyVGrid(columns: [GridItem(), GridItem(alignment: .top)]) {
                    Color.red.frame(width: 20, height: 40).id("tall")
                    Color.red.frame(width: 20, height: 10).id("short")
                    Color.red.frame(width: 20, height: 10).id("next")
                }
                .frame(width: 200)
            }
        }
        let host = ViewHost(Mixed(), platform: .macOS)
        host.layOut()
        let tall = try #require(host.find(.id("tall")).frame())
        let short = try #require(host.find(.id("short")).frame())
        let next = try #require(host.find(.id("next")).frame())
        #expect(short.minY == tall.minY)
        #expect(next.minY == tall.maxY + 8)
        // A centred cell: 20 wide in a 96-point column.
        #expect(tall.minX - (try #require(host.find(.named("LazyVGrid")).frame())).minX == 38)
    }

    @Test("D22: a LazyHGrid is the same turned: its rows from the items, cells fill columns")
    func horizontal() throws {
        struct Across: View {
            var body: some View {
                LazyHGrid(rows: [GridItem(), GridItem()], spacing: 4) {
                    ForEach(0..<3, id: \.self) { index in
                        Color.red.frame(width: 30).id("cell \(index)")
                    }
                }
                .frame(height: 100)
            }
        }
        let host = ViewHost(Across(), platform: .macOS)
        let frames = try cellFrames(host, 3)
        #expect(frames.map(\.height) == [46, 46, 46])
        #expect(frames[1].minY == frames[0].maxY + 8)
        #expect(frames[2].minX == frames[0].maxX + 4)
        #expect(frames[2].minY == frames[0].minY)
    }
}

/// 100 cells 100 high, 3 to a row, in a 300-point scroll view.
private struct GridHundred: View {
    let log: GridLog
    var body: some View {
        ScrollView {
            LazyVGrid(columns: Array(repeating: GridItem(), count: 3), spacing: 0) {
                ForEach(0..<100, id: \.self) { index in
                    Text("Cell \(index)")
                        .frame(height: 100)
                        .onAppear { log.events.append("+\(index)") }
                        .onDisappear { log.events.append("-\(index)") }
                }
            }
        }
        .frame(width: 300, height: 300)
    }
}

@MainActor
private final class GridLog {
    var events: [String] = []
}

@MainActor
@Suite("G29, D17: lazy grids create only the rows of cells in view")
struct LazyGridLazinessTests {
    @Test("G29/D17: three rows of three cells appear; the other 91 are not made")
    func firstScreenful() throws {
        let log = GridLog()
        let host = ViewHost(GridHundred(log: log), platform: .macOS)
        host.layOut()
        #expect(log.events == (0..<9).map { "+\($0)" })
        #expect(host.findAll(.named("Text")).count == 9)
    }

    @Test("G29/D17: scrolling 50 brings in the fourth row's three cells; the end is reachable")
    func scrolling() throws {
        let log = GridLog()
        let host = ViewHost(GridHundred(log: log), platform: .macOS)
        host.layOut()
        log.events = []
        try host.scroll(by: 50)
        #expect(log.events == ["+9", "+10", "+11"])
        // 34 rows of 100: the content is 3,400 long, so the end is 3,100 down.
        try host.scroll(by: 10_000)
        #expect(host.contentOffsets == [CGPoint(x: 0, y: 3_100)])
        #expect(log.events.contains("+99"))
        let viewport = try #require(host.find(.named("ScrollView")).frame())
        // The last row holds cell 99 alone; its 100-point row ends at the viewport's bottom.
        let last = try #require(host.find(text: "Cell 99").frame())
        #expect(abs(last.midY - (viewport.maxY - 50)) < 0.001)
    }
}
