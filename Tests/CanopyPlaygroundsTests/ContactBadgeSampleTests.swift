import Canopy
import CanopyTesting
import Foundation
import Testing

@testable import CanopyPlaygrounds

/// The shapes sample, as a person taps it on an iPhone (D71: a shape takes touches inside its
/// outline; D20: it is drawn as its outline).
@MainActor
@Suite("Samples: a contact badge's round avatar and capsule count (D20, D71)")
struct ContactBadgeSampleTests {
    private func host() -> ViewHost {
        ViewHost(ContactBadge(name: "Ada Lovelace", initials: "AL"), platform: .iOS)
    }

    @Test(
        "D71: inside the avatar's circle a tap toggles the status; in its frame's corner it opens the card"
    )
    func avatarTakesTapsInsideItsCircle() throws {
        let host = host()
        // The initials sit in the middle of the avatar's 48-point square.
        let centre = try host.centre(of: "AL")
        host.tap(at: centre)
        #expect(host.render().contains("Circle .stroke(gray, lineWidth: 3)"))
        #expect(host.render().contains(#"Text "Not opened""#))
        // The corner of the avatar's square is outside its circle: the card behind takes it.
        host.tap(at: CGPoint(x: centre.x - 22, y: centre.y - 22))
        #expect(host.render().contains(#"Text "Opened 1×""#))
        #expect(host.render().contains("Circle .stroke(gray, lineWidth: 3)"))
    }

    @Test("D71: the capsule count clears the unread messages; the card counts the other taps")
    func capsuleCount() throws {
        let host = host()
        try host.tap("3")
        #expect(!host.render().contains(#"Text "3""#))
        host.tap(at: try host.centre(of: "Ada Lovelace"))
        #expect(host.render().contains(#"Text "Opened 1×""#))
    }

    @Test("D20: the picture draws the avatar as a circle, its ring stroked, the count in a capsule")
    func picture() throws {
        let host = host()
        let svg = host.renderPicture()
        #expect(svg.contains(##"class="fill" fill="#007aff"/>"##))
        #expect(svg.contains(##"<circle cx="##))
        #expect(svg.contains(##"class="stroke" fill="none" stroke="#34c759" stroke-width="3"/>"##))
        #expect(svg.contains(##"rx="15.5" class="stroke" fill="none" stroke="#8e8e93""##))
    }
}
