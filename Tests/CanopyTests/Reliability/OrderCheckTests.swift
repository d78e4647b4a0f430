import Testing

@testable import Canopy

@MainActor
@Suite("The update-order self-check")
struct OrderCheckTests {
    struct Parent: View {
        var body: some View { VStack { Text("child") } }
    }

    /// Breaks the rule by hand: the root view waits in the queue while its child is pushed
    /// onto the walk, which always runs first.
    func evaluateChildBeforeParent(checking: Bool) throws -> ViewHost {
        let host = ViewHost(Parent())
        host.checksUpdateOrder = checking
        let graph = host.graph
        let parent = try #require(graph.root.children.first)
        let stack = try #require(parent.children.first)
        graph.invalidate(parent)
        stack.isDirty = true
        graph.push(stack)
        graph.flush()
        return host
    }

    @Test(
        "D3: evaluating a view while its ancestor waits to run is reported as an internal inconsistency"
    )
    func reportsAViolation() throws {
        #expect(ViewHost(Parent()).checksUpdateOrder)
        let host = try evaluateChildBeforeParent(checking: true)
        let violation = try #require(host.diagnostics.first { $0.kind == .internalInconsistency })
        #expect(violation.message == "VStack was evaluated before its invalidated ancestor Parent")
        #expect(violation.viewPath == "Parent/VStack")
    }

    @Test("With the check off, the same run records nothing")
    func offRecordsNothing() throws {
        #expect(try evaluateChildBeforeParent(checking: false).diagnostics.isEmpty)
    }
}
