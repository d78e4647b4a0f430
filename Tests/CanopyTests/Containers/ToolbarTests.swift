import Canopy
import CanopyTesting
import Testing

@MainActor
@Suite("C1–C6, D50, D51, D58, D59: toolbar items go to the bars of the container that renders them")
struct ToolbarTests {
    struct Filters: View {
        @State private var selecting = false
        var body: some View {
            NavigationStack {
                VStack {
                    Text("filters")
                        .toolbar {
                            ToolbarItem(placement: .topBarLeading) { Button("Filter") {} }
                        }
                    Button("Select") { selecting.toggle() }
                }
                .toolbar {
                    ToolbarItem(placement: .primaryAction) { Button("Compose") {} }
                    if selecting {
                        ToolbarItem(placement: .bottomBar) { Button("Delete All") {} }
                    }
                }
            }
        }
    }

    @Test(
        "C1, D50: nested toolbars of one level, inner first, and an item inside `if` follows state")
    func collectedInTreeOrder() throws {
        let host = ViewHost(Filters(), platform: .iOS)
        #expect(
            host.toolbarItems().map(\.description) == [
                "Filter @topBarLeading", "Compose @primaryAction",
            ])
        try host.tap("Select")
        #expect(
            host.toolbarItems().map(\.description) == [
                "Filter @topBarLeading", "Compose @primaryAction", "Delete All @bottomBar",
            ])
        #expect(host.toolbarItems().map(\.bar) == [.navigationBar, .navigationBar, .bottomBar])
        try host.tap("Delete All")
        try host.tap("Select")
        #expect(host.toolbarItems().count == 2)
    }

    @Test("D59: the navigation bar's items above the level, the bottom toolbar's below it")
    func barsOnScreen() throws {
        let host = ViewHost(Filters(), platform: .iOS)
        try host.tap("Select")
        #expect(
            host.renderScreen() == """
                Toolbar: <Filter>  <Compose>
                filters
                <Select>
                Bottom bar: <Delete All>
                """)
    }

    struct Photo: View {
        var body: some View {
            VStack { Text("photo") }
                .toolbar { ToolbarItem(placement: .primaryAction) { Button("Share") {} } }
        }
    }

    @Test("C1, D51, D58: with no navigation container an iPhone shows the items on no bar")
    func noContainerOnIOS() {
        let host = ViewHost(Photo(), platform: .iOS)
        #expect(host.toolbarItems().isEmpty)
        #expect(!host.renderScreen().contains("Share"))
        #expect(
            host.render() == """
                Photo
                └─ VStack
                   ├─ Text "photo"
                   └─ .toolbar
                      └─ ToolbarItem placement:primaryAction hidden
                         └─ Button "Share"
                """)
        #expect(throws: ViewHost.ControlNotFound.self) { try host.tap("Share") }
    }

    @Test("C1, D51: a Mac's window toolbar shows every item of the window's content")
    func windowToolbarOnMacOS() throws {
        let host = ViewHost(Photo(), platform: .macOS)
        #expect(host.toolbarItems().map(\.description) == ["Share @primaryAction"])
        #expect(host.toolbarItems().first?.bar == .windowToolbar)
        #expect(host.renderScreen().hasPrefix("Toolbar: <Share>"))
        try host.tap("Share")
    }

    @Test("C1: a toolbar on the navigation stack itself is outside its content: no bar shows it")
    func toolbarOnTheStackItself() {
        let host = ViewHost(
            NavigationStack { Text("root") }
                .toolbar { ToolbarItem(placement: .primaryAction) { Button("Outside") {} } },
            platform: .iOS)
        #expect(host.toolbarItems().isEmpty)
        #expect(host.render().contains("ToolbarItem placement:primaryAction hidden"))
    }

    struct Threads: View {
        @State private var path: [String] = []
        var body: some View {
            NavigationStack(path: $path) {
                VStack {
                    Text("threads")
                    Button("Open") { path.append("first") }
                }
                .toolbar { ToolbarItem(placement: .primaryAction) { Button("New Thread") {} } }
                .navigationDestination(for: String.self) { name in
                    Text(name)
                        .toolbar { ToolbarItem(placement: .primaryAction) { Button("Reply") {} } }
                }
            }
        }
    }

    @Test("C2: a pushed level's items replace the root's; popping brings them back")
    func topLevelOnly() throws {
        let host = ViewHost(Threads(), platform: .iOS)
        #expect(host.toolbarItems().map(\.label) == ["New Thread"])
        try host.tap("Open")
        #expect(host.toolbarItems().map(\.label) == ["Reply"])
        #expect(host.renderScreen().contains("Toolbar: <Reply>"))
        #expect(!host.renderScreen().contains("New Thread"))
        #expect(throws: ViewHost.ControlNotFound.self) { try host.tap("New Thread") }
        #expect(host.navigateBack())
        #expect(host.toolbarItems().map(\.label) == ["New Thread"])
    }

    @Test("C2: a pushed level that declares no items empties the bar")
    func pushedLevelWithoutItems() throws {
        struct Plain: View {
            @State private var path: [Int] = []
            var body: some View {
                NavigationStack(path: $path) {
                    Button("Go") { path.append(1) }
                        .toolbar { ToolbarItem(placement: .primaryAction) { Button("Add") {} } }
                        .navigationDestination(for: Int.self) { Text("detail \($0)") }
                }
            }
        }
        let host = ViewHost(Plain(), platform: .iOS)
        try host.tap("Go")
        #expect(host.toolbarItems().isEmpty)
        #expect(!host.renderScreen().contains("Toolbar:"))
    }

    @Test("C3: a tab view shows the bars of its selected tab only")
    func selectedTabOnly() throws {
        let host = ViewHost(
            TabView {
                NavigationStack {
                    Text("inbox")
                        .toolbar { ToolbarItem(placement: .primaryAction) { Button("Compose") {} } }
                }
                .tabItem { Text("Inbox") }
                NavigationStack {
                    Text("sent")
                        .toolbar { ToolbarItem(placement: .primaryAction) { Button("Resend") {} } }
                }
                .tabItem { Text("Sent") }
            },
            platform: .iOS)
        #expect(host.toolbarItems().map(\.label) == ["Compose"])
        try host.selectTab("Sent")
        #expect(host.toolbarItems().map(\.label) == ["Resend"])
    }

    @Test("C4, D50: a group gives each of its views an item; views placed directly are automatic")
    func groupsAndDirectViews() {
        let host = ViewHost(
            NavigationStack {
                Text("list")
                    .toolbar {
                        ToolbarItemGroup(placement: .bottomBar) {
                            Button("Archive") {}
                            Text("3 selected")
                            Button("Move") {}
                        }
                    }
                    .toolbar { Button("Edit") {} }
            },
            platform: .iOS)
        #expect(
            host.toolbarItems().map(\.description) == [
                "Archive @bottomBar", "3 selected @bottomBar", "Move @bottomBar", "Edit @automatic",
            ])
    }

    @Test("C4, D50: an item is titled by its first control, else its first text")
    func itemLabels() {
        let host = ViewHost(
            NavigationStack {
                Text("page")
                    .toolbar {
                        ToolbarItem(placement: .principal) {
                            VStack {
                                Text("Mailboxes")
                                Text("Updated just now")
                            }
                        }
                        ToolbarItem(placement: .primaryAction) {
                            HStack {
                                Image(systemName: "star")
                                Menu("Sort") { Button("By date") {} }
                            }
                        }
                    }
            },
            platform: .iOS)
        #expect(host.toolbarItems().map(\.label) == ["Mailboxes", "Sort"])
    }

    @Test("C5: a sheet's items belong to the sheet's own navigation stack, not the presenter's")
    func presentationHasItsOwnBars() throws {
        struct Presenter: View {
            @State private var composing = false
            var body: some View {
                NavigationStack {
                    Button("New") { composing = true }
                        .toolbar { ToolbarItem(placement: .primaryAction) { Button("Share") {} } }
                        .sheet(isPresented: $composing) {
                            NavigationStack {
                                Text("draft")
                                    .toolbar {
                                        ToolbarItem(placement: .cancellationAction) {
                                            Button("Cancel") { composing = false }
                                        }
                                        ToolbarItem(placement: .confirmationAction) {
                                            Button("Send") {}
                                        }
                                    }
                            }
                        }
                }
            }
        }
        let host = ViewHost(Presenter(), platform: .iOS)
        #expect(host.toolbarItems().map(\.label) == ["Share"])
        try host.tap("New")
        #expect(host.toolbarItems().map(\.label) == ["Cancel", "Send"])
        #expect(host.renderScreen().contains("│ Toolbar: <Cancel>  <Send>"))
        try host.tap("Cancel")
        #expect(host.toolbarItems().map(\.label) == ["Share"])
    }

    @Test("C5, D51: on iOS a sheet without a navigation stack shows its items on no bar")
    func sheetWithoutStack() throws {
        let host = ViewHost(
            Text("page").sheet(isPresented: .constant(true)) {
                Text("draft")
                    .toolbar { ToolbarItem(placement: .confirmationAction) { Button("Done") {} } }
            },
            platform: .iOS)
        #expect(host.toolbarItems().isEmpty)
        let mac = ViewHost(
            Text("page").sheet(isPresented: .constant(true)) {
                Text("draft")
                    .toolbar { ToolbarItem(placement: .confirmationAction) { Button("Done") {} } }
            },
            platform: .macOS)
        #expect(mac.toolbarItems().map(\.description) == ["Done @confirmationAction"])
        // D51: a Mac sheet's confirmation and cancellation actions sit on its bottom edge.
        #expect(mac.renderScreen().contains("│ draft\n│ Bottom bar: <Done>"))
    }

    struct Gallery: View {
        @State private var path: [Int] = []
        @State private var hidesBar = true
        var body: some View {
            NavigationStack(path: $path) {
                VStack {
                    Text("gallery")
                    Button("Photo") { path.append(1) }
                    Button("Toggle") { hidesBar.toggle() }
                }
                .navigationTitle("Gallery")
                .toolbar {
                    ToolbarItem(placement: .primaryAction) { Button("Select") {} }
                    ToolbarItem(placement: .bottomBar) { Button("Albums") {} }
                }
                .toolbar(hidesBar ? .hidden : .visible, for: .navigationBar)
                .navigationDestination(for: Int.self) { _ in
                    Text("photo")
                        .toolbar { ToolbarItem(placement: .primaryAction) { Button("Share") {} } }
                }
            }
        }
    }

    @Test("C6: a hidden navigation bar takes its items with it; the bottom toolbar stays")
    func hiddenNavigationBar() throws {
        let host = ViewHost(Gallery(), platform: .iOS)
        #expect(
            host.toolbarItems().map(\.description) == [
                "Select @primaryAction hidden", "Albums @bottomBar",
            ])
        #expect(
            host.renderScreen() == """
                gallery
                <Photo>
                <Toggle>
                Bottom bar: <Albums>
                """)
        #expect(throws: ViewHost.ControlNotFound.self) { try host.tap("Select") }
        try host.tap("Albums")
        try host.tap("Toggle")
        #expect(host.toolbarItems().map(\.isShown) == [true, true])
        try host.tap("Select")
        #expect(host.renderScreen().hasPrefix("Gallery\n───────\nToolbar: <Select>"))
    }

    @Test("C6: a pushed level that asks nothing shows the bar; popping back hides it again")
    func visibilityFollowsTheTopLevel() throws {
        let host = ViewHost(Gallery(), platform: .iOS)
        try host.tap("Photo")
        #expect(host.toolbarItems().map(\.description) == ["Share @primaryAction"])
        #expect(host.renderScreen().contains("Toolbar: <Share>"))
        #expect(host.navigateBack())
        #expect(host.toolbarItems().first?.isShown == false)
    }

    @Test("C6, D15: a hidden navigation bar gives its height back to the content")
    func hiddenBarLayout() throws {
        let host = ViewHost(Gallery(), platform: .iOS)
        let hidden = try #require(host.find(text: "gallery").frame())
        try host.tap("Toggle")
        let shown = try #require(host.find(text: "gallery").frame())
        #expect(shown.minY > hidden.minY)
    }

    @Test("C6, D58: the visibility modifier shows as written on its view's line")
    func visibilityAttribute() {
        let host = ViewHost(Gallery(), platform: .iOS)
        #expect(host.render().contains(".toolbar(.hidden, for: .navigationBar)"))
        let tabs = ViewHost(
            TabView {
                NavigationStack {
                    Text("player").toolbarVisibility(.hidden, for: .tabBar)
                }
                .tabItem { Text("Play") }
            },
            platform: .iOS)
        #expect(tabs.render().contains(".toolbarVisibility(.hidden, for: .tabBar)"))
    }

    @Test("C6: the tab bar's visibility passes through navigation containers to the tab view")
    func hiddenTabBar() throws {
        struct Player: View {
            @State private var fullScreen = true
            var body: some View {
                TabView {
                    NavigationStack {
                        Button("Exit") { fullScreen = false }
                            .toolbar(fullScreen ? .hidden : .automatic, for: .tabBar)
                    }
                    .tabItem { Text("Play") }
                    Text("library").tabItem { Text("Library") }
                }
            }
        }
        let host = ViewHost(Player(), platform: .iOS)
        #expect(!host.renderScreen().contains("● Play"))
        #expect(host.render().contains(#"TabView tabs:["Play", "Library"] selected:"Play" hidden"#))
        try host.tap("Exit")
        #expect(host.renderScreen().hasSuffix("● Play   ○ Library"))
    }

    @Test("D51: of two views of one level that disagree, the first in tree order wins")
    func firstRequestWins() {
        let host = ViewHost(
            NavigationStack {
                VStack {
                    Text("a").toolbar(.hidden, for: .navigationBar)
                    Text("b").toolbar(.visible, for: .navigationBar)
                }
                .toolbar { ToolbarItem(placement: .primaryAction) { Button("Add") {} } }
            },
            platform: .iOS)
        #expect(host.toolbarItems().first?.isShown == false)
    }

    @Test("D51: bottom-bar and top-bar placements are unavailable on a Mac, with a diagnostic")
    func unavailablePlacementsOnMacOS() {
        let host = ViewHost(
            Text("page")
                .toolbar {
                    ToolbarItem(placement: .bottomBar) { Button("Albums") {} }
                    ToolbarItem(placement: .primaryAction) { Button("Share") {} }
                },
            platform: .macOS)
        #expect(
            host.toolbarItems().map(\.description) == [
                "Albums @bottomBar hidden", "Share @primaryAction",
            ])
        #expect(host.toolbarItems().first?.bar == nil)
        #expect(
            host.diagnostics.contains {
                $0.kind == .platformUnavailable && $0.message.contains("bottomBar")
            })
    }

    @Test("D51: keyboard items show while a text field of the level has focus")
    func keyboardItems() throws {
        struct Form: View {
            @State private var name = ""
            var body: some View {
                NavigationStack {
                    TextField("Name", text: $name)
                        .toolbar {
                            ToolbarItem(placement: .keyboard) { Button("Next") {} }
                        }
                }
            }
        }
        let host = ViewHost(Form(), platform: .iOS)
        #expect(host.toolbarItems().map(\.isShown) == [false])
        try host.type("Ada", into: "Name")
        #expect(host.toolbarItems().map(\.isShown) == [true])
    }
}

@MainActor
@Suite("D59: the window picture and the JSON show the bars' items")
struct ToolbarPictureTests {
    @Test(
        "D59, D98: the navigation bar's shown items are drawn in the bar, hidden ones are not; the bottom toolbar's in its bar"
    )
    func pictureDrawsItems() throws {
        let host = ViewHost(ToolbarTests.Gallery(), platform: .iOS)
        #expect(!host.renderPicture().contains(">Select<"))
        // The hidden navigation bar leaves the bottom toolbar (C6), drawn with its item.
        #expect(host.renderPicture().contains(">Albums<"))
        try host.tap("Toggle")
        let picture = host.renderPicture()
        #expect(picture.contains(">Select<"))
        #expect(picture.contains(">Albums<"))
    }

    @Test("D58: the JSON tree marks an item no bar shows")
    func jsonMarksHiddenItems() {
        let host = ViewHost(ToolbarTests.Gallery(), platform: .iOS)
        #expect(host.render(.json).contains("ToolbarItem placement:primaryAction hidden"))
    }
}
