import Canopy
import Testing

/// A mail window split into mailboxes and a message, with the standard sidebar commands, and a
/// Settings window without a split view.
private struct MailApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationSplitView {
                List { Text("Inbox") }.navigationTitle("Mailboxes")
            } detail: {
                Text("No message")
            }
        }
        .commands { SidebarCommands() }
        Settings { Text("Mail settings") }
    }
}

/// The same with three columns and the app holding the visibility.
private struct BoundApp: App {
    var body: some Scene {
        WindowGroup { BoundSplit() }.commands { SidebarCommands() }
    }
}

private struct BoundSplit: View {
    @State private var visibility = NavigationSplitViewVisibility.all
    var body: some View {
        NavigationSplitView(columnVisibility: $visibility) {
            Text("Folders")
        } content: {
            Text("Messages")
        } detail: {
            Text("Message")
        }
        .navigationTitle("visibility \(visibility)")
    }
}

@MainActor
@Suite("SidebarCommands: View › Hide Sidebar acts on the key window's split view (F9)")
struct SidebarCommandsTests {
    private func viewMenu(_ app: AppHost) -> AppHost.Menu? {
        app.menuBar.first { $0.name == "View" }
    }

    @Test("Hide Sidebar hides the key window's sidebar; the item becomes Show Sidebar, ⌃⌘S")
    func toggles() throws {
        let app = AppHost(MailApp(), platform: .macOS)
        let item = try #require(viewMenu(app)?.items.first)
        #expect(item.title == "Hide Sidebar" && item.isEnabled)
        #expect(item.shortcut == "⌃⌘S")
        #expect(try app.window(1).first(text: "Inbox") != nil)
        #expect(try app.runCommand("View/Hide Sidebar"))
        #expect(try app.window(1).first(text: "Inbox") == nil)
        #expect(try app.window(1).first(text: "No message") != nil)
        #expect(viewMenu(app)?.items.first?.title == "Show Sidebar")
        #expect(try app.press("s", modifiers: [.control, .command]))
        #expect(try app.window(1).first(text: "Inbox") != nil)
    }

    @Test(
        "F9: the item follows the key window: a second window keeps its own sidebar; Settings disables it"
    )
    func followsKeyWindow() throws {
        let app = AppHost(MailApp(), platform: .macOS)
        _ = try app.openWindow()
        #expect(try app.runCommand("View/Hide Sidebar"))
        #expect(try app.window(2).first(text: "Inbox") == nil)
        #expect(try app.window(1).first(text: "Inbox") != nil)
        _ = try app.openSettings()
        let item = try #require(viewMenu(app)?.items.first)
        #expect(!item.isEnabled)
        #expect(try app.whyDisabled("View/Hide Sidebar") != nil)
    }

    @Test("With a columnVisibility binding, the command writes it: three columns become two")
    func binding() throws {
        let app = AppHost(BoundApp(), platform: .macOS)
        #expect(try app.runCommand("View/Hide Sidebar"))
        let window = try app.window(1)
        #expect(window.first(text: "Folders") == nil)
        #expect(window.first(text: "Messages") != nil)
        #expect(window.windowTitle == "visibility doubleColumn")
        #expect(try app.runCommand("View/Show Sidebar"))
        #expect(window.windowTitle == "visibility all")
    }
}
