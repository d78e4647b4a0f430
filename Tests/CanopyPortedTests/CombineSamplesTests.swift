import Canopy
import Foundation
import Testing

@MainActor
@Suite("SwiftUI code written for Combine, with import Canopy and import Combine")
struct CombineSamplesTests {
    @Test("A stopwatch ticks once per second of the host's clock, and pauses")
    func stopwatch() throws {
        let host = ViewHost(StopwatchView(), platform: .iOS)
        #expect(host.render().contains(#"Text "0 s""#))
        host.advanceTime(by: 3)
        #expect(host.render().contains(#"Text "3 s""#))
        #expect(try host.tap("Pause"))
        host.advanceTime(by: 2)
        #expect(host.render().contains(#"Text "3 s""#))
        #expect(try host.tap("Resume"))
        host.advanceTime(by: 0.5)
        #expect(host.render().contains(#"Text "3 s""#))
        host.advanceTime(by: 0.5)
        #expect(host.render().contains(#"Text "4 s""#))
    }

    @Test("A search box debounced by 300 ms of the host's clock fills its results")
    func debouncedSearch() throws {
        let host = ViewHost(StopwatchView(), platform: .iOS)
        try host.type("ap", into: "Search")
        host.advanceTime(by: 0.2)
        #expect(host.render().contains(#"Text "Results: ""#))
        host.advanceTime(by: 0.1)
        #expect(host.render().contains(#"Text "Results: apple, apricot""#))
    }
}
