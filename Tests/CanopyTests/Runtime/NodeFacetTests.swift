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

/// A node kind that conforms to the preference and display facets and does nothing else: the
/// conformance is all it takes (issue 37: no accessor to override on the base node).
@MainActor
private final class ConformingNode: _ViewNode, PreferenceFacet, DisplayFacet {
    override var viewType: Any.Type { EmptyView.self }
    var readsPreferences: Bool { true }
    func renderTitle() -> String { "Conforming" }
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
        #expect(writer.facets.isSuperset(of: [.provenance, .preferences]))
        // Issue 37: a modifier's node takes the facets of the roles its modifier adopts only.
        #expect(!writer.facets.contains(.appearanceObserving))
        #expect(writer.layoutFacet == nil && writer.environmentWriter == nil)
        #expect(writer.provenanceFacet?.modifierCallName == ".preferenceWriting")
        #expect(host._checkInvariants().isEmpty)
    }

    @Test("Issue 37: a node class that adopts a facet is found as it, with no override")
    func conformanceIsTheFacet() throws {
        let node = ConformingNode()
        #expect(node.preferenceFacet === node)
        #expect(node.displayFacet === node)
        #expect(node.layoutFacet == nil)
        #expect(node.preferenceFacet?.readsPreferences == true)
        #expect(node.displayFacet?.renderTitle() == "Conforming")
        // Found once per class: a second node of the class answers the same way.
        let second = ConformingNode()
        #expect(second.preferenceFacet === second)
    }
}
