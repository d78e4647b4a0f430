import Canopy
import CanopyTesting
import Testing

private final class Ticket: ObservableObject {
    let objectWillChange = PassthroughSubject<Void, Never>()
    var count = 0 {
        willSet { objectWillChange.send() }
    }
}

@MainActor
@Suite("E7: an object's own objectWillChange subject")
struct ObjectWillChangeSubjectTests {
    @Test("E7: an object announcing changes through its own objectWillChange subject updates views")
    func customWillChange() throws {
        struct Counter: View {
            @ObservedObject var ticket: Ticket
            var body: some View { Text("count \(ticket.count)") }
        }
        let ticket = Ticket()
        let host = ViewHost(Counter(ticket: ticket))
        ticket.count = 3
        #expect(try host.find(text: "count 3").isInTree)
    }
}
