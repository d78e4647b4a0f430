import Canopy
import Testing

struct ScreenLibrary: View {
    @State private var name = ""
    @State private var notify = true
    @State private var showsAbout = false
    var body: some View {
        NavigationStack {
            VStack {
                Text("Welcome\nback")
                HStack {
                    Text("Name")
                    TextField("Name", text: $name)
                }
                Toggle("Notify", isOn: $notify)
                Button("Delete") {}.disabled(true)
                Divider()
                NavigationLink("Details") { Text("More").navigationTitle("Details") }
                Button("About") { showsAbout = true }
            }
            .navigationTitle("Library")
            .sheet(isPresented: $showsAbout) {
                VStack {
                    Text("Canopy")
                    Button("Close") { showsAbout = false }
                }
            }
        }
    }
}

struct ScreenTabs: View {
    var body: some View {
        TabView {
            Text("Now playing").tabItem { Text("Movies") }
            Text("Preferences").tabItem { Text("Settings") }
        }
    }
}

struct SheetInTab: View {
    @State private var shows = true
    var body: some View {
        TabView {
            Text("Home")
                .sheet(isPresented: $shows) { Text("Sheet content") }
                .tabItem { Text("Home") }
        }
    }
}

struct StackInColumn: View {
    var body: some View {
        NavigationSplitView {
            Text("Sidebar").navigationTitle("Library")
        } detail: {
            NavigationStack { Text("Detail").navigationTitle("Detail") }
        }
    }
}

@MainActor
@Suite("The screen renderer: what a person sees in a window")
struct ScreenRendererTests {
    @Test("Controls with their state, text in reading order, the navigation bar, a sheet on top")
    func library() throws {
        let host = ViewHost(ScreenLibrary(), platform: .iOS)
        #expect(
            host.renderScreen() == """
                Library
                ───────
                Welcome
                back
                Name  Name: []
                Notify: on
                <Delete> (disabled)
                ────────────
                [Details]
                <About>
                """)
        try host.type("Ada", into: "Name")
        try host.toggle("Notify")
        try host.tap("About")
        // The field is behind the sheet now: out of reach, it has lost focus (D104).
        #expect(
            host.renderScreen(ascii: true) == """
                Library
                -------
                Welcome
                back
                Name  Name: [Ada]
                Notify: off
                <Delete> (disabled)
                ------------
                [Details]
                <About>
                +- Sheet
                | Canopy
                | <Close>
                +-
                """)
        try host.tap("Close")
        try host.tap("Details")
        #expect(
            host.renderScreen() == """
                ‹ Library  Details
                ──────────────────
                More
                """)
        #expect(host.navigateBack())
        #expect(host.renderScreen().hasPrefix("Library\n───────\nWelcome"))
    }

    @Test("D4: the tab bar is at the bottom on iOS and at the top on iPadOS and macOS")
    func tabBars() throws {
        let phone = ViewHost(ScreenTabs(), platform: .iOS)
        #expect(
            phone.renderScreen() == """
                Now playing
                ─────────────────────
                ● Movies   ○ Settings
                """)
        let pad = ViewHost(ScreenTabs(), platform: .iPadOS)
        try pad.selectTab("Settings")
        #expect(
            pad.renderScreen(ascii: true) == """
                ( ) Movies   (*) Settings
                -------------------------
                Preferences
                """)
    }

    @Test("Custom views, modifiers and empty windows leave no trace")
    func invisibleViews() {
        #expect(ViewHost(EmptyView()).renderScreen() == "(empty)")
        #expect(
            ViewHost(ScreenTabs().padding().environment(\.colorScheme, .dark)).renderScreen()
                .hasPrefix("● Movies"))
    }

    @Test("A sheet covers everything, the tab bar too; an empty tab view says so")
    func sheetsOnTop() {
        #expect(
            ViewHost(SheetInTab(), platform: .iOS).renderScreen() == """
                Home
                ──────
                ● Home
                ╭─ Sheet
                │ Sheet content
                ╰─
                """)
        #expect(ViewHost(TabView { EmptyView() }).renderScreen() == "(no tabs)")
    }

    @Test("A stack inside a split-view column draws the column's only bar")
    func stackInColumn() {
        #expect(
            ViewHost(StackInColumn(), platform: .macOS).renderScreen() == """
                Library
                ───────
                Sidebar
                Detail
                ──────
                Detail
                """)
    }

    @Test(
        "Text keeps emoji, joiners and soft hyphens; controls and direction overrides are escaped")
    func escaping() {
        #expect(ViewHost(Text("👨‍👩‍👧 Soft\u{AD}hyphen")).renderScreen() == "👨‍👩‍👧 Soft\u{AD}hyphen")
        #expect(
            ViewHost(Text("a\u{202E}b\u{1B}c")).renderScreen() == #"a\u{202E}b\u{1B}c"#)
    }

    @Test("An app host frames each window's screen; windowContent: .tree frames the tree")
    func appFrames() throws {
        let host = AppHost(CounterApp(), platform: .iOS)
        #expect(
            host.render() == """
                ┌ Window 1 "Counter" · iOS · light · key · active
                │ <Count: 0>
                └
                """)
        #expect(
            host.render(RenderOptions(windowContent: .tree)) == """
                ┌ Window 1 "Counter" · iOS · light · key · active
                │ WindowCounter
                │ └─ Button "Count: 0"
                └
                """)
    }
}
