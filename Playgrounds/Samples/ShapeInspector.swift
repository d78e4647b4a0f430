import Canopy

// A sample written as SwiftUI sample code is: a shape editor whose inspector is a trailing
// column on a Mac and an iPad and a sheet on an iPhone, toggled by a toolbar button or by
// View › Show Inspector (⌃⌘I); each shape has a context menu; the title field takes the
// Edit › Transformations commands.

struct ShapeInspectorApp: App {
    var body: some Scene {
        WindowGroup {
            // On an iPhone a toolbar shows on a navigation bar only (C1).
            NavigationStack { ShapeEditorView() }
        }
        .commands {
            InspectorCommands()
            ToolbarCommands()
            TextEditingCommands()
        }
    }
}

struct EditableShape: Identifiable {
    let id: Int
    var name: String
}

struct ShapeEditorView: View {
    @State private var shapes = [
        EditableShape(id: 1, name: "Circle"), EditableShape(id: 2, name: "Square"),
    ]
    @State private var showsInspector = false
    @State private var title = "untitled drawing"

    var body: some View {
        VStack {
            TextField("Title", text: $title)
            ForEach(shapes) { shape in
                Text(shape.name)
                    .contextMenu {
                        Button("Duplicate") {
                            shapes.append(
                                EditableShape(id: shapes.count + 1, name: shape.name + " copy"))
                        }
                        Button("Delete", role: .destructive) {
                            shapes.removeAll { $0.id == shape.id }
                        }
                    }
            }
        }
        .toolbar {
            Button("Inspector") { showsInspector.toggle() }
        }
        .inspector(isPresented: $showsInspector) {
            ShapeTraits(count: shapes.count, title: title)
                .inspectorColumnWidth(min: 200, ideal: 240, max: 320)
        }
    }
}

struct ShapeTraits: View {
    let count: Int
    let title: String

    var body: some View {
        Form {
            LabeledContent("Drawing", value: title)
            Text("Shapes: \(count)")
        }
    }
}

#Preview("Shape inspector") {
    ShapeEditorView()
}
