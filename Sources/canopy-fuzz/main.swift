// canopy-fuzz: the differential self-check, run for as long as you like.
//
//     swift run -c release canopy-fuzz --minutes 10 --seed 42
//
// Generates random view trees and change sequences from the seed, checks every step of each
// against a fresh mount and the rules, and on the first failure shrinks it to a minimal case and
// prints that case as Swift code. With `--apps` it generates apps instead (windows, scenes,
// storage, lists, sheets, navigation, focus, typing, commands, relaunches), checks every step
// against the rules and a fresh launch (frames and incremental layout too), quits, relaunches
// and releases every app, and on a failure prints the shrunk case as Swift code with its seed
// and steps. View trees animate too (effects, `.animation(_:value:)`, transitions,
// `withAnimation` with completions, time passing), and every case runs its animations to their
// end before the last comparison. Exit status: 0 when every case passed, 1 on a failure, 2 on a bad argument.
import CanopyFuzz
import Foundation

struct Options {
    var minutes = 1.0
    var seed: UInt64 = 1
    var cases = Int.max
    /// `nil`: the mode's default.
    var maxNodes: Int?
    var maxSteps: Int?
    var apps = false
    var navigationLifecycle = true
    var lazyContainers = true
    var animations = true
    var accessibility = false
    /// A case whose source is printed before it runs (a crash cannot be shrunk).
    var printedCase: Int?
    /// The only case run (the ones before it are generated, not run).
    var onlyCase: Int?
}

func parse(_ arguments: [String]) -> Options? {
    var options = Options()
    var index = 0
    func value() -> String? {
        index += 1
        return index < arguments.count ? arguments[index] : nil
    }
    while index < arguments.count {
        switch arguments[index] {
        case "--minutes":
            guard let v = value().flatMap(Double.init), v > 0 else { return nil };
            options.minutes = v
        case "--seed":
            guard let v = value().flatMap({ UInt64($0) }) else { return nil }; options.seed = v
        case "--cases":
            guard let v = value().flatMap({ Int($0) }), v > 0 else { return nil }; options.cases = v
        case "--max-nodes":
            guard let v = value().flatMap({ Int($0) }), v > 0 else { return nil };
            options.maxNodes = v
        case "--max-steps":
            guard let v = value().flatMap({ Int($0) }), v > 0 else { return nil };
            options.maxSteps = v
        case "--apps": options.apps = true
        case "--without-navigation-lifecycle": options.navigationLifecycle = false
        case "--without-lazy": options.lazyContainers = false
        case "--without-animations": options.animations = false
        case "--accessibility": options.accessibility = true
        case "--only-case":
            guard let v = value().flatMap({ Int($0) }), v > 0 else { return nil }
            options.onlyCase = v
        case "--print-case":
            guard let v = value().flatMap({ Int($0) }), v > 0 else { return nil }
            options.printedCase = v
        default: return nil
        }
        index += 1
    }
    return options
}

let usage = """
    usage: canopy-fuzz [--apps [--without-navigation-lifecycle]] [--without-lazy]
                       [--without-animations] [--accessibility]
                       [--print-case K] [--only-case K]
                       [--minutes M] [--seed N] [--cases K] [--max-nodes N] [--max-steps N]
      --apps         generate apps (windows, storage, lists, sheets, navigation, focus,
                     commands) instead of view trees
      --without-navigation-lifecycle
                     with --apps, leave out dismiss() in pushed destinations and
                     onAppear/onDisappear in navigation stacks (to check a runtime older than
                     issue 19's L3 work)
      --without-lazy without --apps, leave out lazy containers (lazy stacks and grids in
                     scroll views, lists, forms; to look for other failures)
      --accessibility
                     without --apps, also put accessibility modifiers in the trees (labels,
                     hiding, .combine, .contain, representations, synthetic children,
                     rotors, adjustable and named actions), so the tree compared with a
                     fresh mount's after every step has them, and steps that operate it as
                     VoiceOver does (activate, increment, decrement, named action, focus)
      --without-animations
                     without --apps, leave out animations: effects, .animation(_:value:),
                     transitions, withAnimation and time passing (the cases the same seed
                     made before issue 38)
      --print-case K without --apps, print case K as Swift before running it (a case that
                     crashes the process cannot be shrunk)
      --only-case K  without --apps, run only case K (the cases before it are generated, to
                     reach it, but not run)
      --minutes M    stop after M minutes (default 1)
      --seed N       the generator's seed (default 1); the same seed gives the same cases
      --cases K      stop after K cases
      --max-nodes N  largest tree (default 40; with --apps, per scene, default 14)
      --max-steps N  most steps per case (default 12; with --apps, default 14)
    """

guard let options = parse(Array(CommandLine.arguments.dropFirst())) else {
    FileHandle.standardError.write(Data((usage + "\n").utf8))
    exit(2)
}

let start = Date()
let deadline = start.addingTimeInterval(options.minutes * 60)
if options.apps {
    exit(runApps(options, deadline: deadline))
}
let maxNodes = options.maxNodes ?? 40
let maxSteps = options.maxSteps ?? 12
var generator = FuzzGenerator(seed: options.seed)
generator.generatesLazyContainers = options.lazyContainers
generator.generatesAnimations = options.animations
generator.generatesAccessibility = options.accessibility
var checked = 0
var steps = 0
var nodes = 0
print(
    "canopy-fuzz: seed \(options.seed), up to \(options.minutes) min, trees ≤ \(maxNodes) nodes, ≤ \(maxSteps) steps"
)
while checked < min(options.cases, options.onlyCase ?? .max) && Date() < deadline {
    let fuzzCase = generator.makeCase(maxNodes: maxNodes, maxSteps: maxSteps)
    checked += 1
    if checked == options.printedCase {
        print(
            FuzzSwiftPrinter.source(
                for: fuzzCase,
                comment: [
                    "canopy-fuzz --seed \(options.seed): case \(checked)",
                    "Steps: " + fuzzCase.steps.map(\.description).joined(separator: "; "),
                ]))
    }
    if let only = options.onlyCase, checked != only { continue }
    steps += fuzzCase.steps.count
    nodes += fuzzCase.root.size
    if let failure = DifferentialCheck.run(fuzzCase) {
        print("case \(checked) failed \(failure)")
        print("shrinking \(fuzzCase.root.size) nodes and \(fuzzCase.steps.count) steps…")
        let shrunk = FuzzShrinker.shrink(fuzzCase) { DifferentialCheck.run($0) != nil }
        let shrunkFailure =
            DifferentialCheck.run(shrunk).map(String.init(describing:)) ?? "(no longer fails)"
        print(
            FuzzSwiftPrinter.source(
                for: shrunk,
                comment: [
                    "canopy-fuzz --seed \(options.seed): case \(checked), shrunk to \(shrunk.root.size) nodes and \(shrunk.steps.count) steps",
                    "Steps: " + shrunk.steps.map(\.description).joined(separator: "; "),
                ] + shrunkFailure.split(separator: "\n").map(String.init)))
        exit(1)
    }
    if checked % 1_000 == 0 {
        print("  \(checked) cases, \(Int(Date().timeIntervalSince(start))) s")
    }
}
let seconds = Date().timeIntervalSince(start)
if let only = options.onlyCase {
    print("case \(only) (\(nodes) nodes, \(steps) steps) passed")
    exit(0)
}
print(
    "\(checked) cases (\(nodes) nodes, \(steps) steps) passed in \(String(format: "%.1f", seconds)) s"
)
