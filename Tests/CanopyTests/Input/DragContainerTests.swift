import Canopy
import Foundation
import Testing

private struct Book: Identifiable, Codable, Transferable, Hashable {
    var id: Int
    var title: String
    static var transferRepresentation: some TransferRepresentation {
        ProxyRepresentation(exporting: \.title)
    }
}

private struct Shelf: View {
    let books = [
        Book(id: 1, title: "Dune"), Book(id: 2, title: "Emma"), Book(id: 3, title: "Ulysses"),
    ]
    @State private var dropped: [String] = []
    var body: some View {
        VStack {
            VStack {
                ForEach(books) { book in
                    Text(book.title).draggable(containerItemID: book.id)
                }
            }
            .dragContainer(for: Book.self) { ids in books.filter { ids.contains($0.id) } }
            .dragContainerSelection([1, 2])
            Text("Loose").draggable(Book.self) { Book(id: 9, title: "Loose") }
            Text("Read: \(dropped.joined(separator: ", "))")
                .dropDestination(for: String.self) { titles, _ in
                    dropped += titles
                    return true
                }
                .dragConfiguration(DragConfiguration(allowMove: true))
                .springLoadingBehavior(.enabled)
                .dragPreviewsFormation(.stack)
        }
    }
}

@MainActor
@Suite("Drag containers carry the selection (D83)")
struct DragContainerTests {
    @Test("D83: a selected view drags the whole selection, another only itself")
    func selection() throws {
        let host = ViewHost(Shelf(), platform: .macOS)
        #expect(try host.drag("Dune", onto: "Read: "))
        #expect(host.render().contains("Read: Dune, Emma"))
        #expect(try host.drag("Ulysses", onto: "Read: Dune, Emma"))
        #expect(host.render().contains("Read: Dune, Emma, Ulysses"))
        // Outside any container, a view's own item.
        #expect(try host.drag("Loose", onto: "Read: Dune, Emma, Ulysses"))
        let text = host.render()
        #expect(text.contains("Read: Dune, Emma, Ulysses, Loose"))
        #expect(text.contains(".dragConfiguration(allowMove: true)"))
        #expect(text.contains(".springLoadingBehavior(.enabled)"))
        #expect(text.contains(".dragPreviewsFormation(.stack)"))
        #expect(!host.diagnostics.contains { $0.kind == .platformUnavailable })
        // The previews formation is the Mac's: an iPad reports it.
        let pad = ViewHost(Shelf(), platform: .iPadOS)
        _ = pad.render()
        #expect(pad.diagnostics.contains { $0.message.contains(".dragPreviewsFormation") })
    }
}
