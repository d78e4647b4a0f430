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
        // 729 points of list (759 less the 30-point inset) and 44-point rows: rows 0–16.
        #expect(try host.find(text: "17 appeared, 17 started").isInTree)
        #expect(host.findAll(.named("Text")).count == 18)
        try host.scroll(by: 44 * 83)
        await host.settle()
        let summary = try #require(host.findAll(.named("Text")).last?.text)
        #expect(summary == "34 appeared, 34 started")
        #expect(try host.find(text: "Row 99").isInTree)
        #expect(host.first(text: "Row 0") == nil)
    }
}
