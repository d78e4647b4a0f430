// The app's behaviour, tested on Linux with Canopy (CanopyTesting's hosts run it window by
// window); on a Mac, where the app builds against SwiftUI, this file compiles to nothing.
#if canImport(Canopy)
    import Canopy
    import CanopyTesting
    @testable import NotesApp
    import Testing

    @MainActor
    @Suite("Notes")
    struct NotesAppTests {
        @Test(
            "Return in the title moves focus to the text; Save lists the note and titles the window"
        )
        func writeAndSave() throws {
            let app = AppHost(NotesApp(), platform: .macOS)
            let window = try app.window(1)
            try window.type("Groceries", into: "Title")
            #expect(window.focusedLabel == "Title")
            #expect(try window.submit("Title"))
            #expect(window.focusedLabel == "Text")
            try window.type("eggs and milk", into: "Text")
            // The word count comes up from the editor as a preference.
            #expect(window.renderScreen().contains("3 words · 13 pt"))
            try window.tap("Save")
            #expect(window.focusedLabel == "Title")
            #expect(
                window.renderScreen() == """
                    Title: [] (focused)
                    Text: []
                    [Save]
                    0 words · 13 pt
                    Groceries
                    """)
            #expect(app.windows.first?.title == "Notes (1)")
        }

        @Test(
            "The Note menu edits the focused editor's text through @FocusedBinding, and only then")
        func noteCommands() throws {
            let app = AppHost(NotesApp(), platform: .macOS)
            let window = try app.window(1)
            #expect(try app.whyDisabled("Note/Uppercase") != nil)
            try window.type("eggs", into: "Text")
            #expect(try app.runCommand("Note/Uppercase"))
            #expect(window.renderScreen().contains("Text: [EGGS] (focused)"))
            #expect(try app.runCommand("Note/Clear"))
            #expect(window.renderScreen().contains("Text: [] (focused)"))
        }

        @Test(
            "Settings reach every notes window: the text size by @AppStorage, the title colour by the environment"
        )
        func settings() throws {
            let app = AppHost(NotesApp(), platform: .macOS)
            try app.openSettings()
            let notes = try app.window(1)
            let settings = try app.window(2)
            #expect(try settings.increment("Text size"))
            #expect(notes.renderScreen().contains("0 words · 14 pt"))
            #expect(try notes.find(NoteEditor.self).environment(\.noteAccent) == .yellow)
            #expect(try settings.toggle("Mint titles"))
            #expect(try notes.find(NoteEditor.self).environment(\.noteAccent) == .mint)
            // The Settings window is a tree of its own: the app's write does not reach it.
            #expect(try settings.find(Toggle<Text>.self).environment(\.noteAccent) == .yellow)
        }
    }
#endif
