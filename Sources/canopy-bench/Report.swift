import Foundation

/// Everything one run measured.
struct Report: Codable {
    var scenario: String
    var cores: Int
    /// How case 3 changes the root environment.
    var rootEnvironmentChange: String
    /// The 1-minute load average before and after the run (other work sharing the cores).
    var loadBefore: String
    var loadAfter: String
    var sizes: [SizeResult]
    var failures: [String]
    /// The design targets, checked at the largest size run.
    var targets: Targets?

    struct Targets: Codable {
        var leaves: Int
        /// Case 1 ratio; the target is at most 3.
        var mountRenderRatio: Double
        var mountRenderTargetMet: Bool
        /// One-leaf update (right after a render) / mount; the target is under 1/1000.
        var leafUpdateFractionOfMount: Double
        var leafUpdateTargetMet: Bool
    }

    init(
        scenario: String, cores: Int, rootEnvironmentChange: String, loadBefore: String,
        loadAfter: String, sizes: [SizeResult], failures: [String]
    ) {
        self.scenario = scenario
        self.cores = cores
        self.rootEnvironmentChange = rootEnvironmentChange
        self.loadBefore = loadBefore
        self.loadAfter = loadAfter
        self.sizes = sizes
        self.failures = failures
        targets = sizes.max { $0.leaves < $1.leaves }.map { largest in
            Targets(
                leaves: largest.leaves, mountRenderRatio: largest.mountRender.ratio,
                mountRenderTargetMet: largest.mountRender.ratio <= 3,
                leafUpdateFractionOfMount: largest.leafUpdateFractionOfMount,
                leafUpdateTargetMet: largest.leafUpdateFractionOfMount < 0.001)
        }
    }

    /// The figures as a readable table.
    func table() -> String {
        var out: [String] = []
        out.append("Canopy benchmark, scenario \(scenario) (\(cores) CPU cores)")
        out.append(
            "Each group: VStack { ForEach(0..<10) } + .environment(\\.benchDepth) + .environment(\\.benchLabel);"
        )
        out.append(
            "each leaf: @State + 3 × @Environment, shown in a Button's Text; the Button writes .preference(key: BenchSumKey.self, value: 1 + taps)."
        )
        out.append(
            "Root: .preference(key: BenchTitleKey.self, value: \"fanout10\") + .onPreferenceChange(BenchSumKey.self) + .onPreferenceChange(BenchTitleKey.self)."
        )
        out.append(
            "Section 6 times the same tree without any preference writer or reader, in the same process, interleaved."
        )
        out.append("Root environment change (case 3): \(rootEnvironmentChange).")
        out.append(
            "Times are the best of N runs; ratio = canopy / baseline (best vs best; last column: median vs median)."
        )
        out.append("Load average (1 min) before / after: \(loadBefore) / \(loadAfter).")
        for size in sizes {
            out.append("")
            out.append(
                "── \(size.leaves.formatted) leaves: depth \(size.levels), \(size.groups.formatted) groups, \(size.graphNodes.formatted) graph nodes; \(size.repeats) runs (+\(size.warmLeafUpdates) back-to-back one-leaf updates) ──"
            )
            out.append(row("step", "canopy", "baseline", "ratio", "median ratio"))
            out.append(comparisonRow("1. mount+render", size.mountRender))
            out.append(comparisonRow("   mount (ViewHost.init)", size.mount))
            out.append(comparisonRow("   render", size.render))
            out.append(comparisonRow("   teardown (release host)", size.teardown))
            out.append(comparisonRow("2. one-leaf update (write+flush)", size.leafUpdate))
            out.append(comparisonRow("   render after it", size.leafRender))
            out.append(comparisonRow("   update back to back (warm)", size.leafUpdateWarm))
            out.append(comparisonRow("3. root env update (set+flush)", size.environmentUpdate))
            out.append(comparisonRow("   render after it", size.environmentRender))
            out.append(comparisonRow("   ViewHost.tap of one leaf", size.tap))
            let evaluations = size.bodyEvaluations
            out.append(
                "4. body evaluations: mount \(evaluations.mount.formatted) \(mark(evaluations.mount == evaluations.mountExpected, expected: evaluations.mountExpected.formatted)), one-leaf update \(number(evaluations.leafUpdate)) \(mark(evaluations.leafUpdate == Double(evaluations.leafUpdateExpected), expected: "1")), root env update \(number(evaluations.environmentUpdate)) \(mark(evaluations.environmentUpdate == Double(evaluations.environmentUpdateExpected), expected: evaluations.environmentUpdateExpected.formatted))"
            )
            out.append(row("5. peak memory (VmHWM, +growth)", "canopy", "baseline", "ratio", ""))
            out.append(memoryRow("   mount+render", size.memoryMountRender))
            out.append(memoryRow("   one-leaf update+render", size.memoryLeafUpdateRender))
            out.append(memoryRow("   root env update+render", size.memoryEnvironmentUpdateRender))
            out.append(
                "   a mounted host keeps \(megabytes(size.retainedAfterMountKB)) alive: \(String(format: "%.0f", size.bytesPerNode)) bytes per graph node, \(String(format: "%.2f", size.nodesPerLeaf)) nodes per leaf"
            )
            out.append(
                "one-leaf update as a fraction of full mount: \(fraction(size.leafUpdateFractionOfMount)) (of mount+render: \(fraction(size.leafUpdateFractionOfMountRender)); with its render: \(fraction(size.leafUpdateAndRenderFractionOfMountRender)) of mount+render)"
            )
            out += preferenceRows(size.preferences)
            out.append("output identical to the baseline: \(size.outputsMatch ? "yes" : "NO")")
        }
        out += scaleRows()
        if let largest = sizes.max(by: { $0.leaves < $1.leaves }) {
            out.append("")
            out.append("Design targets (at \(largest.leaves.formatted) leaves):")
            let ratio = largest.mountRender.ratio
            out.append(
                "  mount+render within 3× of the baseline: \(times(ratio)) (\(milliseconds(largest.mountRender.canopyMs)) vs \(milliseconds(largest.mountRender.baselineMs))) — \(ratio <= 3 ? "met" : "NOT met")"
            )
            let share = largest.leafUpdateFractionOfMount
            out.append(
                "  one-leaf change under 1/1000 of a full mount: \(fraction(share)) — \(share < 0.001 ? "met" : "NOT met")"
            )
            if largest.leaves < 100_000 {
                out.append(
                    "  (the targets are stated for 100,000 leaves; this run stopped earlier)")
            }
        }
        if !failures.isEmpty {
            out.append("")
            out.append("FAILURES:")
            out += failures.map { "  " + $0 }
        }
        return out.joined(separator: "\n")
    }

