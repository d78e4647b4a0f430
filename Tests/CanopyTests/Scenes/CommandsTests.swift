import Canopy
import Testing

final class Library: ObservableObject {
    @Published var movies = ["Dune", "Arrival"]
}

struct LibraryView: View {
    @EnvironmentObject var library: Library
    var body: some View { Text("\(library.movies.count) movies") }
}

struct LibraryApp: App {
    @StateObject private var library = Library()
    var body: some Scene {
        WindowGroup { LibraryView().environmentObject(library) }
            .commands {
                CommandMenu("Action") {
                    Button("Empty") { library.movies = [] }
                        .keyboardShortcut("e")
                        .disabled(library.movies.isEmpty)
                    Button("Reset") { library.movies = ["Dune"] }
                        .keyboardShortcut("r", modifiers: [.command, .shift])
                }
                CommandGroup(after: .newItem) {
                    Button("New Movie") { library.movies.append("Solaris") }
                }
            }
    }
}

@MainActor
@Suite("Commands (S4): menus outside every window, through the same runtime")
struct CommandsTests {
    @Test(
        "S4/D4: on macOS the menu bar shows the app menu, the standard menus, the app's menu after View, groups in place"
    )
    func macMenuBar() {
        let host = AppHost(LibraryApp(), platform: .macOS)
        #expect(
            host.menuBar.map(\.description) == [
                "Library: Quit Library ⌘Q", "File: New Window ⌘N, New Movie", "Edit", "View",
                "Action: Empty ⌘E, Reset ⇧⌘R", "Window", "Help",
            ])
    }

    @Test("S4: a command runs by its path and updates every window; a disabled one does not run")
    func runningCommands() throws {
        let host = AppHost(LibraryApp(), platform: .macOS)
        try host.openWindow()
        #expect(try host.runCommand("Action/Empty"))
        #expect(try host.window(2).render().contains(#"Text "0 movies""#))
        #expect(try host.window(1).render().contains(#"Text "0 movies""#))
        // The command reads app state: it is now disabled, and choosing it does nothing.
        #expect(
            host.menuBar.first { $0.name == "Action" }?.description
                == "Action: Empty ⌘E (disabled), Reset ⇧⌘R")
        #expect(try !host.runCommand("Action/Empty"))
        #expect(try host.runCommand("File/New Movie"))
        #expect(try host.window(1).render().contains("1 movies"))
    }

    @Test("File › New Window opens a window; an unknown path lists the items")
    func standardAndUnknown() throws {
        let host = AppHost(LibraryApp(), platform: .macOS)
        try host.runCommand("File/New Window")
        #expect(host.windows.count == 2)
        do {
            try host.runCommand("Action/Missing")
            Issue.record("an unknown path must throw")
        } catch {
            #expect(
                "\(error)"
                    == "No menu item \"Action/Missing\"; the app has: Library/Quit Library, File/New Window, File/New Movie, Action/Empty, Action/Reset"
            )
        }
    }

    @Test("D4: iPadOS shows the commands in the key-command HUD; iOS has none")
    func otherPlatforms() {
        let pad = AppHost(LibraryApp(), platform: .iPadOS)
        #expect(
            pad.menuBar.map(\.description) == [
                "Action: Empty ⌘E, Reset ⇧⌘R", "Commands: New Movie",
            ])
        let phone = AppHost(LibraryApp(), platform: .iOS)
        #expect(phone.menuBar.isEmpty)
    }
}
