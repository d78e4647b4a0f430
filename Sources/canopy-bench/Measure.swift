import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Milliseconds in a `Duration`.
func milliseconds(_ duration: Duration) -> Double {
    let parts = duration.components
    return Double(parts.seconds) * 1e3 + Double(parts.attoseconds) * 1e-15
}

/// Runs `body` and returns its result with the time it took.
@inline(never)
func timed<T>(_ body: () throws -> T) rethrows -> (T, Double) {
    let clock = ContinuousClock()
    let start = clock.now
    let result = try body()
    let elapsed = clock.now - start
    return (result, milliseconds(elapsed))
}

/// The shortest of `repeats` runs of `body`: the run least disturbed by the rest of the machine.
func fastest(of repeats: Int, _ body: () -> Void) -> Duration {
    var fastest = Duration.seconds(1_000)
    for _ in 0..<repeats {
        let start = ContinuousClock.now
        body()
        fastest = min(fastest, ContinuousClock.now - start)
    }
    return fastest
}

/// Keeps results alive so the optimizer cannot drop the work that produced them.
@MainActor var sink = 0

/// A set of timings of one step, in milliseconds.
struct Samples: Codable {
    var values: [Double] = []

    mutating func add(_ value: Double) { values.append(value) }

    var median: Double {
        guard !values.isEmpty else { return .nan }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    var min: Double { values.min() ?? .nan }
}

/// Peak resident memory, from /proc/self/status (Linux).
enum Memory {
    /// Whether the peak can be reset (writing "5" to /proc/self/clear_refs).
    static var canResetPeak: Bool {
        FileManager.default.isWritableFile(atPath: "/proc/self/clear_refs")
    }

    /// Returns freed heap pages to the system, then resets VmHWM to the current VmRSS.
    static func resetPeak() {
        #if canImport(Glibc)
            _ = trimHeap?(0)
            if let file = fopen("/proc/self/clear_refs", "w") {
                fputs("5", file)
                fclose(file)
            }
        #endif
    }

    #if canImport(Glibc)
        /// glibc's `malloc_trim`, which the Glibc module does not import.
        private static let trimHeap: (@convention(c) (Int) -> Int32)? = {
            guard let symbol = dlsym(nil, "malloc_trim") else { return nil }
            return unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
        }()
    #endif

    /// VmRSS in kB.
    static var residentKB: Int { field("VmRSS:") }
    /// VmHWM (the peak of VmRSS since start or the last reset) in kB.
    static var peakKB: Int { field("VmHWM:") }

    private static func field(_ name: String) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)
        else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix(name) {
            let digits = line.dropFirst(name.count).filter(\.isNumber)
            return Int(digits) ?? 0
        }
        return 0
    }

    /// What `body` leaves alive: VmRSS after it minus VmRSS before it, each measured after
    /// returning freed heap pages to the system.
    static func retainedKB(_ body: () -> Void) -> Int {
        resetPeak()
        let start = residentKB
        body()
        resetPeak()
        return residentKB - start
    }

    /// The peak memory while `body` runs: VmHWM after it, and VmRSS before it.
    static func measure(_ body: () -> Void) -> Peak {
        resetPeak()
        let start = residentKB
        body()
        return Peak(startKB: start, peakKB: peakKB)
    }

    struct Peak: Codable {
        /// VmRSS when the measured step started (what was alive before it).
        var startKB: Int
        /// VmHWM when it finished.
        var peakKB: Int
        /// How far the step pushed the peak above its start.
        var growthKB: Int { max(0, peakKB - startKB) }
    }
}

/// The table rows of a scenario: each step's name, its time, the time it is compared with, and
/// their ratio.
func stepRows(_ rows: [(String, Duration, Duration)], ratioFormat: String) -> [String] {
    rows.map { name, measured, compared in
        name.padding(toLength: 50, withPad: " ", startingAt: 0)
            + formatStep(measured).leftPadded(12) + formatStep(compared).leftPadded(15)
            + String(format: ratioFormat, measured / compared).leftPadded(11)
    }
}
