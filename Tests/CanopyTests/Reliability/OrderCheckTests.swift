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
        let parent = try #require(host.allNodes().first { $0.viewType == Parent.self })
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

@MainActor
@Suite("Graph invariants (_checkInvariants)")
struct GraphInvariantTests {
    struct Reads: View {
        @Environment(\.k) var k
        @State var count = 0
        var body: some View {
            Button("\(k) \(count)") { count += 1 }
        }
    }

    var tree: some View {
        VStack {
            Reads().environment(\.k, "x")
            Text("t").preference(key: SumKey.self, value: 1)
        }
        .onPreferenceChange(SumKey.self) { _ in }
    }

    @Test("A consistent graph reports nothing, after the mount and after updates")
    func consistent() throws {
        let host = ViewHost(tree)
        #expect(host._checkInvariants().isEmpty)
        try host.tap("x 0")
        #expect(host._checkInvariants().isEmpty)
        #expect(host.diagnostics.isEmpty)
    }

    @Test("A reader missing from an entry's list, and a detached registration, are found")
    func brokenReaderLists() throws {
        let host = ViewHost(tree)
        let reader = try #require(host.allNodes().first { $0.viewType == Reads.self })
        let record = try #require(
            reader.dependencies.environmentReads.firstIndex { $0.entry != nil })
        let read = reader.dependencies.environmentReads[record]
        read.entry?.dependents.remove(
            at: read.listIndex, node: reader, record: record, kind: .environment)
        let problems = host._checkInvariants()
        #expect(problems.contains { $0.contains("Reads read k but is not registered") })

        let other = ViewHost(tree)
        let node = try #require(other.allNodes().first { $0.viewType == Reads.self })
        node.isMounted = false
        #expect(other._checkInvariants().contains { $0.contains("not mounted") })
    }

    @Test("A stale preference cache is found")
    func stalePreferenceCache() throws {
        let host = ViewHost(tree)
        let writer = try #require(
            host.allNodes().first {
                $0.preferenceOutputs.items.count == 1
                    && $0.parent?.preferenceOutputs.items.count == 1
            })
        let key = try #require(writer.preferenceOutputs.items.first?.key)
        writer.preferenceOutputs[key] = 41
        #expect(host._checkInvariants().contains { $0.contains("stale value for sum") })
    }
}
