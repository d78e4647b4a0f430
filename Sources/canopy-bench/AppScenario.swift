import Canopy
import Foundation

// The app scenario (issue 9): many windows of one window group, each a list of leaves and one
// line that reads an app-wide @AppStorage value. Timed against a hand-written baseline doing the
// same bookkeeping (one model and one rendered text per window), and against itself with one
// window open, to show that opening, closing or focusing a window costs the same however many
// others are open.

struct AppBenchWindow: View {
    let leaves: Int

    var body: some View {
        VStack {
            SharedLine()
            ForEach(0..<leaves, id: \.self) { index in Text("leaf \(index)") }
        }
    }
}

/// The one view of a window that reads the app-wide value, and a button that changes it.
struct SharedLine: View {
    @AppStorage("shared") private var shared = 0

    var body: some View {
        Button("shared \(shared)") { shared += 1 }
    }
}

/// An app whose one window group shows `AppBenchWindow`.
struct AppBenchApp: App {
    static var leaves = 1_000
    init() {}
    var body: some Scene {
        WindowGroup { AppBenchWindow(leaves: Self.leaves) }
    }
}

/// The baseline: one model (lines of text) per window, rendered by hand.
struct AppBaseline {
    var windows: [[String]] = []
    let leaves: Int

    mutating func open(shared: Int) -> String {
        var lines = ["shared \(shared)"]
        lines.reserveCapacity(leaves + 1)
        for index in 0..<leaves { lines.append("leaf \(index)") }
        windows.append(lines)
        return lines.joined(separator: "\n")
    }

    mutating func close() { windows.removeLast() }

    mutating func setShared(_ value: Int) {
        for index in windows.indices { windows[index][0] = "shared \(value)" }
    }
}

@MainActor
func runAppScenario(windows: Int, leaves: Int, repeats: Int) -> String {
    AppBenchApp.leaves = leaves
    func best(_ body: () -> Void) -> Duration { fastest(of: repeats, body) }
    var rows: [(String, Duration, Duration, String)] = []

    // Launch: one window mounted and rendered.
    let launch = best { _ = AppHost(AppBenchApp()).render() }
    let baseLaunch = best {
        var baseline = AppBaseline(leaves: leaves)
        _ = baseline.open(shared: 0)
    }
    rows.append(("launch (one window, rendered)", launch, baseLaunch, "baseline"))

    // Opening, closing and focusing one window, with 1 and with `windows` open.
    func host(opened count: Int) -> AppHost {
        let host = AppHost(AppBenchApp())
        for _ in 1..<count { _ = try? host.openWindow() }
        return host
    }
    for count in [1, windows] {
        let app = host(opened: count)
        let open = best {
            _ = try? app.openWindow()
            if let last = app.windows.last { app.closeWindow(last) }
        }
        let key = best {
            if let first = app.windows.first { app.makeKey(first) }
            if let last = app.windows.last { app.makeKey(last) }
        }
        rows.append(("open + close one window, \(count) open", open, .zero, ""))
        rows.append(("switch the key window twice, \(count) open", key, .zero, ""))
    }

    // An app-level value read in every window changes.
    let app = host(opened: windows)
    var value = 0
    let change = best {
        value += 1
        _ = try? app.window(app.windows[0].number).tap("shared \(value - 1)")
    }
    var baseline = AppBaseline(leaves: leaves)
    for _ in 0..<windows { _ = baseline.open(shared: 0) }
    var baseValue = 0
    let baseChange = best {
        baseValue += 1
        baseline.setShared(baseValue)
    }
    rows.append(("@AppStorage change read in \(windows) windows", change, baseChange, "baseline"))
    let shown = app.windows.allSatisfy { $0.host.controls(.button).first == "shared \(value)" }

    var lines = [
        "Canopy benchmark, scenario app: windows of \(leaves) leaves (one reads @AppStorage); best of \(repeats)",
        "step                                                  canopy       baseline      ratio",
    ]
    for (name, canopy, base, _) in rows {
        let ratio = base > .zero ? String(format: "%.1f×", canopy / base) : ""
        lines.append(
            name.padding(toLength: 50, withPad: " ", startingAt: 0)
                + formatStep(canopy).leftPadded(12)
                + (base > .zero ? formatStep(base) : "").leftPadded(15) + ratio.leftPadded(11))
    }
    let one = rows.first { $0.0.hasPrefix("open + close one window, 1 open") }!.1
    let many = rows.first { $0.0.hasPrefix("open + close one window, \(windows) open") }!.1
    let keyOne = rows.first { $0.0.hasPrefix("switch the key window twice, 1 open") }!.1
    let keyMany = rows.first { $0.0.hasPrefix("switch the key window twice, \(windows) open") }!.1
    lines.append(
        String(
            format: "open + close with %d windows open ÷ with 1: %.2f×; key switch: %.2f×", windows,
            many / one, keyMany / keyOne))
    lines.append("every window shows the new value: \(shown ? "yes ✓" : "NO ✗")")
    return lines.joined(separator: "\n")
}
