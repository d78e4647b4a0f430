import Canopy
import CanopyTesting
import Testing

@MainActor
@Suite("C25, D57, D58: swipe actions are collected per row and per edge")
struct SwipeActionsTests {
    struct Mail: View {
        let log: EditLog
        @State private var subjects = ["Mail A", "Mail B"]

        var body: some View {
            List {
                ForEach(subjects, id: \.self) { subject in
                    if subject == "Mail A" {
                        Text(subject)
                            .swipeActions(edge: .leading, allowsFullSwipe: false) {
                                Button("Unread") { log.entries.append("unread") }
                            }
                            .swipeActions {
                                Button("Delete", role: .destructive) {
                                    log.entries.append("delete A")
                                }
                                Button("Flag") { log.entries.append("flag") }
                            }
                    } else {
                        Text(subject)
                    }
                }
                .onDelete { offsets in
                    log.entries.append("onDelete \(Array(offsets))")
                    subjects.remove(atOffsets: offsets)
                }
            }
        }
    }

    @Test("C25: each edge lists its actions in order; a full swipe runs the first unless refused")
    func perEdge() throws {
        let log = EditLog()
        let host = ViewHost(Mail(log: log), platform: .iOS)
        #expect(try host.swipeActions(ofRow: "Mail A") == ["Delete", "Flag"])
        #expect(try host.swipeActions(ofRow: "Mail A", edge: .leading) == ["Unread"])
        #expect(try !host.fullySwipeRow("Mail A", from: .leading))
        #expect(log.entries.isEmpty)
        #expect(try host.fullySwipeRow("Mail A"))
        #expect(log.entries == ["delete A"])
        #expect(try host.swipeRow("Mail A", from: .leading, andTap: "Unread"))
        #expect(log.entries == ["delete A", "unread"])
        #expect(try !host.swipeRow("Mail A", andTap: "Archive"))
    }

    @Test("C25: a row with swipe actions gets no Delete from onDelete; one without does")
    func noSynthesizedDelete() throws {
        let log = EditLog()
        let host = ViewHost(Mail(log: log), platform: .iOS)
        #expect(try !host.deleteRow("Mail A"))
        #expect(try host.swipeActions(ofRow: "Mail B") == ["Delete"])
        #expect(try host.fullySwipeRow("Mail B"))
        #expect(log.entries == ["onDelete [1]"])
        #expect(try host.swipeActions(ofRow: "Mail A") == ["Delete", "Flag"])
    }

    @Test("C25, D58: the actions show as sections below the row's line, out of a tap's reach")
    func renderedAndHidden() throws {
        let host = ViewHost(Mail(log: EditLog()), platform: .iOS)
        let tree = host.render()
        #expect(
            tree.contains(
                """
                   ├─ Text "Mail A" .onDelete
                   │  ├─ .swipeActions(trailing)
                   │  │  ├─ Button "Delete" role:destructive
                   │  │  └─ Button "Flag"
                   │  └─ .swipeActions(leading) allowsFullSwipe:false
                   │     └─ Button "Unread"
                   └─ Text "Mail B" .onDelete
                """), "\(tree)")
        #expect(throws: (any Error).self) { try host.tap("Flag") }
        #expect(!host.renderScreen().contains("Flag"))
    }
}

/// The example of the DocC article "Lists: search, refresh, editing and swipe actions".
@MainActor
@Suite("ListsSearchAndEditing.md shows what the runtime prints")
struct ListsArticleTests {
    struct Inbox: View {
        @State private var subjects = ["Mail A", "Mail B"]
        @State private var query = ""

        var body: some View {
            NavigationStack {
                List {
                    ForEach(subjects, id: \.self) { subject in
                        Text(subject)
                            .swipeActions(edge: .leading) { Button("Unread") {} }
                    }
                    .onDelete { subjects.remove(atOffsets: $0) }
                }
                .searchable(text: $query, prompt: "Search mail")
                .toolbar { EditButton() }
            }
        }
    }

    @Test("C25: the article's tree and its refused Delete")
    func articleExample() throws {
        let host = ViewHost(Inbox(), platform: .iOS)
        let article = try ArticleTests.article("ListsSearchAndEditing.md")
        ArticleTests.expectShows(article, host.render(), name: "ListsSearchAndEditing.md")
        #expect(try !host.deleteRow("Mail A"))
        try host.tap("Edit")
        #expect(try host.deleteRow("Mail A"))
        #expect(try host.swipeActions(ofRow: "Mail B", edge: .leading) == ["Unread"])
    }
}
