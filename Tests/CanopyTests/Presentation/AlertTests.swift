import Canopy
import Testing

struct DeleteScreen: View {
    @State private var asking = false
    @State private var items = 3
    @State private var legacy = false
    @State private var dialog = false
    var body: some View {
        VStack {
            Text("items \(items)")
            Button("Delete") { asking = true }
            Button("Legacy") { legacy = true }
            Button("More") { dialog = true }
        }
        .alert("Delete?", isPresented: $asking) {
            Button("Delete", role: .destructive) { items -= 1 }
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("This cannot be undone.")
        }
        .alert(isPresented: $legacy) {
            Alert(title: Text("Old style"), message: Text("Still works"))
        }
        .confirmationDialog("Options", isPresented: $dialog) {
            Button("Archive") { items = 0 }
        }
    }
}

struct PresentedModeReader: View {
    @Environment(\.presentationMode) private var presentationMode
    var body: some View {
        Button("Close \(presentationMode.wrappedValue.isPresented)") {
            presentationMode.wrappedValue.dismiss()
        }
    }
}

struct LegacyPresenter: View {
    @State private var shows = false
    var body: some View {
        Button("Open") { shows = true }
            .sheet(isPresented: $shows) { PresentedModeReader() }
    }
}

@MainActor
@Suite("Alerts and dialogs are presentations")
struct AlertTests {
    @Test("An alert shows on top, its buttons act and dismiss it; dismissPresentation cancels")
    func alert() throws {
        let host = ViewHost(DeleteScreen(), platform: .iOS)
        try host.tap("Delete")
        #expect(
            host.renderScreen() == """
                items 3
                <Delete>
                <Legacy>
                <More>
                ╭─ Alert
                │ Delete?
                │ This cannot be undone.
                │ [Delete]
                │ [Cancel]
                ╰─
                """)
        // The alert is modal: only its buttons can be reached.
        #expect(host.controls(.button) == ["Delete", "Cancel"])
        try host.tap("Cancel")
        #expect(!host.renderScreen().contains("Alert"))
        try host.tap("Delete")
        try host.tap("Delete")
        #expect(host.renderScreen().hasPrefix("items 2\n"))
        try host.tap("Delete")
        #expect(host.dismissPresentation())
        #expect(host.renderScreen().hasPrefix("items 2\n<Delete>"))
        #expect(!host.renderScreen().contains("Alert"))
    }

    @Test("A legacy Alert has an OK button; a confirmation dialog's action runs and closes it")
    func legacyAndDialog() throws {
        let host = ViewHost(DeleteScreen(), platform: .iOS)
        try host.tap("Legacy")
        #expect(host.renderScreen().hasSuffix("╭─ Alert\n│ Old style\n│ Still works\n│ [OK]\n╰─"))
        try host.tap("OK")
        try host.tap("More")
        // On iOS a dialog's title shows only when asked for (titleVisibility: .visible).
        #expect(host.renderScreen().contains("╭─ Confirmation dialog\n│ [Archive]"))
        try host.tap("Archive")
        #expect(host.renderScreen() == "items 0\n<Delete>\n<Legacy>\n<More>")
    }

    @Test("presentationMode: isPresented in a sheet, and dismiss() closes it")
    func presentationMode() throws {
        let host = ViewHost(LegacyPresenter())
        try host.tap("Open")
        try host.tap("Close true")
        #expect(host.renderScreen() == "[Open]")
    }
}
