import Canopy
import CanopyTesting
import Testing

struct UseFirstKey: EnvironmentKey { static let defaultValue = true }
struct FirstValueKey: EnvironmentKey { static let defaultValue = 0 }
struct SecondValueKey: EnvironmentKey { static let defaultValue = 0 }

extension EnvironmentValues {
    var useFirst: Bool {
        get { self[UseFirstKey.self] }
        set { self[UseFirstKey.self] = newValue }
    }
    var firstValue: Int {
        get { self[FirstValueKey.self] }
        set { self[FirstValueKey.self] = newValue }
    }
    var secondValue: Int {
        get { self[SecondValueKey.self] }
        set { self[SecondValueKey.self] = newValue }
    }
    /// Reads one key, then one of two others depending on it.
    var chosenValue: Int { useFirst ? firstValue : secondValue }
}

/// A view is invalidated by exactly what its latest evaluation read: an evaluation that reads
/// what the last one read keeps its registrations, and one that reads something else drops
/// what it no longer reads.
@MainActor
@Suite("E7: a view depends on exactly what its latest evaluation read")
struct RereadingTests {
    struct Chooser: View {
        @Binding var useFirst: Bool
        @Binding var first: Int
        @Binding var second: Int
        var body: some View {
            Text(useFirst ? "first \(first) \(first)" : "second \(second)")
        }
    }

    struct Choosing: View {
        @State var useFirst = true
        @State var first = 0
        @State var second = 0
        var body: some View {
            VStack {
                Button("switch") { useFirst.toggle() }
                Button("first") { first += 1 }
                Button("second") { second += 1 }
                Chooser(useFirst: $useFirst, first: $first, second: $second)
            }
        }
    }

    @Test("E7: state a body stops reading no longer re-runs it; state it starts reading does")
    func stateReadsFollowTheLatestEvaluation() throws {
        let host = ViewHost(Choosing())
        try host.tap("first")
        #expect(host.bodyEvaluations(of: Chooser.self) == 2)
        try host.tap("switch")
        #expect(host.bodyEvaluations(of: Chooser.self) == 3)
        try host.tap("first")
        #expect(host.bodyEvaluations(of: Chooser.self) == 3)
        try host.tap("second")
        #expect(host.bodyEvaluations(of: Chooser.self) == 4)
        try host.tap("switch")
        try host.tap("second")
        #expect(host.bodyEvaluations(of: Chooser.self) == 5)
        try host.tap("first")
        #expect(host.bodyEvaluations(of: Chooser.self) == 6)
        _ = try host.find(text: "first 3 3")
        #expect(host.diagnostics.isEmpty)
    }

    struct ChosenReader: View {
        @Environment(\.chosenValue) var chosen
        var body: some View { Text("chosen \(chosen)") }
    }

    struct Writing: View {
        @State var useFirst = true
        @State var first = 10
        @State var second = 20
        var body: some View {
            VStack {
                Button("switch") { useFirst.toggle() }
                Button("first") { first += 1 }
                Button("second") { second += 1 }
                ChosenReader()
                    .environment(\.secondValue, second)
                    .environment(\.firstValue, first)
                    .environment(\.useFirst, useFirst)
            }
        }
    }

    @Test(
        "E7: an environment property whose getter reads other keys on each evaluation is re-run only by the keys it read last"
    )
    func environmentReadsFollowTheLatestEvaluation() throws {
        let host = ViewHost(Writing())
        try host.tap("second")
        #expect(host.bodyEvaluations(of: ChosenReader.self) == 1)
        try host.tap("first")
        #expect(host.bodyEvaluations(of: ChosenReader.self) == 2)
        try host.tap("switch")
        #expect(host.bodyEvaluations(of: ChosenReader.self) == 3)
        _ = try host.find(text: "chosen 21")
        try host.tap("first")
        #expect(host.bodyEvaluations(of: ChosenReader.self) == 3)
        try host.tap("second")
        #expect(host.bodyEvaluations(of: ChosenReader.self) == 4)
        _ = try host.find(text: "chosen 22")
        #expect(host.diagnostics.isEmpty)
    }

    struct MixedReader: View {
        @Environment(\.chosenValue) var chosen
        @Binding var taps: Int
        var body: some View { Text("chosen \(chosen) taps \(taps)") }
    }

    struct MixedWriting: View {
        @State var useFirst = true
        @State var first = 10
        @State var second = 20
        @State var taps = 0
        var body: some View {
            VStack {
                Button("switch") { useFirst.toggle() }
                Button("first") { first += 1 }
                Button("tap") { taps += 1 }
                MixedReader(taps: $taps)
                    .environment(\.secondValue, second)
                    .environment(\.firstValue, first)
                    .environment(\.useFirst, useFirst)
            }
        }
    }

    @Test(
        "E7: environment and state reads are one list in read order: when an environment read changes, the state read after it is registered again"
    )
    func mixedReadsFollowTheLatestEvaluation() throws {
        let host = ViewHost(MixedWriting())
        try host.tap("tap")
        #expect(host.bodyEvaluations(of: MixedReader.self) == 2)
        // The key path now reads `secondValue`: the record after `useFirst` differs, so the
        // records from there on (the state's too) are dropped and made again.
        try host.tap("switch")
        #expect(host.bodyEvaluations(of: MixedReader.self) == 3)
        _ = try host.find(text: "chosen 20 taps 1")
        try host.tap("tap")
        #expect(host.bodyEvaluations(of: MixedReader.self) == 4)
        _ = try host.find(text: "chosen 20 taps 2")
        try host.tap("first")
        #expect(host.bodyEvaluations(of: MixedReader.self) == 4)
        try host.tap("switch")
        try host.tap("tap")
        #expect(host.bodyEvaluations(of: MixedReader.self) == 6)
        _ = try host.find(text: "chosen 11 taps 3")
        #expect(host._checkInvariants().isEmpty)
        #expect(host.diagnostics.isEmpty)
    }

    struct WritesBeforeReading: View {
        @State var armed = false
        @State var count = 0
        var body: some View {
            let _ = touch()
            VStack {
                Text("count \(count)")
                Button("arm") { armed = true }
            }
        }

        /// Writes state the last evaluation read, before this one reads it again.
        func touch() { if armed { count = 1 } }
    }

    @Test(
        "E7: state a body writes before it reads it again does not re-run the body that is running"
    )
    func writeBeforeRereadDoesNotInvalidate() throws {
        let host = ViewHost(WritesBeforeReading())
        try host.tap("arm")
        #expect(host.bodyEvaluations(of: WritesBeforeReading.self) == 2)
        _ = try host.find(text: "count 1")
        #expect(host.diagnostics.map(\.kind) == [.stateModifiedDuringUpdate])
    }
}
