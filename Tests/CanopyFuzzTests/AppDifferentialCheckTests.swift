import Canopy
import CanopyFuzz
import Foundation
import Testing

@MainActor
@Suite("Differential self-check for apps: every step equals a fresh launch and the rules")
struct AppDifferentialCheckTests {
    /// Runs `count` generated apps; a failure is shrunk and printed as Swift code.
    func run(seed: UInt64, count: Int) -> AppDifferentialCheck.Statistics {
        var generator = FuzzAppGenerator(seed: seed)
        var statistics = AppDifferentialCheck.Statistics()
        for index in 0..<count {
            let fuzzCase = generator.makeCase(maxNodes: 8, maxSteps: 8)
            guard let failure = AppDifferentialCheck.run(fuzzCase, statistics: &statistics) else {
                continue
            }
            let shrunk = FuzzAppShrinker.shrink(fuzzCase) { AppDifferentialCheck.run($0) != nil }
            let shrunkFailure =
                AppDifferentialCheck.run(shrunk).map(String.init(describing:)) ?? "?"
            Issue.record(
                """
                seed \(seed), case \(index): \(failure)
                shrunk to \(FuzzAppShrinker.size(shrunk)) nodes and \(shrunk.steps.count) steps: \(shrunkFailure)
                \(FuzzAppSwiftPrinter.source(for: shrunk))
                """)
            break
        }
        return statistics
    }

    @Test(
        "S2, S5, S6, F5–F9, D6, D8, D9, D10, L3: 30 random apps (windows, storage, lists, sheets, alerts, navigation, focus, typing, commands, relaunches), no difference, every host freed (fixed seed)"
    )
    func fixedSeedRun() {
        // The first 30 of the 200 cases `Scripts/long-checks.sh` runs with `canopy-fuzz --apps`.
        let statistics = run(seed: 2026, count: 30)
        // The generated space is exercised, not just generated.
        for kind in [
            "open", "close", "focus", "type", "relaunch", "tap P", "tap N", "command Open g1",
        ] {
            #expect(statistics.acted[kind, default: 0] > 0, "no step did \(kind)")
        }
    }

    @Test(
        "Generated apps put fields beside buttons in list rows and sections, and type into them (issue 36)"
    )
    func listRowsAreGenerated() {
        var generator = FuzzAppGenerator(seed: 2026)
        var found: Set<String> = []
        for _ in 0..<30 {
            let fuzzCase = generator.makeCase(maxNodes: 8, maxSteps: 8)
            let types = fuzzCase.steps.contains {
                if case .type = $0 { return true } else { return false }
            }
            for node in fuzzCase.spec.contents.values.flatMap(preorder) {
                guard case .stack(let arrangement, let children) = node.kind else { continue }
                found.insert("\(arrangement)")
                let items = children.flatMap(preorder)
                if arrangement == .list && children.contains(where: Self.isSection) {
                    found.insert("list with a section")
                }
                if arrangement == .horizontal && items.contains(where: Self.isField)
                    && items.contains(where: { !Self.isField($0) })
                {
                    found.insert(types ? "typed row with a field" : "row with a field")
                }
            }
        }
        #expect(
            found.isSuperset(of: [
                "vertical", "horizontal", "list", "section", "list with a section",
                "typed row with a field",
            ]), "\(found)")
    }

    private static func isSection(_ node: FuzzAppNode) -> Bool {
        if case .stack(.section, _) = node.kind { return true } else { return false }
    }

    private static func isField(_ node: FuzzAppNode) -> Bool {
        if case .field = node.kind { return true } else { return false }
    }

    @Test("Every kind of app node and step passes the check")
    func everyKind() {
        var statistics = AppDifferentialCheck.Statistics()
        #expect(AppDifferentialCheck.run(SampleAppCases.everyKind, statistics: &statistics) == nil)
        // Every step acted on something.
        #expect(statistics.acted.values.reduce(0, +) == SampleAppCases.everyKind.steps.count)
    }

    @Test("The same seed generates the same apps")
    func deterministicGeneration() {
        var first = FuzzAppGenerator(seed: 7)
        var second = FuzzAppGenerator(seed: 7)
        for _ in 0..<20 {
            #expect(
                FuzzAppDescription.text(for: first.makeCase())
                    == FuzzAppDescription.text(for: second.makeCase()))
        }
    }

    @Test("A failing app case is shrunk to the nodes and steps it needs")
    func shrinksToWhatMatters() {
        // A stand-in failure: "a sheet inside a navigation destination, and a relaunch".
        func fails(_ fuzzCase: FuzzAppCase) -> Bool {
            let sheetInDestination = fuzzCase.spec.contents.values.contains { content in
                preorder(content).contains { node in
                    guard case .navigation(_, _, let destination) = node.kind else { return false }
                    return preorder(destination).contains {
                        if case .sheet = $0.kind { return true } else { return false }
                    }
                }
            }
            return sheetInDestination && fuzzCase.steps.contains(.relaunch)
        }
        var generator = FuzzAppGenerator(seed: 11)
        guard
            let original = (0..<3_000).lazy.map({ _ in generator.makeCase() }).first(where: fails)
        else {
            Issue.record("no generated app has a sheet in a destination and a relaunch")
            return
        }
        let shrunk = FuzzAppShrinker.shrink(original, fails: fails)
        #expect(fails(shrunk))
        #expect(shrunk.steps == [.relaunch])
        // The navigation stack, its root, the sheet and its content; the main window keeps one.
        #expect(FuzzAppShrinker.size(shrunk) <= 5)
        #expect(shrunk.spec.commands.isEmpty)
    }

    @Test(
        "A printed app case is the Swift file it was checked in as, and that app behaves the same"
    )
    func printedSourceBuildsAndBehaves() throws {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/PrintedEveryKindApp.swift")
        let expected = try String(contentsOf: fixture, encoding: .utf8)
            .replacingOccurrences(of: "// swift-format-ignore-file\n", with: "")
        let transcript = AppDifferentialCheck.transcript(of: SampleAppCases.everyKind)
        let printed = FuzzAppSwiftPrinter.source(
            for: SampleAppCases.everyKind, calls: transcript.calls,
            comment: ["Every kind of app node and step (the app printer's golden file)."])
        #expect(printed == expected)
        // The checked-in file is compiled into this test target: its app, driven by its steps,
        // ends where the generated app ends.
        let host = AppHost(ReproApp())
        try runReproSteps(host)
        // Only the app menu's name differs: it is the app type's (`ReproApp`, `FuzzApp`).
        let screen = host.render().replacingOccurrences(of: "Repro", with: "Fuzz")
        #expect(screen == transcript.screen)
        #expect(!ReproAppLog.events.isEmpty)
    }

    private func preorder(_ root: FuzzAppNode) -> [FuzzAppNode] {
        [root] + root.kind.children.flatMap(preorder)
    }
}
