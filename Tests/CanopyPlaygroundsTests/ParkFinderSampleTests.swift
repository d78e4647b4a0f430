import Canopy
import CanopyTesting
import Testing

@testable import CanopyPlaygrounds

/// The reach sample of D104, as a person uses it on an iPhone.
@MainActor
@Suite(
    "Samples: a park finder's panel lets the list behind it be used up to its medium height (D104)")
struct ParkFinderSampleTests {
    @Test("D104, C14: at its medium height the panel lets a person choose a park behind it")
    func chooseBehindThePanel() throws {
        let host = ViewHost(ParkFinder(), platform: .iOS)
        #expect(host.sheetDetent == .medium)
        #expect(host.render().contains(#"Text "Choose a park""#))
        try host.tap("Estrela")
        #expect(host.render().contains(#"Text "Estrela""#))
        #expect(host.render().contains(#"Text "4.6 ha""#))
        // VoiceOver reads the list behind too.
        #expect(host.accessibilityTree().labels.contains("Monsanto"))
    }

    @Test("D104, C14: pulled up to full height, only the panel can be reached")
    func fullHeightIsModal() throws {
        let host = ViewHost(ParkFinder(), platform: .iOS)
        try host.tap("Gulbenkian")
        #expect(host.dragSheet(to: .large))
        #expect(host.controls(.button) == ["Report a Problem"])
        #expect(throws: ViewHost.ControlNotFound.self) { try host.tap("Monsanto") }
        #expect(!host.accessibilityTree().labels.contains("Monsanto"))
        // The panel cannot be swiped away; lowered again, the list is back in reach.
        #expect(!host.dismissPresentation())
        #expect(host.dragSheet(to: .medium))
        try host.tap("Monsanto")
        #expect(host.render().contains(#"Text "Monsanto""#))
    }

    @Test("D104: the panel's alert is in front of the panel and of the list behind it")
    func alertInFront() throws {
        let host = ViewHost(ParkFinder(), platform: .iOS)
        try host.tap("Estrela")
        try host.tap("Report a Problem")
        #expect(host.controls(.button) == ["Send", "Cancel"])
        #expect(throws: ViewHost.ControlNotFound.self) { try host.tap("Monsanto") }
        try host.tap("Send")
        #expect(host.render().contains(#"Text "Reports sent: 1""#))
        try host.tap("Monsanto")
        #expect(host.render().contains(#"Text "Monsanto""#))
    }
}
