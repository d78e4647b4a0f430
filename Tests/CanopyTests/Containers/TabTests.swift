import Canopy
import CanopyTesting
import Testing

@MainActor
@Suite("C8–C11: Tab, TabSection and badges in a TabView")
struct TabTests {
    enum Mailbox: Hashable { case inbox, sent, drafts }

    struct Mail: View {
        @State private var selected = Mailbox.sent
        var body: some View {
            VStack {
                Text("showing \(String(describing: selected))")
                TabView(selection: $selected) {
                    Tab("Inbox", systemImage: "tray", value: Mailbox.inbox) { Text("inbox") }
                        .badge(3)
                    TabSection("Folders") {
                        Tab("Sent", systemImage: "paperplane", value: Mailbox.sent) {
                            Text("sent")
                        }
                        Tab(value: Mailbox.drafts) {
                            Text("drafts")
                        } label: {
                            Label("Drafts", systemImage: "doc")
                        }
                    }
                }
            }
        }
    }

    @Test("C10: tabs are selected by value; a section's tabs are tabs; a badge shows on its tab")
    func tabsByValue() throws {
        let host = ViewHost(Mail(), platform: .iOS)
        let tree = host.render()
        #expect(
            tree.contains(
                #"TabView tabs:["Inbox" badge:"3", "Sent", "Drafts"] selected:"Sent""#), "\(tree)")
        #expect(try host.find(text: "sent").isInTree)
        try host.selectTab("Drafts")
        #expect(try host.find(text: "showing drafts").isInTree)
        #expect(try host.find(text: "drafts").isInTree)
        #expect(host.renderScreen().contains("● Drafts"))
    }

    struct Unbound: View {
        var body: some View {
            TabView {
                Tab("Home", systemImage: "house") { Text("home") }
                Tab("Settings", systemImage: "gear") { Text("settings") }
            }
        }
    }

    @Test("C10: tabs without values in a tab view without a selection start at the first")
    func withoutValues() throws {
        let host = ViewHost(Unbound(), platform: .iOS)
        #expect(try host.find(text: "home").isInTree)
        try host.selectTab("Settings")
        #expect(try host.find(text: "settings").isInTree)
    }

    struct Labels: View {
        var body: some View {
            TabView {
                Text("a").tabItem {
                    Image(systemName: "tray")
                    Text("Inbox")
                }
                Text("b").tabItem {
                    Label("Sent", systemImage: "paperplane").labelStyle(.titleOnly)
                }
                Tab(value: 3) {
                    Text("c")
                } label: {
                    HStack {
                        Image(systemName: "doc")
                        Text("Drafts")
                    }
                }
                Text("d").tabItem { Image(systemName: "gear") }
            }
        }
    }

    @Test(
        "C10: a tab's title is the first text its label shows: an image and a text, a styled label, a stack"
    )
    func labelTitles() throws {
        let host = ViewHost(Labels(), platform: .iOS)
        let tree = host.render()
        #expect(tree.contains(#"TabView tabs:["Inbox", "Sent", "Drafts", "Tab"]"#), "\(tree)")
        try host.selectTab("Drafts")
        #expect(try host.find(text: "c").isInTree)
    }
}
