import Canopy
import Foundation
import Testing

@testable import CanopyPlaygrounds

/// The gestures sample of issue 41, performed with touches at the card's laid-out position.
@MainActor
@Suite("Samples: a card dragged, double-tapped and held (issue 41, D71, D72)")
struct GestureCardSampleTests {
    @Test("A drag moves the card while it runs and springs it back; a long drag keeps it")
    func drag() throws {
        let host = ViewHost(GestureCard(), platform: .iOS)
        let start = try host.centre(of: "Front")
        host.touchDown(at: start)
        host.moveTouch(to: CGPoint(x: start.x + 40, y: start.y + 20))
        // `.animation(.spring, value: dragOffset)` springs the card after the finger.
        host.advanceTime(by: 2)
        var card = try host.centre(of: "Front")
        #expect(card.x == start.x + 40 && card.y == start.y + 20)
        host.touchUp()
        // The @GestureState is back to zero, with the spring of `.animation(_:value:)`.
        #expect(host.isAnimating)
        host.advanceTime(by: 2)
        card = try host.centre(of: "Front")
        #expect(card == start)
        #expect(host.renderScreen().contains("Moved 0, 0"))
        host.drag(from: start, to: CGPoint(x: start.x + 120, y: start.y))
        host.advanceTime(by: 2)
        #expect(host.renderScreen().contains("Moved 120, 0"))
        #expect(try host.centre(of: "Front").x == start.x + 120)
    }

    @Test("A double tap favourites the card; a held press flips it, orange while held")
    func tapAndHold() throws {
        let host = ViewHost(GestureCard(), platform: .iOS)
        let card = try host.centre(of: "Front")
        #expect(host.doubleTap(at: card))
        #expect(host.render().contains("Text \"★\""))
        // A single tap is not a double tap.
        host.tap(at: card)
        #expect(host.render().contains("Text \"★\""))
        host.touchDown(at: card)
        // The double tap, attached first, may still come: the press waits for it.
        #expect(host.render().contains(".background(yellow)"))
        host.holdTouch(for: 0.6)
        #expect(host.render().contains(".background(orange)"))
        host.holdTouch(for: 0.4)
        #expect(host.render().contains("Text \"Back\""))
        host.touchUp()
        #expect(host.render().contains("Text \"Back\""))
        #expect(host.render().contains(".background(yellow)"))
        // The tree shows the card's gestures.
        #expect(
            host.render().contains(
                ".onTapGesture(count: 2) .onLongPressGesture .gesture(DragGesture)"))
    }
}
