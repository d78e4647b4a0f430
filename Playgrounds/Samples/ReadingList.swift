import Canopy
import Foundation

// A sample written as SwiftUI sample code is, for the presentation and list row vocabulary: a
// reading list whose finished books sit flush with the list's edge on a tinted background,
// with a popover of details, an alert for the book being removed, and an alert when saving
// fails.

struct ReadingBook: Identifiable, Hashable {
    let id: Int
    let title: String
    var isFinished = false
}

enum ReadingListError: LocalizedError {
    case offline

    var errorDescription: String? { "Could not sync the list." }
    var recoverySuggestion: String? { "Check your connection and try again." }
}

struct ReadingList: View {
    @State private var books = [
        ReadingBook(id: 1, title: "Dune", isFinished: true),
        ReadingBook(id: 2, title: "Emma"),
    ]
    @State private var removing: ReadingBook?
    @State private var syncError: ReadingListError?
    @State private var showsDetails = false

    var body: some View {
        NavigationStack {
            List {
                ForEach(books) { book in
                    Text(book.title)
                        .listRowInsets(
                            book.isFinished
                                ? EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0) : nil
                        )
                        .listRowBackground(book.isFinished ? Color.green : nil)
                        .listRowSeparator(.hidden, edges: .bottom)
                }
                Button("Remove Emma") { removing = books.first { $0.title == "Emma" } }
                Button("Sync") { syncError = .offline }
                Button("Details") { showsDetails = true }
            }
            .navigationTitle("Reading")
            .alert("Remove book?", item: $removing) { book in
                Button("Remove", role: .destructive) { books.removeAll { $0.id == book.id } }
                Button("Keep", role: .cancel) {}
            } message: { book in
                Text("\(book.title) leaves your list.")
            }
            .alert(error: $syncError) { _ in
                Button("OK") {}
            } message: { error in
                Text(error.recoverySuggestion ?? "")
            }
            .popover(isPresented: $showsDetails, attachmentAnchor: .point(.top), arrowEdge: .bottom)
            {
                Text("\(books.count) books")
            }
        }
    }
}

#Preview("Reading list") {
    ReadingList()
}
