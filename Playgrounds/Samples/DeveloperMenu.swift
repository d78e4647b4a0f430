import Canopy

// A sample written as SwiftUI sample code is: a Developer menu that appears in the menu bar
// only while a setting turns it on, and an Inspector menu whose item changes with the state
// of the document. `CommandsBuilder` builds `if` and `if`/`else` as `ViewBuilder` does.

struct DeveloperMenuApp: App {
    @State private var showsDeveloperMenu = false
    @State private var inspectorShown = false

    var body: some Scene {
        WindowGroup {
            NotesEditor(inspectorShown: inspectorShown)
        }
        .commands {
            CommandMenu("Settings") {
                Toggle("Show Developer Menu", isOn: $showsDeveloperMenu)
            }
            if showsDeveloperMenu {
                CommandMenu("Developer") {
                    Button("Reload Notes") {}
                    Button("Reset Database") {}
                }
            }
            CommandMenu("Inspector") {
                if inspectorShown {
                    Button("Hide Inspector") { inspectorShown = false }
                } else {
                    Button("Show Inspector") { inspectorShown = true }
                }
            }
        }
    }
}

struct NotesEditor: View {
    var inspectorShown: Bool

    var body: some View {
        HStack {
            Text("Notes")
            if inspectorShown {
                Text("Inspector")
            }
        }
    }
}

#Preview {
    NotesEditor(inspectorShown: true)
}
