import Canopy
import CanopyTesting
import Testing

@testable import CanopyPlaygrounds

/// The chores sample: a row removed under an animation and put back by Undo before it has
/// left is the same row (D34), and the card's frame animates (T7, D63); written as SwiftUI
/// sample code.
@MainActor
@Suite("Sample: undo brings a leaving row back; a card grows (D34, T7, D63)")
struct UndoableListSampleTests {
    @Test("D34: Undo while the row slides out brings the same row back, its state kept")
    func undoBringsTheRowBack() throws {
        let host = ViewHost(UndoableList(), platform: .iOS)
        try host.tap("Dishes")
        try host.tap("Remove first")
        host.advanceTime(by: 0.3)
        #expect(host.render().contains("ChoreRow  removing"))
        try host.tap("Undo")
        #expect(host.controls(.button).prefix(3) == ["✓ Dishes", "Laundry", "Plants"])
        host.advanceTime(by: 1)
        #expect(!host.render().contains("removing"))
        #expect(host.controls(.button).prefix(3) == ["✓ Dishes", "Laundry", "Plants"])
    }

    @Test("T7, D63: the card's frame moves on the spring; layout has the new frame at once")
    func cardGrows() throws {
        let host = ViewHost(UndoableList(), platform: .iOS)
        let frames = RenderOptions(showsFrames: true)
        #expect(
            host.render(frames).contains(
                "Color orange .frame(width: 100, height: 60) .onTapGesture @("))
        try host.tap("Grow")
        host.advanceTime(by: 0.2)
        let moving = try #require(
            host.render(frames).split(separator: "\n").first { $0.contains("Color orange") })
        #expect(moving.hasSuffix("animating frame"))
        #expect(!moving.contains(" 100×60)") && !moving.contains(" 200×120)"))
        host.advanceTime(by: 2)
        #expect(!host.isAnimating)
        #expect(
            host.render(frames).contains(
                "Color orange .frame(width: 200, height: 120) .onTapGesture @("))
        #expect(host.render(frames).contains(" 200×120)\n"))
    }
}
