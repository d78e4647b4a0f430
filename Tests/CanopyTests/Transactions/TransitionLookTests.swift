import Canopy
import CanopyTesting
import Testing

/// T17, D62: the window picture draws a view in its transition part of the way to the
/// transition's active look, and draws `.opacity` and `.scaleEffect`; the character grid, which
/// has no transparency, draws a view while it is at least half opaque.
@MainActor
@Suite("T17, D62: transitions and effects drawn in the window picture")
struct TransitionLookTests {
    struct Shows: View {
        let transition: AnyTransition?
        @State var shows = true
        var body: some View {
            VStack(spacing: 0) {
                if shows {
                    if let transition {
                        Color.red.frame(width: 100, height: 40).transition(transition)
                    } else {
                        Color.red.frame(width: 100, height: 40)
                    }
                }
                Button("Toggle") { withAnimation(.linear(duration: 1)) { shows.toggle() } }
            }
        }
    }

    /// The `<g class="look" …>` openings of the window's picture.
    private func looks(_ host: ViewHost) -> [String] {
        host.renderPicture().split(separator: "\n").map(String.init).filter {
            $0.hasPrefix("<g class=\"look\"")
        }
    }

    @Test("T17, D62: a view without `.transition` fades out as it leaves")
    func defaultTransitionFades() throws {
        let host = ViewHost(Shows(transition: nil), platform: .iOS)
        // Drawn once before it leaves, so it has a place to leave from.
        #expect(looks(host).isEmpty)
        try host.tap("Toggle")
        host.advanceTime(by: 0.25)
        #expect(looks(host) == ["<g class=\"look\" opacity=\"0.75\">"])
        host.advanceTime(by: 0.5)
        #expect(looks(host) == ["<g class=\"look\" opacity=\"0.25\">"])
        host.advanceTime(by: 0.3)
        #expect(looks(host).isEmpty)
    }

    @Test("T17, D62: `.move(edge:)` moves the view by its width toward the edge")
    func moveShiftsByTheViewsSize() throws {
        let host = ViewHost(Shows(transition: .move(edge: .leading)), platform: .iOS)
        #expect(looks(host).isEmpty)
        try host.tap("Toggle")
        host.advanceTime(by: 0.5)
        // Half of the way: 50 of its 100 points to the left.
        #expect(
            looks(host) == [
                "<g class=\"look\" transform=\"translate(-50 0) scale(1 1) translate(0 0)\">"
            ])
    }

    @Test("T17, D62: `.scale` grows an inserted view from nothing around its centre")
    func scaleGrowsFromItsCentre() throws {
        let host = ViewHost(Shows(transition: .scale), platform: .iOS)
        try host.tap("Toggle")
        host.advanceTime(by: 1.1)
        try host.tap("Toggle")
        host.advanceTime(by: 0.25)
        let look = try #require(looks(host).first)
        #expect(look.contains("scale(0.25 0.25)"))
    }

    @Test("T17, D62: `.push(from:)` moves in from its edge while fading in")
    func pushMovesAndFades() throws {
        let host = ViewHost(Shows(transition: .push(from: .bottom)), platform: .iOS)
        try host.tap("Toggle")
        host.advanceTime(by: 1.1)
        try host.tap("Toggle")
        host.advanceTime(by: 0.5)
        // Half faded in, and half of its 40-point height below where it ends.
        #expect(
            looks(host) == [
                "<g class=\"look\" opacity=\"0.5\" transform=\"translate(0 20) scale(1 1) translate(0 0)\">"
            ])
    }

    @Test("D62: the grid draws a fading view while it is at least half opaque")
    func gridHidesMostlyTransparentViews() throws {
        let host = ViewHost(Shows(transition: nil), platform: .iOS)
        let fills = RenderOptions(fillsShapes: true)
        #expect(host.renderGrid(fills).contains("░"))
        try host.tap("Toggle")
        host.advanceTime(by: 0.25)
        #expect(host.renderGrid(fills).contains("░"))
        host.advanceTime(by: 0.5)
        #expect(!host.renderGrid(fills).contains("░"))
    }

    struct Effects: View {
        var body: some View {
            VStack {
                Text("Faint").opacity(0.5)
                Text("Half").scaleEffect(0.5)
            }
        }
    }

    @Test("T7, D62: `.opacity` and `.scaleEffect` are drawn, around the view's centre")
    func effectsAreDrawn() throws {
        let host = ViewHost(Effects(), platform: .iOS)
        let drawn = looks(host)
        #expect(drawn.count == 2)
        #expect(drawn.first == "<g class=\"look\" opacity=\"0.5\">")
        #expect(drawn.last?.contains("scale(0.5 0.5)") == true)
    }

    @Test("D34, D62: a view brought back while fading out fades back in from where it was")
    func broughtBackFadesBackFromWhereItWas() throws {
        let host = ViewHost(Shows(transition: nil), platform: .iOS)
        #expect(looks(host).isEmpty)
        try host.tap("Toggle")
        host.advanceTime(by: 0.5)
        #expect(looks(host) == ["<g class=\"look\" opacity=\"0.5\">"])
        try host.tap("Toggle")
        #expect(looks(host) == ["<g class=\"look\" opacity=\"0.5\">"])
        host.advanceTime(by: 0.25)
        #expect(looks(host) == ["<g class=\"look\" opacity=\"0.63\">"])
        host.advanceTime(by: 1)
        #expect(looks(host).isEmpty)
    }
}
