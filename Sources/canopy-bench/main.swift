import Foundation

// canopy-bench: times Canopy against a hand-written baseline doing the same work, and Canopy
// with preferences against the same tree without them.
//
//     swift run -c release canopy-bench [--sizes 1000,10000,100000] [--million] [--repeats N] [--json]
//     swift run -c release canopy-bench --scenario app|focus|styles|layout|lazy|animation
//     swift run -c release canopy-bench --scenario accessibility

struct Options {
    var scenario = "fanout10"
    var sizes = [1_000, 10_000, 100_000]
    var repeats: Int?
    var json = false
    var profile: ProfileStep?
    var preferences = true
    var million = false
}

func usage() -> Never {
    let text = """
        usage: canopy-bench [--scenario fanout10] [--sizes 1000,10000,100000] [--million]
                            [--repeats N] [--json]
                            [--profile STEP [--without-preferences]]

          --scenario   fanout10 (default), or app: 100 windows of a 1,000-leaf tree (--sizes
                       gives the leaves per window) opened, closed, focused, and an
                       @AppStorage change read in every window; or focus: 100 such windows
                       with 10 fields publishing a focused value a menu command reads, for
                       moving focus, switching the key window and publishing a value;
                       or styles: 1,000 buttons (--sizes gives the count) drawn by a custom
                       ButtonStyle against the same buttons drawn by .bordered;
                       or layout: 100,000 texts (--sizes) in VStacks of ten, a full layout
                       against the mount and a one-leaf change against the full layout;
                       or lazy: 100,000 rows (--sizes) in a LazyVStack against a VStack in
                       a ScrollView, mounted and laid out, then scrolled by a screen; and a
                       custom Layout at 1,000 and 10,000 children;
                       or accessibility: 100,000 texts (--sizes) in VStacks of ten, the
                       first accessibility tree against the mount and a one-text change
                       against the first tree; and a 10,000-row lazy list's tree
          --sizes      leaf counts, each a power of ten from 10 to 1,000,000
          --million    also run 1,000,000 leaves (about 4.5 million graph nodes; several GB
                       and minutes), for the cost per leaf at scale
          --repeats    timed runs per step (default 5; plus 10 back-to-back one-leaf updates)
          --json       print the figures as JSON instead of a table
          --profile S  only run step S (mount, render, leaf, env, teardown, tap, baseline) once
                       at the first size, inside profileStep(), for a profiler:
                       valgrind --tool=callgrind --toggle-collect='*profileStep*' …
          --without-preferences
                       with --profile: use the tree without preference writers and readers

        """
    FileHandle.standardError.write(Data(text.utf8))
    exit(2)
}

func parseOptions(_ arguments: [String]) -> Options {
    var options = Options()
    var rest = arguments[...]
    while let argument = rest.popFirst() {
        switch argument {
        case "--json": options.json = true
        case "--million": options.million = true
        case "--without-preferences": options.preferences = false
        case "--scenario":
            guard let name = rest.popFirst(),
                [
                    "fanout10", "app", "focus", "styles", "layout", "lazy", "animation",
                    "accessibility",
                ].contains(name)
            else {
                usage()
            }
            options.scenario = name
        case "--sizes":
            guard let list = rest.popFirst() else { usage() }
            let sizes = list.split(separator: ",").map {
                Int($0.replacingOccurrences(of: "_", with: ""))
            }
            guard !sizes.isEmpty, sizes.allSatisfy({ $0.flatMap(levels(forLeaves:)) != nil }) else {
                usage()
            }
            options.sizes = sizes.compactMap { $0 }
        case "--profile":
            guard let name = rest.popFirst(), let step = ProfileStep(rawValue: name) else {
                usage()
            }
            options.profile = step
        case "--repeats":
            guard let text = rest.popFirst(), let count = Int(text), count > 0 else { usage() }
            options.repeats = count
        default: usage()
        }
    }
    return options
}

/// The 1-minute load average from /proc/loadavg.
func loadAverage() -> String {
    let text = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? ""
    return text.split(separator: " ").first.map(String.init) ?? "?"
}

