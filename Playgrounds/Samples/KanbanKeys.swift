import Canopy

// A sample written as SwiftUI sample code is, for input and events: a small task board you
// drive from a keyboard (arrows move the selection, Return finishes the selected task, Delete
// removes it, ⌘C copies its title) and by dragging a task's title onto the Done column.

struct KanbanKeys: View {
    @State private var tasks = ["Write tests", "Review PR", "Ship"]
    @State private var done: [String] = []
    @State private var selection = 0
    @State private var isTargeted = false

    var body: some View {
        HStack(alignment: .top, spacing: 24) {
            VStack(alignment: .leading) {
                Text("To do")
                    .font(.headline)
                ForEach(Array(tasks.enumerated()), id: \.element) { index, task in
                    Text(index == selection ? "▸ \(task)" : task)
                        .draggable(task)
                }
            }
            .focusable()
            .onKeyPress(.return) {
                finishSelected()
                return .handled
            }
            .onMoveCommand { direction in
                switch direction {
                case .up: selection = max(selection - 1, 0)
                case .down: selection = min(selection + 1, tasks.count - 1)
                default: break
                }
            }
            .onDeleteCommand {
                guard tasks.indices.contains(selection) else { return }
                tasks.remove(at: selection)
                selection = min(selection, max(tasks.count - 1, 0))
            }
            .copyable(tasks.indices.contains(selection) ? [tasks[selection]] : [])

            VStack(alignment: .leading) {
                Text(isTargeted ? "Done (drop here)" : "Done")
                    .font(.headline)
                ForEach(done, id: \.self) { Text("✓ \($0)") }
            }
            .frame(minWidth: 120, minHeight: 80, alignment: .topLeading)
            .dropDestination(for: String.self) { titles, _ in
                for title in titles { finish(title) }
                return true
            } isTargeted: {
                isTargeted = $0
            }
        }
        .padding()
    }

    private func finishSelected() {
        guard tasks.indices.contains(selection) else { return }
        finish(tasks[selection])
    }

    private func finish(_ title: String) {
        tasks.removeAll { $0 == title }
        done.append(title)
        selection = min(selection, max(tasks.count - 1, 0))
    }
}

#Preview("Kanban keys") {
    KanbanKeys()
}
