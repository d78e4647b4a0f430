#if canImport(SwiftUI)
    import SwiftUI
#else
    import Canopy
#endif

/// A notes app: a window to write notes in, a Settings window, and a Note menu whose commands
/// act on the note being edited.
public struct NotesApp: App {
    public init() {}

    public var body: some Scene {
        WindowGroup("Notes") {
            ContentView()
        }
        .commands {
            NoteCommands()
        }
        Settings {
            NotesSettings()
        }
    }
}

/// The Note menu. It edits the text of the note whose editor has focus, in the key window,
/// through the binding that editor publishes; with no editor focused its items are disabled.
struct NoteCommands: Commands {
    @FocusedBinding(\.noteText) private var text

    var body: some Commands {
        CommandMenu("Note") {
            Button("Clear") { text = "" }
                .keyboardShortcut("k")
                .disabled(text == nil)
            Button("Uppercase") { text = text?.uppercased() }
                .disabled(text == nil)
        }
    }
}
