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
            reader.dependencies.records.firstIndex { $0.entry != nil })
        let read = reader.dependencies.records[record]
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

@MainActor
@Suite("Feature invariants: registries agree with the mounted views (issue 20, item 7)")
struct FeatureInvariantTests {
    struct Screen: View {
        @State private var text = "t"
        var body: some View {
            TabView {
                VStack {
                    Button("Go") {}
                    TextField("Name", text: $text)
                    Text("t").preference(key: SumKey.self, value: 1)
                }
                .tabItem { Text("One") }
            }
        }
    }

    private func host() throws -> ViewHost {
        let host = ViewHost(Screen())
        try host.focus("Name")
        _ = host.graph.indexedTexts  // built on first use, as a tap by label does
        #expect(host._checkInvariants().isEmpty)
        return host
    }

    @Test("A control missing from the capability registry is found")
    func capabilityRegistry() throws {
        let host = try host()
        let button = try #require(
            host.allNodes().first { ($0 as? any InteractiveNode)?.controlLabel == "Go" })
        host.graph.capabilities.remove(button, for: button.capabilities)
        #expect(host._checkInvariants().contains { $0.contains("is not registered for it") })
    }

    @Test("A miscounted preference writer is found")
    func writerCounts() throws {
        let host = try host()
        let key = AnyPreferenceKey.of(SumKey.self)
        host.graph.mountedWriterCounts[ObjectIdentifier(key)] = 3
        #expect(host._checkInvariants().contains { $0.contains("writers of a preference key") })
    }

    @Test("A text the index forgot, and a node it keeps after removal, are found")
    func textIndex() throws {
        let host = try host()
        let text = try #require(host.allNodes().first { $0.shownText == "t" && $0 is TextNode })
        host.graph.indexedTexts.remove(text)
        #expect(host._checkInvariants().contains { $0.contains("the text index disagrees") })
        host.graph.indexedTexts.update(text, content: "t")
        text.isMounted = false
        #expect(host._checkInvariants().contains { $0.contains("text index holds a node") })
        text.isMounted = true
    }

    @Test("A focus controller remembering a removed view is found")
    func focusMaps() throws {
        let host = try host()
        let focused = try #require(host.graph.focus.focused)
        focused.isMounted = false
        #expect(host._checkInvariants().contains { $0.contains("focus controller remembers") })
        focused.isMounted = true
    }

    @Test("A miscounted tab view or stack is found")
    func appearanceHiders() throws {
        let host = try host()
        host.graph.appearanceHiders += 1
        #expect(host._checkInvariants().contains { $0.contains("containers that hide children") })
        host.graph.appearanceHiders -= 1
        #expect(host._checkInvariants().isEmpty)
    }
}

@Suite("Invariants are enforced in debug builds (issues 20 and 36)")
struct InvariantEnforcementTests {
    @Test(
        "In a user's test a broken invariant fails that test with the problem and the graph, and the process goes on"
    )
    @MainActor func brokenInvariantFailsTheTest() {
        let line = #line + 2
        withKnownIssue {
            let host = ViewHost(FeatureInvariantTests.Screen())
            // A user's test process: nothing asks broken invariants to trap.
            host.graph.trapsOnBrokenInvariants = false
            host.graph.appearanceHiders += 1
            host.graph.invalidate(host.allNodes()[1])
            host.flush()
            #expect(host.diagnostics.contains { $0.kind == .internalInconsistency })
            host.graph.appearanceHiders -= 1
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("Canopy graph invariants broken")
                && text.contains("containers that hide children are counted")
                && text.contains("The graph:\nScreen") && issue.sourceLocation?.line == line
        }
    }

    @Test("Canopy's own test process asks broken invariants to trap; CanopyTesting records issues")
    @MainActor func ownChecksTrap() {
        #expect(ViewHost(EmptyView()).graph.trapsOnBrokenInvariants)
    }

    @Test(
        "A flush that leaves a broken invariant stops the process, printing the problem and the graph"
    )
    func brokenInvariantTraps() async {
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) {
            await MainActor.run {
                let host = ViewHost(FeatureInvariantTests.Screen())
                host.graph.appearanceHiders += 1
                // Any update checks the graph when it ends.
                host.graph.invalidate(host.allNodes()[1])
                host.flush()
            }
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(output.contains("Canopy graph invariants broken"))
        #expect(output.contains("containers that hide children are counted"))
        #expect(output.contains("Screen"))
    }
}
