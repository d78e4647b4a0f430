import Canopy
import Foundation

// The layout scenario (issue 22): a balanced tree of `VStack`s, ten children each, whose leaves
// are texts. The mount is the baseline, run in the same process: a full layout is compared
// with it, and a one-leaf text change's layout with the full layout (incremental layout, G5).

/// What the probe leaf's text is; the probe reads it, a step changes it.
@MainActor
final class LayoutProbe {
    static var setText: ((String) -> Void)?
}

struct LayoutLeaf: View {
    let label: String
    let isProbe: Bool
    @State private var text: String?
    var body: some View {
        if isProbe { LayoutProbe.setText = { text = $0 } }
        return Text(text ?? label)
    }
}

struct LayoutGroup: View {
    let label: String
    let levels: Int
    var body: some View {
        VStack(spacing: 2) {
            ForEach(0..<10, id: \.self) { index in
                child(index)
            }
        }
    }

    private func child(_ index: Int) -> AnyView {
        let name = "\(label).\(index)"
        if levels == 1 {
            return AnyView(LayoutLeaf(label: name, isProbe: name == "r.0.0.0.0.0"))
        }
        return AnyView(LayoutGroup(label: name, levels: levels - 1))
    }
}

@MainActor
func runLayoutScenario(leaves: Int, repeats: Int) -> String {
    let levels = (1...6).first { Int(pow(10, Double($0))) == leaves } ?? 5
    func mount() -> ViewHost { ViewHost(LayoutGroup(label: "r", levels: levels), platform: .iOS) }
    var mountTime = Duration.seconds(1_000)
    var layoutTime = Duration.seconds(1_000)
    var work = (measured: 0, placed: 0)
    for _ in 0..<repeats {
        let start = ContinuousClock.now
        let host = mount()
        let mounted = ContinuousClock.now
        host.flush()
        host.layOut()
        let laidOut = ContinuousClock.now
        mountTime = min(mountTime, mounted - start)
        layoutTime = min(layoutTime, laidOut - mounted)
        work = host.layoutWork
        sink &+= host.nodeCount
    }
    let host = mount()
    host.layOut()
    var leafTime = Duration.seconds(1_000)
    var leafWork = (measured: 0, placed: 0)
    var environmentTime = Duration.seconds(1_000)
    var environmentWork = (measured: 0, placed: 0)
    for round in 0..<max(repeats, 10) {
        LayoutProbe.setText?("changed \(round) " + String(repeating: "x", count: round % 3))
        host.flush()
        let before = host.layoutWork
        let start = ContinuousClock.now
        host.layOut()
        leafTime = min(leafTime, ContinuousClock.now - start)
        leafWork = (
            host.layoutWork.measured - before.measured, host.layoutWork.placed - before.placed
        )
        host.colorScheme = round.isMultiple(of: 2) ? .dark : .light
        host.flush()
        let environmentBefore = host.layoutWork
        let environmentStart = ContinuousClock.now
        host.layOut()
        environmentTime = min(environmentTime, ContinuousClock.now - environmentStart)
        environmentWork = (
            host.layoutWork.measured - environmentBefore.measured,
            host.layoutWork.placed - environmentBefore.placed
        )
    }
    func ms(_ duration: Duration) -> String { String(format: "%.3f ms", milliseconds(duration)) }
    return [
        "Canopy benchmark, scenario layout: \(leaves) texts in VStacks of ten, \(levels) levels, iOS; best of \(repeats)",
        "mount (baseline)                         \(ms(mountTime))",
        "full layout                              \(ms(layoutTime))  \(String(format: "%.3f", milliseconds(layoutTime) / milliseconds(mountTime)))× the mount; \(work.measured) sizes computed, \(work.placed) views placed",
        "one leaf's text changes, layout          \(ms(leafTime))  \(String(format: "%.6f", milliseconds(leafTime) / milliseconds(layoutTime)))× the full layout; \(leafWork.measured) sizes, \(leafWork.placed) placed",
        "colorScheme changes (no size reads it)   \(ms(environmentTime))  \(environmentWork.measured) sizes, \(environmentWork.placed) placed",
        "graph nodes: \(host.nodeCount)",
    ].joined(separator: "\n")
}
