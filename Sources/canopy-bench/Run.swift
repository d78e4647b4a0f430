import Canopy

/// One step timed for Canopy and for the baseline doing the same work. The headline figures
/// are the best of the runs (least disturbed by other work on the machine); medians are kept too.
struct Comparison: Codable {
    var canopyMs: Double
    var baselineMs: Double
    /// canopy / baseline, best against best.
    var ratio: Double
    var canopyMedianMs: Double
    var baselineMedianMs: Double
    /// canopy / baseline, median against median.
    var medianRatio: Double
    var canopySamplesMs: [Double]
    var baselineSamplesMs: [Double]

    init(canopy: Samples, baseline: Samples) {
        canopyMs = canopy.min
        baselineMs = baseline.min
        ratio = canopy.min / baseline.min
        canopyMedianMs = canopy.median
        baselineMedianMs = baseline.median
        medianRatio = canopy.median / baseline.median
        canopySamplesMs = canopy.values
        baselineSamplesMs = baseline.values
    }
}

/// Peak memory of one step for Canopy and for the baseline.
struct MemoryComparison: Codable {
    var canopyPeakKB: Int
    var canopyStartKB: Int
    var canopyGrowthKB: Int
    var baselinePeakKB: Int
    var baselineStartKB: Int
    var baselineGrowthKB: Int
    /// canopy peak / baseline peak.
    var peakRatio: Double
    /// canopy growth / baseline growth.
    var growthRatio: Double

    init(canopy: Memory.Peak, baseline: Memory.Peak) {
        canopyPeakKB = canopy.peakKB
        canopyStartKB = canopy.startKB
        canopyGrowthKB = canopy.growthKB
        baselinePeakKB = baseline.peakKB
        baselineStartKB = baseline.startKB
        baselineGrowthKB = baseline.growthKB
        peakRatio = Double(canopy.peakKB) / Double(max(1, baseline.peakKB))
        growthRatio = Double(canopy.growthKB) / Double(max(1, baseline.growthKB))
    }
}

/// `host.totalBodyEvaluations` deltas, with what the design says they should be.
struct BodyEvaluations: Codable {
    var mount: Int
    var mountExpected: Int
    /// Per one-leaf update.
    var leafUpdate: Double
    var leafUpdateExpected: Int
    /// Per root environment change.
    var environmentUpdate: Double
    var environmentUpdateExpected: Int

    var allAsExpected: Bool {
        mount == mountExpected && leafUpdate == Double(leafUpdateExpected)
            && environmentUpdate == Double(environmentUpdateExpected)
    }
}

/// Everything measured for one tree size.
struct SizeResult: Codable {
    var leaves: Int
    var levels: Int
    var groups: Int
    var graphNodes: Int
    var repeats: Int
    var warmLeafUpdates: Int
    /// Case 1: `ViewHost(root)` then `host.render()`, vs. computing every title and the text.
    var mountRender: Comparison
    var mount: Comparison
    var render: Comparison
    /// Releasing the host (not part of case 1).
    var teardown: Comparison
    /// Case 2: one leaf's `@State` write + `host.flush()`, right after a render, vs.
    /// recomputing that leaf's title.
    var leafUpdate: Comparison
    /// Case 2 again, back to back (warm caches).
    var leafUpdateWarm: Comparison
    /// Case 2: `host.render()` after it, vs. rendering the text.
    var leafRender: Comparison
    /// Case 3: `host.colorScheme = …` + `host.flush()`, vs. recomputing every title.
    var environmentUpdate: Comparison
    var environmentRender: Comparison
    /// `host.tap(title)` of one leaf (control search + action + flush), vs. one leaf's title.
    var tap: Comparison
    var bodyEvaluations: BodyEvaluations
    var memoryMountRender: MemoryComparison
    var memoryLeafUpdateRender: MemoryComparison
    var memoryEnvironmentUpdateRender: MemoryComparison
    /// Canopy's one-leaf update / Canopy's mount (`ViewHost.init`), best against best.
    var leafUpdateFractionOfMount: Double
    /// Canopy's one-leaf update / Canopy's mount+render.
    var leafUpdateFractionOfMountRender: Double
    /// Canopy's one-leaf update + render / Canopy's mount+render.
    var leafUpdateAndRenderFractionOfMountRender: Double
    var outputsMatch: Bool
}

