import Canopy
import Testing

final class NoteModel: ObservableObject {
    @Published var text = ""
}

struct NoteIDKey: FocusedValueKey { typealias Value = Int }

extension FocusedValues {
    var noteID: Int? {
        get { self[NoteIDKey.self] }
        set { self[NoteIDKey.self] = newValue }
    }
}

struct NoteCommands: Commands {
    @FocusedObject private var note: NoteModel?
    @FocusedValue(\.noteID) private var noteID
    var body: some Commands {
        CommandMenu("Note") {
            Button("Clear \(noteID.map(String.init) ?? "-")") { note?.text = "" }
                .disabled(note == nil)
        }
    }
}

struct NoteWindow: View {
    @StateObject private var note = NoteModel()
    @State private var id: Int?
    @FocusedValue(\.noteID) private var seen
    @FocusState private var editing: Bool
    var body: some View {
        VStack {
            Text("sees \(seen.map(String.init) ?? "nil"), editing \(editing)")
            TextField("Note", text: $note.text).focused($editing)
        }
        .focusedSceneObject(note)
        .focusedSceneValue(\.noteID, id)
        .onAppear { id = NoteWindow.nextID() }
    }

    @MainActor static var issued = 0
    @MainActor static func nextID() -> Int {
        issued += 1
        return issued
    }
}

struct NotesApp: App {
    var body: some Scene {
        WindowGroup { NoteWindow() }
            .commands { NoteCommands() }
        Settings { Text("Preferences") }
    }
}

@MainActor
@Suite("Focus across windows (F9, D8, D9)")
struct FocusAcrossWindowsTests {
    @Test("F9: commands follow the key window, and read nil while Settings is key")
    func commandsFollowKeyWindow() throws {
        NoteWindow.issued = 0
        let host = AppHost(NotesApp(), platform: .macOS)
        try host.openWindow()
        try host.window(1).type("one", into: "Note")
        try host.window(2).type("two", into: "Note")
        #expect(host.keyWindow?.number == 2)
        #expect(host.menuBar.map(\.description).contains("Note: Clear 2"))
        try host.runCommand("Note/Clear 2")
        #expect(try host.window(2).controls(.textField) == ["Note"])
        #expect(try host.window(2).renderScreen().contains("Note: [] (focused)"))
        #expect(try host.window(1).renderScreen().contains("Note: [one]"))
        host.makeKey(host.windows[0])
        try host.runCommand("Note/Clear 1")
        #expect(try host.window(1).renderScreen().contains("Note: []"))
        try host.openSettings()
        #expect(host.menuBar.map(\.description).contains("Note: Clear - (disabled)"))
        #expect(try host.runCommand("Note/Clear -") == false)
    }

    @Test("D8: a view reads its own window's focused values, key or not")
    func viewsSeeTheirOwnWindow() throws {
        NoteWindow.issued = 0
        let host = AppHost(NotesApp(), platform: .macOS)
        try host.openWindow()
        #expect(try host.window(1).renderScreen().hasPrefix("sees 1,"))
        #expect(try host.window(2).renderScreen().hasPrefix("sees 2,"))
        host.makeKey(host.windows[0])
        #expect(try host.window(2).renderScreen().hasPrefix("sees 2,"))
    }

    @Test("D9: each window keeps its focused view while another window is key")
    func focusSurvivesKeyChanges() throws {
        let host = AppHost(NotesApp(), platform: .macOS)
        try host.openWindow()
        try host.focus("Note", inWindow: 1)
        #expect(host.keyWindow?.number == 1)
        try host.focus("Note", inWindow: 2)
        #expect(try host.window(1).focusedLabel == "Note")
        host.makeKey(host.windows[0])
        #expect(try host.window(1).focusedLabel == "Note")
        #expect(try host.window(2).focusedLabel == "Note")
        // The bound states keep their values too, key or not.
        #expect(try host.window(1).renderScreen().contains(", editing true\n"))
        #expect(try host.window(2).renderScreen().contains(", editing true\n"))
    }
}
