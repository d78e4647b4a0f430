import Canopy
import CanopyTesting
import Testing

@MainActor
@Suite("G12–G20: frames, padding, overlays, offsets and text")
struct ModifierLayoutTests {
    private func allFrames<V: View>(_ view: V, platform: Platform = .iOS) -> String {
        ViewHost(view, platform: platform).render(
            RenderOptions(showsFrames: true, showsModifierFrames: true))
    }

    @Test("G12: a fixed frame is its size whatever the content; the content is aligned in it")
    func fixedFrameAlignsContent() {
        expectText(
            allFrames(
                Color.red.frame(width: 20, height: 20)
                    .frame(width: 100, height: 100, alignment: .bottomTrailing)),
            """
            Color red .frame(width: 20, height: 20) .frame(width: 100, height: 100, alignment: bottomTrailing) @(226.5,468.5 20×20) @(226.5,468.5 20×20) @(146.5,388.5 100×100)
            """)
    }

    @Test("G12: a nil dimension takes the content's size; an overflowing child is centred")
    func fixedFrameOverflow() {
        expectText(
            allFrames(Color.red.frame(width: 100, height: 10).frame(width: 60)),
            """
            Color red .frame(width: 100, height: 10) .frame(width: 60) @(146.5,433.5 100×10) @(146.5,433.5 100×10) @(166.5,433.5 60×10)
            """)
    }

    @Test("G13: maxWidth .infinity takes the proposed width; a minimum is never undercut (D21)")
    func flexibleFrames() {
        expectText(
            allFrames(
                VStack(spacing: 0) {
                    Color.red.frame(maxWidth: .infinity).frame(height: 10)
                    Color.blue.frame(width: 10, height: 10).frame(minWidth: 50)
                    Color.green.frame(width: 10, height: 10).frame(maxWidth: 5)
                }),
            """
            VStack spacing:0 @(0,423.5 393×30)
            ├─ Color red .frame(maxWidth: inf) .frame(height: 10) @(0,423.5 393×10) @(0,423.5 393×10) @(0,423.5 393×10)
            ├─ Color blue .frame(width: 10, height: 10) .frame(minWidth: 50) @(191.5,433.5 10×10) @(191.5,433.5 10×10) @(171.5,433.5 50×10)
            └─ Color green .frame(width: 10, height: 10) .frame(maxWidth: 5) @(191.5,443.5 10×10) @(191.5,443.5 10×10) @(194,443.5 5×10)
            """)
    }

    @Test("G15/D14: padding() adds 16 on every edge; the content sits at the inset origin")
    func padding() {
        expectText(
            allFrames(Color.red.frame(width: 20, height: 20).padding()),
            """
            Color red .frame(width: 20, height: 20) .padding @(186.5,428.5 20×20) @(186.5,428.5 20×20) @(170.5,412.5 52×52)
            """)
        expectText(
            allFrames(Color.red.frame(width: 20, height: 20).padding(.horizontal, 4)),
            """
            Color red .frame(width: 20, height: 20) .padding(horizontal, 4) @(186.5,428.5 20×20) @(186.5,428.5 20×20) @(182.5,428.5 28×20)
            """)
    }

    @Test("G16: an overlay never changes the size; it is proposed the size and centred")
    func overlay() {
        expectText(
            allFrames(
                Color.red.frame(width: 100, height: 50)
                    .overlay { Color.blue.frame(width: 20, height: 20) }),
            """
            Color red .frame(width: 100, height: 50) .overlay(Color blue .frame(width: 20, height: 20) @(186.5,428.5 20×20) @(186.5,428.5 20×20)) @(146.5,413.5 100×50) @(146.5,413.5 100×50) @(146.5,413.5 100×50)
            """)
    }

    @Test("G17: offset moves the view's drawing, not its siblings or its place in the stack")
    func offsetMovesOnlyTheView() {
        expectText(
            allFrames(
                HStack(spacing: 0) {
                    Color.red.frame(width: 10, height: 10).offset(x: 5, y: 7)
                    Color.blue.frame(width: 10, height: 10)
                }),
            """
            HStack spacing:0 @(186.5,433.5 20×10)
            ├─ Color red .frame(width: 10, height: 10) .offset(x: 5, y: 7) @(191.5,440.5 10×10) @(191.5,440.5 10×10) @(186.5,433.5 10×10)
            └─ Color blue .frame(width: 10, height: 10) @(196.5,433.5 10×10) @(196.5,433.5 10×10)
            """)
    }

    @Test("G20/D11: text wraps within its proposal; fixedSize restores one line")
    func textWraps() {
        expectText(
            allFrames(
                VStack(spacing: 0) {
                    Text("Hello, world").frame(width: 60)
                    Text("Hello, world").fixedSize()
                }),
            """
            VStack spacing:0 @(145.5,405.5 102×66)
            ├─ Text "Hello, world" .frame(width: 60) @(171,405.5 51×44) @(166.5,405.5 60×44)
            └─ Text "Hello, world" .fixedSize @(145.5,449.5 102×22) @(145.5,449.5 102×22)
            """)
    }

