import Canopy

struct TaskItem: Identifiable, Hashable {
    let id = UUID()
    var title: String
    var done = false
}

struct TaskListView: View {
    @State private var tasks = [
        TaskItem(title: "Buy milk"),
        TaskItem(title: "Write report"),
    ]
    @State private var selection: TaskItem.ID?
    @State private var confirmingClear = false
    @State private var showsAbout = false
    @State private var lastTapped = "none"

    var body: some View {
        NavigationStack {
            List(tasks, selection: $selection) { task in
                Text(task.title)
                    .onTapGesture {
                        lastTapped = task.title
                    }
            }
            .safeAreaInset(edge: .bottom) {
                Text("Last tapped: \(lastTapped)")
            }
            .navigationTitle("Tasks")
            .toolbar {
                ToolbarItemGroup(placement: .primaryAction) {
                    Menu("More") {
                        Button("Clear All", role: .destructive) {
                            confirmingClear = true
                        }
                        Button("About") {
                            showsAbout = true
                        }
                    }
                }
            }
            .confirmationDialog("Clear all tasks?", isPresented: $confirmingClear) {
                Button("Clear", role: .destructive) {
                    tasks.removeAll()
                }
            }
            .navigationDestination(isPresented: $showsAbout) {
                VStack {
                    Text("Tasks 1.0")
                    Link("Website", destination: URL(string: "https://example.com/tasks")!)
                }
                .navigationTitle("About")
            }
        }
    }
}

#Preview {
    TaskListView()
}
