import CanopyFuzz
import Foundation

/// `canopy-fuzz --apps`: generated apps until the deadline or the case count; on a failure the
/// case is shrunk and printed (seed, steps, and the app as Swift code). Returns the exit status.
@MainActor
func runApps(_ options: Options, deadline: Date) -> Int32 {
    let start = Date()
    let maxNodes = options.maxNodes ?? 14
    let maxSteps = options.maxSteps ?? 14
    var generator = FuzzAppGenerator(
        seed: options.seed, navigationLifecycle: options.navigationLifecycle)
    var statistics = AppDifferentialCheck.Statistics()
    print(
        "canopy-fuzz --apps\(options.navigationLifecycle ? "" : " --without-navigation-lifecycle"): seed \(options.seed), up to \(options.minutes) min, scenes ≤ \(maxNodes) nodes, ≤ \(maxSteps) steps"
    )
    while statistics.cases < options.cases && Date() < deadline {
        let fuzzCase = generator.makeCase(maxNodes: maxNodes, maxSteps: maxSteps)
        let number = statistics.cases + 1
        if let failure = AppDifferentialCheck.run(fuzzCase, statistics: &statistics) {
            print("case \(number) failed \(failure)")
            print(
                "shrinking \(FuzzAppShrinker.size(fuzzCase)) nodes and \(fuzzCase.steps.count) steps…"
            )
            let shrunk = FuzzAppShrinker.shrink(fuzzCase) { AppDifferentialCheck.run($0) != nil }
            let shrunkFailure =
                AppDifferentialCheck.run(shrunk).map(String.init(describing:))
                ?? "(no longer fails)"
            print(
                FuzzAppSwiftPrinter.source(
                    for: shrunk,
                    comment: [
                        "canopy-fuzz --apps\(options.navigationLifecycle ? "" : " --without-navigation-lifecycle") --seed \(options.seed): case \(number), shrunk to \(FuzzAppShrinker.size(shrunk)) nodes and \(shrunk.steps.count) steps",
                        "Steps: " + shrunk.steps.map(\.description).joined(separator: "; "),
                    ] + shrunkFailure.split(separator: "\n").map(String.init)))
            print(statistics.summary)
            return 1
        }
        if statistics.cases % 500 == 0 {
            print("  \(statistics.cases) cases, \(Int(Date().timeIntervalSince(start))) s")
        }
    }
    let seconds = Date().timeIntervalSince(start)
    print("passed in \(String(format: "%.1f", seconds)) s: " + statistics.summary)
    return 0
}
