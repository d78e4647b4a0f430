import Canopy
import CanopyTesting
import Testing

@testable import CanopyPlaygrounds

/// The photo-grid sample: an adaptive `LazyVGrid` and an eager `Grid`, written as SwiftUI
/// sample code (issue 23).
@MainActor
@Suite("Sample: an adaptive lazy grid and a score table (D22, D23, G29)")
struct PhotoGridSampleTests {
    @Test(
        "D22/G29: on an iPhone, 4 columns of 84.25 fit 361 points; only the rows in view exist, the last comes by scrolling"
    )
    func photoWall() throws {
        let host = ViewHost(PhotoWall(), platform: .iOS)
        host.layOut()
        let cells = host.findAll(.named("Text")).filter { $0.text?.hasPrefix("Photo ") == true }
        #expect(cells.count < 60)
        #expect(cells.count % 4 == 0)
        let first = try #require(host.find(text: "Photo 1").frame())
        let fifth = try #require(host.find(text: "Photo 5").frame())
        // (361 + 8) / (80 + 8) fits 4 columns of (361 − 24) / 4; rows 84.25 + 8 apart.
        #expect(fifth.midX == first.midX)
        #expect(fifth.midY - first.midY == 92.25)
        let fourth = try #require(host.find(text: "Photo 4").frame())
        #expect(fourth.midX - first.midX == 3 * 92.25)
        #expect(host.first(text: "Photo 60") == nil)
        try host.scroll(by: 10_000)
        #expect(try host.find(text: "Photo 60").isInTree)
        #expect(host.first(text: "Photo 1") == nil)
    }

    @Test(
        "D23: the score column is trailing-aligned, the names leading; the divider spans the grid, widened to its proposal"
    )
    func scoreTable() throws {
        let host = ViewHost(ScoreTable(), platform: .macOS)
        host.layOut()
        let points = try #require(host.find(text: "Points").frame())
        let seven = try #require(host.find(text: "7").frame())
        let ada = try #require(host.find(text: "Ada").frame())
        let player = try #require(host.find(text: "Player").frame())
        #expect(seven.maxX == points.maxX)
        #expect(ada.minX == player.minX)
        // A divider outside a row widens the grid to what it is offered (the padded window).
        let divider = try #require(host.find(.named("Divider")).frame())
        let grid = try #require(host.find(.named("Grid")).frame())
        #expect(divider.minX == player.minX)
        #expect(divider.width == grid.width)
        #expect(abs(grid.width - (1_024 - 32)) < 0.001)
    }
}
