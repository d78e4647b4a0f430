import Canopy
import Testing

private struct Card<C: View>: View {
    @ViewBuilder let content: C
    var body: some View { VStack { content } }
}

@MainActor
@Suite("Accessibility: the tree and reading order (A1, A2)")
struct AccessibilityTreeTests {
    @Test("A1: elements are collected bottom-up; stacks, custom views and shapes are not elements")
    func collectedBottomUp() {
        let host = ViewHost(
            VStack {
                Text("Title")
                HStack {
                    Button("Cancel") {}
                    Button("OK") {}
                }
                Card { Text("Footer") }
                Color.red
                Rectangle()
            })
        #expect(
            host.renderAccessibility() == """
                staticText "Title"
                button "Cancel"
                button "OK"
                staticText "Footer"
                """)
    }

    @Test("A1: only what a person can reach: an unselected tab contributes nothing")
    func unselectedTab() {
        let host = ViewHost(
            TabView {
                Text("First page").tabItem { Text("One") }
                Text("Second page").tabItem { Text("Two") }
            })
        // The tab bar follows the tab (D74); the unselected tab's page is not reachable.
        #expect(host.accessibilityTree().labels == ["First page", "One", "Two"])
    }

    @Test("A2: stacks read in content order, a right-to-left HStack too")
    func readingOrder() {
        let host = ViewHost(
            VStack {
                HStack {
                    Text("A")
                    Text("B")
                }
                Text("C")
                HStack {
                    Text("D")
                    Text("E")
                }.environment(\.layoutDirection, .rightToLeft)
            })
        #expect(host.accessibilityTree().labels == ["A", "B", "C", "D", "E"])
    }

    @Test("A1: an empty tree renders as nothing")
    func emptyTree() {
        let host = ViewHost(VStack { Color.blue })
        #expect(host.renderAccessibility() == "")
        #expect(host.accessibilityTree().elements.isEmpty)
    }

    @Test("D44: a presented sheet is all that is reachable, and the tree follows state")
    func sheetIsModal() throws {
        let host = ViewHost(SheetScreen())
        #expect(host.accessibilityTree().labels == ["Home", "Open"])
        try host.accessibilityActivate("Open")
        #expect(host.accessibilityTree().labels == ["Sheet body", "Close"])
        try host.accessibilityActivate("Close")
        #expect(host.accessibilityTree().labels == ["Home", "Open"])
    }

    @Test("D44: a presented alert is all that is reachable")
    func alertIsModal() throws {
        let host = ViewHost(AlertScreen(), platform: .macOS)
        #expect(host.accessibilityTree().labels == ["Delete the file?", "Delete", "Cancel"])
        try host.accessibilityActivate("Cancel")
        #expect(host.accessibilityTree().labels == ["Document", "Delete"])
    }

    @Test("D44: toolbar items are in the bar, not in the tree")
    func toolbarLeftOut() {
        let host = ViewHost(
            NavigationStack {
                Text("Content")
                    .toolbar { Button("Add") {} }
            })
        #expect(host.accessibilityTree().labels == ["Content"])
    }

    @Test("D44: a covered navigation level contributes nothing")
    func navigationLevels() throws {
        let host = ViewHost(
            NavigationStack {
                VStack {
                    Text("Root")
                    NavigationLink("Details") { Text("Detail page") }
                }
            })
        #expect(host.accessibilityTree().labels == ["Root", "Details"])
        #expect(try host.accessibilityActivate("Details"))
        #expect(host.accessibilityTree().labels == ["Detail page"])
    }
}

private struct AlertScreen: View {
    @State private var shown = true
    var body: some View {
        VStack {
            Text("Document")
            Button("Delete") {}
        }
        .alert("Delete the file?", isPresented: $shown) {
            Button("Delete", role: .destructive) {}
            Button("Cancel", role: .cancel) {}
        }
    }
}

private struct SheetScreen: View {
    @State private var shown = false
    var body: some View {
        VStack {
            Text("Home")
            Button("Open") { shown = true }
        }
        .sheet(isPresented: $shown) {
            VStack {
                Text("Sheet body")
                Button("Close") { shown = false }
            }
        }
    }
}
