import Canopy
import CanopyTesting
import Testing

@testable import CanopyPlaygrounds

/// The scroll-to-top sample: `scrollPosition(id:)` and `onScrollGeometryChange`, written as
/// SwiftUI sample code (issue 23).
@MainActor
@Suite("Sample: a feed that knows its top post and scrolls back to it (G28, G30)")
struct ScrollToTopSampleTests {
    @Test("G28/G30: scrolling names the top post and shows the button; the button scrolls back")
    func backToTop() throws {
        let host = ViewHost(Feed(), platform: .iOS)
        host.layOut()
        #expect(try host.find(text: "At the top: Post 1").isInTree)
        #expect(host.first(text: "Back to top") == nil)
        try host.scroll(by: 400)
        #expect(try host.find(text: "At the top: Post 6").isInTree)
        #expect(try host.tap("Back to top"))
        host.layOut()
        #expect(host.contentOffsets == [.zero])
        #expect(try host.find(text: "At the top: Post 1").isInTree)
        #expect(host.first(text: "Back to top") == nil)
    }
}
