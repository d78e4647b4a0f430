import Canopy
import CanopyTesting
import Testing

@testable import CanopyPlaygrounds

/// The filtered-gallery sample: a lazy grid whose `ForEach` elements make two cells, one or
/// none, written as SwiftUI sample code (issue 23).
@MainActor
@Suite(
    "Sample: a lazy grid filtered inside its ForEach, as the Landmarks tutorial filters (D22, G29)")
struct FilteredGallerySampleTests {
    private func frame(_ host: ViewHost, _ text: String) throws -> CGRect {
        try #require(try host.find(text: text).frame())
    }

    @Test("D22/G29: every view an element makes is a cell; the filter closes the gaps it leaves")
    func cellsFollowTheFilter() throws {
        let host = ViewHost(FilteredGallery(), platform: .iOS)
        host.layOut()
        // Four columns: Photo 1, Photo 2, Photo 3 and its star fill the first line.
        let first = try frame(host, "Photo 1")
        let star = try frame(host, "★ 3")
        #expect(star.midY == first.midY)
        let third = try frame(host, "Photo 3")
        #expect(star.midX > third.midX)
        let fourth = try frame(host, "Photo 4")
        #expect(fourth.midX == first.midX)
        #expect(fourth.midY > first.midY)
        // Lazy: a screenful of the 400 cells exists.
        #expect(host.first(text: "Photo 300") == nil)

        #expect(try host.toggle("Favorites only"))
        // Only favourites, each with its star: Photo 3, ★ 3, Photo 6, ★ 6 on the first line.
        #expect(host.first(text: "Photo 1") == nil)
        let three = try frame(host, "Photo 3")
        let six = try frame(host, "Photo 6")
        #expect(six.midY == three.midY)
        #expect(three.midX == first.midX)
        let nine = try frame(host, "Photo 9")
        #expect(nine.midX == three.midX)
        #expect(nine.midY > three.midY)
        // Scrolling reaches the last favourite.
        try host.scroll(by: 100_000)
        #expect(try host.find(text: "★ 300").isInTree)
        #expect(host.diagnostics.isEmpty)
    }
}
