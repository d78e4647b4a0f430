import Canopy
import CanopyTesting
import Testing

@testable import CanopyPlaygrounds

/// The row-lifecycle sample: a `List` of 100 rows with `onAppear` and `task`, written as
/// SwiftUI sample code (issue 23).
@MainActor
@Suite("Sample: a list's rows appear as they come into view (G29, G31, D17)")
struct RowLifecycleSampleTests {
    @Test(
        "G31/D17: the first screenful of rows appears and starts its tasks; scrolling brings the rest, the rows left behind disappear"
    )
    func firstScreenfulThenScrolling() async throws {
        let host = ViewHost(RowLifecycleList(), platform: .iOS)
        await host.settle()
        // 729 points of list (759 less the 30-point inset) drawn on under the inset and the
        // home indicator (G28, G33: 64 points more) and 44-point rows: rows 0–18.
        #expect(try host.find(text: "19 appeared, 19 started").isInTree)
        #expect(host.findAll(.named("Text")).count == 20)
        try host.scroll(by: 44 * 83)
        await host.settle()
        let summary = try #require(host.findAll(.named("Text")).last?.text)
        // At 3,652 the drawn rect, 59 points above the list to 64 below, meets rows 81–99.
        #expect(summary == "38 appeared, 38 started")
        #expect(try host.find(text: "Row 99").isInTree)
        #expect(host.first(text: "Row 0") == nil)
    }
}