    @Test("G20/D11: a line limit keeps the lines that fit and ends the last with an ellipsis")
    func textTruncates() throws {
        let host = ViewHost(
            Text("one two three four").lineLimit(1).frame(width: 60), platform: .iOS)
        let text = try host.find(text: "one two three four")
        // Seven columns of 8.5 points: "one two" fits; with the ellipsis it is cut to
        // "one tw…", seven characters.
        #expect(text.frame()?.size == CGSize(width: 59.5, height: 22))
    }

    @Test("G14: fixedSize keeps the ideal size beyond the proposal, centred in it")
    func fixedSizeOverflows() {
        expectText(
            allFrames(Text("Hello, world").fixedSize().frame(width: 60)),
            """
            Text "Hello, world" .fixedSize .frame(width: 60) @(145.5,427.5 102×22) @(145.5,427.5 102×22) @(166.5,427.5 60×22)
            """)
    }

    @Test("G18: scaledToFit takes the largest size of the content's ratio in the proposal")
    func aspectRatio() {
        expectText(
            allFrames(Color.red.aspectRatio(2, contentMode: .fit).frame(width: 100, height: 100)),
            """
            Color red .aspectRatio(2, contentMode: .fit) .frame(width: 100, height: 100) @(146.5,413.5 100×50) @(146.5,413.5 100×50) @(146.5,388.5 100×100)
            """)
    }
}

@MainActor
@Suite("D20: frames in JSON")
struct FrameExportTests {
    @Test("D20: with showsFrames each JSON view carries its frame in window points")
    func jsonFrames() {
        let host = ViewHost(Color.red.frame(width: 100, height: 60), platform: .iOS)
        let json = host.render(.json, options: RenderOptions(showsFrames: true))
        #expect(json.contains("\"frame\": [146.5, 408.5, 100, 60]"))
        #expect(!host.render(.json).contains("\"frame\""))
    }
}

@MainActor
@Suite("G19: layout direction")
struct LayoutDirectionTests {
    @Test("G19: right to left, a stack places its children from the right; leading is the right")
    func rightToLeft() {
        expectText(
            framed(
                VStack(alignment: .leading, spacing: 0) {
                    HStack(spacing: 0) {
                        Color.red.frame(width: 20, height: 10)
                        Color.blue.frame(width: 40, height: 10)
                    }
                    Text("A")
                }
                .environment(\.layoutDirection, .rightToLeft), platform: .macOS),
            """
            VStack alignment:leading spacing:0 .environment(\\.layoutDirection, rightToLeft) @(482,371 60×26)
            ├─ HStack spacing:0 @(482,371 60×10)
            │  ├─ Color red .frame(width: 20, height: 10) @(522,371 20×10)
            │  └─ Color blue .frame(width: 40, height: 10) @(482,371 40×10)
            └─ Text "A" @(535.5,381 6.5×16)
            """)
    }

    @Test("G19: leading padding and a leading frame alignment are on the right, right to left")
    func paddingAndFrames() {
        expectText(
            framed(
                Color.red.frame(width: 20, height: 10)
                    .frame(width: 60, alignment: .leading)
                    .padding(.leading, 10)
                    .environment(\.layoutDirection, .rightToLeft), platform: .macOS),
            """
            Color red .frame(width: 20, height: 10) .frame(width: 60, alignment: leading) .padding(leading, 10) .environment(\\.layoutDirection, rightToLeft) @(517,379 20×10)
            """)
        // The padded view spans 477–547: the 10 points of padding are at its right, the
        // 60-point frame at 477–537, and the red view at that frame's right edge.
    }

    @Test("G19: left to right unless written; only the views below the write are mirrored")
    func onlyBelowTheWrite() {
        expectText(
            framed(
                HStack(spacing: 0) {
                    Color.red.frame(width: 20, height: 10)
                    HStack(spacing: 0) {
                        Color.green.frame(width: 10, height: 10)
                        Color.blue.frame(width: 30, height: 10)
                    }
                    .environment(\.layoutDirection, .rightToLeft)
                }, platform: .macOS),
            """
            HStack spacing:0 @(482,379 60×10)
            ├─ Color red .frame(width: 20, height: 10) @(482,379 20×10)
            └─ HStack spacing:0 .environment(\\.layoutDirection, rightToLeft) @(502,379 40×10)
               ├─ Color green .frame(width: 10, height: 10) @(532,379 10×10)
               └─ Color blue .frame(width: 30, height: 10) @(502,379 30×10)
            """)
    }
}
