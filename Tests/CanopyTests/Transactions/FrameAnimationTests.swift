import Canopy
import CanopyTesting
import Testing

/// T7's "the frames layout gives views" (D63): a frame that moves in an animated change is
/// drawn moving; layout, and so every geometry reader, has the new frame at once.
@MainActor
@Suite("T7, D63: layout frames animate where they are drawn")
struct FrameAnimationTests {
    static let frames = RenderOptions(showsFrames: true)

    struct Growing: View {
        let log: AnimationLog
        @State var wide = false
        var body: some View {
            VStack(spacing: 0) {
                Color.red.frame(width: wide ? 200 : 100, height: 50)
                    .onGeometryChange(for: CGFloat.self) {
                        $0.size.width
                    } action: {
                        log.entries.append("width \(Int($0))")
                    }
                Button("Animated") { withAnimation(.linear(duration: 1)) { wide.toggle() } }
                Button("Plain") { wide.toggle() }
            }
        }
    }

    @Test("T7, D35: a frame resized under withAnimation is drawn between the two, marked `frame`")
    func resizedFrameAnimates() throws {
        let log = AnimationLog()
        let host = ViewHost(Growing(log: log), platform: .iOS)
        _ = host.render(Self.frames)
        _ = log.take()
        try host.tap("Animated")
        // Layout and geometry readers have the new width at once (D63).
        #expect(log.take() == ["width 200"])
        host.advanceTime(by: 0.5)
        let halfway = host.render(Self.frames)
        // The modifier's argument is the model; the frame drawn is halfway.
        #expect(
            halfway.contains(
                "Color red .frame(width: 200, height: 50) @(121.5,391.5 150×50)  animating frame"))
        host.advanceTime(by: 0.6)
        let done = host.render(Self.frames)
        #expect(done.contains("200×50)\n"))
        #expect(!host.isAnimating)
        #expect(log.entries.isEmpty)
    }

    @Test("T7: without animation a frame jumps")
    func plainChangeJumps() throws {
        let log = AnimationLog()
        let host = ViewHost(Growing(log: log), platform: .iOS)
        _ = host.render(Self.frames)
        try host.tap("Plain")
        #expect(!host.isAnimating)
        #expect(host.render(Self.frames).contains("200×50)\n"))
    }

    @Test("T7, D63: frames of a tree never laid out before the change do not animate")
    func untrackedFramesDoNotAnimate() throws {
        // Nothing reads geometry and nothing asked for frames before the change: there is no
        // old frame to animate from, so the first layout places the views where they are.
        let host = ViewHost(Opted(), platform: .iOS)
        try host.tap("Animated")
        host.advanceTime(by: 0.5)
        let rendered = host.render(Self.frames)
        #expect(frameLine(of: "Color red", in: rendered)?.contains("200×10)") == true)
        #expect(!rendered.contains("animating"))
    }

    /// The change is in a child with state of its own: the view below it moves although no
    /// view above it changed.
    struct Sibling: View {
        var body: some View {
            VStack(spacing: 0) {
                Expander()
                Color.blue.frame(width: 10, height: 10)
            }
        }
    }

    struct Expander: View {
        @State var tall = false
        var body: some View {
            VStack(spacing: 0) {
                Color.red.frame(width: 10, height: tall ? 100 : 50)
                Button("Grow") { withAnimation(.easeInOut(duration: 1)) { tall.toggle() } }
            }
        }
    }

    @Test("T7, D63: a view moved by a change beside it moves with the update's transaction")
    func movedSiblingAnimates() throws {
        let host = ViewHost(Sibling(), platform: .iOS)
        let before = host.render(Self.frames)
        #expect(
            frameLine(of: "Color blue", in: before)?.hasSuffix("@(191.5,469.5 10×10)") == true)
        try host.tap("Grow")
        host.advanceTime(by: 0.5)
        // The stack, centred in the window, grows by 50: the blue square goes from y 469.5 to
        // 494.5, and easeInOut is at 0.5 halfway.
        expectRendered(
            host,
            """
            Sibling @(179.5,385 34×107)
            └─ VStack spacing:0 @(179.5,385 34×107)  animating frame
               ├─ Expander @(179.5,385 34×97)
               │  └─ VStack spacing:0 @(179.5,385 34×97)  animating frame
               │     ├─ Color red .frame(width: 10, height: 100) @(191.5,385 10×75)  animating frame
               │     └─ Button "Grow" @(179.5,460 34×22)  animating frame
               └─ Color blue .frame(width: 10, height: 10) @(191.5,482 10×10)  animating frame
            """, options: Self.frames)
        host.advanceTime(by: 0.6)
        #expect(!host.isAnimating)
        let after = host.render(Self.frames)
        #expect(!after.contains("animating"))
        #expect(frameLine(of: "Color blue", in: after)?.hasSuffix("@(191.5,494.5 10×10)") == true)
    }

    struct Opted: View {
        @State var wide = false
        var body: some View {
            VStack(spacing: 0) {
                Color.red.frame(width: wide ? 200 : 100, height: 10)
                Color.green.frame(width: wide ? 200 : 100, height: 10)
                    .transaction { $0.animation = nil }
                Button("Animated") { withAnimation(.linear(duration: 1)) { wide.toggle() } }
            }
        }
    }

    @Test("T2, T7: a `.transaction` that removes the animation makes the frames below it jump")
    func transactionRemovesFrameAnimation() throws {
        let host = ViewHost(Opted(), platform: .iOS)
        _ = host.render(Self.frames)
        try host.tap("Animated")
        host.advanceTime(by: 0.5)
        let halfway = host.render(Self.frames)
        #expect(
            frameLine(of: "Color red", in: halfway)?.contains("150×10)  animating frame") == true)
        #expect(frameLine(of: "Color green", in: halfway)?.contains("200×10)") == true)
        #expect(frameLine(of: "Color green", in: halfway)?.contains("animating") == false)
    }

    @Test("T12, D63: explain names the frame's change and where its animation came from")
    func explainedFrame() throws {
        let log = AnimationLog()
        let host = ViewHost(Growing(log: log), platform: .iOS)
        _ = host.render(Self.frames)
        try host.tap("Animated")
        host.advanceTime(by: 0.25)
        let why = try host.find(Color.self).explainAnimation().description
        #expect(
            why == """
                frame: @(146.5,391.5 100×50) → @(96.5,391.5 200×50) at t = 0 with linear(duration: 1); shows @(134,391.5 125×50), animating
                - the change that invalidated Growing ran in withAnimation/withTransaction (or a binding's transaction): linear(duration: 1)
                """)
    }

    @Test("D63, D10: the window picture draws a moving frame where its animation has it")
    func pictureDrawsPresentedFrame() throws {
        let log = AnimationLog()
        let host = ViewHost(Growing(log: log), platform: .iOS)
        _ = host.render(Self.frames)
        try host.tap("Animated")
        host.advanceTime(by: 0.5)
        let svg = host.renderPicture()
        #expect(svg.contains("width=\"150\""))
    }

    private func frameLine(of prefix: String, in text: String) -> String? {
        text.split(separator: "\n").map(String.init).first {
            $0.contains("─ " + prefix) || $0.hasPrefix(prefix)
        }
    }
}
