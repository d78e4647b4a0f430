import Canopy
import CanopyTesting
import Testing

@testable import CanopyPlaygrounds

/// The accessible-inbox sample: SwiftUI sample code made for VoiceOver, read and operated
/// through its accessibility tree as a screen reader user would.
@MainActor
@Suite("Sample: an inbox made for VoiceOver (issue 39)")
struct AccessibleInboxSampleTests {
    @Test("A1, A11, A14, A15: what VoiceOver meets, in reading order")
    func tree() {
        let host = ViewHost(AccessibleInbox(), platform: .iOS)
        #expect(
            host.renderAccessibility() == """
                header,staticText "Inbox (3)" heading=1
                button "Compose" hint="Starts a new message"
                button,toggle "Mute" value="0"
                staticText "Ann, Lunch on Friday?" actions="Archive","Flag"
                staticText "Bob, Quarterly report" actions="Archive","Flag"
                staticText "Cleo, Photos from the trip" actions="Archive","Flag"
                button,toggle "Notifications" value="1"
                adjustable "Page" value="1 of 3"
                rotor "Senders": "Ann", "Bob", "Cleo"
                """)
        #expect(host.accessibilityAudit().isEmpty)
    }

    @Test("A14, D91, D92: the actions are buttons run by name; the rotor moves to a row")
    func rotorAndActions() throws {
        let host = ViewHost(AccessibleInbox(), platform: .iOS)
        #expect(
            try host.accessibilityFocusRotorEntry("Cleo", in: "Senders")
                == "Cleo, Photos from the trip")
        #expect(try host.accessibilityPerform("Archive", on: "Bob, Quarterly report"))
        #expect(try host.accessibilityRotorEntries("Senders") == ["Ann", "Cleo"])
        #expect(!host.renderPicture().contains(">Archive<"))
    }

    @Test("A14, A15, A16: custom actions, adjusting and a representation change the app")
    func operate() throws {
        let host = ViewHost(AccessibleInbox(), platform: .iOS)
        #expect(try host.accessibilityPerform("Flag", on: "Bob, Quarterly report"))
        #expect(
            host.accessibilityTree().elements[4].renderedLine
                == #"staticText "Bob, Quarterly report" value="Flagged" actions="Archive","Unflag""#
        )
        #expect(try host.accessibilityPerform("Archive", on: "Ann, Lunch on Friday?"))
        #expect(host.accessibilityTree().labels.first == "Inbox (2)")
        try host.accessibilityIncrement("Page")
        try host.accessibilityIncrement("Page")
        try host.accessibilityIncrement("Page")
        #expect(host.accessibilityTree().elements.last?.value == "3 of 3")
        #expect(try host.accessibilityActivate("Notifications"))
        #expect(
            host.accessibilityTree().elements.first { $0.label == "Notifications" }?.value == "0")
        // A16: the bell is operated through its representation, a real toggle.
        #expect(try host.accessibilityActivate("Mute"))
        #expect(host.accessibilityTree().elements[2].value == "1")
        #expect(host.render().contains("🔕"))
    }
}
