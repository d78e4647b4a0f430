import Canopy
import CanopyTesting
import Testing

@MainActor
@Suite("D20: the window drawn as an SVG picture")
struct WindowPictureTests {
    @Test("D20: text at its frame in the D11 metric, a bordered control outlined, each view's box")
    func picture() {
        let host = ViewHost(
            VStack(spacing: 0) {
                Text("Hi")
                Button("OK") {}
            }, platform: .macOS, windowSize: WindowSize(width: 130, height: 48))
        // macOS body text is 13 points, 6.5 per character; the button is the title plus 8 a
        // side, 20 high (D13); the stack is centred in the window.
        expectText(
            host.renderPicture(),
            """
            <svg xmlns="http://www.w3.org/2000/svg" class="window" width="130" height="48" viewBox="0 0 130 48" role="img" aria-label="macOS window" font-family="ui-monospace, monospace">
            <rect class="screen" x="0" y="0" width="130" height="48" fill="#ffffff"/>
            <rect x="50.5" y="6" width="29" height="36" class="frame" fill="none" stroke="#c7c7cc" stroke-width="0.5" stroke-dasharray="2 2"/>
            <text class="text" x="58.5" y="14" font-size="13" dominant-baseline="central" textLength="13" lengthAdjust="spacingAndGlyphs" fill="#000000">Hi</text>
            <rect x="50.5" y="22" width="29" height="20" class="frame" fill="none" stroke="#c7c7cc" stroke-width="0.5" stroke-dasharray="2 2"/>
            <rect x="50.5" y="22" width="29" height="20" class="outline" rx="6" fill="none" stroke="#007aff" stroke-width="1"/>
            <text class="text" x="58.5" y="32" font-size="13" dominant-baseline="central" textLength="13" lengthAdjust="spacingAndGlyphs" fill="#000000">OK</text>
            <rect class="edge" x="1" y="1" width="128" height="46" rx="8" fill="none" stroke="#3a3a3c" stroke-width="2"/>
            </svg>
            """)
    }

    @Test("D20/D15: an iPhone's unsafe areas are shaded; colours fill in their CSS colours")
    func safeAreasAndColours() {
        let svg = ViewHost(
            Color.red.frame(width: 100, height: 60).background(Color(white: 0.5)),
            platform: .iOS
        ).renderPicture()
        // The status bar (59 points) and the home indicator (34) of a 393×852 iPhone.
        #expect(
            svg.contains(
                ##"<rect x="0" y="0" width="393" height="59" class="unsafe" fill="#f2f2f7"/>"##))
        #expect(
            svg.contains(
                ##"<rect x="0" y="818" width="393" height="34" class="unsafe" fill="#f2f2f7"/>"##))
        #expect(
            svg.contains(
                ##"<rect x="146.5" y="408.5" width="100" height="60" class="fill" fill="#808080"/>"##
            ))
        #expect(
            svg.contains(
                ##"<rect x="146.5" y="408.5" width="100" height="60" class="fill" fill="#ff3b30"/>"##
            ))
        // The grey background is drawn before (behind) the red.
        let grey = svg.range(of: "#808080")!.lowerBound
        let red = svg.range(of: "#ff3b30")!.lowerBound
        #expect(grey < red)
    }
}
