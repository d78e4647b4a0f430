import Canopy
import CanopyTesting
import Testing

@MainActor
private final class AppearLog {
    var shown: Set<Int> = []
    var geometry: ScrollGeometry?
}

/// Rows of 110 points in a scroll view that fills an iPhone's window, logging which rows have
/// appeared and the scroll geometry.
private struct FullScreenRows: View {
    let log: AppearLog
    var padded = false

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<20, id: \.self) { index in
                    Text("Row \(index)").frame(maxWidth: .infinity).frame(height: 110)
                        .onAppear { log.shown.insert(index) }
                        .onDisappear { log.shown.remove(index) }
                }
            }
        }
        .padding(.vertical, padded ? 10 : 0)
        .onScrollGeometryChange(for: ScrollGeometry.self) {
            $0
        } action: {
            log.geometry = $1
        }
    }
}

/// The rows above a 50-point bar inset at the bottom of the window (G33).
private struct RowsAboveABar: View {
    let log: AppearLog

    var body: some View {
        FullScreenRows(log: log)
            .safeAreaInset(edge: .bottom) { Color.red.frame(height: 50) }
    }
}

@MainActor
@Suite("G28: a scroll view draws its content under the safe area and insets it by it")
struct ScrollSafeAreaTests {
    @Test(
        "G28/G32: the content rests inside the safe area; rows behind the home indicator are in view"
    )
    func atRest() throws {
        let log = AppearLog()
        let host = ViewHost(FullScreenRows(log: log), platform: .iOS)
        host.layOut()
        // The scroll view is laid out in the safe area (0, 59, 393×759), its content from y 59:
        // row 0's 22-point text is centred in 59…169.
        let row0 = try #require(host.find(text: "Row 0").frame())
        #expect(row0.minY.rounded() == 103)
        // Row 7 (829–939) is below the safe area but above the window's bottom edge (852).
        #expect(log.shown == Set(0...7))
        let geometry = try #require(log.geometry)
        #expect(geometry.contentInsets == EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
        #expect(geometry.containerSize == CGSize(width: 393, height: 852))
        #expect(geometry.contentOffset == CGPoint(x: 0, y: -59))
        #expect(geometry.visibleRect.minY == -59)
    }

    @Test("G28: scrolled, the content shows under the status bar; the offset counts from its start")
    func scrolledUnderTheStatusBar() throws {
        let log = AppearLog()
        let host = ViewHost(FullScreenRows(log: log), platform: .iOS)
        try host.scroll(by: 150)
        // Row 0 is at -91…19 (its text from -47): under the status bar, still in view.
        #expect(try host.find(text: "Row 0").frame()?.minY.rounded() == -91 + 44)
        #expect(log.shown.contains(0))
        #expect(log.geometry?.contentOffset.y == 91)
        // The most the content scrolls: its length less the safe-area frame, as before (G28):
        // the last row rests above the home indicator.
        try host.scroll(by: 10_000)
        #expect(host.contentOffsets == [CGPoint(x: 0, y: 20 * 110 - 759)])
        #expect(try host.find(text: "Row 19").frame()?.maxY.rounded() == 59 + 759 - 44)
        #expect(log.shown.contains(19))
    }

    @Test("G28: a scroll view that does not reach the safe area's edge draws nothing beyond itself")
    func insetScrollView() throws {
        let log = AppearLog()
        let host = ViewHost(FullScreenRows(log: log, padded: true), platform: .iOS)
        host.layOut()
        let geometry = try #require(log.geometry)
        #expect(geometry.contentInsets == EdgeInsets())
        #expect(geometry.containerSize == CGSize(width: 393, height: 739))
        #expect(geometry.contentOffset == .zero)
        // 69…808: rows 0–6 only.
        #expect(log.shown == Set(0...6))
    }

    @Test("G28/D20: the window picture clips the content to the scroll view and the safe area")
    func pictureClip() throws {
        let host = ViewHost(FullScreenRows(log: AppearLog()), platform: .iOS)
        host.layOut()
        let svg = host.renderPicture()
        #expect(svg.contains(#"<clipPath id="clip-0-0-393-852">"#))
    }

    @Test("G28/G33: above a safe-area inset, the content rests clear of it and scrolls under it")
    func underASafeAreaInset() throws {
        let log = AppearLog()
        let host = ViewHost(RowsAboveABar(log: log), platform: .iOS)
        host.layOut()
        let geometry = try #require(log.geometry)
        // The inset (50) and its spacing (8) above the home indicator (34).
        #expect(geometry.contentInsets == EdgeInsets(top: 59, leading: 0, bottom: 92, trailing: 0))
        #expect(geometry.containerSize == CGSize(width: 393, height: 852))
        // Row 7 (829–939) is behind the inset, and in view.
        #expect(log.shown == Set(0...7))
        // At the end the last row rests above the inset: 20 rows less the 701 points left.
        try host.scroll(by: 10_000)
        #expect(host.contentOffsets == [CGPoint(x: 0, y: 20 * 110 - 701)])
    }
}
