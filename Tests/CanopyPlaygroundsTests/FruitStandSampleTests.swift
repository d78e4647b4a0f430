import Canopy
import CanopyTesting
import Testing

@testable import CanopyPlaygrounds

/// The fruit stand sample, a list-and-detail app written as SwiftUI sample code: search,
/// refresh, editing, swipe actions and a toolbar, operated as a person would (issue 40).
@MainActor
@Suite("Sample: a list-and-detail app with search, refresh, delete and a toolbar (C15–C25)")
struct FruitStandSampleTests {
    func rows(_ host: ViewHost) -> [String] {
        host.renderScreen().split(separator: "\n").map(String.init)
            .filter { ["Apple", "Banana", "Cherry", "Date", "Fig"].contains(where: $0.contains) }
    }

    @Test("C15: typing in the search field filters the rows; Cancel shows them all again")
    func search() throws {
        let host = ViewHost(FruitStand(), platform: .iOS)
        try host.typeSearch("an")
        #expect(rows(host) == ["[Banana]"])
        #expect(host.renderScreen().contains("⌕ Search fruit: [an] (searching)"))
        try host.cancelSearch()
        #expect(rows(host).count == 4)
    }

    @Test("C1, C2, D59: the list's bars, then the detail's own, and back")
    func toolbars() throws {
        let host = ViewHost(FruitStand(), platform: .iOS)
        #expect(
            host.toolbarItems().map(\.description) == [
                "Edit @topBarLeading", "Add @primaryAction", "4 fruits @status",
            ])
        let screen = host.renderScreen()
        #expect(screen.contains("Toolbar: <Edit>  <Add>"))
        #expect(screen.hasSuffix("Bottom bar: 4 fruits"))
        try host.tap("Add")
        #expect(host.toolbarItems().last?.label == "5 fruits")
        try host.tap("Apple")
        #expect(host.toolbarItems().map(\.description) == ["Share @primaryAction"])
        #expect(!host.renderScreen().contains("Bottom bar:"))
        #expect(host.navigateBack())
        #expect(host.toolbarItems().count == 3)
    }

    @Test("C21: a pull runs the refresh and returns once it has counted")
    func refresh() async throws {
        let host = ViewHost(FruitStand(), platform: .iOS)
        #expect(await host.pullToRefresh())
        #expect(try host.find(text: "Counted 1 times").isInTree)
    }

    @Test("C22–C24: Edit, then delete and move; a filtered list deletes the right fruit")
    func editing() throws {
        let host = ViewHost(FruitStand(), platform: .iOS)
        try host.tap("Edit")
        #expect(host.listEditMode == .active)
        #expect(try host.moveRow("Date", before: "Apple"))
        #expect(try host.deleteRow("Banana"))
        try host.typeSearch("Ch")
        #expect(try host.deleteRow("Cherry"))
        try host.cancelSearch()
        #expect(rows(host) == ["⊖ [Date] ≡", "⊖ [Apple] ≡"])
        // Moving while a search filters the rows moves the fruit shown.
        try host.typeSearch("a")
        #expect(rows(host) == ["⊖ [Date] ≡", "⊖ [Apple] ≡"])
        #expect(try host.moveRowToEnd("Date"))
        try host.cancelSearch()
        #expect(rows(host) == ["⊖ [Apple] ≡", "⊖ [Date] ≡"])
    }

    @Test("C25: a leading swipe favourites a fruit; the detail says so")
    func favourite() throws {
        let host = ViewHost(FruitStand(), platform: .iOS)
        #expect(try host.swipeActions(ofRow: "Cherry", edge: .leading) == ["Favorite"])
        #expect(try host.fullySwipeRow("Cherry", from: .leading))
        try host.tap("★ Cherry")
        #expect(try host.find(text: "A favourite").isInTree)
    }

    @Test("C1: Add in the toolbar adds a row")
    func add() throws {
        let host = ViewHost(FruitStand(), platform: .iOS)
        try host.tap("Add")
        #expect(rows(host).last == "[Fig 5]")
    }
}
