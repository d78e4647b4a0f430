import Canopy
import Combine

// SwiftUI sample code as people write it for Combine: a stopwatch ticking on a timer
// publisher, a search box debounced through a view model's `@Published` property, and a
// notification-like subject the view listens to.

final class SearchModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var results: [String] = []
    let announcements = PassthroughSubject<String, Never>()
    private var cancellables = Set<AnyCancellable>()
    private let catalog = ["apple", "apricot", "banana", "blueberry", "cherry"]

    init() {
        $query
            .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .removeDuplicates()
            .map { [catalog] query in
                query.isEmpty ? [] : catalog.filter { $0.hasPrefix(query.lowercased()) }
            }
            .assign(to: &$results)
    }

    func announce(_ text: String) {
        announcements.send(text)
    }
}

struct StopwatchView: View {
    @State private var seconds = 0
    @State private var isRunning = true
    @State private var lastAnnouncement = "none"
    @StateObject private var search = SearchModel()
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        VStack {
            Text("\(seconds) s")
                .onReceive(timer) { _ in
                    if isRunning { seconds += 1 }
                }
            Button(isRunning ? "Pause" : "Resume") { isRunning.toggle() }
            TextField("Search", text: $search.query)
            Text("Results: \(search.results.joined(separator: ", "))")
            Text("Announcement: \(lastAnnouncement)")
                .onReceive(search.announcements) { text in
                    lastAnnouncement = text
                }
        }
    }
}

#Preview {
    StopwatchView()
}
