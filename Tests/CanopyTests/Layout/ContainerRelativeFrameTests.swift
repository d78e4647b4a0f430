import Canopy
import CanopyTesting
import Testing

@MainActor
@Suite("G39: containerRelativeFrame sizes a view from its nearest container")
struct ContainerRelativeFrameTests {
    @Test("G39: in a scroll view 310 wide, count 3, span 2, spacing 10 is (310 − 20) / 3 × 2 + 10")
    func countAndSpan() throws {
        struct Carousel: View {
            var body: some View {
                ScrollView(.horizontal) {
                    LazyHStack(spacing: 10) {
                        ForEach(0..<5, id: \.self) { index in
                            Color.red
                                .containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10)
                                .id(index)
                        }
                    }
                }
                .frame(width: 310, height: 100)
            }
        }
        let host = ViewHost(Carousel(), platform: .macOS)
        host.layOut()
        let first = try #require(host.find(.id(0)).frame())
        #expect(abs(first.width - (290.0 / 3 * 2 + 10)) < 0.001)
        // Not named on the vertical axis: the content's height (the scroll view's, proposed).
        #expect(first.height == 100)
    }

    @Test("G39: with no container above, the window's safe area; the closure form computes from it")
    func window() throws {
        struct Full: View {
            var body: some View {
                VStack(spacing: 0) {
                    Color.red.containerRelativeFrame([.horizontal, .vertical]).id("full")
                    Color.blue.containerRelativeFrame(.horizontal) { length, _ in length / 4 }
                        .frame(height: 10).id("quarter")
                }
            }
        }
        let host = ViewHost(Full(), platform: .iOS)
        host.layOut()
        #expect(
            try #require(host.find(.id("full")).frame()).size == CGSize(width: 393, height: 759))
        #expect(try #require(host.find(.id("quarter")).frame()).width == 98.25)
        #expect(
            host.render().contains(
                "Color red .containerRelativeFrame([.horizontal, .vertical])"))
    }

    @Test("G39: when the container is resized, the view follows in the same update")
    func followsContainer() throws {
        struct Resizable: View {
            @State private var wide = false
            var body: some View {
                VStack {
                    Button("Resize") { wide.toggle() }
                    ScrollView {
                        Color.red.containerRelativeFrame(.horizontal).frame(height: 10).id("cell")
                    }
                    .frame(width: wide ? 300 : 100, height: 50)
                }
            }
        }
        let host = ViewHost(Resizable(), platform: .macOS)
        host.layOut()
        #expect(try #require(host.find(.id("cell")).frame()).width == 100)
        #expect(try host.tap("Resize"))
        host.layOut()
        #expect(try #require(host.find(.id("cell")).frame()).width == 300)
    }

    @Test(
        "G39: a container proposed a new height re-sizes views by it, though their own proposals did not change"
    )
    func cachedSizesFollow() throws {
        // Only the grower re-evaluates; the scroll view is proposed what it leaves of 300.
        struct Grower: View {
            @State private var tall = false
            var body: some View {
                Button("Grow") { tall.toggle() }.frame(height: tall ? 100 : 200)
            }
        }
        struct Tall: View {
            var body: some View {
                VStack(spacing: 0) {
                    Grower()
                    // The content of a vertical scroll view is proposed nil height either way;
                    // it is twice the scroll view's height.
                    ScrollView {
                        Color.red.containerRelativeFrame(.vertical) { length, _ in length * 2 }
                            .frame(width: 10).id("cell")
                    }
                    .frame(width: 50)
                }
                .frame(height: 300)
            }
        }
        let host = ViewHost(Tall(), platform: .macOS)
        host.layOut()
        #expect(try #require(host.find(.id("cell")).frame()).height == 200)
        // The content measured 200 in a 100-point viewport: scrolling ends 100 down.
        try host.scroll(by: 1_000)
        #expect(host.contentOffsets == [CGPoint(x: 0, y: 100)])
        #expect(try host.tap("Grow"))
        host.layOut()
        #expect(try #require(host.find(.id("cell")).frame()).height == 400)
        try host.scroll(by: 1_000)
        #expect(host.contentOffsets == [CGPoint(x: 0, y: 200)])
    }
}
