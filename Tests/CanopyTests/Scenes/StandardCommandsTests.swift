import Canopy
import CanopyTesting
import Testing

/// An editor window with a toolbar and two fields, a second window kind without a toolbar, and
/// the toolbar and text command sets.
private struct WriterApp: App {
    var body: some Scene {
        WindowGroup { Draft() }
            .commands {
                ToolbarCommands()
                TextEditingCommands()
                TextFormattingCommands()
                CommandMenu("Draft") {
                    Button("Embolden") {}.keyboardShortcut("b")
                }
            }
        Settings { Text("Writer settings") }
    }
}

private struct Draft: View {
    @State var title = "hello world"
    @State var secret = "pass"
    @State var shared = 0

    var body: some View {
        VStack {
            TextField("Title", text: $title)
            SecureField("Secret", text: $secret)
            Text("title: \(title)")
        }
        .toolbar {
            Button("Share") { shared += 1 }
        }
    }
}

@MainActor
@Suite("Standard command sets: toolbar and text commands act on the key window (F5, F9)")
struct StandardCommandsTests {
    private func menu(_ app: AppHost, _ name: String) -> AppHost.Menu? {
        app.menuBar.first { $0.name == name }
    }

    @Test("F9: View › Hide Toolbar (⌥⌘T) hides the key window's toolbar; Customize is disabled")
    func toolbar() throws {
        let app = AppHost(WriterApp(), platform: .macOS)
        #expect(
            menu(app, "View")?.description
                == "View: Hide Toolbar ⌥⌘T, Customize Toolbar… (disabled)")
        let window = try app.window(1)
        #expect(window.renderScreen().contains("Toolbar: <Share>"))
        #expect(try app.runCommand("View/Hide Toolbar"))
        #expect(!window.renderScreen().contains("Toolbar:"))
        #expect(throws: ViewHost.ControlNotFound.self) { try window.tap("Share") }
        #expect(menu(app, "View")?.items.first?.title == "Show Toolbar")
        _ = try app.openWindow()
        // The second window keeps its own toolbar; the item follows the key window.
        #expect(menu(app, "View")?.items.first?.title == "Hide Toolbar")
        #expect(try app.window(2).renderScreen().contains("Toolbar: <Share>"))
        app.makeKey(app.windows[0])
        #expect(try app.press("t", modifiers: [.option, .command]))
        #expect(window.renderScreen().contains("Toolbar: <Share>"))
        #expect(try app.whyDisabled("View/Customize Toolbar…") != nil)
        _ = try app.openSettings()
        #expect(try app.whyDisabled("View/Hide Toolbar") != nil)
    }

    @Test("Toolbar items are in the window's bar, not the content's layout")
    func toolbarLayout() throws {
        let host = ViewHost(
            Text("Body").toolbar { Button("Share") {} }, platform: .macOS,
            windowSize: WindowSize(width: 400, height: 300))
        let body = try #require(try host.find(text: "Body").frame())
        #expect(body.midY == 150)
        #expect(try host.find(text: "Share").frame() == nil)
    }

    @Test("F5: Edit › Transformations change the focused field's text; disabled with no field")
    func transformations() throws {
        let app = AppHost(WriterApp(), platform: .macOS)
        let edit = try #require(menu(app, "Edit"))
        #expect(
            edit.description
                == "Edit: Find ▸ {Find… ⌘F (disabled), Find and Replace… ⌥⌘F (disabled), Find Next ⌘G (disabled), Find Previous ⇧⌘G (disabled), Use Selection for Find ⌘E (disabled), Jump to Selection ⌘J (disabled)}, Transformations ▸ {Make Upper Case (disabled), Make Lower Case (disabled), Capitalize (disabled)}"
        )
        #expect(try !app.runCommand("Edit/Transformations/Make Upper Case"))
        let window = try app.window(1)
        try window.tap("Title")
        #expect(try app.runCommand("Edit/Transformations/Capitalize"))
        #expect(window.first(text: "title: Hello World") != nil)
        #expect(try app.runCommand("Edit/Transformations/Make Upper Case"))
        #expect(window.first(text: "title: HELLO WORLD") != nil)
        #expect(try app.runCommand("Edit/Transformations/Make Lower Case"))
        #expect(window.first(text: "title: hello world") != nil)
        // A secure field's text is not the commands' to read.
        try window.tap("Secret")
        #expect(try !app.runCommand("Edit/Transformations/Make Upper Case"))
        #expect(try !app.runCommand("Edit/Find/Find…"))
    }

    @Test("TextFormattingCommands add a Format menu whose items are disabled (no rich text)")
    func formatting() throws {
        let app = AppHost(WriterApp(), platform: .macOS)
        let names = app.menuBar.map(\.name)
        let format = try #require(names.firstIndex(of: "Format"))
        #expect(names[format - 1] == "Edit" && names[format + 1] == "View")
        #expect(
            menu(app, "Format")?.description
                == "Format: Font ▸ {Show Fonts ⌘T (disabled), Bold ⌘B (disabled), Italic ⌘I (disabled), Underline ⌘U (disabled), —, Bigger ⌘+ (disabled), Smaller ⌘- (disabled)}, Text ▸ {Align Left ⌘{ (disabled), Center ⌘| (disabled), Justify (disabled), Align Right ⌘} (disabled)}"
        )
        // The app's own enabled ⌘B wins over the disabled Format › Bold.
        #expect(try app.press("b"))
        #expect(try !app.press("i"))
    }
}