    private func preferenceRows(_ preferences: PreferenceResult) -> [String] {
        var out: [String] = []
        out.append(
            row("6. preferences", "with", "without", "ratio", "median ratio")
                + pad("with − without (share)", 26, left: true))
        out.append(overheadRow("   mount+render", preferences.mountRender))
        out.append(overheadRow("   mount (ViewHost.init)", preferences.mount))
        out.append(overheadRow("   render", preferences.render))
        out.append(overheadRow("   teardown (release host)", preferences.teardown))
        out.append(overheadRow("   one leaf's preference changes", preferences.leafUpdate))
        out.append(overheadRow("   render after it", preferences.leafRender))
        out.append(overheadRow("   same, back to back (warm)", preferences.leafUpdateWarm))
        out.append(overheadRow("   root env update (set+flush)", preferences.environmentUpdate))
        out.append(
            "   graph nodes without preferences: \(preferences.graphNodesWithout.formatted); peak memory of mount+render without them: \(megabytes(preferences.memoryMountRenderWithoutPeakKB)) (+\(megabytes(preferences.memoryMountRenderWithoutGrowthKB)))"
        )
        out.append(
            "one leaf's preference change (update+flush, after a render) as a fraction of full mount: \(fraction(preferences.leafChangeFractionOfMount)) (back to back: \(fraction(preferences.leafChangeWarmFractionOfMount)))"
        )
        let checks = preferences.checks
        let sumAfterMount = checks.sumAfterMount.map(\.formatted) ?? "nothing"
        let finalSum = checks.finalSum.map(\.formatted) ?? "nothing"
        let title = checks.titleAfterMount.map(quote) ?? "nothing"
        out.append(
            "preference checks: sum after mount \(sumAfterMount) \(mark(checks.sumAfterMount == checks.expectedSumAfterMount, expected: checks.expectedSumAfterMount.formatted)); \(checks.sumComparisons) comparisons with the baseline's total, \(checks.sumMismatches) mismatches \(checks.sumMismatches == 0 ? "✓" : "✗"); final sum \(finalSum) \(mark(checks.finalSum == checks.expectedFinalSum && checks.expectedFinalSum == checks.recountedFinalSum, expected: checks.expectedFinalSum.formatted))"
        )
        out.append(
            "   reader calls per one-leaf update \(number(checks.sumDeliveriesPerLeafUpdate)) \(mark(checks.sumDeliveriesPerLeafUpdate == 1, expected: "1")), during root env updates \(checks.sumDeliveriesDuringEnvironmentUpdates) \(mark(checks.sumDeliveriesDuringEnvironmentUpdates == 0, expected: "0")); title \(title) delivered \(checks.titleDeliveries)× \(mark(checks.titleAfterMount == checks.expectedTitle && checks.titleDeliveries == 1, expected: quote(checks.expectedTitle) + " once"))"
        )
        return out
    }