/// Runs the `fanout10` scenario at one size.
@MainActor
struct FanoutRun {
    let levels: Int
    let repeats: Int
    /// One-leaf updates timed back to back, after the ones that each follow a render.
    let warmLeafUpdates = 10
    let tapRepeats: Int
    var failures: [String] = []

    var leaves: Int { leavesInTree(levels: levels) }
    var groups: Int { groupsInTree(levels: levels) }
    /// The leaf case 2 changes: the middle one.
    var probeOrdinal: Int { leaves / 2 }

    init(levels: Int, repeats: Int) {
        self.levels = levels
        self.repeats = repeats
        tapRepeats = min(repeats, 3)
    }

    mutating func run(progress: (String) -> Void) -> SizeResult {
        let tree = FanoutTree(levels: levels)
        let label = "\(leaves.formatted) leaves"

        progress("\(label): peak memory")
        let memory = measureMemory(tree)

        progress("\(label): mount + render ×\(repeats)")
        var canopyMount = Samples()
        var canopyRender = Samples()
        var canopyTotal = Samples()
        var canopyTeardown = Samples()
        var baselineMount = Samples()
        var baselineRender = Samples()
        var baselineTotal = Samples()
        var baselineTeardown = Samples()
        var mountEvaluations = 0
        var graphNodes = 0
        var kept: ViewHost?
        for rep in 0..<repeats {
            var baseline: Baseline?
            let (_, bm) = timed { baseline = Baseline(levels: levels) }
            let (expected, br) = timed { baseline.unsafelyUnwrapped.render() }
            let (_, bt) = timed { baseline = nil }
            baselineMount.add(bm)
            baselineRender.add(br)
            baselineTotal.add(bm + br)
            baselineTeardown.add(bt)

            Probe.target(ordinal: probeOrdinal, levels: levels)
            var host: ViewHost?
            let (_, cm) = timed { host = tree.makeHost() }
            let (output, cr) = timed { host.unsafelyUnwrapped.render() }
            canopyMount.add(cm)
            canopyRender.add(cr)
            canopyTotal.add(cm + cr)
            if rep == 0 {
                check(output, expected, "after mount")
                mountEvaluations = host.unsafelyUnwrapped.totalBodyEvaluations
                graphNodes = host.unsafelyUnwrapped.nodeCount
            }
            let (_, ct) = timed { host = nil }
            canopyTeardown.add(ct)
            if rep == repeats - 1 {
                // A fresh host for cases 2 and 3, mounted outside any timed region.
                kept = tree.makeHost()
            }
        }
        let host = kept.unsafelyUnwrapped
        var baseline = Baseline(levels: levels)
        check(host.render(), baseline.render(), "before the updates")

        progress("\(label): one-leaf update ×\(repeats + warmLeafUpdates)")
        var canopyLeafUpdate = Samples()
        var canopyLeafUpdateWarm = Samples()
        var canopyLeafRender = Samples()
        var baselineLeafUpdate = Samples()
        var baselineLeafUpdateWarm = Samples()
        var baselineLeafRender = Samples()
        var evaluationsBefore = host.totalBodyEvaluations
        var leafUpdates = 0
        if let bump = Probe.bump {
            // As in an app: each update follows a render of the whole tree, so it starts with
            // the caches full of the render's data.
            for rep in 0..<repeats {
                let (_, cu) = timed {
                    bump()
                    host.flush()
                }
                let (_, bu) = timed { baseline.bump(ordinal: probeOrdinal) }
                let (output, cr) = timed { host.render() }
                let (expected, br) = timed { baseline.render() }
                canopyLeafUpdate.add(cu)
                baselineLeafUpdate.add(bu)
                canopyLeafRender.add(cr)
                baselineLeafRender.add(br)
                if rep == 0 || rep == repeats - 1 {
                    check(output, expected, "after one-leaf update \(rep + 1)")
                }
            }
            // Back to back, with warm caches.
            for _ in 0..<warmLeafUpdates {
                let (_, cu) = timed {
                    bump()
                    host.flush()
                }
                let (_, bu) = timed { baseline.bump(ordinal: probeOrdinal) }
                canopyLeafUpdateWarm.add(cu)
                baselineLeafUpdateWarm.add(bu)
            }
            leafUpdates = repeats + warmLeafUpdates
        } else {
            failures.append("the probe leaf never registered; case 2 could not run")
        }
        let leafEvaluations =
            Double(host.totalBodyEvaluations - evaluationsBefore) / Double(max(1, leafUpdates))
        check(host.render(), baseline.render(), "after the one-leaf updates")

        progress("\(label): root environment update ×\(repeats)")
        var canopyEnvironmentUpdate = Samples()
        var canopyEnvironmentRender = Samples()
        var baselineEnvironmentUpdate = Samples()
        var baselineEnvironmentRender = Samples()
        evaluationsBefore = host.totalBodyEvaluations
        for rep in 0..<repeats {
            let dark = rep % 2 == 0
            let (_, cu) = timed {
                host.colorScheme = dark ? .dark : .light
                host.flush()
            }
            let (_, bu) = timed { baseline.setDark(dark) }
            let (output, cr) = timed { host.render() }
            let (expected, br) = timed { baseline.render() }
            canopyEnvironmentUpdate.add(cu)
            baselineEnvironmentUpdate.add(bu)
            canopyEnvironmentRender.add(cr)
            baselineEnvironmentRender.add(br)
            if rep < 2 || rep == repeats - 1 {
                check(output, expected, "after root environment update \(rep + 1)")
            }
        }
        let environmentEvaluations =
            Double(host.totalBodyEvaluations - evaluationsBefore) / Double(repeats)

        progress("\(label): ViewHost.tap ×\(tapRepeats)")
        var canopyTap = Samples()
        var baselineTap = Samples()
        for _ in 0..<tapRepeats {
            let title = baseline.title(ordinal: probeOrdinal)
            do {
                let (_, ct) = try timed { try host.tap(title) }
                canopyTap.add(ct)
            } catch {
                failures.append("tap \(quote(title)) failed: \(error)")
                break
            }
            let (_, bt) = timed { baseline.bump(ordinal: probeOrdinal) }
            baselineTap.add(bt)
        }
        check(host.render(), baseline.render(), "after the taps")
        kept = nil

        let evaluations = BodyEvaluations(
            mount: mountEvaluations, mountExpected: groups + leaves,
            leafUpdate: leafEvaluations, leafUpdateExpected: 1,
            environmentUpdate: environmentEvaluations, environmentUpdateExpected: leaves)
        if !evaluations.allAsExpected {
            failures.append(
                "body evaluations: mount \(evaluations.mount) (expected \(evaluations.mountExpected)), one-leaf update \(evaluations.leafUpdate) (expected 1), root environment update \(evaluations.environmentUpdate) (expected \(leaves))"
            )
        }

        return SizeResult(
            leaves: leaves, levels: levels, groups: groups, graphNodes: graphNodes,
            repeats: repeats, warmLeafUpdates: warmLeafUpdates,
            mountRender: Comparison(canopy: canopyTotal, baseline: baselineTotal),
            mount: Comparison(canopy: canopyMount, baseline: baselineMount),
            render: Comparison(canopy: canopyRender, baseline: baselineRender),
            teardown: Comparison(canopy: canopyTeardown, baseline: baselineTeardown),
            leafUpdate: Comparison(canopy: canopyLeafUpdate, baseline: baselineLeafUpdate),
            leafUpdateWarm: Comparison(
                canopy: canopyLeafUpdateWarm, baseline: baselineLeafUpdateWarm),
            leafRender: Comparison(canopy: canopyLeafRender, baseline: baselineLeafRender),
            environmentUpdate: Comparison(
                canopy: canopyEnvironmentUpdate, baseline: baselineEnvironmentUpdate),
            environmentRender: Comparison(
                canopy: canopyEnvironmentRender, baseline: baselineEnvironmentRender),
            tap: Comparison(canopy: canopyTap, baseline: baselineTap),
            bodyEvaluations: evaluations,
            memoryMountRender: memory.mountRender,
            memoryLeafUpdateRender: memory.leafUpdate,
            memoryEnvironmentUpdateRender: memory.environmentUpdate,
            leafUpdateFractionOfMount: canopyLeafUpdate.min / canopyMount.min,
            leafUpdateFractionOfMountRender: canopyLeafUpdate.min / canopyTotal.min,
            leafUpdateAndRenderFractionOfMountRender: (canopyLeafUpdate.min
                + canopyLeafRender.min) / canopyTotal.min,
            outputsMatch: failures.isEmpty)
    }

