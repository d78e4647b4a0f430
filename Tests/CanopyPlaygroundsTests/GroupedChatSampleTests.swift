import Canopy
import CanopyTesting
import Testing

@testable import CanopyPlaygrounds

/// The grouped-list and chat sample: sections in a plain list, and a `ScrollPosition` kept at
/// the bottom, written as SwiftUI sample code (issue 23).
@MainActor
@Suite("Sample: pinned contact sections and a chat that stays at its newest message (D24, G30)")
struct GroupedChatSampleTests {
    @Test("D24/G31: only the contacts in view exist; the current letter stays at the top")
    func contacts() throws {
        let host = ViewHost(ContactList(groups: ContactGroup.sample), platform: .iOS)
        host.layOut()
        #expect(try host.find(text: "A1 Person").isInTree)
        #expect(host.first(text: "C1 Person") == nil)
        // Well into B: B's header is held at the list's top, over its rows.
        try host.scroll(by: 13 * 44 + 6 * 44)
        #expect(host.first(text: "A1 Person") == nil)
        // The title is the section's own text, held at the list's top (the safe area's edge,
        // below which the list draws on), covering the row under it; the row before it shows
        // under the status bar.
        let lines = host.renderGrid().split(separator: "\n").map(String.init)
        let header = try #require(lines.firstIndex { $0.hasPrefix("│  B ") })
        let top = try #require(host.find(.named("List")).frame()).minY
        let cell = CGFloat(22)
        #expect(header == Int((top + 11) / cell + 0.5) + 1)
        #expect(lines[header - 2].contains("B5 Person"))
        #expect(!lines.contains { $0.contains("B6 Person") })
        #expect(lines[header + 2].contains("B7 Person"))
    }

    @Test("G30: the chat opens at its newest message and keeps it in view as messages arrive")
    func chat() throws {
        let host = ViewHost(ChatView(), platform: .iOS)
        host.layOut()
        #expect(try host.find(text: "Message 30").isInTree)
        #expect(try host.tap("Receive"))
        host.layOut()
        #expect(try host.find(text: "Message 31").isInTree)
        #expect(host.first(text: "Jump to latest") == nil)
        // Scrolled up by the person: new messages no longer move the view, and a button offers
        // the way back.
        try host.scroll(by: -400)
        #expect(try host.tap("Receive"))
        host.layOut()
        #expect(host.first(text: "Message 32") == nil)
        #expect(try host.tap("Jump to latest"))
        host.layOut()
        #expect(try host.find(text: "Message 32").isInTree)
        #expect(host.first(text: "Jump to latest") == nil)
    }
}
