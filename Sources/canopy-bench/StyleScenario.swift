import Canopy
import Foundation

// The styles scenario (issue 21): a list of buttons drawn by a built-in style, then by a
// custom `ButtonStyle`, whose body SwiftUI (and Canopy) mounts once per button. The built-in
// list is the baseline, run in the same process; the ratio is what a custom style costs.

/// A custom style with a small body, as sample code writes one: the label, padded, on a
/// capsule, dimmed while pressed; it reads `isEnabled` like many real styles.
struct BenchCapsuleStyle: ButtonStyle {
    @Environment(\.isEnabled) private var isEnabled
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(8)
            .background(Capsule().fill(isEnabled ? Color.blue : Color.gray))
            .opacity(configuration.isPressed ? 0.5 : 1)
    }
}

struct StyleBenchList: View {
    let count: Int
    let custom: Bool
    @State private var tint = false
    var body: some View {
        VStack {
            Button("Retint") { tint.toggle() }
            if custom {
                rows.buttonStyle(BenchCapsuleStyle())
            } else {
                rows.buttonStyle(.bordered)
            }
        }
        .tint(tint ? .green : .blue)
    }

    private var rows: some View {
        VStack { ForEach(0..<count, id: \.self) { index in Button("Row \(index)") {} } }
    }
}

@MainActor
func runStyleScenario(buttons: Int, repeats: Int) -> String {
    func best(_ body: () -> Void) -> Duration { fastest(of: repeats, body) }
    var rows: [(String, Duration, Duration)] = []
    var hosts: [Bool: ViewHost] = [:]
    var mounts: [Bool: Duration] = [:]
    var renders: [Bool: Duration] = [:]
    var taps: [Bool: Duration] = [:]
    var teardowns: [Bool: Duration] = [:]
    for custom in [false, true] {
        mounts[custom] = best {
            hosts[custom] = ViewHost(StyleBenchList(count: buttons, custom: custom))
        }
        let host = hosts[custom]!
        renders[custom] = best { sink &+= host.render().utf8.count }
        taps[custom] = best { _ = try? host.tap("Retint") }
        teardowns[custom] = best {
            var made: ViewHost? = ViewHost(StyleBenchList(count: buttons, custom: custom))
            sink &+= made!.nodeCount
            made = nil
        }
    }
    rows.append(("mount", mounts[true]!, mounts[false]!))
    rows.append(("render", renders[true]!, renders[false]!))
    rows.append(("change the tint above every button", taps[true]!, taps[false]!))
    rows.append(("mount and tear down", teardowns[true]!, teardowns[false]!))
    let styledNodes = hosts[true]!.nodeCount
    let plainNodes = hosts[false]!.nodeCount
    var lines = [
        "Canopy benchmark, scenario styles: \(buttons) buttons, a custom ButtonStyle against .bordered; best of \(repeats)",
        "step                                                  custom     built-in      ratio",
    ]
    lines += stepRows(rows, ratioFormat: "%.2f×")
    lines.append("graph nodes: custom \(styledNodes), built-in \(plainNodes)")
    return lines.joined(separator: "\n")
}
