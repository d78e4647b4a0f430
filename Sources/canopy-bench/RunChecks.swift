import Canopy
import Foundation

/// The checks and memory measurements of one size: the preference sums against the baseline,
/// peak memory per case, and the first differing line when outputs diverge.
extension FanoutRun {
    /// Compares what the root's sum reader last received with the baseline's total.
    mutating func checkSum(_ received: ReceivedPreferences, _ expected: Int, _ when: String) {
        sumComparisons += 1
        guard received.sum != expected else { return }
        sumMismatches += 1
        failures.append(
            "\(leaves.formatted) leaves, \(when): onPreferenceChange(BenchSumKey) received \(received.sum.map(String.init) ?? "nothing"), expected \(expected)"
        )
    }

    /// Peak memory of each case, each step measured once, Canopy and baseline never alive at
    /// the same time.
    mutating func measureMemory(_ tree: FanoutTree, _ plain: FanoutTree) -> (
        mountRender: MemoryComparison, leafUpdate: MemoryComparison,
        environmentUpdate: MemoryComparison, plainMountRender: Memory.Peak, retainedKB: Int
    ) {
        var baseline: Baseline?
        let baselineMount = Memory.measure {
            baseline = Baseline(levels: levels)
            sink &+= baseline.unsafelyUnwrapped.render().utf8.count
        }
        baseline = nil

        Probe.target(ordinal: probeOrdinal, levels: levels)
        var host: ViewHost?
        // What a mounted host keeps alive (no render), for the bytes per graph node.
        let retained = Memory.retainedKB { host = tree.makeHost() }
        host = nil
        Probe.target(ordinal: probeOrdinal, levels: levels)
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
            plainMount,
            retained
        )
    }

    /// Records a failure naming the first line where Canopy's text and the baseline's differ.
    mutating func check(_ canopy: String, _ baseline: String, _ when: String) {
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
