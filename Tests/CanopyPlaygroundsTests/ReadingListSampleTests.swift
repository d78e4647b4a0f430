import Canopy
import CanopyTesting
import Foundation
import Testing

@testable import CanopyPlaygrounds

/// The presentation and list row sample of issue 41, as a person uses it.
@MainActor
@Suite("Samples: list row appearance, an alert for an item and for an error, a popover (D13)")
struct ReadingListSampleTests {
    @Test("D13: a finished book's row sits flush with the list's edge; the others are inset")
    func rowInsets() throws {
        let host = ViewHost(
            ReadingList(), platform: .iOS, windowSize: WindowSize(width: 320, height: 480))
        #expect(try host.frame(ofViewShowing: "Dune").minX == 0)
        #expect(try host.frame(ofViewShowing: "Emma").minX == 16)
        #expect(
            host.render().contains(
                #"Text "Dune" .listRowInsets(EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)) .listRowBackground(green) .listRowSeparator(.hidden, edges: .bottom)"#
            ))
    }

    @Test("Removing asks first, naming the book; confirming removes it")
    func removeAlert() throws {
        let host = ViewHost(ReadingList(), platform: .iOS)
        try host.tap("Remove Emma")
        #expect(host.renderScreen().contains("Emma leaves your list."))
        try host.tap("Remove")
        let rows = host.renderScreen().split(separator: "\n")
        #expect(!rows.contains("Emma"))
        #expect(rows.contains("Dune"))
        #expect(!host.renderScreen().contains("leaves your list"))
    }

    @Test("A failed sync shows the error's description and suggestion")
    func errorAlert() throws {
        let host = ViewHost(ReadingList(), platform: .iOS)
        try host.tap("Sync")
        let screen = host.renderScreen()
        #expect(screen.contains("Could not sync the list."))
        #expect(screen.contains("Check your connection and try again."))
        try host.tap("OK")
        #expect(!host.renderScreen().contains("Could not sync"))
    }

    @Test("Details are a popover on iPadOS and a sheet on an iPhone")
    func detailsPopover() throws {
        for (platform, box) in [(Platform.iPadOS, "Popover"), (.iOS, "Sheet")] {
            let host = ViewHost(ReadingList(), platform: platform)
            try host.tap("Details")
            #expect(host.renderScreen().contains("╭─ \(box)\n│ 2 books"), "\(platform)")
        }
    }
}
