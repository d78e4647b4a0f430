import Canopy
import CanopyTesting
import Foundation
import Testing

@testable import CanopyPlaygrounds

/// The containers sample of issue 40, as a person uses it on an iPhone.
@MainActor
@Suite("Samples: a trip planner's bars, tabs, search, rows and sheet (C1–C25, D101, D102)")
struct TripPlannerSampleTests {
    private func rows(_ host: ViewHost) -> [String] {
        host.renderScreen().split(separator: "\n").map(String.init)
    }

    @Test("C1, C7, C15: the bars show the list level's items, the field, and the tab's badge")
    func firstScreen() {
        let host = ViewHost(TripPlanner(), platform: .iOS)
        let screen = host.renderScreen()
        #expect(screen.contains("Toolbar: <Edit>  <Image systemName:\"plus\">"))
        #expect(screen.contains("⌕ Find a trip: []"))
        #expect(screen.contains("[Lisbon]"))
        #expect(screen.contains("Bottom bar: 3 trips"))
        #expect(screen.contains("● Trips   ○ Inbox (2)"))
    }

    @Test("C15, C19, D101: a search with no results names the query, and follows the typing")
    func noResults() throws {
        let host = ViewHost(TripPlanner(), platform: .iOS)
        try host.typeSearch("Ky")
        #expect(host.renderScreen().contains("[Kyoto]"))
        #expect(!host.renderScreen().contains("[Lisbon]"))
        #expect(!host.render().contains("No Results"))
        try host.typeSearch("Kyx")
        #expect(
            host.render().contains(#"Label "No Results for “Kyx”" systemImage:"magnifyingglass""#))
        #expect(host.render().contains(#"Text "Check the spelling or try a new search.""#))
        try host.typeSearch("Kyxz")
        #expect(host.render().contains("No Results for “Kyxz”"))
        try host.typeSearch("")
        #expect(!host.render().contains("No Results"))
    }

    @Test("C19: a scope narrows the rows; a suggestion completes the query")
    func scopesAndSuggestions() throws {
        let host = ViewHost(TripPlanner(), platform: .iOS)
        try host.typeSearch("D")
        #expect(host.searchSuggestions == ["Dolomites"])
        try host.typeSearch("")
        #expect(host.searchScopes == ["All", "City", "Nature"])
        try host.chooseSearchScope("Nature")
        let screen = host.renderScreen()
        #expect(screen.contains("[Dolomites]"))
        #expect(!screen.contains("[Kyoto]"))
    }

    @Test(
        "C23, C25: a leading swipe marks a favourite; a row with swipe actions is deleted in edit mode"
    )
    func swipeAndDelete() throws {
        let host = ViewHost(TripPlanner(), platform: .iOS)
        #expect(try host.swipeActions(ofRow: "Lisbon", edge: .leading) == ["Favorite"])
        try host.swipeRow("Lisbon", from: .leading, andTap: "Favorite")
        #expect(host.render().contains(#"Image systemName:"star.fill""#))
        // Rows with swipe actions of their own get no Delete swipe (C25); edit mode offers it.
        #expect(try !host.deleteRow("Dolomites"))
        try host.tap("Edit")
        #expect(host.listEditMode == .active)
        #expect(try host.deleteRow("Dolomites"))
        #expect(host.renderScreen().contains("Bottom bar: 2 trips"))
    }

    @Test("C11, C13: the new trip sheet rests at medium and refuses a swipe once a name is typed")
    func newTripSheet() throws {
        let host = ViewHost(TripPlanner(), platform: .iOS)
        try host.tap("Add")
        #expect(host.sheetDetent == .medium)
        #expect(host.sheetDetents == [.medium, .large])
        #expect(host.dragSheet(to: .large))
        try host.type("Oslo", into: "Name")
        #expect(!host.dismissPresentation())
        try host.tap("Save")
        #expect(host.sheetDetent == nil)
        #expect(host.renderScreen().contains("[Oslo]"))
        #expect(host.renderScreen().contains("Bottom bar: 4 trips"))
    }

    @Test("C8, C18: the inbox's badge goes with its last unread; a pull refreshes it")
    func inbox() async throws {
        let host = ViewHost(TripPlanner(), platform: .iOS)
        try host.selectTab("Inbox")
        #expect(await host.pullToRefresh())
        #expect(host.renderScreen().contains("Refreshed 1 times"))
        try host.tap("Mark All Read")
        #expect(host.renderScreen().hasSuffix("○ Trips   ● Inbox"))
    }

    @Test(
        "C2, D102: a pushed trip's toolbar offers it to share; the window records what was offered")
    func shareATrip() throws {
        let host = ViewHost(TripPlanner(), platform: .iOS)
        try host.tap("Lisbon")
        #expect(host.renderScreen().contains("Toolbar: <Image systemName:\"square.and.arrow.up\">"))
        try host.tap("Share")
        #expect(host.sharedContent.map(\.description) == [#"Share ["Lisbon"]"#])
    }
}
