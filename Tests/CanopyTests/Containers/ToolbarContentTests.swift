import Canopy
import CanopyTesting
import Testing

@MainActor
@Suite("C1, C4, C7, D50, D58: toolbar content types, customisable items, spacers and bar modifiers")
struct ToolbarContentTests {
    struct EditorToolbar: ToolbarContent {
        @Binding var isBold: Bool
        @State private var saves = 0
        @Environment(\.horizontalSizeClass) private var sizeClass

        var body: some ToolbarContent {
            ToolbarItem(placement: .primaryAction) { Toggle("Bold", isOn: $isBold) }
            ToolbarItem(placement: .status) {
                Text(sizeClass == .compact ? "compact, saved \(saves)" : "regular, saved \(saves)")
            }
            ToolbarItem(placement: .bottomBar) { Button("Save") { saves += 1 } }
        }
    }

    struct Editor: View {
        @State private var isBold = false
        var body: some View {
            NavigationStack {
                Text(isBold ? "bold text" : "plain text")
                    .toolbar { EditorToolbar(isBold: $isBold) }
            }
        }
    }

    @Test("C1: a custom ToolbarContent keeps its state, reads the environment and binds upward")
    func customToolbarContent() throws {
        let host = ViewHost(Editor(), platform: .iOS)
        #expect(
            host.toolbarItems().map(\.description) == [
                "Bold @primaryAction", "compact, saved 0 @status", "Save @bottomBar",
            ])
        try host.tap("Save")
        try host.tap("Save")
        try host.toggle("Bold")
        #expect(host.first(text: "bold text") != nil)
        #expect(host.toolbarItems()[1].label == "compact, saved 2")
        #expect(host.renderScreen().hasSuffix("Bottom bar: compact, saved 2  <Save>"))
    }

    @Test("D50: an item says which view's toolbar declared it")
    func declaredBy() {
        let host = ViewHost(Editor(), platform: .iOS)
        #expect(host.toolbarItems().first?.declaredBy.hasSuffix("Text") == true)
    }

    @Test("C4: customisable items with ids and spacers, through toolbar(id:)")
    func customisableItems() {
        let host = ViewHost(
            NavigationStack {
                Text("doc")
                    .toolbar(id: "editing") {
                        ToolbarItem(id: "undo", placement: .primaryAction) { Button("Undo") {} }
                        ToolbarSpacer(.fixed, placement: .primaryAction)
                        ToolbarItem(id: "redo", placement: .primaryAction) { Button("Redo") {} }
                    }
            },
            platform: .iOS)
        #expect(host.toolbarItems().map(\.label) == ["Undo", "Redo"])
        let tree = host.render()
        #expect(tree.contains(#"ToolbarItem id:"undo" placement:primaryAction"#))
        #expect(tree.contains("ToolbarSpacer fixed placement:primaryAction"))
        #expect(ToolbarItem(id: "undo") { Text("Undo") }.id == "undo")
    }

    @Test("C4: if/else in toolbar content swaps the items with state")
    func conditionalItems() throws {
        struct Mode: View {
            @State private var editing = false
            var body: some View {
                NavigationStack {
                    Button("Switch") { editing.toggle() }
                        .toolbar {
                            if editing {
                                ToolbarItem(placement: .confirmationAction) { Button("Done") {} }
                            } else {
                                ToolbarItem(placement: .primaryAction) { Button("Edit") {} }
                            }
                        }
                }
            }
        }
        let host = ViewHost(Mode(), platform: .iOS)
        #expect(host.toolbarItems().map(\.description) == ["Edit @primaryAction"])
        try host.tap("Switch")
        #expect(host.toolbarItems().map(\.description) == ["Done @confirmationAction"])
        try host.tap("Done")
    }

    @Test("C7, D58: toolbar(removing:), toolbarRole and the title menu on the view's line")
    func barModifiersInTheTree() throws {
        struct Document: View {
            @State private var renamed = false
            var body: some View {
                NavigationSplitView {
                    Text("files").toolbar(removing: .sidebarToggle)
                } detail: {
                    Text(renamed ? "renamed" : "doc")
                        .toolbarRole(.editor)
                        .toolbarTitleMenu { Button("Rename") { renamed = true } }
                }
            }
        }
        let host = ViewHost(Document(), platform: .iPadOS)
        let tree = host.render()
        #expect(tree.contains(#"Text "files" .toolbar(removing: .sidebarToggle)"#))
        #expect(tree.contains(".toolbarRole(.editor)"))
        #expect(tree.contains("ToolbarTitleMenu"))
        #expect(host.toolbarItems().isEmpty)
        try host.tap("Rename")
        #expect(host.first(text: "renamed") != nil)
    }

    @Test("D58: a visibility for several bars prints them as written; an empty title menu builds")
    func severalBarsAsWritten() {
        let host = ViewHost(
            NavigationStack {
                Text("player")
                    .toolbar(.hidden, for: .navigationBar, .tabBar)
                    .toolbar { ToolbarTitleMenu() }
            },
            platform: .iOS)
        #expect(host.render().contains(".toolbar(.hidden, for: .navigationBar, .tabBar)"))
    }

    @Test("C6: on a Mac a pushed level's request of the window toolbar comes and goes with it")
    func macWindowToolbarFollowsTheTopLevel() throws {
        struct Stack: View {
            @State private var path: [Int] = []
            var body: some View {
                NavigationStack(path: $path) {
                    Button("Push") { path.append(1) }
                        .navigationDestination(for: Int.self) { _ in
                            Button("Pop") { path.removeAll() }
                                .toolbar(.hidden, for: .windowToolbar)
                        }
                }
                .toolbar { ToolbarItem(placement: .primaryAction) { Button("Share") {} } }
            }
        }
        let host = ViewHost(Stack(), platform: .macOS)
        #expect(host.toolbarItems().map(\.isShown) == [true])
        try host.tap("Push")
        #expect(host.toolbarItems().map(\.isShown) == [false])
        #expect(throws: ViewHost.ControlNotFound.self) { try host.tap("Share") }
        try host.tap("Pop")
        try host.tap("Share")
    }

    @Test("C6: a hidden window toolbar on a Mac shows no items and keeps none in reach")
    func hiddenWindowToolbar() {
        let host = ViewHost(
            Text("page")
                .toolbar { ToolbarItem(placement: .primaryAction) { Button("Share") {} } }
                .toolbar(.hidden, for: .windowToolbar),
            platform: .macOS)
        #expect(host.toolbarItems().map(\.description) == ["Share @primaryAction hidden"])
        #expect(!host.renderScreen().contains("Toolbar:"))
        #expect(throws: ViewHost.ControlNotFound.self) { try host.tap("Share") }
    }
}

