import Canopy
import CanopyFuzz
import Testing

/// The comparison the differential check makes for a host whose lazy containers are laid
/// out otherwise than a fresh mount's (D97): it must catch a tree that is wrong, so that it
/// cannot pass silently.
@MainActor
@Suite("A1, D97: the lazy accessibility comparison catches a wrong tree")
struct LazyAccessibilityComparisonTests {
    /// A list of three rows in a scroll view; row `relabelled` reads "wrong" to VoiceOver.
    struct Rows: View {
        var relabelled: Int? = nil
        var tall = false

        var body: some View {
            ScrollView {
                LazyVStack {
                    ForEach(0..<3, id: \.self) { row in
                        if row == relabelled {
                            Text("Row \(row)").accessibilityLabel("wrong")
                        } else {
                            Text("Row \(row)").frame(height: tall ? 40 : 20)
                        }
                    }
                }
            }
        }
    }

    @Test("A1, D97: the same rows laid out otherwise compare equal")
    func sameRowsOtherFrames() throws {
        let kept = ViewHost(Rows(tall: true))
        let fresh = ViewHost(Rows())
        #expect(kept.render() != fresh.render())
        #expect(DifferentialCheck.compareLazyAccessibility(kept, fresh) == nil)
    }

    @Test("A1, A6, D97: a row whose element differs from the fresh mount's is reported")
    func wrongRowIsReported() throws {
        let kept = ViewHost(Rows(relabelled: 1))
        let fresh = ViewHost(Rows())
        let message = try #require(DifferentialCheck.compareLazyAccessibility(kept, fresh))
        #expect(message.contains("differ from a fresh mount's"))
        #expect(message.contains("\"wrong\""))
    }

    @Test("A1, D97: a missing row element is reported")
    func missingRowIsReported() throws {
        struct TwoRows: View {
            var body: some View {
                ScrollView {
                    LazyVStack { ForEach(0..<2, id: \.self) { Text("Row \($0)") } }
                }
            }
        }
        let kept = ViewHost(TwoRows())
        let fresh = ViewHost(Rows())
        #expect(DifferentialCheck.compareLazyAccessibility(kept, fresh) != nil)
    }
}
