import Canopy
import CanopyTesting
import Testing

@MainActor
@Suite("C11, D52, D58, D59: badges are collected by the tab view and shown on rows")
struct BadgeTests {
    struct Mail: View {
        @State private var unread = 3
        var body: some View {
            TabView {
                VStack {
                    Text("inbox")
                    Button("Read one") { unread -= 1 }
                }
                .badge(unread)
                .tabItem { Text("Inbox") }
                Text("sent").tabItem { Text("Sent") }
                Text("drafts").tabItem { Text("Drafts") }.badge("new")
            }
        }
    }

    @Test("C11, D52, D58: a tab's badge reads as its digits or its text on the tab view's line")
    func tabBadgesInTheTree() {
        let host = ViewHost(Mail(), platform: .iOS)
        let firstLine = host.render().split(separator: "\n")[1]
        #expect(
            firstLine
                == #"└─ TabView tabs:["Inbox" badge:"3", "Sent", "Drafts" badge:"new"] selected:"Inbox""#
        )
    }

    @Test("C11, D59: the tab bar shows each badge after its title, following its state; 0 hides it")
    func tabBadgesOnScreen() throws {
        let host = ViewHost(Mail(), platform: .iOS)
        #expect(host.renderScreen().hasSuffix("● Inbox (3)   ○ Sent   ○ Drafts (new)"))
        try host.tap("Read one")
        #expect(host.renderScreen().hasSuffix("● Inbox (2)   ○ Sent   ○ Drafts (new)"))
        try host.tap("Read one")
        try host.tap("Read one")
        #expect(host.renderScreen().hasSuffix("● Inbox   ○ Sent   ○ Drafts (new)"))
    }

    struct Rows: View {
        let label: Text?
        var body: some View {
            List {
                Text("Alerts").badge(5)
                Text("Mentions").badge(label)
                Text("Quiet").badge(0)
                Text("Named").badge(nil as String?)
            }
        }
    }

    @Test("C11, D52, D58: a list row's badge is an attribute on its line; 0 and nil show none")
    func rowBadges() {
        let host = ViewHost(Rows(label: Text("new")), platform: .iOS)
        expectRendered(
            host,
            """
            Rows
            └─ List
               ├─ Text "Alerts" .badge("5")
               ├─ Text "Mentions" .badge("new")
               ├─ Text "Quiet"
               └─ Text "Named"
            """)
        let none = ViewHost(Rows(label: nil), platform: .iOS)
        #expect(none.render().contains("Text \"Mentions\"\n"))
    }
}
