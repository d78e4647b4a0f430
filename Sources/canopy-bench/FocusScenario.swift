import Canopy
import Foundation

// The focus scenario (issue 10): many windows, each a list of leaves and a few text fields that
// publish their text as a focused value; a menu command reads the key window's value. Moving
// focus, switching the key window and publishing a new value are timed against a hand-written
// baseline keeping the same model (focused field per window, command title), and against
// Canopy itself with one window open, to show that none of them costs work proportional to the
// other windows.

struct BenchFieldKey: FocusedValueKey { typealias Value = String }

extension FocusedValues {
    var benchField: String? {
        get { self[BenchFieldKey.self] }
        set { self[BenchFieldKey.self] = newValue }
    }
}

struct FocusBenchField: View {
    let index: Int
    @State private var text = ""
    var body: some View {
        TextField("field \(index)", text: $text).focusedValue(\.benchField, "\(index):\(text)")
    }
}

struct FocusBenchWindow: View {
    let leaves: Int
    let fields: Int
    var body: some View {
        VStack {
            ForEach(0..<fields, id: \.self) { FocusBenchField(index: $0) }
            ForEach(0..<leaves, id: \.self) { Text("leaf \($0)") }
        }
    }
}

struct FocusBenchCommands: Commands {
    @FocusedValue(\.benchField) private var field
    var body: some Commands {
        CommandMenu("Edit Field") {
            Button("Act on \(field ?? "nothing")") {}.disabled(field == nil)
        }
    }
}

struct FocusBenchApp: App {
    static var leaves = 1_000
    static var fields = 10
    init() {}
    var body: some Scene {
        WindowGroup { FocusBenchWindow(leaves: Self.leaves, fields: Self.fields) }
            .commands { FocusBenchCommands() }
    }
}

/// The baseline: per window the focused field and the fields' texts; the command's title is
/// recomputed from the key window after every change.
struct FocusBaseline {
    var focused: [Int?]
    var texts: [[String]]
    var key = 0
    var title = ""

    init(windows: Int, fields: Int) {
        focused = Array(repeating: nil, count: windows)
        texts = Array(repeating: Array(repeating: "", count: fields), count: windows)
    }

    mutating func refresh() {
        title = focused[key].map { "Act on \($0):\(texts[key][$0])" } ?? "Act on nothing"
    }
    mutating func focusNext() {
        focused[key] = ((focused[key] ?? -1) + 1) % texts[key].count
        refresh()
    }
    mutating func makeKey(_ window: Int) {
        key = window
        refresh()
    }
    mutating func type(_ text: String) {
        if let field = focused[key] { texts[key][field] = text }
        refresh()
    }
}

@MainActor
func runFocusScenario(windows: Int, leaves: Int, repeats: Int) -> String {
    FocusBenchApp.leaves = leaves
    let fields = FocusBenchApp.fields
    func best(_ body: () -> Void) -> Duration { fastest(of: repeats, body) }
    func host(opened count: Int) -> AppHost {
        let host = AppHost(FocusBenchApp())
        for _ in 1..<count { _ = try? host.openWindow() }
        return host
    }
    func title(_ host: AppHost) -> String? {
        host.menuBar.first { $0.description.hasPrefix("Edit Field") }?.description
    }
    var rows: [(String, Duration, Duration)] = []
    var correct = true
    var text = 0
    for count in [1, windows] {
        let app = host(opened: count)
        var baseline = FocusBaseline(windows: count, fields: fields)
        baseline.makeKey(count - 1)
        let key = app.windows[count - 1].host
        let move = best { key.focusNext() }
        let baseMove = best { baseline.focusNext() }
        correct = correct && title(app)?.contains("Act on ") == true && key.focusedLabel != nil
        let switchKey = best {
            app.makeKey(app.windows[0])
            app.makeKey(app.windows[count - 1])
        }
        let baseSwitch = best {
            baseline.makeKey(0)
            baseline.makeKey(count - 1)
        }
        let publish = best {
            text += 1
            if let label = key.focusedLabel { _ = try? key.type("t\(text)", into: label) }
        }
        correct = correct && (title(app)?.hasSuffix(":t\(text)") ?? false)
        let basePublish = best {
            text += 1
            baseline.type("t\(text)")
        }
        rows.append(("move focus (Tab), \(count) open", move, baseMove))
        rows.append(("switch the key window twice, \(count) open", switchKey, baseSwitch))
        rows.append(("publish a new value (type), \(count) open", publish, basePublish))
    }

    var lines = [
        "Canopy benchmark, scenario focus: windows of \(leaves) leaves and \(fields) fields publishing a focused value, read by a menu command; best of \(repeats)",
        "step                                                  canopy       baseline      ratio",
    ]
    lines += stepRows(rows, ratioFormat: "%.0f×")
    for step in ["move focus (Tab)", "switch the key window twice", "publish a new value (type)"] {
        let one = rows.first { $0.0 == "\(step), 1 open" }!.1
        let many = rows.first { $0.0 == "\(step), \(windows) open" }!.1
        lines.append(
            String(format: "%@ with %d windows open ÷ with 1: %.2f×", step, windows, many / one))
    }
    lines.append(
        "the command follows the key window's focused value: \(correct ? "yes ✓" : "NO ✗")")
    return lines.joined(separator: "\n")
}
