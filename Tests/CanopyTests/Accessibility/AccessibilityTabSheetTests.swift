import Canopy
import CanopyTesting
import Testing

@MainActor
@Suite(
    "Accessibility: a tab view's tree follows its selected tab while another tab presents (D74, D44)"
)
struct AccessibilityTabSheetTests {
    struct Presenter: View {
        @Binding var selection: Int
        @State private var isPresented = false
        var body: some View {
            VStack { Button("Present") { isPresented = true } }
                .sheet(isPresented: $isPresented) {
                    // The tab bar is behind the sheet (D104): the sheet switches tabs itself.
                    Button("Show second") { selection = 1 }
                }
        }
    }

    struct Counter: View {
        @State private var value = 0
        var body: some View {
            VStack {
                Text("count \(value)")
                Button("Add") { value += 1 }
            }
        }
    }

    struct Tabs: View {
        @State private var selection = 0
        var body: some View {
            TabView(selection: $selection) {
                Presenter(selection: $selection).tabItem { Text("First") }.tag(0)
                Counter().tabItem { Text("Second") }.tag(1)
            }
        }
    }

    @Test(
        "D74, D80: a change in the selected tab reaches the tab view's items when a hidden tab presents a sheet"
    )
    func selectedTabChangesBesideAHiddenSheet() throws {
        // Found by canopy-fuzz --apps (seed 9402, case 1661): the node that holds both tabs
        // kept the hidden tab's modal sheet, so its items did not change and the tab view,
        // which reads its selected tab directly, was never told.
        let host = ViewHost(Tabs(), platform: .iPadOS)
        _ = host.accessibilityTree()
        try host.tap("Present")
        // Behind the sheet, the tab bar is out of reach (D104).
        #expect(throws: ViewHost.ControlNotFound.self) { try host.selectTab("Second") }
        try host.tap("Show second")
        try host.tap("Add")
        #expect(host._checkInvariants().isEmpty)
        let tree = host.accessibilityTree()
        #expect(tree == host._freshAccessibilityTree())
        #expect(tree.labels.contains("count 1"))
    }
}
