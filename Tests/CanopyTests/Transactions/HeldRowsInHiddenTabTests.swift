import Canopy
import CanopyTesting
import Observation
import Testing

/// Found by `canopy-fuzz --seed 10402` (case 697, shrunk): rows held while they leave (D34) in
/// a tab that is then hidden kept the frames they had, and brought back into the hidden tab
/// they came back with them, where a fresh layout gives them none (C10, D10).
@MainActor
@Suite("D34, C10, D10: views held while they leave are forgotten with their hidden tab")
struct HeldRowsInHiddenTabTests {
    static let lists = [[1, 2, 3], [3, 1, 2], [2], [], [4, 1, 3, 2], [2, 3]]

    @Observable final class Model {
        var first = 0
    }

    /// A row that reads the environment.
    struct Row: View {
        @Environment(\.heldRowsStep) private var step
        var body: some View { Text("row \(step)") }
    }

    /// The tab's content reads the model itself, so it is evaluated without its tab view.
    struct Rows: View {
        let model: Model
        var body: some View {
            ForEach(HeldRowsInHiddenTabTests.lists[(model.first + 1) % 6], id: \.self) { _ in
                Row()
            }
        }
    }

    struct Tabs: View {
        let model: Model
        @State private var tab = 0
        var body: some View {
            TabView(selection: $tab) {
                Rows(model: model).tabItem { Text("Rows") }.tag(0).badge(0)
                Text("other").tabItem { Text("Other") }.tag(1)
            }
        }
    }

    struct Window: View {
        let model: Model
        @State private var taps = 0
        var body: some View {
            VStack {
                Button("Next") {
                    taps += 1
                    model.first += 1
                }
                Tabs(model: model)
            }
            .environment(model)
        }
    }

    @Test("D34, D10: rows brought back into a hidden tab while they leave keep no frame")
    func heldRowsForgotten() throws {
        let model = Model()
        let host = ViewHost(Window(model: model))
        let frames = RenderOptions(showsFrames: true)
        _ = host.render(frames)
        // Rows 3 and 1 leave, animated: held in place.
        try withAnimation(.linear(duration: 0.25)) { _ = try host.tap("Next") }
        _ = host.render(frames)
        try host.selectTab("Other")
        _ = host.render(frames)
        // The hidden tab's rows change on their own: row 2 leaves.
        model.first += 1
        host.flush()
        _ = host.render(frames)
        // Rows 1 and 3 come back while still held, into the hidden tab.
        try host.tap("Next")
        _ = host.render(frames)
        #expect(host._checkInvariants().isEmpty)
        try host.selectTab("Rows")
        _ = host.render(frames)
        #expect(host._checkInvariants().isEmpty)
    }

    /// Found by `canopy-fuzz --seed 10802` (case 61, shrunk): rows held while they leave are
    /// still shown, so hiding their tab makes them disappear with the rest; their transition
    /// ending later, in the hidden tab, runs no second disappear.
    struct LoggedRows: View {
        let model: Model
        let log: Log
        var body: some View {
            ForEach(HeldRowsInHiddenTabTests.lists[(model.first + 4) % 6], id: \.self) { row in
                Text("row")
                    .onAppear { log.lines.append("appear \(row)") }
                    .onDisappear { log.lines.append("disappear \(row)") }
            }
        }
    }

    @MainActor final class Log {
        var lines: [String] = []
    }

    struct LoggedTabs: View {
        let model: Model
        let log: Log
        @State private var tab = 0
        var body: some View {
            TabView(selection: $tab) {
                LoggedRows(model: model, log: log).tabItem { Text("Rows") }.tag(0)
                Text("other").tabItem { Text("Other") }.tag(1)
            }
        }
    }

    @Test("L3, D34: rows held while they leave disappear when their tab is hidden, once")
    func heldRowsDisappearWithTheirTab() throws {
        let model = Model()
        let log = Log()
        let host = ViewHost(LoggedTabs(model: model, log: log))
        #expect(log.lines == ["appear 4", "appear 1", "appear 3", "appear 2"])
        log.lines = []
        // Rows 4 and 1 leave, animated: held in place, still shown.
        withAnimation(.linear(duration: 0.25)) { model.first += 1 }
        host.flush()
        #expect(log.lines == [])
        try host.selectTab("Other")
        #expect(log.lines == ["disappear 4", "disappear 1", "disappear 2", "disappear 3"])
        log.lines = []
        // Row 1 comes back while held, into the hidden tab: it does not appear there.
        model.first += 1
        host.flush()
        host.advanceTime(by: 1)
        #expect(log.lines == [])
        try host.selectTab("Rows")
        #expect(log.lines == ["appear 1", "appear 2", "appear 3"])
        #expect(host._checkInvariants().isEmpty)
    }
}

extension EnvironmentValues {
    @Entry fileprivate var heldRowsStep = 0
}
