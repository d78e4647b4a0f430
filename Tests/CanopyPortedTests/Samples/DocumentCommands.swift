import Canopy

final class Document: ObservableObject, Identifiable {
    let id = UUID()
    @Published var title: String
    @Published var text = ""

    init(title: String) {
        self.title = title
    }
}

extension FocusedValues {
    @Entry var selectedDocumentTitle: String?
}

struct DocumentEditor: View {
    @StateObject private var document = Document(title: "Untitled")

    var body: some View {
        VStack(alignment: .leading) {
            TextField("Title", text: $document.title)
            TextEditor(text: $document.text)
        }
        .focusedSceneValue(\.selectedDocumentTitle, document.title)
        .focusedSceneObject(document)
    }
}

struct DocumentCommands: Commands {
    @FocusedValue(\.selectedDocumentTitle) private var title
    @FocusedObject private var document: Document?

    var body: some Commands {
        CommandMenu("Document") {
            Button("Clear \(title ?? "Nothing")") {
                document?.text = ""
            }
            .keyboardShortcut("k")
            .disabled(document == nil)
        }
    }
}

struct DocumentApp: App {
    var body: some Scene {
        WindowGroup {
            DocumentEditor()
        }
        .commands {
            DocumentCommands()
        }
    }
}
