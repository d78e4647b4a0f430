import Canopy
import CanopyTesting
import Foundation
import Testing

@testable import CanopyPlaygrounds

/// The paths sample on an iPhone: shapes of one's own drawn and touched by their paths (D20,
/// D71), a trimmed ring whose end moves with the animation (T7, T8, D35).
@MainActor
@Suite("Samples: a daily goal's ring, star and sparkline drawn by their paths (D20, D71, T7)")
struct DailyGoalSampleTests {
    private func host() -> ViewHost {
        ViewHost(DailyGoal(goal: 10_000), platform: .iOS)
    }

    @Test("T7, T8, D35: the ring's trim moves with the animation while the count is new at once")
    func ringFills() throws {
        let host = host()
        let ring =
            "Circle .trim(from: 0, to: %@) .stroke(green, style: StrokeStyle(lineWidth: 12, lineCap: .round))"
        #expect(host.render().contains(ring.replacingOccurrences(of: "%@", with: "0")))
        try host.tap("Walk 2,500 steps")
        #expect(host.render().contains(#"Text "2500 / 10000""#))
        host.advanceTime(by: 0.5)
        // Half way through an ease-in-out is half way: an eighth of the ring.
        #expect(host.render().contains(ring.replacingOccurrences(of: "%@", with: "0.125")))
        host.advanceTime(by: 0.6)
        #expect(host.render().contains(ring.replacingOccurrences(of: "%@", with: "0.25")))
    }

    @Test("D71: the star takes a tap inside its points, not between them")
    func starTakesTapsInsideItsPoints() throws {
        let host = host()
        // The star is 56 points before the "+" tile's centre (44 wide, 12 apart), 44 square.
        let tile = try host.centre(of: "+")
        let star = CGRect(x: tile.x - 56 - 22, y: tile.y - 22, width: 44, height: 44)
        // Between the top point and the one to its right: outside the star.
        host.tap(at: CGPoint(x: star.maxX - 4, y: star.minY + 4))
        #expect(host.render().contains("Star .fill(gray)"))
        host.tap(at: CGPoint(x: star.midX, y: star.midY))
        #expect(host.render().contains("Star .fill(yellow)"))
    }

    @Test("D20: the picture draws the sparkline, the dashed tile and the card by their paths")
    func picture() {
        let svg = host().renderPicture()
        #expect(svg.contains(##"class="stroke" fill="none" stroke="#007aff" stroke-width="2"/>"##))
        #expect(svg.contains(##"stroke-width="2" stroke-dasharray="6 4"/>"##))
        #expect(svg.contains(##"stroke-width="12" stroke-linecap="round"/>"##))
        #expect(svg.contains(##"<path d="M "##))
    }
}
