import Testing

@testable import Canopy

@MainActor
@Suite("The update-order self-check")
struct OrderCheckTests {
    struct Parent: View {
        var body: some View { VStack { Text("child") } }
    }

    @Test(
        "D3: evaluating a view while its ancestor waits to run is reported as an internal inconsistency"
    )
    func reportsAViolation() throws {
        let host = ViewHost(Parent())
        #expect(host.checksUpdateOrder)
        let graph = host.graph
        let parent = try #require(graph.root.children.first)
        let stack = try #require(parent.children.first)
        // Break the rule by hand: the parent waits in the queue while its child is pushed onto
        // the walk, which always runs first.
        graph.invalidate(parent)
        stack.isDirty = true
        graph.push(stack)
        graph.flush()
        let violation = try #require(host.diagnostics.first { $0.kind == .internalInconsistency })
        #expect(violation.message == "VStack was evaluated before its invalidated ancestor Parent")
        #expect(violation.viewPath == "Parent/VStack")
    }

    @Test("With the check off, the same run records nothing")
    func offRecordsNothing() throws {
        let host = ViewHost(Parent())
        host.checksUpdateOrder = false
        let graph = host.graph
        let parent = try #require(graph.root.children.first)
        let stack = try #require(parent.children.first)
        graph.invalidate(parent)
        stack.isDirty = true
        graph.push(stack)
        graph.flush()
        #expect(host.diagnostics.isEmpty)
    }
}
