import Canopy
import Foundation

// The animation scenario (issue 38): a balanced tree of `VStack`s, ten children each, whose
// leaves are `Text(…).opacity(level)` with `level` a leaf's `@State`. The baselines run in the
// same process: the mount, for the cost of a frame while one leaf fades (T8, D31); and a plain
// change of the same 1,000 leaves (each body runs once), for a frame while those 1,000 fade.

/// The setters of the leaves' levels, by leaf ordinal; a leaf registers while its body runs.
@MainActor
final class AnimationProbe {
    static var setLevel: [Int: (Double) -> Void] = [:]
}

struct AnimationLeaf: View {
    let label: String
    let ordinal: Int
    @State private var level = 1.0
    var body: some View {
        AnimationProbe.setLevel[ordinal] = { level = $0 }
        return Text(label).opacity(level)
    }
}

struct AnimationGroup: View {
    let label: String
    let levels: Int
    let first: Int
    var body: some View {
        VStack {
            ForEach(0..<10, id: \.self) { index in
                child(index)
            }
        }
    }

    private func child(_ index: Int) -> AnyView {
        let name = "\(label).\(index)"
        let width = Int(pow(10, Double(levels - 1)))
        if levels == 1 {
            return AnyView(AnimationLeaf(label: name, ordinal: first + index))
        }
        return AnyView(
            AnimationGroup(label: name, levels: levels - 1, first: first + index * width))
    }
}

/// What one kind of frame cost: the best and the median of the frames timed.
private struct FrameTimes {
    var samples = Samples()
    var evaluations = 0
    var frames = 0
}

@MainActor
func runAnimationScenario(leaves: Int, repeats: Int) -> String {
    let levels = (1...6).first { Int(pow(10, Double($0))) == leaves } ?? 4
    let many = max(1, leaves / 10)
    func mount() -> ViewHost {
        ViewHost(AnimationGroup(label: "r", levels: levels, first: 0), platform: .iOS)
    }
    var failures: [String] = []
    var mountTime = Duration.seconds(1_000)
    for _ in 0..<repeats {
        AnimationProbe.setLevel = [:]
        let start = ContinuousClock.now
        let host = mount()
        mountTime = min(mountTime, ContinuousClock.now - start)
        sink &+= host.nodeCount
    }
    AnimationProbe.setLevel = [:]
    let host = mount()
    let nodes = host.nodeCount
    if AnimationProbe.setLevel.count != leaves {
        failures.append("\(AnimationProbe.setLevel.count) leaves registered, expected \(leaves)")
    }
    // Leaves spread over the tree: every tenth one.
    let chosen = stride(from: 0, to: leaves, by: leaves / many).prefix(many).map { $0 }
    // Not one of `chosen`, so that each fade starts from where the last one left it.
    let probe = leaves / 2 + 1

    /// Sets `targets`' levels (animated or not) and flushes; returns the body evaluations.
    func change(_ targets: [Int], to level: Double, animated: Bool) -> Int {
        let before = host.totalBodyEvaluations
        if animated {
            withAnimation(.linear(duration: 1)) {
                for ordinal in targets { AnimationProbe.setLevel[ordinal]?(level) }
            }
        } else {
            for ordinal in targets { AnimationProbe.setLevel[ordinal]?(level) }
        }
        host.flush()
        return host.totalBodyEvaluations - before
    }

    /// Starts a one-second fade of `targets`, times `perRound` frames of it, and lets it end.
    func frames(_ targets: [Int], perRound: Int) -> FrameTimes {
        var times = FrameTimes()
        for round in 0..<repeats {
            _ = change(targets, to: round.isMultiple(of: 2) ? 0 : 1, animated: true)
            let before = host.totalBodyEvaluations
            for _ in 0..<perRound {
                let start = ContinuousClock.now
                host.advanceTime(by: 1.0 / 60)
                times.samples.add(milliseconds(ContinuousClock.now - start))
            }
            times.evaluations += host.totalBodyEvaluations - before
            times.frames += perRound
            let rendered = host.render()
            let animating = rendered.components(separatedBy: "  animating opacity").count - 1
            if animating != targets.count {
                failures.append(
                    "\(animating) lines animating opacity mid-fade, expected \(targets.count)")
            }
            var waited = 0
            while host.isAnimating && waited < 200 {
                host.advanceTime(by: 1.0 / 60)
                waited += 1
            }
            if host.isAnimating { failures.append("the fade never ended") }
        }
        return times
    }

    let one = frames([probe], perRound: 20)
    let manyFrames = frames(chosen, perRound: 10)
    var plain = Samples()
    var plainEvaluations = 0
    for round in 0..<max(repeats, 5) {
        let start = ContinuousClock.now
        let evaluations = change(chosen, to: round.isMultiple(of: 2) ? 0.5 : 1, animated: false)
        plain.add(milliseconds(ContinuousClock.now - start))
        plainEvaluations = evaluations
    }
    if plainEvaluations != chosen.count {
        failures.append(
            "a plain change of \(chosen.count) leaves ran \(plainEvaluations) bodies")
    }
    if host.isAnimating { failures.append("a plain change animated") }

    func ms(_ value: Double) -> String { String(format: "%.4f ms", value) }
    let mountMs = milliseconds(mountTime)
    let oneShare = one.samples.min / mountMs
    let manyRatio = manyFrames.samples.min / plain.min
    var lines = [
        "Canopy benchmark, scenario animation: \(leaves) Text(…).opacity(level) leaves in VStacks of ten, \(levels) levels, iOS; best of \(repeats)",
        "mount (baseline a)                                   \(ms(mountMs))",
        "one leaf fading, one frame (advanceTime 1/60 s)      \(ms(one.samples.min))  (median \(ms(one.samples.median)))  \(fraction(oneShare)) of the mount — target ≤ 1/1000: \(oneShare <= 0.001 ? "met" : "NOT met")",
        "\(many) leaves: plain change, flush (baseline b)      \(ms(plain.min))  (median \(ms(plain.median))); \(plainEvaluations) bodies ran",
        "\(many) leaves fading, one frame                     \(ms(manyFrames.samples.min))  (median \(ms(manyFrames.samples.median)))  \(String(format: "%.3f", manyRatio))× the plain change — target ≤ 1×: \(manyRatio <= 1 ? "met" : "NOT met")",
        "bodies run per frame: one leaf \(number(Double(one.evaluations) / Double(max(1, one.frames)))), \(many) leaves \(number(Double(manyFrames.evaluations) / Double(max(1, manyFrames.frames))))",
        "graph nodes: \(nodes)",
    ]
    if !failures.isEmpty { lines += ["FAILURES:"] + failures.map { "  " + $0 } }
    return lines.joined(separator: "\n")
}
