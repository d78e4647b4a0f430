import Canopy
import CanopyTesting
import Testing

@MainActor
@Suite("D98, C2, C3, C5, C6: the bottom toolbar takes room below its level and is drawn")
struct BottomToolbarTests {
    /// Prints the height it is offered, as a text: what the bars leave of the safe area.
    struct Measured: View {
        var body: some View {
            GeometryReader { proxy in Text("h\(Int(proxy.size.height))") }
        }
    }

    /// A library whose root shows a bottom toolbar item once a person starts selecting, and
    /// pushes a level with or without items of its own.
    struct Library: View {
        @State private var selecting = false
        @State private var hidden = false
        var body: some View {
            NavigationStack {
                VStack {
                    Measured()
                    Button("Select") { selecting.toggle() }
                    Button("Hide") { hidden.toggle() }
                    NavigationLink("Plain", value: 1)
                    NavigationLink("Tools", value: 2)
                }
                .navigationTitle("Library")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    if selecting {
                        ToolbarItem(placement: .bottomBar) { Button("Delete") {} }
                    }
                }
                .toolbar(hidden ? .hidden : .automatic, for: .bottomBar)
                .navigationDestination(for: Int.self) { value in
                    if value == 2 {
                        Measured()
                            .toolbar {
                                ToolbarItem(placement: .status) { Text("Updated") }
                            }
                    } else {
                        Measured()
                    }
                }
            }
        }
    }

    /// The height the measured view was offered.
    private func measured(_ host: ViewHost) throws -> String {
        let screen = host.renderScreen()
        return String(try #require(screen.split(separator: "\n").first { $0.hasPrefix("h") }))
    }

    @Test(
        "D98: the first bottom item adds a 44-point bar above the home indicator; the last takes it away"
    )
    func itemsAddAndRemoveTheBar() throws {
        let host = ViewHost(Library(), platform: .iOS)
        let before = try #require(host.find(text: "Select").frame())
        // 759 points of safe area less the 44-point navigation bar, four 22-point controls and
        // four 8-point gaps; the toolbar takes 44 more.
        #expect(try measured(host) == "h595")
        try host.tap("Select")
        #expect(try measured(host) == "h551")
        let after = try #require(host.find(text: "Select").frame())
        #expect(before.minY - after.minY == 44)
        #expect(host.renderScreen().hasSuffix("Bottom bar: <Delete>"))
        try host.tap("Select")
        #expect(try host.find(text: "Select").frame() == before)
        #expect(try measured(host) == "h595")
    }

    @Test(
        "D98, C6: toolbar(.hidden, for: .bottomBar) gives the bar's room back; .automatic takes it again"
    )
    func hiddenBarGivesRoomBack() throws {
        let host = ViewHost(Library(), platform: .iOS)
        try host.tap("Select")
        #expect(try measured(host) == "h551")
        try host.tap("Hide")
        #expect(try measured(host) == "h595")
        #expect(!host.renderScreen().contains("Bottom bar:"))
        try host.tap("Hide")
        #expect(try measured(host) == "h551")
    }

    @Test("D98, C2: a pushed level without items has no bottom toolbar; one with a status item has")
    func pushedLevels() throws {
        let host = ViewHost(Library(), platform: .iOS)
        try host.tap("Select")
        try host.tap("Plain")
        // The safe area's 759 points less the 44-point navigation bar.
        #expect(try measured(host) == "h715")
        #expect(host.navigateBack())
        #expect(try measured(host) == "h551")
        try host.tap("Tools")
        #expect(try measured(host) == "h671")
        #expect(host.renderScreen().hasSuffix("Bottom bar: Updated"))
    }

    @Test(
        "D98: bottom items in hidden toolbar content take no room; shown again, they do, as a fresh mount"
    )
    func hiddenContent() throws {
        struct Hiding: View {
            @State private var hides = true
            var body: some View {
                NavigationStack {
                    VStack {
                        Measured()
                        Button("Show") { hides.toggle() }
                    }
                    .toolbar {
                        ToolbarItem(placement: .bottomBar) { Button("Trash") {} }
                            .hidden(hides)
                    }
                }
            }
        }
        let host = ViewHost(Hiding(), platform: .iOS)
        // 759 less the 44-point bar, the 22-point button and an 8-point gap.
        #expect(try measured(host) == "h685")
        try host.tap("Show")
        #expect(try measured(host) == "h641")
        try host.tap("Show")
        #expect(try measured(host) == "h685")
    }

    @Test("D98, C3: inside a tab view the bottom toolbar sits above the tab bar")
    func aboveTheTabBar() {
        let view = TabView {
            NavigationStack {
                Text("First")
                    .navigationTitle("Inbox")
                    .navigationBarTitleDisplayMode(.inline)
                    .toolbar {
                        ToolbarItem(placement: .bottomBar) { Button("Edit") {} }
                        ToolbarItem(placement: .bottomBar) { Button("New") {} }
                    }
            }
            .tabItem { Text("Mail") }
            Text("Second")
                .tabItem { Text("Settings") }
        }
        // 170×330 (22-point rows): the safe area is 59…296; the tab bar takes 247…296, the
        // toolbar 203…247 (its line on row 9, its items one row down, at the edges 16 points
        // in), the navigation bar 59…103; the text is centred in 103…203.
        expectText(
            gridded(view, platform: .iOS, windowSize: WindowSize(width: 170, height: 330)),
            """
            ┌────────────────────┐
            │                    │
            │                    │
            │                    │
            │       Inbox        │
            │────────────────────│
            │                    │
            │        First       │
            │                    │
            │                    │
            │────────────────────│
            │  Edit         New  │
            │────────────────────│
            │  ● Mail   Settings │
            │                    │
            │                    │
            └────────────────────┘
            """)
    }

    @Test(
        "D98: a status item is centred; a lone item sits at the leading edge; a hidden bar is not drawn"
    )
    func itemPositions() {
        struct Compose: View {
            var hidden: Bool
            var body: some View {
                NavigationStack {
                    Text("Mail")
                        .toolbar {
                            ToolbarItem(placement: .bottomBar) { Button("Edit") {} }
                            ToolbarItem(placement: .status) { Text("Now") }
                        }
                        .toolbar(hidden ? .hidden : .visible, for: .bottomBar)
                        .navigationBarTitleDisplayMode(.inline)
                }
            }
        }
        // 170×220: the safe area is 59…186, the navigation bar 59…103, the toolbar 142…186:
        // `Now` centred, `Edit` 16 points in. Hidden, the bar is not drawn and the text is
        // centred in 103…186.
        expectText(
            gridded(
                Compose(hidden: false), platform: .iOS,
                windowSize: WindowSize(width: 170, height: 220)),
            """
            ┌────────────────────┐
            │                    │
            │                    │
            │                    │
            │                    │
            │────────────────────│
            │        Mail        │
            │────────────────────│
            │  Edit  Now         │
            │                    │
            │                    │
            └────────────────────┘
            """)
        expectText(
            gridded(
                Compose(hidden: true), platform: .iOS,
                windowSize: WindowSize(width: 170, height: 220)),
            """
            ┌────────────────────┐
            │                    │
            │                    │
            │                    │
            │                    │
            │────────────────────│
            │                    │
            │        Mail        │
            │                    │
            │                    │
            │                    │
            └────────────────────┘
            """)
    }

    @Test("D98, C5: a sheet's own stack lays out its own bottom toolbar and lists only its items")
    func sheetsOwnBar() throws {
        let view = NavigationStack {
            Text("Under")
                .toolbar { ToolbarItem(placement: .bottomBar) { Button("Share") {} } }
                .sheet(isPresented: .constant(true)) {
                    NavigationStack {
                        Measured()
                            .toolbar { ToolbarItem(placement: .bottomBar) { Button("Done") {} } }
                    }
                }
        }
        let host = ViewHost(view, platform: .iOS)
        // The sheet's stack: 44-point navigation bar and 44-point toolbar inside the sheet.
        let inside = try #require(host.find(text: "h671").frame())
        #expect(inside.height > 0)
        #expect(host.toolbarItems().map(\.description) == ["Done @bottomBar"])
    }

    @Test("D98: explain names the bottom toolbar's rule at the stack that shows it")
    func explained() throws {
        let host = ViewHost(
            NavigationStack {
                Text("Body")
                    .navigationBarTitleDisplayMode(.inline)
                    .toolbar { ToolbarItem(placement: .bottomBar) { Button("Go") {} } }
            }, platform: .iOS)
        let steps = try host.find(text: "Body").explainLayout().description
        #expect(
            steps.contains(
                "NavigationStack title:displayMode:inline (D15 navigation bar, D98 bottom toolbar): proposed P(393, 759), chose 393×759 at (0, 59)"
            ))
    }

    @Test("D98, D51: on macOS there is no bottom toolbar: nothing takes room")
    func macHasNone() throws {
        let plain = ViewHost(
            NavigationStack { Text("Body") }, platform: .macOS)
        let withItem = ViewHost(
            NavigationStack {
                Text("Body").toolbar {
                    ToolbarItem(placement: .bottomBar) { Button("Go") {} }
                }
            }, platform: .macOS)
        #expect(try withItem.find(text: "Body").frame() == plain.find(text: "Body").frame())
    }
}

