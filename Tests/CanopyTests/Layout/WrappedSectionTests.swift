import Canopy
import CanopyTesting
import Testing

/// A section wrapped in a view of its own, as apps write them.
private struct WeekSection: View {
    let week: Int
    var body: some View {
        Section {
            ForEach(0..<6, id: \.self) { Text("\(week).\($0)").frame(height: 40) }
        } header: {
            Text("Week \(week)").frame(height: 20)
        }
    }
}

@MainActor
@Suite("D24: sections wrapped in views, and sections side by side, in lazy containers")
struct WrappedSectionTests {
    @Test("D24: sections wrapped in a custom view are blocks across a lazy grid, not cells")
    func wrappedSectionsInGrid() throws {
        struct Weeks: View {
            var body: some View {
                ScrollView {
                    LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 0) {
                        ForEach(0..<5, id: \.self) { WeekSection(week: $0) }
                    }
                }
                .frame(width: 200, height: 300)
            }
        }
        let host = ViewHost(Weeks(), platform: .macOS)
        host.layOut()
        let viewport = try #require(host.find(.named("ScrollView")).frame())
        let header = try #require(host.find(text: "Week 0").frame())
        #expect(header.midX == viewport.midX)
        // Cells 0.0 and 0.1 side by side in the two columns, under the header.
        let first = try #require(host.find(text: "0.0").frame())
        let second = try #require(host.find(text: "0.1").frame())
        #expect(first.midY == second.midY)
        #expect(first.midX < viewport.midX && second.midX > viewport.midX)
        // Week 0 is 20 + 3 lines of 40: week 1's header starts 140 down.
        #expect(try #require(host.find(text: "Week 1").frame()).midY == viewport.minY + 150)
    }

    @Test("D24: in a leading-aligned lazy stack, every section's rows line up on the leading edge")
    func sectionsAlign() throws {
        struct Leading: View {
            var body: some View {
                ScrollView {
                    LazyVStack(alignment: .leading, spacing: 0) {
                        Section("Short") { ForEach(0..<2, id: \.self) { Text("a\($0)") } }
                        Section("A much longer title") {
                            ForEach(0..<2, id: \.self) { Text("a much longer row \($0)") }
                        }
                    }
                }
                .frame(width: 300, height: 300)
            }
        }
        let host = ViewHost(Leading(), platform: .macOS)
        host.layOut()
        let short = try #require(host.find(text: "a0").frame())
        let long = try #require(host.find(text: "a much longer row 0").frame())
        #expect(short.minX == long.minX)
    }
}