/// The example of the DocC article "Toolbars and bars".
@MainActor
@Suite("ToolbarsAndBars.md shows what the runtime prints")
struct ToolbarsArticleTests {
    struct Gallery: View {
        @State private var path: [Int] = []

        var body: some View {
            NavigationStack(path: $path) {
                Button("Open photo") { path.append(1) }
                    .toolbar {
                        ToolbarItem(placement: .primaryAction) { Button("Select") {} }
                        ToolbarItem(placement: .bottomBar) { Button("Albums") {} }
                    }
                    .toolbar(.hidden, for: .navigationBar)
                    .navigationDestination(for: Int.self) { _ in
                        Text("photo")
                            .toolbar {
                                ToolbarItem(placement: .primaryAction) { Button("Share") {} }
                            }
                    }
            }
        }
    }

    @Test("C2, C6: the article's tree, then its push and pop")
    func articleExample() throws {
        let host = ViewHost(Gallery(), platform: .iOS)
        let article = try ArticleTests.article("ToolbarsAndBars.md")
        ArticleTests.expectShows(article, host.render(), name: "ToolbarsAndBars.md")
        #expect(host.renderScreen() == "<Open photo>\nBottom bar: <Albums>")
        #expect(throws: ViewHost.ControlNotFound.self) { try host.tap("Select") }
        try host.tap("Open photo")
        #expect(host.renderScreen().contains("Toolbar: <Share>"))
        #expect(host.navigateBack())
        #expect(
            host.toolbarItems().map(\.description) == [
                "Select @primaryAction hidden", "Albums @bottomBar",
            ])
    }

    struct Filters: View {
        @State private var names = ["All", "Unread"]
        @State private var showsExtras = false
        var body: some View {
            NavigationStack {
                VStack {
                    Button("Add filter") { names.append("Flagged") }
                    Button("Drop first") { names.removeFirst() }
                    Button("Extras") { showsExtras.toggle() }
                }
                .toolbar {
                    ForEach(names, id: \.self) { name in
                        ToolbarItem(placement: .primaryAction) { FilterItem(name: name) }
                    }
                    Group {
                        if showsExtras {
                            ToolbarItem(placement: .primaryAction) { Button("Share") {} }
                            ToolbarItem(placement: .primaryAction) { Button("Print") {} }
                        }
                    }
                }
            }
        }
    }

    /// An item with state of its own, so a test can see whether it kept it.
    struct FilterItem: View {
        let name: String
        @State private var taps = 0
        var body: some View { Button("\(name) \(taps)") { taps += 1 } }
    }

    @Test("C1, C4: ForEach and Group of toolbar content: one item per element, kept by id")
    func forEachAndGroup() throws {
        let host = ViewHost(Filters(), platform: .iOS)
        #expect(
            host.toolbarItems().map(\.description) == [
                "All 0 @primaryAction", "Unread 0 @primaryAction",
            ])
        try host.tap("Unread 0")
        try host.tap("Add filter")
        #expect(
            host.toolbarItems().map(\.label) == ["All 0", "Unread 1", "Flagged 0"])
        try host.tap("Drop first")
        // The "Unread" item keeps its state when an element before it leaves: rows by id.
        #expect(host.toolbarItems().map(\.label) == ["Unread 1", "Flagged 0"])
        try host.tap("Extras")
        #expect(
            host.toolbarItems().map(\.description) == [
                "Unread 1 @primaryAction", "Flagged 0 @primaryAction",
                "Share @primaryAction", "Print @primaryAction",
            ])
        try host.tap("Extras")
        #expect(host.toolbarItems().count == 2)
    }

    @Test("C1: an item's views keep their state when the view that declares it updates")
    func itemKeepsStateAcrossParentUpdates() throws {
        struct Counter: View {
            @State private var edits = 0
            var body: some View {
                NavigationStack {
                    Button("Edit \(edits)") { edits += 1 }
                        .toolbar {
                            ToolbarItem(placement: .primaryAction) { FilterItem(name: "Flag") }
                            ToolbarItemGroup(placement: .bottomBar) { FilterItem(name: "Pin") }
                        }
                }
            }
        }
        let host = ViewHost(Counter(), platform: .iOS)
        try host.tap("Flag 0")
        try host.tap("Pin 0")
        try host.tap("Edit 0")
        #expect(host.first(text: "Edit 1") != nil)
        #expect(host.toolbarItems().map(\.label) == ["Flag 1", "Pin 1"])
    }

    @Test(
        "C1, C6: hidden(_:) on toolbar content: declared but on no bar, out of reach; shown again with its state"
    )
    func hiddenToolbarContent() throws {
        struct Browser: View {
            @State private var showsDownloads = false
            var body: some View {
                NavigationStack {
                    Button("Downloads") { showsDownloads.toggle() }
                        .toolbar {
                            ToolbarItem(placement: .primaryAction) { FilterItem(name: "Get") }
                                .hidden(!showsDownloads)
                            ToolbarItem(placement: .primaryAction) { Button("Share") {} }
                        }
                }
            }
        }
        let host = ViewHost(Browser(), platform: .iOS)
        #expect(
            host.toolbarItems().map(\.description) == [
                "Get 0 @primaryAction hidden", "Share @primaryAction",
            ])
        #expect(host.render().contains("ToolbarItem placement:primaryAction hidden"))
        #expect(host.renderScreen().contains("Toolbar: <Share>"))
        #expect(throws: ViewHost.ControlNotFound.self) { try host.tap("Get 0") }
        try host.tap("Downloads")
        try host.tap("Get 0")
        #expect(host.renderScreen().contains("Toolbar: <Get 1>  <Share>"))
        try host.tap("Downloads")
        try host.tap("Downloads")
        #expect(host.toolbarItems().first?.description == "Get 1 @primaryAction")
    }
}
