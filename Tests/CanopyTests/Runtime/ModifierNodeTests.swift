import Canopy
import Testing

private struct OffsetKey: EnvironmentKey { static let defaultValue = 0 }

extension EnvironmentValues {
    fileprivate var offset: Int {
        get { self[OffsetKey.self] }
        set { self[OffsetKey.self] = newValue }
    }
}

private struct OffsetReader: View {
    let label: String
    @Environment(\.offset) private var offset
    var body: some View { Text("\(label) \(offset)") }
}

/// A reader under a writer whose value and whose content change separately or together, and
/// under a transform that re-runs when what it inherits changes.
private struct ModifiedScreen: View {
    @State private var label = "a"
    @State private var value = 1
    @State private var base = 100

    var body: some View {
        VStack {
            OffsetReader(label: label).environment(\.offset, value)
            OffsetReader(label: "t").transformEnvironment(\.offset) { $0 += 1 }
                .environment(\.offset, base)
            Button("label") { label += "a" }
            Button("value") { value += 1 }
            Button("both") {
                label += "b"
                value += 1
            }
            Button("base") { base += 100 }
        }
    }
}

/// A built-in modifier's node keeps its modifier and hands the content to its child: a new
/// content under the same modifier goes straight to the child, a new modifier runs before
/// the content it writes for, and a modifier invalidated by what it inherits runs again
/// without a new content.
@MainActor
@Suite("Built-in modifier nodes (E3, E4, E6, E7)")
struct ModifierNodeTests {
    private func readerLines(_ host: ViewHost) -> [String] {
        host.render().split(separator: "\n").filter { $0.contains("Text") }.map {
            String($0.drop { $0 != "\"" })
        }
    }

    @Test("E3/E7: content, modifier, or both change; the reader below runs once each time")
    func contentAndModifier() throws {
        let host = ViewHost(ModifiedScreen())
        #expect(readerLines(host) == ["\"a 1\"", "\"t 101\""])
        #expect(host.bodyEvaluations(of: OffsetReader.self) == 2)
        try host.tap("label")
        #expect(readerLines(host) == ["\"aa 1\"", "\"t 101\""])
        #expect(host.bodyEvaluations(of: OffsetReader.self) == 3)
        try host.tap("value")
        #expect(readerLines(host) == ["\"aa 2\"", "\"t 101\""])
        #expect(host.bodyEvaluations(of: OffsetReader.self) == 4)
        try host.tap("both")
        #expect(readerLines(host) == ["\"aab 3\"", "\"t 101\""])
        #expect(host.bodyEvaluations(of: OffsetReader.self) == 5)
    }

    @Test("E6: a transform re-runs when what it inherits changes; its content stays as it was")
    func transformRerunsWithoutNewContent() throws {
        let host = ViewHost(ModifiedScreen())
        try host.tap("base")
        #expect(readerLines(host) == ["\"a 1\"", "\"t 201\""])
        #expect(host.bodyEvaluations(of: OffsetReader.self) == 3)
        try host.tap("base")
        #expect(readerLines(host) == ["\"a 1\"", "\"t 301\""])
    }
}
