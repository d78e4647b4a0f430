import CanopyTesting
import Testing

@testable import Canopy

// Issue 20, item 1: a node's optional parts (showing only some children, hearing about being
// shown, presenting to inspection, explaining provenance, taking part in preferences) are
// protocols a node class opts into, found once per class from its conformances.

private struct Titled: PreferenceKey {
    static let defaultValue = ""
    static func reduce(value: inout String, nextValue: () -> String) { value += nextValue() }
}

private struct Tabs: View {
    var body: some View {
        TabView {
            Text("One").tabItem { Text("1") }.preference(key: Titled.self, value: "one")
            Text("Two").tabItem { Text("2") }
        }
    }
}

/// A node kind that conforms to the preference and display facets but forgets their
/// accessors.
@MainActor
private final class ForgetfulNode: _ViewNode, PreferenceFacet, DisplayFacet {
    init() { super.init(viewType: EmptyView.self) }
    var readsPreferences: Bool { true }
    func renderTitle() -> String { "Forgetful" }
}

@MainActor
@Suite("Node facets (issue 20, item 1)")
struct NodeFacetTests {
    private func nodes(in host: ViewHost) -> [_ViewNode] {
        var result: [_ViewNode] = []
        var pending: [_ViewNode] = [host.graph.root]
        while let node = pending.popLast() {
            result.append(node)
            pending.append(contentsOf: node.children)
        }
        return result
    }

    @Test("A node class's facets follow from its conformances; plain views have none")
    func facetsFollowConformances() throws {
        let host = ViewHost(Tabs())
        let all = nodes(in: host)
        let tabView = try #require(all.first { $0 is any TabSwitching })
        #expect(tabView.facets.contains(.appearanceHiding))
        #expect(tabView.facets.contains(.preferences))
        #expect(tabView.preferenceFacet === tabView)
        let text = try #require(all.first { $0 is TypedNode<Text> && $0.shownText == "One" })
        #expect(text.facets == [.display])
        #expect(text.preferenceFacet == nil && text.appearanceHiding == nil)
        #expect(text.lineTitle() == "Text \"One\"")
        let custom = try #require(all.first { $0.viewType == Tabs.self })
        #expect(custom.facets.isEmpty && custom.lineTitle() == "Tabs")
        let titled = AnyPreferenceKey.of(Titled.self)
        let writer = try #require(all.first { $0.ownWrittenPreference?.key === titled })
        #expect(writer.facets.isSuperset(of: [.provenance, .appearanceObserving, .preferences]))
        #expect(writer.provenanceFacet?.modifierCallName == ".preferenceWriting")
        #expect(host._checkInvariants().isEmpty)
    }

    @Test("The invariant check names a node whose class conforms to a facet it does not answer")
    func accessorAndConformanceAgree() throws {
        let host = ViewHost(Text("Host"))
        let parent = try #require(host.graph.root.children.first)
        let forgetful = ForgetfulNode()
        forgetful.parent = parent
        forgetful.graph = host.graph
        forgetful.isMounted = true
        forgetful.hasMounted = true
        parent.children.append(forgetful)
        defer { parent.children.removeLast() }
        let problems = host._checkInvariants()
        for facet in ["preference", "display"] {
            let named = "\(facet) facet accessor disagrees with its conformance"
            #expect(problems.contains { $0.hasSuffix(named) })
        }
    }
}
