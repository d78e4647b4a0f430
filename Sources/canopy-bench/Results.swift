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
    /// VmRSS a mounted host keeps alive (heap trimmed before and after), in kB.
    var retainedAfterMountKB: Int
    /// ``retainedAfterMountKB`` per graph node, in bytes.
    var bytesPerNode: Double { Double(retainedAfterMountKB) * 1024 / Double(graphNodes) }
    /// Graph nodes per leaf.
    var nodesPerLeaf: Double { Double(graphNodes) / Double(leaves) }
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
