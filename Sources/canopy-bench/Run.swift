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

/// One Canopy step timed on the `fanout10` tree with preferences and on the same tree without
/// any preference writer or reader, in the same process, interleaved.
struct Overhead: Codable {
    var withMs: Double
    var withoutMs: Double
    /// with / without, best against best.
    var ratio: Double
    /// with − without, best against best: what preferences add.
    var extraMs: Double
    /// extra / with: the share of the step that preferences account for.
    var share: Double
    var withMedianMs: Double
    var withoutMedianMs: Double
    /// with / without, median against median.
    var medianRatio: Double
    var withSamplesMs: [Double]
    var withoutSamplesMs: [Double]

    init(with: Samples, without: Samples) {
        withMs = with.min
        withoutMs = without.min
        ratio = with.min / without.min
        extraMs = with.min - without.min
        share = (with.min - without.min) / with.min
        withMedianMs = with.median
        withoutMedianMs = without.median
        medianRatio = with.median / without.median
        withSamplesMs = with.values
        withoutSamplesMs = without.values
    }
}

/// Whether the root's `onPreferenceChange` readers received what the baseline computed.
struct PreferenceChecks: Codable {
    /// The sum the reader had received right after the first mount, and the baseline's.
    var sumAfterMount: Int?
    var expectedSumAfterMount: Int
    /// The title the title reader had received right after the first mount.
    var titleAfterMount: String?
    var expectedTitle: String
    /// How many times the received sum was compared with the baseline's (after every mount,
    /// one-leaf update, root environment update and tap).
    var sumComparisons: Int
    var sumMismatches: Int
    /// The received sum at the end, the baseline's running total, and the total recounted
    /// from the baseline's counters.
    var finalSum: Int?
    var expectedFinalSum: Int
    var recountedFinalSum: Int
    /// Reader calls per one-leaf update (expected 1: the total changed once).
    var sumDeliveriesPerLeafUpdate: Double
    /// Reader calls during all root environment updates (expected 0: the total did not change).
    var sumDeliveriesDuringEnvironmentUpdates: Int
    /// Title reader calls over the kept host's whole life (expected 1: at mount).
    var titleDeliveries: Int

    var allPassed: Bool {
        sumAfterMount == expectedSumAfterMount && titleAfterMount == expectedTitle
            && sumComparisons > 0 && sumMismatches == 0 && finalSum == expectedFinalSum
            && expectedFinalSum == recountedFinalSum && sumDeliveriesPerLeafUpdate == 1
            && sumDeliveriesDuringEnvironmentUpdates == 0 && titleDeliveries == 1
    }
}

/// What preferences cost: the same steps with and without them, and the case "one leaf's
/// preference changes" (the one-leaf update, whose leaf writes 1 + its counter) against a mount.
struct PreferenceResult: Codable {
    /// Graph nodes without preferences (with them: `SizeResult.graphNodes`).
    var graphNodesWithout: Int
    var mountRender: Overhead
    var mount: Overhead
    var render: Overhead
    var teardown: Overhead
    /// The one-leaf update right after a render: the leaf's counter and its preference change.
    var leafUpdate: Overhead
    /// The same, back to back (warm caches).
    var leafUpdateWarm: Overhead
    var leafRender: Overhead
    var environmentUpdate: Overhead
    /// Peak memory of mount+render without preferences (VmHWM, and its growth), in kB.
    var memoryMountRenderWithoutPeakKB: Int
    var memoryMountRenderWithoutGrowthKB: Int
    /// One leaf's preference change (update + flush, after a render) / mount, both with
    /// preferences, best against best.
    var leafChangeFractionOfMount: Double
    /// The same, back to back.
    var leafChangeWarmFractionOfMount: Double
    var checks: PreferenceChecks
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
    /// With vs. without preferences, and the preference checks.
    var preferences: PreferenceResult
    var outputsMatch: Bool
}

/// Timings of one flavor's mount, render and teardown.
private struct MountSamples {
    var mount = Samples()
    var render = Samples()
    var total = Samples()
    var teardown = Samples()
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

    private var sumComparisons = 0
    private var sumMismatches = 0

    init(levels: Int, repeats: Int) {
        self.levels = levels
        self.repeats = repeats
        tapRepeats = min(repeats, 3)
    }