@MainActor
@Suite("D99, C6: each bar's look is collected by the container that renders it")
struct ToolbarLookTests {
    struct Player: View {
        @State private var path: [Int] = []
        var body: some View {
            TabView {
                NavigationStack(path: $path) {
                    Button("Open") { path.append(1) }
                        .toolbarColorScheme(.dark, for: .navigationBar, .tabBar)
                        .toolbarBackground(.visible, for: .bottomBar)
                        .toolbarColorScheme(.light, for: .navigationBar)
                        .navigationDestination(for: Int.self) { _ in
                            Text("detail").toolbarBackground(Color.red)
                        }
                }
                .tabItem { Text("Play") }
            }
        }
    }

    @Test(
        "D99, C6: the level on top decides each bar's look; the tab bar's goes on to the tab view")
    func collectedPerBar() throws {
        let host = ViewHost(Player(), platform: .iOS)
        let tree = host.render()
        // The tab bar's scheme goes through the stack to the tab view (C6); of the two schemes
        // asked of the navigation bar the outer is first in tree order and wins (D51).
        #expect(
            tree.contains(
                #"TabView tabs:["Play"] selected:"Play" tabBar.colorScheme:dark"#))
        #expect(
            tree.contains(
                "NavigationStack navigationBar.colorScheme:light bottomBar.backgroundVisibility:visible"
            ))
        // Each call is still printed as written on its view's line.
        #expect(
            tree.contains(
                #"Button "Open" .toolbarColorScheme(dark, for: .navigationBar, .tabBar) .toolbarBackground(.visible) .toolbarColorScheme(light, for: .navigationBar)"#
            ))
        try host.tap("Open")
        let pushed = host.render()
        // The pushed level asks, naming no bar, for a red background of `.automatic`: the
        // navigation bar only (Apple: "or `automatic` if empty"); nothing of the schemes.
        #expect(pushed.contains("NavigationStack depth:1 navigationBar.background:red\n"))
        #expect(pushed.contains("TabView tabs:[\"Play\"] selected:\"Play\"\n"))
    }

    @Test(
        "D99: a colour asked as a bar's background fills that bar in the picture; hidden, it does not"
    )
    func backgroundFill() {
        struct Painted: View {
            var visibility: Visibility
            var body: some View {
                TabView {
                    NavigationStack {
                        Text("Body")
                            .navigationBarTitleDisplayMode(.inline)
                            .toolbar { ToolbarItem(placement: .bottomBar) { Button("Go") {} } }
                            .toolbarBackground(Color.red, for: .bottomBar, .tabBar)
                            .toolbarBackground(visibility, for: .navigationBar)
                            .toolbarBackground(Color.blue)
                    }
                    .tabItem { Text("Mail") }
                }
            }
        }
        let svg = ViewHost(Painted(visibility: .visible), platform: .iOS).renderPicture()
        // The tab bar 769…818, the toolbar above it, the navigation bar 59…103 (blue, asked of
        // no bar, is the navigation bar's: `.automatic`).
        #expect(
            svg.contains(
                ##"<rect x="0" y="769" width="393" height="49" class="fill" fill="#ff3b30"/>"##))
        #expect(
            svg.contains(
                ##"<rect x="0" y="725" width="393" height="44" class="fill" fill="#ff3b30"/>"##))
        #expect(
            svg.contains(
                ##"<rect x="0" y="59" width="393" height="44" class="fill" fill="#007aff"/>"##))
        let hidden = ViewHost(Painted(visibility: .hidden), platform: .iOS).renderPicture()
        #expect(!hidden.contains(##"height="44" class="fill" fill="#007aff""##))
        #expect(hidden.contains(##"y="725" width="393" height="44" class="fill" fill="#ff3b30""##))
    }

    @Test("D99: a background asked of no bar paints the navigation bar only, not the tab bar")
    func unnamedBarsMeanAutomatic() {
        let svg = ViewHost(
            TabView {
                NavigationStack {
                    Text("Body").navigationBarTitleDisplayMode(.inline)
                        .toolbarBackground(Color.red)
                }
                .tabItem { Text("Mail") }
            }, platform: .iOS
        ).renderPicture()
        #expect(
            svg.contains(
                ##"<rect x="0" y="59" width="393" height="44" class="fill" fill="#ff3b30"/>"##))
        #expect(!svg.contains(##"height="49" class="fill" fill="#ff3b30""##))
    }
}
