import Canopy
import CanopyTesting
import Testing

@MainActor
@Suite("NavigationSplitView (D2)")
struct NavigationSplitViewTests {
    struct Mail: View {
        @State var visibility = NavigationSplitViewVisibility.all
        var body: some View {
            NavigationSplitView(columnVisibility: $visibility) {
                VStack {
                    NavigationLink("Inbox", value: "Inbox")
                    Button("Detail only") { visibility = .detailOnly }
                }
                .navigationTitle("Mailboxes")
                .navigationDestination(for: String.self) { name in
                    Text("Reading \(name)").navigationTitle(name)
                }
            } content: {
                Text("Messages").navigationTitle("Messages")
            } detail: {
                Text("Select a message")
            }
        }
    }

    @Test("D2: the detail column titles the window, falling back to content, then sidebar")
    func detailTitlesTheWindow() throws {
        let host = ViewHost(Mail())
        #expect(host.windowTitle == "Messages")
        expectRendered(
            host,
            """
            Mail
            └─ NavigationSplitView columnVisibility:all title:"Messages"
               ├─ sidebar title:"Mailboxes"
               │  └─ VStack
               │     ├─ NavigationLink "Inbox" value:"Inbox"
               │     └─ Button "Detail only"
               ├─ content title:"Messages"
               │  └─ Text "Messages"
               └─ detail
                  └─ Text "Select a message"
            """)
        try host.tap("Inbox")
        #expect(host.windowTitle == "Inbox")
        #expect(host.render().contains("detail title:\"Inbox\""))
    }

    @Test("D2: with only a sidebar titled, the sidebar's title is the window's")
    func sidebarFallback() {
        let host = ViewHost(
            NavigationSplitView {
                Text("list").navigationTitle("Folders")
            } detail: {
                Text("nothing selected")
            })
        #expect(host.windowTitle == "Folders")
    }

    @Test("columnVisibility decides which columns show")
    func columnVisibility() throws {
        let host = ViewHost(Mail())
        try host.tap("Detail only")
        expectRendered(
            host,
            """
            Mail
            └─ NavigationSplitView columnVisibility:detailOnly title:"Messages"
               └─ detail
                  └─ Text "Select a message"
            """)
    }

    @Test("D4: in a compact window the columns collapse to the sidebar, then to the chosen detail")
    func collapsesWhenCompact() throws {
        let host = ViewHost(Mail(), platform: .iOS)
        #expect(host.render().contains("sidebar title:\"Mailboxes\""))
        #expect(!host.render().contains("content"))
        try host.tap("Inbox")
        #expect(host.render().contains("Text \"Reading Inbox\""))
        #expect(!host.render().contains("sidebar"))
        #expect(host.navigateBack())
        #expect(host.render().contains("sidebar"))
    }
}

@MainActor
@Suite("TabView")
struct TabViewTests {
    enum Tab: Hashable { case movies, settings }

    struct Counter: View {
        @State var n = 0
        var body: some View { Button("taps \(n)") { n += 1 } }
    }

    struct App: View {
        @State var tab = Tab.movies
        var body: some View {
            VStack {
                Text("selected \(tab == .movies ? "movies" : "settings")")
                TabView(selection: $tab) {
                    NavigationStack { Counter().navigationTitle("Movies") }
                        .tabItem { Label("Movies", systemImage: "film") }
                        .tag(Tab.movies)
                    NavigationStack { Text("Preferences").navigationTitle("Settings") }
                        .tabItem { Label("Settings", systemImage: "gear") }
                        .tag(Tab.settings)
                }
            }
        }
    }

    @Test("Only the selected tab shows; its title is the window's; hidden tabs keep their state")
    func selection() throws {
        let host = ViewHost(App())
        try host.tap("taps 0")
        #expect(host.windowTitle == "Movies")
        try host.selectTab("Settings")
        expectRendered(
            host,
            """
            App
            └─ VStack
               ├─ Text "selected settings"
               └─ TabView tabs:["Movies", "Settings"] selected:"Settings"
                  └─ NavigationStack title:"Settings"
                     └─ Text "Preferences"
            """)
        #expect(host.windowTitle == "Settings")
        try host.selectTab("Movies")
        #expect(host.controls(.button) == ["taps 1"])
    }

    @Test("Without a selection binding the first tab is selected, and tabs switch by label")
    func ownSelection() throws {
        let host = ViewHost(
            TabView {
                Text("one").tabItem { Text("One") }
                Text("two").tabItem { Text("Two") }
            })
        #expect(host.render().contains("selected:\"One\""))
        try host.selectTab("Two")
        #expect(host.render().hasSuffix("└─ Text \"two\""))
        #expect(throws: ViewHost.ControlNotFound.self) { try host.selectTab("Three") }
    }
}
