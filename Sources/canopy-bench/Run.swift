import Canopy

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

    var sumComparisons = 0
    var sumMismatches = 0

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
            retainedAfterMountKB: memory.retainedKB,
            leafUpdateFractionOfMount: canopyLeafUpdate.min / canopy.mount.min,
            leafUpdateFractionOfMountRender: canopyLeafUpdate.min / canopy.total.min,
            leafUpdateAndRenderFractionOfMountRender: (canopyLeafUpdate.min
                + canopyLeafRender.min) / canopy.total.min,
            preferences: preferences,
            outputsMatch: failures.isEmpty)
    }
}