/// The number of group levels of a fan-out-10 tree with `leaves` leaves, if it has one.
func levels(forLeaves leaves: Int) -> Int? {
    (1...6).first { leavesInTree(levels: $0) == leaves }
}

let options = parseOptions(Array(CommandLine.arguments.dropFirst()))
if let step = options.profile {
    let size = options.sizes.first ?? 10_000
    try runProfile(step, levels: levels(forLeaves: size)!, preferences: options.preferences)
    print(
        "profiled \(step.rawValue) at \(size.formatted) leaves, \(options.preferences ? "with" : "without") preferences"
    )
    exit(0)
}
if options.scenario == "app" {
    let leaves = options.sizes.count == 1 ? options.sizes[0] : 1_000
    print(
        MainActor.assumeIsolated {
            runAppScenario(windows: 100, leaves: leaves, repeats: options.repeats ?? 5)
        })
    exit(0)
}
if options.scenario == "styles" {
    let buttons = options.sizes.count == 1 ? options.sizes[0] : 1_000
    print(
        MainActor.assumeIsolated {
            runStyleScenario(buttons: buttons, repeats: options.repeats ?? 5)
        })
    exit(0)
}
if options.scenario == "layout" {
    let leaves = options.sizes.count == 1 ? options.sizes[0] : 100_000
    print(
        MainActor.assumeIsolated {
            runLayoutScenario(leaves: leaves, repeats: options.repeats ?? 3)
        })
    exit(0)
}
if options.scenario == "animation" {
    let leaves = options.sizes.count == 1 ? options.sizes[0] : 10_000
    print(
        MainActor.assumeIsolated {
            runAnimationScenario(leaves: leaves, repeats: options.repeats ?? 3)
        })
    exit(0)
}
if options.scenario == "lazy" {
    let rows = options.sizes.count == 1 ? options.sizes[0] : 100_000
    print(
        MainActor.assumeIsolated {
            runLazyScenario(rows: rows, repeats: options.repeats ?? 3) + "\n"
                + runCustomLayoutScale(repeats: options.repeats ?? 3)
        })
    exit(0)
}
if options.scenario == "accessibility" {
    let leaves = options.sizes.count == 1 ? options.sizes[0] : 100_000
    print(
        MainActor.assumeIsolated {
            runAccessibilityScenario(leaves: leaves, repeats: options.repeats ?? 3)
        })
    exit(0)
}
if options.scenario == "focus" {
    let leaves = options.sizes.count == 1 ? options.sizes[0] : 1_000
    print(
        MainActor.assumeIsolated {
            runFocusScenario(windows: 100, leaves: leaves, repeats: options.repeats ?? 5)
        })
    exit(0)
}
let cores = ProcessInfo.processInfo.activeProcessorCount
let loadBefore = loadAverage()
var results: [SizeResult] = []
var failures: [String] = []
let progress: (String) -> Void = { message in
    FileHandle.standardError.write(Data("… \(message)\n".utf8))
}
if !Memory.canResetPeak {
    progress("warning: /proc/self/clear_refs is not writable; peaks are not reset between cases")
}
let sizes = Set(options.sizes + (options.million ? [1_000_000] : []))
for size in sizes.sorted() {
    let levels = levels(forLeaves: size)!
    var run = FanoutRun(levels: levels, repeats: options.repeats ?? 5)
    results.append(run.run(progress: progress))
    failures += run.failures
}

let report = Report(
    scenario: options.scenario, cores: cores,
    rootEnvironmentChange:
        "ViewHost.colorScheme, read by every leaf with @Environment(\\.colorScheme)",
    loadBefore: loadBefore, loadAfter: loadAverage(), sizes: results, failures: failures)
if options.json {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    // swift-format-ignore: NeverUseForceTry
    let data = try! encoder.encode(report)
    print(String(decoding: data, as: UTF8.self))
} else {
    print(report.table())
}
if !failures.isEmpty {
    FileHandle.standardError.write(
        Data(("\nFAILED:\n" + failures.map { "- " + $0 }.joined(separator: "\n") + "\n").utf8))
    exit(1)
}
