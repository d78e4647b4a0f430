import Canopy
import CanopyTesting
import Testing

@MainActor
private final class ActionLog {
    var values: [String] = []
}

/// Ten rows of 100 points in a 300-point scroll view that reports its geometry.
private struct Watched: View {
    let log: ActionLog
    @State private var offset: CGFloat = -1

    var body: some View {
        VStack {
            Text("offset \(Int(offset))")
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<10, id: \.self) { Text("Row \($0)").frame(height: 100) }
                }
            }
            .frame(height: 300)
            .onScrollGeometryChange(for: CGFloat.self) {
                $0.contentOffset.y
            } action: {
                offset = $1
            }
            .onScrollGeometryChange(for: Bool.self) {
                $0.contentOffset.y > 100
            } action: {
                old, new in
                log.values.append("\(old)→\(new)")
            }
            .onScrollGeometryChange(for: String.self) { geometry in
                "\(Int(geometry.contentSize.height)) in \(Int(geometry.containerSize.height)), showing \(Int(geometry.visibleRect.minY))"
            } action: {
                log.values.append($1)
            }
        }
    }
}

@MainActor
@Suite("G28: onScrollGeometryChange reads the scroll view's geometry")
struct ScrollGeometryTests {
    @Test(
        "G28/G25: the first value after layout, then each change a scroll makes; equal values run nothing"
    )
    func followsScrolling() throws {
        let log = ActionLog()
        let host = ViewHost(Watched(log: log), platform: .macOS)
        host.layOut()
        #expect(try host.find(text: "offset 0").isInTree)
        // Actions run in the order the modifiers mounted: the outermost (the last written) first.
        #expect(log.values == ["1000 in 300, showing 0", "false→false"])
        log.values = []
        try host.scroll(by: 50)
        #expect(try host.find(text: "offset 50").isInTree)
        #expect(log.values == ["1000 in 300, showing 50"])
        log.values = []
        try host.scroll(by: 100)
        #expect(try host.find(text: "offset 150").isInTree)
        #expect(log.values == ["1000 in 300, showing 150", "false→true"])
    }

    @Test("G28: applied around a scroll view, it reads the first scroll view inside")
    func firstInside() throws {
        struct Outer: View {
            @State private var height: CGFloat = 0
            var body: some View {
                VStack {
                    Text("height \(Int(height))")
                    ScrollView { Color.red.frame(width: 10, height: 500) }.frame(height: 100)
                    ScrollView { Color.blue.frame(width: 10, height: 800) }.frame(height: 100)
                }
                .onScrollGeometryChange(for: CGFloat.self) {
                    $0.contentSize.height
                } action: {
                    height = $1
                }
            }
        }
        let host = ViewHost(Outer(), platform: .macOS)
        host.layOut()
        #expect(try host.find(text: "height 500").isInTree)
    }
}
