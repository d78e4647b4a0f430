import Canopy
import CanopyTesting
import Testing

private struct Counter: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Text("count: \(count)")
            Button("Add") { count += 1 }.allowsHitTesting(false)
            Button("Reset") { count = 0 }
        }
    }
}

@MainActor
@Suite(
    "Layout vocabulary: zIndex, position, edge insets, horizontal insets, hit testing (issue 41)")
struct LayoutVocabularyTests {
    private let frames = RenderOptions(showsFrames: true)
    private let window = WindowSize(width: 200, height: 200)

    /// The frame the tree prints for the line containing `needle`.
    private func frame(_ text: String, _ needle: String) -> String? {
        text.split(separator: "\n").first { $0.contains(needle) }
            .map { String($0[$0.range(of: "@(")!.lowerBound...]) }
    }

    @Test("zIndex draws a higher index over a lower one in a ZStack; layout is unchanged")
    func zIndex() {
        let stack = ZStack {
            Color.red.frame(width: 40, height: 40).zIndex(1)
            Color.blue.frame(width: 40, height: 40)
        }
        let host = ViewHost(stack, platform: .iOS, windowSize: window)
        #expect(host.render().contains(#"Color red .frame(width: 40, height: 40) .zIndex(1)"#))
        let svg = host.renderPicture()
        // Back to front: blue (0) first, red (1) over it.
        let blue = svg.range(of: ##"fill="#007aff""##)!.lowerBound
        let red = svg.range(of: ##"fill="#ff3b30""##)!.lowerBound
        #expect(blue < red)
        let plain = ViewHost(
            ZStack {
                Color.red.frame(width: 40, height: 40)
                Color.blue.frame(width: 40, height: 40)
            }, platform: .iOS, windowSize: window)
        let plainSVG = plain.renderPicture()
        #expect(
            plainSVG.range(of: ##"fill="#ff3b30""##)!.lowerBound
                < plainSVG.range(of: ##"fill="#007aff""##)!.lowerBound)
        #expect(frame(host.render(frames), "Color red") == frame(plain.render(frames), "Color red"))
        // On the grid, the view drawn last is the one seen.
        let grid = ViewHost(
            ZStack {
                Text("AAAA").zIndex(2)
                Text("BBBB")
            }, platform: .iOS, windowSize: window
        ).renderGrid()
        #expect(grid.contains("AAAA"))
        #expect(!grid.contains("BBBB"))
    }

    @Test("zIndex is read through the modifiers around a view and the custom view it is in")
    func zIndexTrait() {
        struct Front: View {
            var body: some View { Text("FRONT").zIndex(1) }
        }
        let grid = ViewHost(
            ZStack {
                Front().padding(0)
                Text("BACKX")
            }, platform: .iOS, windowSize: window
        ).renderGrid()
        #expect(grid.contains("FRONT"))
    }

    @Test("position takes the whole proposal and centres the content on the point")
    func position() {
        let host = ViewHost(
            Text("Pin").position(x: 50, y: 30).frame(width: 150, height: 100),
            platform: .macOS, windowSize: window)
        let text = host.render(RenderOptions(showsModifierFrames: true))
        #expect(text.contains(".position(x: 50, y: 30)"))
        let rendered = host.render(frames)
        // The text (3 characters of 6.5 points, 16 high on macOS) centred on (50, 30) in the
        // 150×100 frame at (25, 50).
        #expect(frame(rendered, "Text \"Pin\"") == "@(65.25,72 19.5×16)")
        #expect(
            ViewHost(Text("Pin").position(CGPoint(x: 5, y: 6))).render()
                .contains(".position(CGPoint(x: 5, y: 6))"))
    }

    @Test("G15: padding and safeAreaPadding take EdgeInsets, edge by edge")
    func edgeInsets() {
        let host = ViewHost(
            Color.red.frame(width: 20, height: 20)
                .padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)),
            platform: .macOS, windowSize: window)
        let text = host.render(RenderOptions(showsFrames: true, showsModifierFrames: true))
        #expect(text.contains(".padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))"))
        // 20 + 2 + 4 wide, 20 + 1 + 3 tall.
        #expect(text.contains("26×24"))
        let safe = ViewHost(
            Color.red.safeAreaPadding(EdgeInsets(top: 10, leading: 0, bottom: 0, trailing: 0)),
            platform: .macOS, windowSize: window)
        #expect(
            safe.render().contains(
                ".safeAreaPadding(EdgeInsets(top: 10, leading: 0, bottom: 0, trailing: 0))"))
        #expect(safe.render(frames).contains("@(0,10 200×190)"))
    }

