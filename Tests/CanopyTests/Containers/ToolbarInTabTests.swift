import Canopy
import CanopyTesting
import Testing

@MainActor
@Suite("C2, C10, D58: a toolbar item in a tab's navigation stack is on screen with its tab")
struct ToolbarInTabTests {
    /// Two tabs, each a navigation stack with an item; built by a `ForEach` or written out, the
    /// tab view shows its selected tab through the content's tuple or `ForEach`.
    struct Tabs: View {
        let usesForEach: Bool
        @State private var selection = 0

        var body: some View {
            TabView(selection: $selection) {
                if usesForEach {
                    ForEach(0..<2, id: \.self) { index in tab(index) }
                } else {
                    tab(0)
                    tab(1)
                }
            }
        }

        func tab(_ index: Int) -> some View {
            NavigationStack {
                Text("page \(index)")
                    .toolbar {
                        ToolbarItem(placement: .primaryAction) { Button("Share \(index)") {} }
                    }
            }
            .tabItem { Text("Tab \(index)") }
            .tag(index)
        }
    }

    @Test(
        "C2, C10, D58: the selected tab's item is not marked hidden in the tree, before and after a switch",
        arguments: [false, true])
    func selectedTabsItemIsShown(usesForEach: Bool) throws {
        // Found by canopy-fuzz --apps (issue 40 item 10): the item's level was taken for off
        // screen because the tab view shows a descendant of its content, not a child.
        let host = ViewHost(Tabs(usesForEach: usesForEach), platform: .iPadOS)
        #expect(host.toolbarItems().map(\.description) == ["Share 0 @primaryAction"])
        let tree = host.render()
        #expect(tree.contains("ToolbarItem placement:primaryAction\n"))
        #expect(!tree.contains("hidden"))
        try host.selectTab("Tab 1")
        #expect(host.toolbarItems().map(\.description) == ["Share 1 @primaryAction"])
        #expect(!host.render().contains("hidden"))
        try host.tap("Share 1")
    }
}