    mutating func run(progress: (String) -> Void) -> SizeResult {
        let tree = FanoutTree(levels: levels, flavor: WithPreferences.self)
        let plain = FanoutTree(levels: levels, flavor: WithoutPreferences.self)
        let received = tree.received
        let label = "\(leaves.formatted) leaves"

        progress("\(label): peak memory")
        let memory = measureMemory(tree, plain)
        Probe.target(ordinal: probeOrdinal, levels: levels)

        progress("\(label): mount + render ×\(repeats), with and without preferences")
        var canopy = MountSamples()
        var canopyPlain = MountSamples()
        var baselineMount = Samples()
        var baselineRender = Samples()
        var baselineTotal = Samples()
        var baselineTeardown = Samples()
        var mountEvaluations = 0
        var graphNodes = 0
        var graphNodesPlain = 0
        var sumAfterMount: Int?
        var titleAfterMount: String?
        var kept: ViewHost?
        var keptPlain: ViewHost?
        for rep in 0..<repeats {
            var baseline: Baseline?
            let (_, bm) = timed { baseline = Baseline(levels: levels) }
            let (expected, br) = timed { baseline.unsafelyUnwrapped.render() }
            let expectedSum = baseline.unsafelyUnwrapped.sum
            let (_, bt) = timed { baseline = nil }
            baselineMount.add(bm)
            baselineRender.add(br)
            baselineTotal.add(bm + br)
            baselineTeardown.add(bt)

            // The flavors alternate which goes first, so neither always follows the other.
            for withPreferences in rep % 2 == 0 ? [true, false] : [false, true] {
                let subject = withPreferences ? tree : plain
                var host: ViewHost?
                let (_, cm) = timed { host = subject.makeHost() }
                let (output, cr) = timed { host.unsafelyUnwrapped.render() }
                if withPreferences {
                    canopy.mount.add(cm)
                    canopy.render.add(cr)
                    canopy.total.add(cm + cr)
                    checkSum(received, expectedSum, "after mount \(rep + 1)")
                } else {
                    canopyPlain.mount.add(cm)
                    canopyPlain.render.add(cr)
                    canopyPlain.total.add(cm + cr)
                }
                if rep == 0 {
                    let flavor = withPreferences ? "" : " (without preferences)"
                    check(output, expected, "after mount" + flavor)
                    if withPreferences {
                        mountEvaluations = host.unsafelyUnwrapped.totalBodyEvaluations
                        graphNodes = host.unsafelyUnwrapped.nodeCount
                        sumAfterMount = received.sum
                        titleAfterMount = received.title ?? nil
                    } else {
                        graphNodesPlain = host.unsafelyUnwrapped.nodeCount
                    }
                }
                let (_, ct) = timed { host = nil }
                if withPreferences {
                    canopy.teardown.add(ct)
                } else {
                    canopyPlain.teardown.add(ct)
                }
                if rep == repeats - 1 {
                    // Fresh hosts for cases 2 and 3, mounted outside any timed region; the
                    // last host of a flavor is the one whose probe leaf registered last.
                    if withPreferences {
                        kept = tree.makeHost()
                    } else {
                        keptPlain = plain.makeHost()
                    }
                }
            }
        }
        let host = kept.unsafelyUnwrapped
        let plainHost = keptPlain.unsafelyUnwrapped
        var baseline = Baseline(levels: levels)
        let expectedSumAfterMount = baseline.sum
        checkSum(received, baseline.sum, "after the last mount")
        check(host.render(), baseline.render(), "before the updates")
        check(plainHost.render(), baseline.render(), "before the updates (without preferences)")

        progress(
            "\(label): one-leaf update ×\(repeats + warmLeafUpdates), with and without preferences")
        var canopyLeafUpdate = Samples()
        var canopyLeafUpdateWarm = Samples()
        var canopyLeafRender = Samples()
        var plainLeafUpdate = Samples()
        var plainLeafUpdateWarm = Samples()
        var plainLeafRender = Samples()
        var baselineLeafUpdate = Samples()
        var baselineLeafUpdateWarm = Samples()
        var baselineLeafRender = Samples()
        var evaluationsBefore = host.totalBodyEvaluations
        let deliveriesBefore = received.sumDeliveries
        var leafUpdates = 0
        if let bump = tree.bump(), let plainBump = plain.bump() {
            // As in an app: each update follows a render of a whole tree, so it starts with
            // the caches full of the render's data. The flavors alternate which goes first.
            for rep in 0..<repeats {
                var outputs: [Bool: String] = [:]
                for withPreferences in rep % 2 == 0 ? [true, false] : [false, true] {
                    if withPreferences {
                        let (_, cu) = timed {
                            bump()
                            host.flush()
                        }
                        let (output, cr) = timed { host.render() }
                        canopyLeafUpdate.add(cu)
                        canopyLeafRender.add(cr)
                        outputs[true] = output
                    } else {
                        let (_, pu) = timed {
                            plainBump()
                            plainHost.flush()
                        }
                        let (output, pr) = timed { plainHost.render() }
                        plainLeafUpdate.add(pu)
                        plainLeafRender.add(pr)
                        outputs[false] = output
                    }
                }
                let (_, bu) = timed { baseline.bump(ordinal: probeOrdinal) }
                let (expected, br) = timed { baseline.render() }
                baselineLeafUpdate.add(bu)
                baselineLeafRender.add(br)
                checkSum(received, baseline.sum, "after one-leaf update \(rep + 1)")
                if rep == 0 || rep == repeats - 1 {
                    check(outputs[true] ?? "", expected, "after one-leaf update \(rep + 1)")
                    check(
                        outputs[false] ?? "", expected,
                        "after one-leaf update \(rep + 1) (without preferences)")
                }
            }
            // Back to back, with warm caches: a block of each flavor.
            for _ in 0..<warmLeafUpdates {
                let (_, cu) = timed {
                    bump()
                    host.flush()
                }
                let (_, bu) = timed { baseline.bump(ordinal: probeOrdinal) }
                canopyLeafUpdateWarm.add(cu)
                baselineLeafUpdateWarm.add(bu)
                checkSum(received, baseline.sum, "after a back-to-back one-leaf update")
            }
            for _ in 0..<warmLeafUpdates {
                let (_, pu) = timed {
                    plainBump()
                    plainHost.flush()
                }
                plainLeafUpdateWarm.add(pu)
            }
            leafUpdates = repeats + warmLeafUpdates
        } else {
            failures.append("the probe leaf never registered; case 2 could not run")
        }
        let leafEvaluations =
            Double(host.totalBodyEvaluations - evaluationsBefore) / Double(max(1, leafUpdates))
        let deliveriesPerLeafUpdate =
            Double(received.sumDeliveries - deliveriesBefore) / Double(max(1, leafUpdates))
        check(host.render(), baseline.render(), "after the one-leaf updates")
        check(
            plainHost.render(), baseline.render(),
            "after the one-leaf updates (without preferences)")

        progress("\(label): root environment update ×\(repeats), with and without preferences")
        var canopyEnvironmentUpdate = Samples()
        var canopyEnvironmentRender = Samples()
        var plainEnvironmentUpdate = Samples()
        var baselineEnvironmentUpdate = Samples()
        var baselineEnvironmentRender = Samples()
        evaluationsBefore = host.totalBodyEvaluations
        let deliveriesBeforeEnvironment = received.sumDeliveries
        for rep in 0..<repeats {
            let dark = rep % 2 == 0
            var output = ""
            for withPreferences in rep % 2 == 0 ? [true, false] : [false, true] {
                if withPreferences {
                    let (_, cu) = timed {
                        host.colorScheme = dark ? .dark : .light
                        host.flush()
                    }
                    let (rendered, cr) = timed { host.render() }
                    canopyEnvironmentUpdate.add(cu)
                    canopyEnvironmentRender.add(cr)
                    output = rendered
                } else {
                    let (_, pu) = timed {
                        plainHost.colorScheme = dark ? .dark : .light
                        plainHost.flush()
                    }
                    plainEnvironmentUpdate.add(pu)
                    sink &+= plainHost.render().utf8.count
                }
            }
            let (_, bu) = timed { baseline.setDark(dark) }
            let (expected, br) = timed { baseline.render() }
            baselineEnvironmentUpdate.add(bu)
            baselineEnvironmentRender.add(br)
            checkSum(received, baseline.sum, "after root environment update \(rep + 1)")
            if rep < 2 || rep == repeats - 1 {
                check(output, expected, "after root environment update \(rep + 1)")
            }
        }
        let environmentEvaluations =
            Double(host.totalBodyEvaluations - evaluationsBefore) / Double(repeats)
        let environmentDeliveries = received.sumDeliveries - deliveriesBeforeEnvironment
        check(
            plainHost.render(), baseline.render(),
            "after the root environment updates (without preferences)")
        keptPlain = nil

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
            checkSum(received, baseline.sum, "after a tap")
        }
        check(host.render(), baseline.render(), "after the taps")
        let preferenceChecks = PreferenceChecks(
            sumAfterMount: sumAfterMount, expectedSumAfterMount: expectedSumAfterMount,
            titleAfterMount: titleAfterMount, expectedTitle: baseline.title,
            sumComparisons: sumComparisons, sumMismatches: sumMismatches,
            finalSum: received.sum, expectedFinalSum: baseline.sum,
            recountedFinalSum: baseline.recountSum(),
            sumDeliveriesPerLeafUpdate: deliveriesPerLeafUpdate,
            sumDeliveriesDuringEnvironmentUpdates: environmentDeliveries,
            titleDeliveries: received.titleDeliveries)
        if !preferenceChecks.allPassed {
            failures.append("\(label): preference checks failed: \(preferenceChecks)")
        }
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

