import Canopy
import CanopyTesting
import Testing

private struct Rows: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<10, id: \.self) { index in
                    Text("Row \(index)").frame(width: 100, height: 100)
                }
            }
        }
        .frame(height: 300)
    }
}

@MainActor
@Suite("G28: scroll views scroll their content")
struct ScrollViewTests {
    @Test(
        "G28: the content is proposed nil along the axis and starts at the top; the scroll view is as tall as proposed"
    )
    func atRest() throws {
        let host = ViewHost(Rows(), platform: .macOS)
        host.layOut()
        let row0 = try host.find(text: "Row 0")
        #expect(row0.frame() == CGRect(x: 495.75, y: 276, width: 32.5, height: 16))
        #expect(host.contentOffsets == [.zero])
    }

    @Test("G28: a horizontal scroll view is as tall as its content, however wide the content is")
    func horizontalHeight() throws {
        let host = ViewHost(
            VStack {
                ScrollView(.horizontal) {
                    HStack { ForEach(0..<20, id: \.self) { Text("Item \($0)") } }
                }
                .frame(width: 120)
                Text("Below")
            }, platform: .macOS)
        let item = try #require(try host.find(text: "Item 0").frame())
        let scrollView = try #require(try host.find(.named("ScrollView")).frame())
        #expect(scrollView.height == item.height)
        #expect(item.minY == scrollView.minY)
    }

    @Test("G28/D17: scrolling moves the content by the distance, within its length")
    func scrolling() throws {
        let host = ViewHost(Rows(), platform: .macOS)
        let row3 = try host.find(text: "Row 3")
        let before = try #require(row3.frame())
        try host.scroll(by: 50)
        #expect(host.contentOffsets == [CGPoint(x: 0, y: 50)])
        #expect(row3.frame() == before.offsetBy(dx: 0, dy: -50))
        // 1,000 points of content in a 300-point viewport: at most 700.
        try host.scroll(by: 10_000)
        #expect(host.contentOffsets == [CGPoint(x: 0, y: 700)])
        try host.scroll(to: CGPoint(x: 40, y: -20))
        #expect(host.contentOffsets == [.zero])
        #expect(throws: ViewHost.ScrollViewNotFound.self) { try host.scroll(by: 10, scrollView: 1) }
    }

    @Test("G25/G28: geometry read inside the content follows a scroll")
    func geometryFollows() throws {
        struct Watched: View {
            @State var top: CGFloat = -1
            var body: some View {
                VStack {
                    Text("top \(Int(top))")
                    ScrollView {
                        Color.red.frame(width: 10, height: 1_000)
                            .onGeometryChange(for: CGFloat.self) {
                                $0.frame(in: .global).minY
                            } action: {
                                top = $0
                            }
                    }
                    .frame(height: 200)
                }
            }
        }
        let host = ViewHost(Watched(), platform: .macOS)
        host.layOut()
        let first = try #require(host.find(.named("Text")).text)
        try host.scroll(by: 120)
        let moved = try #require(host.find(.named("Text")).text)
        #expect(first != moved)
        let before = Int(first.dropFirst(4)) ?? 0
        let after = Int(moved.dropFirst(4)) ?? 0
        #expect(before - after == 120)
    }
}

@MainActor
@Suite("D20/G28: a scroll view shows only what is in its viewport")
struct ScrolledPictureTests {
    @Test("D20/G28: on the grid, content outside the viewport is clipped; scrolling moves it in")
    func clipped() throws {
        let host = ViewHost(
            ScrollView {
                VStack(spacing: 0) {
                    Text("A")
                    Text("B")
                    Text("C")
                    Text("D")
                }
            }
            .frame(height: 32), platform: .macOS, windowSize: WindowSize(width: 65, height: 48))
        expectText(
            host.renderGrid(),
            """
            ┌──────────┐
            │          │
            │     A    │
            │     B    │
            └──────────┘
            """)
        try host.scroll(by: 16)
        expectText(
            host.renderGrid(),
            """
            ┌──────────┐
            │          │
            │     B    │
            │     C    │
            └──────────┘
            """)
        // The picture clips the content to the viewport the same way.
        let svg = host.renderPicture()
        #expect(svg.contains(#"<clipPath id="clip-29_25-8-6_5-32">"#))
    }
}

@MainActor
@Suite("G30: ScrollViewReader scrolls to a view by its identifier")
struct ScrollViewReaderTests {
    private struct Jumping: View {
        var body: some View {
            ScrollViewReader { proxy in
                VStack(spacing: 0) {
                    ScrollView {
                        VStack(spacing: 0) {
                            ForEach(0..<10, id: \.self) { index in
                                Text("Row \(index)").frame(width: 100, height: 100)
                            }
                        }
                    }
                    .frame(height: 300)
                    Button("Seven to top") { proxy.scrollTo(7, anchor: .top) }
                    Button("Show five") { proxy.scrollTo(5) }
                    Button("Centre two") { proxy.scrollTo(2, anchor: .center) }
                    Button("Missing") { proxy.scrollTo(99) }
                }
            }
        }
    }

    @Test(
        "G30: an anchor aligns that point of the view with the scroll view's; nil scrolls the least that shows it; an unknown id does nothing"
    )
    func scrollTo() throws {
        let host = ViewHost(Jumping(), platform: .macOS)
        host.layOut()
        try host.tap("Show five")
        // Row 5 spans 500–600 in the content; 300 points are visible: 300 shows its bottom.
        #expect(host.contentOffsets == [CGPoint(x: 0, y: 300)])
        try host.tap("Show five")
        #expect(host.contentOffsets == [CGPoint(x: 0, y: 300)])
        try host.tap("Centre two")
        #expect(host.contentOffsets == [CGPoint(x: 0, y: 100)])
        try host.tap("Seven to top")
        #expect(host.contentOffsets == [CGPoint(x: 0, y: 700)])
        try host.tap("Missing")
        #expect(host.contentOffsets == [CGPoint(x: 0, y: 700)])
        let row7 = try host.find(text: "Row 7")
        let viewport = try #require(host.find(.named("ScrollView")).frame())
        #expect(try #require(row7.frame()).minY == viewport.minY + 42)
    }
}