    @Test("G33: a leading or trailing safe-area inset takes its width beside the content")
    func horizontalInset() {
        let host = ViewHost(
            Color.blue
                .safeAreaInset(edge: .leading, spacing: 0) {
                    Color.red.frame(width: 30)
                },
            platform: .macOS, windowSize: window)
        let text = host.render(frames)
        #expect(frame(text, "Color blue") == "@(30,0 170×200)")
        #expect(text.contains("Color red .frame(width: 30) @(0,0 30×200)"))
        let trailing = ViewHost(
            Color.blue.safeAreaInset(edge: .trailing, alignment: .top) { Text("Side") },
            platform: .macOS, windowSize: window
        ).render(frames)
        // "Side" is 26 wide; 8 points of spacing (D14) between it and the content.
        #expect(frame(trailing, "Color blue") == "@(0,0 166×200)")
        #expect(trailing.contains(#"Text "Side" @(174,0 26×16)"#))
    }

    @Test("allowsHitTesting(false) lets a person's tap through: the button is drawn, nothing runs")
    func hitTesting() throws {
        let host = ViewHost(Counter(), platform: .iOS)
        #expect(try host.tap("Add") == false)
        #expect(host.render().contains(#"Text "count: 0""#))
        #expect(host.render().contains(#"Button "Add" .allowsHitTesting(false)"#))
        #expect(host.renderScreen().contains("Add"))
        #expect(try host.tap("Reset"))
        // An inner allowsHitTesting(true) cannot let through what an outer false stops.
        let nested = ViewHost(
            VStack { Button("Go") {}.allowsHitTesting(true) }.allowsHitTesting(false))
        #expect(try nested.tap("Go") == false)
    }

    @Test("G33: safeAreaBar lays its bar out as safeAreaInset does, on either kind of edge")
    func safeAreaBar() {
        let bar = ViewHost(
            Color.blue.safeAreaBar(edge: .bottom, spacing: 0) { Color.red.frame(height: 20) },
            platform: .macOS, windowSize: window
        ).render(frames)
        #expect(bar.contains(".safeAreaBar(bottom)"))
        #expect(frame(bar, "Color blue") == "@(0,0 200×180)")
        let side = ViewHost(
            Color.blue.safeAreaBar(edge: .trailing, spacing: 0) { Color.red.frame(width: 20) },
            platform: .macOS, windowSize: window
        ).render(frames)
        #expect(frame(side, "Color blue") == "@(0,0 180×200)")
    }

    @Test("G19: layoutDirectionBehavior(.fixed) lays a view out left to right in any direction")
    func layoutDirectionBehavior() {
        func firstX(_ view: some View) -> String? {
            frame(ViewHost(view, platform: .macOS, windowSize: window).render(frames), "\"A\"")
        }
        let row = HStack(spacing: 0) {
            Text("A")
            Text("B")
        }
        let rightToLeft = firstX(row.environment(\.layoutDirection, .rightToLeft))
        let fixed = firstX(
            row.layoutDirectionBehavior(.fixed).environment(\.layoutDirection, .rightToLeft))
        let leftToRight = firstX(row)
        #expect(rightToLeft != leftToRight)
        #expect(fixed == leftToRight)
        // Mirrored where the layout is left to right.
        #expect(firstX(row.layoutDirectionBehavior(.mirrors(in: .leftToRight))) == rightToLeft)
        #expect(
            ViewHost(row.layoutDirectionBehavior(.mirrors)).render().contains(
                ".layoutDirectionBehavior(.mirrors(in: .rightToLeft))"))
    }
}