        let preferences = PreferenceResult(
            graphNodesWithout: graphNodesPlain,
            mountRender: Overhead(with: canopy.total, without: canopyPlain.total),
            mount: Overhead(with: canopy.mount, without: canopyPlain.mount),
            render: Overhead(with: canopy.render, without: canopyPlain.render),
            teardown: Overhead(with: canopy.teardown, without: canopyPlain.teardown),
            leafUpdate: Overhead(with: canopyLeafUpdate, without: plainLeafUpdate),
            leafUpdateWarm: Overhead(with: canopyLeafUpdateWarm, without: plainLeafUpdateWarm),
            leafRender: Overhead(with: canopyLeafRender, without: plainLeafRender),
            environmentUpdate: Overhead(
                with: canopyEnvironmentUpdate, without: plainEnvironmentUpdate),
            memoryMountRenderWithoutPeakKB: memory.plainMountRender.peakKB,
            memoryMountRenderWithoutGrowthKB: memory.plainMountRender.growthKB,
            leafChangeFractionOfMount: canopyLeafUpdate.min / canopy.mount.min,
            leafChangeWarmFractionOfMount: canopyLeafUpdateWarm.min / canopy.mount.min,
            checks: preferenceChecks)

        return SizeResult(
            leaves: leaves, levels: levels, groups: groups, graphNodes: graphNodes,
            repeats: repeats, warmLeafUpdates: warmLeafUpdates,
            mountRender: Comparison(canopy: canopy.total, baseline: baselineTotal),
            mount: Comparison(canopy: canopy.mount, baseline: baselineMount),
            render: Comparison(canopy: canopy.render, baseline: baselineRender),
            teardown: Comparison(canopy: canopy.teardown, baseline: baselineTeardown),
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
            leafUpdateFractionOfMount: canopyLeafUpdate.min / canopy.mount.min,
            leafUpdateFractionOfMountRender: canopyLeafUpdate.min / canopy.total.min,
            leafUpdateAndRenderFractionOfMountRender: (canopyLeafUpdate.min
                + canopyLeafRender.min) / canopy.total.min,
            preferences: preferences,
            outputsMatch: failures.isEmpty)
    }

    /// Compares what the root's sum reader last received with the baseline's total.
    private mutating func checkSum(_ received: ReceivedPreferences, _ expected: Int, _ when: String)
    {
        sumComparisons += 1
        guard received.sum != expected else { return }
        sumMismatches += 1
        failures.append(
            "\(leaves.formatted) leaves, \(when): onPreferenceChange(BenchSumKey) received \(received.sum.map(String.init) ?? "nothing"), expected \(expected)"
        )
    }

    /// Peak memory of each case, each step measured once, Canopy and baseline never alive at
    /// the same time.
    private mutating func measureMemory(_ tree: FanoutTree, _ plain: FanoutTree) -> (
        mountRender: MemoryComparison, leafUpdate: MemoryComparison,
        environmentUpdate: MemoryComparison, plainMountRender: Memory.Peak
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
            tree.bump()?()
            host.unsafelyUnwrapped.flush()
            sink &+= host.unsafelyUnwrapped.render().utf8.count
        }
        let canopyEnvironment = Memory.measure {
            host.unsafelyUnwrapped.colorScheme = .dark
            host.unsafelyUnwrapped.flush()
            sink &+= host.unsafelyUnwrapped.render().utf8.count
        }
        host = nil

        let plainMount = Memory.measure {
            host = plain.makeHost()
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
            MemoryComparison(canopy: canopyEnvironment, baseline: baselineEnvironment),
            plainMount
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