    /// Peak memory of each case, each step measured once, Canopy and baseline never alive at
    /// the same time.
    private mutating func measureMemory(_ tree: FanoutTree) -> (
        mountRender: MemoryComparison, leafUpdate: MemoryComparison,
        environmentUpdate: MemoryComparison
    ) {
        var baseline: Baseline?
        let baselineMount = Memory.measure {
            baseline = Baseline(levels: levels)
            sink &+= baseline.unsafelyUnwrapped.render().utf8.count
        }
        baseline = nil

        Probe.target(ordinal: probeOrdinal, levels: levels)
        var host: ViewHost?
        let canopyMount = Memory.measure {
            host = tree.makeHost()
            sink &+= host.unsafelyUnwrapped.render().utf8.count
        }
        let canopyLeaf = Memory.measure {
            Probe.bump?()
            host.unsafelyUnwrapped.flush()
            sink &+= host.unsafelyUnwrapped.render().utf8.count
        }
        let canopyEnvironment = Memory.measure {
            host.unsafelyUnwrapped.colorScheme = .dark
            host.unsafelyUnwrapped.flush()
            sink &+= host.unsafelyUnwrapped.render().utf8.count
        }
        host = nil

        baseline = Baseline(levels: levels)
        let baselineLeaf = Memory.measure {
            baseline!.bump(ordinal: probeOrdinal)
            sink &+= baseline.unsafelyUnwrapped.render().utf8.count
        }
        let baselineEnvironment = Memory.measure {
            baseline!.setDark(true)
            sink &+= baseline.unsafelyUnwrapped.render().utf8.count
        }
        baseline = nil
        return (
            MemoryComparison(canopy: canopyMount, baseline: baselineMount),
            MemoryComparison(canopy: canopyLeaf, baseline: baselineLeaf),
            MemoryComparison(canopy: canopyEnvironment, baseline: baselineEnvironment)
        )
    }

    /// Records a failure naming the first line where Canopy's text and the baseline's differ.
    private mutating func check(_ canopy: String, _ baseline: String, _ when: String) {
        guard canopy != baseline else { return }
        let left = canopy.split(separator: "\n", omittingEmptySubsequences: false)
        let right = baseline.split(separator: "\n", omittingEmptySubsequences: false)
        var line = 0
        while line < min(left.count, right.count), left[line] == right[line] { line += 1 }
        let canopyLine = line < left.count ? String(left[line]) : "<end of text>"
        let baselineLine = line < right.count ? String(right[line]) : "<end of text>"
        failures.append(
            "\(leaves.formatted) leaves, \(when): Canopy's output differs from the baseline at line \(line + 1) (\(left.count) vs \(right.count) lines)\n  canopy:   \(canopyLine)\n  baseline: \(baselineLine)"
        )
    }
}

extension Int {
    /// `100,000`.
    var formatted: String {
        let digits = String(self.magnitude)
        var result = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return self < 0 ? "-" + result : result
    }
}
