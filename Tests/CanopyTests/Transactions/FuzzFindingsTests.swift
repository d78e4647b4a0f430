import Foundation
import Observation
import Testing

@testable import Canopy

/// Runtime bugs the differential check found in animated cases (issue 38 item 7), each kept as
/// the smallest program that showed it.
@MainActor
@Suite("Issue 38: what the differential check found in animated cases")
struct FuzzFindingsTests {
    @Observable final class Model {
        var value = 0
    }

    struct Reader: View {
        let model: Model
        var body: some View {
            let _ = model.value
            Text("reads")
        }
    }

    @Test(
        "D33: a completion of a change to an observed model that animates nothing runs once, at the end of the update"
    )
    func completionOfQueuedChange() {
        let model = Model()
        let host = ViewHost(Reader(model: model))
        var runs = 0
        withAnimation(.linear(duration: 0.25)) {
            // What an Observation callback on the main thread does (`NodeReference.invalidate`):
            // it queues the reader with the transaction, marked seen, so `withAnimation` leaves
            // the completion to the graph. The test runs off the main thread, where the callback
            // queues no transaction, so it queues this one itself.
            model.value += 1
            let reader = host.allNodes().first { $0 is TypedNode<Reader> }!
            host.graph.externalInvalidations.append(
                NodeReference(reader), transaction: _currentTransaction.markedSeen())
        } completion: {
            runs += 1
        }
        #expect(runs == 0)
        host.flush()
        #expect(runs == 1)
        host.advanceTime(by: 1)
        #expect(runs == 1)
        #expect(!host.isAnimating)
    }

    struct Card: View {
        @State var shows = true
        @State var count = 0
        var body: some View {
            VStack {
                if shows {
                    VStack {
                        Text("Card \(count)")
                        Button("Inside") { count += 1 }
                    }
                }
                Button("Toggle") { withAnimation(.linear(duration: 1)) { shows.toggle() } }
            }
        }
    }

    @Test(
        "D34: a view held for its removal keeps its controls registered; the graph stays consistent"
    )
    func heldControlsKeepTheGraphConsistent() throws {
        let host = ViewHost(Card())
        // Before the fix, the debug check after this flush stopped the process: the held
        // button was registered but not found in the walk of the tree.
        try host.tap("Toggle")
        #expect(host.render().contains("VStack  removing"))
        #expect(host._checkInvariants().isEmpty)
        #expect(!host.controls(.button).contains("Inside"))
        host.advanceTime(by: 1.1)
        #expect(!host.render().contains("Text \"Card"))
        #expect(host._checkInvariants().isEmpty)
    }
}
