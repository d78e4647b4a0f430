import Canopy
import Testing

@MainActor
private final class VisibilityLog {
    var values: [String] = []
}

/// Ten rows of 100 points in a 300-point scroll view: row 5 reports its visibility, the scroll
/// view the rows shown by at least half.
private struct Feed: View {
    let log: VisibilityLog
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<10, id: \.self) { index in
                    Text("Row \(index)")
                        .frame(height: 100)
                        .onScrollVisibilityChange { visible in
                            if index == 5 { log.values.append("row 5 \(visible)") }
                        }
                }
            }
            .scrollTargetLayout()
        }
        .frame(height: 300)
        .onScrollTargetVisibilityChange(idType: Int.self) { ids in
            log.values.append("shown \(ids.map(String.init).joined(separator: ","))")
        }
    }
}

@MainActor
@Suite("Scroll visibility, measured after layout (D85)")
struct ScrollVisibilityTests {
    @Test("D85: a row's action runs when it crosses half visible; targets are listed in order")
    func crossings() throws {
        let log = VisibilityLog()
        let host = ViewHost(Feed(log: log), windowSize: WindowSize(width: 300, height: 300))
        host.layOut()
        host.flush()
        // Row 5 starts off screen: its first layout runs nothing for it.
        #expect(!log.values.contains { $0.hasPrefix("row 5") })
        #expect(log.values.contains("shown 0,1,2"))
        try host.scroll(to: CGPoint(x: 0, y: 260))
        host.flush()
        #expect(log.values.contains("row 5 true"))
        #expect(log.values.contains("shown 3,4,5"))
        try host.scroll(to: CGPoint(x: 0, y: 0))
        host.flush()
        #expect(log.values.filter { $0.hasPrefix("row 5") } == ["row 5 true", "row 5 false"])
        #expect(
            log.values.filter { $0.hasPrefix("shown") } == [
                "shown 0,1,2", "shown 3,4,5", "shown 0,1,2",
            ])
    }
}
