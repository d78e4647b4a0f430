import Canopy
import CanopyTesting
import Foundation
import Testing

private struct Book: Identifiable, Hashable {
    let id: Int
    let title: String
}

private struct Shelf: View {
    @State var deleting: Book?
    @State var log = "none"
    var body: some View {
        VStack {
            Button("Delete Dune") { deleting = Book(id: 1, title: "Dune") }
            Text("log: \(log)")
            Text("deleting: \(deleting?.title ?? "nil")")
        }
        .alert("Delete?", item: $deleting) { book in
            Button("Remove \(book.title)", role: .destructive) { log = "deleted \(book.title)" }
        } message: { book in
            Text("\(book.title) goes for good.")
        }
    }
}

private struct ShelfDialog: View {
    @State var moving: Book?
    @State var log = "none"
    var body: some View {
        VStack {
            Button("Move Emma") { moving = Book(id: 2, title: "Emma") }
            Text("log: \(log)")
        }
        .confirmationDialog("Move", item: $moving, titleVisibility: .visible) { book in
            Button("To Archive") { log = "archived \(book.title)" }
        }
    }
}

private enum SaveError: LocalizedError {
    case diskFull
    var errorDescription: String? { "The disk is full." }
    var recoverySuggestion: String? { "Free some space." }
}

private struct Saver: View {
    @State var error: SaveError?
    @State var showing = false
    var body: some View {
        VStack {
            Button("Save") { error = .diskFull }
            Text("error: \(error == nil ? "nil" : "set")")
        }
        .alert(error: $error) { _ in
            Button("OK") {}
        } message: { error in
            Text(error.recoverySuggestion ?? "")
        }
    }
}

private struct FlaggedSaver: View {
    @State var showing = false
    let error: SaveError? = .diskFull
    var body: some View {
        Button("Try") { showing = true }
            .alert(isPresented: $showing, error: error) { Button("Retry") {} }
    }
}

@MainActor
@Suite("Alerts and dialogs for an item or an error (C-presentations, issue 41)")
struct AlertItemVocabularyTests {
    @Test("alert(_:item:) presents while the item is set, hands it to its closures, and clears it")
    func alertForItem() throws {
        let host = ViewHost(Shelf(), platform: .iOS)
        #expect(!host.renderScreen().contains("Delete?"))
        try host.tap("Delete Dune")
        let screen = host.renderScreen()
        #expect(screen.contains("Delete?"))
        #expect(screen.contains("Dune goes for good."))
        try host.tap("Remove Dune")
        #expect(host.renderScreen().contains("log: deleted Dune"))
        #expect(host.renderScreen().contains("deleting: nil"))
        #expect(!host.renderScreen().contains("Delete?"))
    }

    @Test(
        "confirmationDialog(_:item:) presents for the item; its button runs with it and clears it")
    func dialogForItem() throws {
        let host = ViewHost(ShelfDialog(), platform: .iOS)
        try host.tap("Move Emma")
        #expect(host.renderScreen().contains("To Archive"))
        try host.tap("To Archive")
        #expect(host.renderScreen().contains("log: archived Emma"))
        #expect(!host.renderScreen().contains("To Archive"))
    }

    @Test("alert(error:) is titled by the error's errorDescription; dismissing clears the error")
    func alertForError() throws {
        let host = ViewHost(Saver(), platform: .iOS)
        try host.tap("Save")
        let screen = host.renderScreen()
        #expect(screen.contains("The disk is full."))
        #expect(screen.contains("Free some space."))
        #expect(host.dismissPresentation())
        #expect(host.renderScreen().contains("error: nil"))
    }

    @Test("alert(isPresented:error:) presents while the flag is true and the error is set")
    func alertForFlaggedError() throws {
        let host = ViewHost(FlaggedSaver(), platform: .iOS)
        #expect(!host.renderScreen().contains("The disk is full."))
        try host.tap("Try")
        #expect(host.renderScreen().contains("The disk is full."))
        try host.tap("Retry")
        #expect(!host.renderScreen().contains("The disk is full."))
    }
}
