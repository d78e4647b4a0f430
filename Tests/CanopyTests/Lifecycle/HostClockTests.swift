import Canopy
import Testing

@MainActor
@Suite("The host's clock")
struct HostClockTests {
    @Test("Time never runs backwards: a negative advance does nothing")
    func badTime() throws {
        let host = ViewHost(Text("still"))
        let start = host.now
        host.advanceTime(by: -5)
        #expect(host.now == start)
    }
}