    /// Cost per leaf at each size against the next smaller size run: flat means linear.
    private func scaleRows() -> [String] {
        let ordered = sizes.sorted { $0.leaves < $1.leaves }
        guard ordered.count > 1 else { return [] }
        var out = [
            "", "Scale: Canopy's cost per leaf (best run), and its ratio to the next smaller size",
        ]
        out.append(
            pad("leaves", 12) + pad("mount+render", 22, left: true)
                + pad("teardown", 22, left: true)
                + pad("root env update", 22, left: true) + pad("bytes/node", 12, left: true))
        var previous: SizeResult?
        for size in ordered {
            func perLeaf(_ milliseconds: Double, _ old: Double?) -> String {
                let micro = milliseconds * 1000 / Double(size.leaves)
                guard let old, let previous else { return String(format: "%.2f µs", micro) }
                let before = old * 1000 / Double(previous.leaves)
                return String(format: "%.2f µs (%.2f×)", micro, micro / before)
            }
            out.append(
                pad(size.leaves.formatted, 12)
                    + pad(
                        perLeaf(size.mountRender.canopyMs, previous?.mountRender.canopyMs), 22,
                        left: true)
                    + pad(
                        perLeaf(size.teardown.canopyMs, previous?.teardown.canopyMs), 22, left: true
                    )
                    + pad(
                        perLeaf(
                            size.environmentUpdate.canopyMs, previous?.environmentUpdate.canopyMs),
                        22, left: true)
                    + pad(String(format: "%.0f", size.bytesPerNode), 12, left: true))
            previous = size
        }
        return out
    }

    private func overheadRow(_ name: String, _ overhead: Overhead) -> String {
        let extra = overhead.extraMs
        let signed = (extra < 0 ? "−" : "+") + milliseconds(abs(extra))
        let share = overhead.share.isFinite ? String(format: "%.0f%%", overhead.share * 100) : "–"
        return row(
            name, milliseconds(overhead.withMs), milliseconds(overhead.withoutMs),
            times(overhead.ratio), times(overhead.medianRatio))
            + pad("\(signed) (\(share))", 26, left: true)
    }

    private func row(
        _ name: String, _ canopy: String, _ baseline: String, _ ratio: String, _ median: String
    ) -> String {
        pad(name, 34) + pad(canopy, 21, left: true) + pad(baseline, 21, left: true)
            + pad(ratio, 10, left: true) + pad(median, 14, left: true)
    }

    private func comparisonRow(_ name: String, _ comparison: Comparison) -> String {
        row(
            name, milliseconds(comparison.canopyMs), milliseconds(comparison.baselineMs),
            times(comparison.ratio), times(comparison.medianRatio))
    }

    private func memoryRow(_ name: String, _ memory: MemoryComparison) -> String {
        row(
            name, "\(megabytes(memory.canopyPeakKB)) (+\(megabytes(memory.canopyGrowthKB)))",
            "\(megabytes(memory.baselinePeakKB)) (+\(megabytes(memory.baselineGrowthKB)))",
            times(memory.peakRatio), "")
    }

    private func mark(_ ok: Bool, expected: String) -> String {
        ok ? "(expected \(expected) ✓)" : "(expected \(expected) ✗ UNEXPECTED)"
    }

    private func pad(_ text: String, _ width: Int, left: Bool = false) -> String {
        let padding = String(repeating: " ", count: max(0, width - text.count))
        return left ? padding + text : text + padding
    }
}

/// `812 ms`, `12.3 ms`, `45.6 µs`.
func milliseconds(_ value: Double) -> String {
    if value.isNaN { return "–" }
    if value >= 100 { return String(format: "%.0f ms", value) }
    if value >= 1 { return String(format: "%.1f ms", value) }
    if value >= 0.01 { return String(format: "%.1f µs", value * 1000) }
    return String(format: "%.2f µs", value * 1000)
}

/// `8.5×`, `2,400×`.
func times(_ ratio: Double) -> String {
    if !ratio.isFinite { return "–" }
    if ratio >= 100 { return Int(ratio.rounded()).formatted + "×" }
    return String(format: "%.2f×", ratio)
}

/// `1/85,000`.
func fraction(_ share: Double) -> String {
    guard share.isFinite, share > 0 else { return "–" }
    if share >= 1 { return String(format: "%.2f×", share) }
    let inverse = 1 / share
    return "1/"
        + (inverse >= 100 ? Int(inverse.rounded()).formatted : String(format: "%.1f", inverse))
}

/// `123.4 MB`.
func megabytes(_ kilobytes: Int) -> String {
    String(format: "%.1f MB", Double(kilobytes) / 1024)
}

func number(_ value: Double) -> String {
    value == value.rounded() ? Int(value).formatted : String(format: "%.2f", value)
}
