import Canopy
import CanopyFuzz
import Foundation
import Testing

@MainActor
@Suite("Differential self-check: incremental updates equal a fresh mount and the rules")
struct DifferentialCheckTests {
    /// Runs `count` generated cases, with lazy containers or without, animated or not; a
    /// failure is shrunk and printed as Swift code.
    func run(
        seed: UInt64, count: Int, lazy: Bool = true, animations: Bool = false,
        accessibility: Bool = false
    ) {
        var generator = FuzzGenerator(seed: seed)
        generator.generatesLazyContainers = lazy
        generator.generatesAnimations = animations
        generator.generatesAccessibility = accessibility
        for index in 0..<count {
            let fuzzCase = generator.makeCase(maxNodes: 30, maxSteps: 10)
            guard let failure = DifferentialCheck.run(fuzzCase) else { continue }
            let shrunk = FuzzShrinker.shrink(fuzzCase) { DifferentialCheck.run($0) != nil }
            let shrunkFailure = DifferentialCheck.run(shrunk).map(String.init(describing:)) ?? "?"
            Issue.record(
                """
                seed \(seed), case \(index): \(failure)
                shrunk to \(shrunk.root.size) nodes and \(shrunk.steps.count) steps: \(shrunkFailure)
                \(FuzzSwiftPrinter.source(for: shrunk))
                """)
            return
        }
    }

    // The first cases of the fixed-seed runs: `Scripts/long-checks.sh` (CI runs it after
    // `swift test`) runs 400 and 300 of each with `canopy-fuzz`, the same cases from the same
    // seed and sizes, where their minute of run time does not slow every `swift test`.

    @Test(
        "L1–L5, E3–E7, E11, P2–P7, D3: 60 random trees, every change mechanism, no difference (fixed seed)"
    )
    func fixedSeedRun() {
        // Without lazy containers, which the next test covers.
        run(seed: 2026, count: 60, lazy: false)
    }

    @Test("G29, D17, D24: 40 random trees with lazy containers and sections (fixed seed)")
    func fixedSeedLazyRun() {
        // These 300 cases pass since the session that fixed what the check found: rows of
        // several views or none in lazy stacks, sections and lists; empty rows looping; a
        // horizontal scroll view aligned on the wrong axis; preferences from rows kept off
        // screen; a reader seeing each round of lazy loading; rows disappearing after others
        // appeared in one update, in one container or across nested ones; lazy grid cells of
        // several views or none; rows in view that depended on an earlier layout. Longer runs
        // (`canopy-fuzz --seed N --minutes M`) are the way to look for what is left.
        run(seed: 2026, count: 40, lazy: true)
    }

    @Test(
        "A6, A9, A11, A12, A16, A17, D76: 30 random trees with accessibility modifiers, the kept tree equals a fresh mount's (fixed seed)"
    )
    func fixedSeedAccessibilityRun() {
        run(seed: 2026, count: 30, lazy: false, accessibility: true)
    }

    @Test(
        "A1, A13–A15, D97: 30 random trees with lazy containers, accessibility modifiers and VoiceOver steps, the kept tree equals a fresh mount's (fixed seed)"
    )
    func fixedSeedLazyAccessibilityRun() {
        run(seed: 2027, count: 30, lazy: true, accessibility: true)
    }

    @Test(
        "T1–T17, D31–D34: 40 random animated trees, run to the end of every animation, no difference (fixed seed)"
    )
    func fixedSeedAnimatedRun() {
        // The same cases `Scripts/long-checks.sh` runs 300 of.
        run(seed: 2026, count: 40, lazy: false, animations: true)
    }

    @Test("D34: a view inserted again while held for its removal comes back")
    func heldViewInsertedAgain() {
        // `if v1 is even { Text.onAppear.onDisappear }`, hidden and shown again within one
        // linear second: the held view stops leaving and neither disappears nor appears again.
        let text = FuzzNode(id: 5, kind: .text(.constant(0)))
        let lifecycle = FuzzNode(id: 4, kind: .lifecycle(text))
        let root = FuzzNode(id: 3, kind: .conditional(.variable(1, plus: 0), lifecycle, nil))
        let fuzzCase = FuzzCase(
            root: root,
            steps: [
                .animated(.linear(1), .root(1), completion: false),
                .advance(frames: 15, sampled: false),
                .animated(.linear(1), .root(1), completion: false),
            ])
        let failure = DifferentialCheck.run(fuzzCase)
        #expect(failure == nil, "\(failure.map(String.init(describing:)) ?? "")")
    }

    @Test("T14, T8/T10: completions counted and sampled timing curves pass the check")
    func completionsAndSamples() {
        let text = FuzzNode(id: 4, kind: .text(.variable(1, plus: 0)))
        let root = FuzzNode(id: 3, kind: .effect(.opacity, .variable(1, plus: 0), text))
        let fuzzCase = FuzzCase(
            root: root,
            steps: [
                .animated(.easeInOut(0.5), .root(1), completion: true),
                .advance(frames: 10, sampled: true),
                .animated(.linear(0.25), .root(1), completion: true),
                .advance(frames: 5, sampled: false),
            ])
        #expect(fuzzCase.usesAnimations)
        #expect(DifferentialCheck.run(fuzzCase) == nil)
    }

    @Test("Every animation construct and step passes the check")
    func everyAnimatedKind() {
        let fuzzCase = FuzzCase(
            root: SampleCases.animated { FuzzNode(id: $0, kind: $1) },
            steps: [
                .animated(.linear(1), .root(1), completion: true),
                .advance(frames: 30, sampled: true),
                .animated(.easeInOut(0.5), .root(1), completion: false),
                .root(2), .advance(frames: 120, sampled: true),
            ])
        #expect(DifferentialCheck.run(fuzzCase) == nil)
    }

    @Test("L3/D3/E7: the issue's outer-environment-and-inner-object tree passes the check")
    func outerEnvironmentAndInnerObject() {
        #expect(DifferentialCheck.run(SampleCases.outerEnvironmentAndInnerObject) == nil)
    }

    @Test("Every kind of node and step passes the check")
    func everyKind() {
        #expect(DifferentialCheck.run(SampleCases.everyKind) == nil)
    }

    @Test("The same seed generates the same cases")
    func deterministicGeneration() {
        var first = FuzzGenerator(seed: 7)
        var second = FuzzGenerator(seed: 7)
        for _ in 0..<20 {
            let a = first.makeCase()
            let b = second.makeCase()
            #expect(FuzzSwiftPrinter.source(for: a) == FuzzSwiftPrinter.source(for: b))
        }
    }

    @Test("Animated values are read back from a rendering; held views are left out of the texts")
    func animatedRendering() {
        let (shape, values) = DifferentialCheck.animatedValues(
            in: "│  └─ Text \"t4 1\" .opacity(0.25) .offset(x: 12.5, y: -6.25)  animating opacity"
        )
        #expect(shape == "│  └─ Text \"t4 1\" .opacity() .offset()")
        #expect(values == [0.25, 12.5, -6.25])
        let rendered = """
            VStack
            ├─ VStack  removing
            │  ├─ Text "gone"
            │  └─ Text "gone too"
            └─ Text "kept"
            """
        #expect(
            DifferentialCheck.renderedTexts(DifferentialCheck.withoutHeldViews(rendered)) == [
                "kept"
            ])
    }

    @Test("Text lines are read back from a rendering, escapes undone, overlays included")
    func renderedTexts() {
        let rendered = """
            VStack
            ├─ FuzzView .overlay(Text "v4 [1, 2]")
            │  └─ Text "t5 \\"q\\" 3"
            └─ Button "L3@"
            """
        #expect(DifferentialCheck.renderedTexts(rendered) == ["v4 [1, 2]", "t5 \"q\" 3"])
    }
}

@Suite("Predicting texts inside lazy containers")
struct TextPatternTests {
    @Test("G29/D17: a row of a lazy container shows whole or not at all; unknown values match any")
    func optionalRows() {
        let patterns: [FuzzTextPattern] = [
            .text("a"), .optional([.text("r1"), .text("r1b")]), .optional([.text("r2")]),
            .prefix("p4 "),
        ]
        #expect(FuzzTextPattern.matches(patterns, ["a", "r1", "r1b", "r2", "p4 7"]))
        #expect(FuzzTextPattern.matches(patterns, ["a", "r2", "p4 []"]))
        #expect(FuzzTextPattern.matches(patterns, ["a", "p4 0"]))
        #expect(!FuzzTextPattern.matches(patterns, ["a", "r1", "r2", "p4 0"]))
        #expect(!FuzzTextPattern.matches(patterns, ["a", "r2", "r1", "r1b", "p4 0"]))
        #expect(!FuzzTextPattern.matches(patterns, ["a", "r2"]))
        #expect(FuzzTextPattern.known([.text("a"), .text("b")]) == ["a", "b"])
        #expect(FuzzTextPattern.known(patterns) == nil)
    }
}

@MainActor
@Suite("Shrinking and printing a failure")
struct ShrinkerTests {
    @Test("A failure is shrunk to the nodes and steps it needs")
    func shrinksToWhatMatters() {
        // A stand-in failure: "a local inside a ForEach, tapped". Everything else should go.
        func fails(_ fuzzCase: FuzzCase) -> Bool {
            let nodes = FuzzShrinker.preorder(fuzzCase.root)
            let localInForEach = nodes.contains { node in
                guard case .forEach(_, let template) = node.kind else { return false }
                return FuzzShrinker.preorder(template).contains {
                    if case .local = $0.kind { return true } else { return false }
                }
            }
            let tapped = fuzzCase.steps.contains {
                if case .tap = $0 { return true } else { return false }
            }
            return localInForEach && tapped
        }
        var generator = FuzzGenerator(seed: 11)
        var found: FuzzCase?
        for _ in 0..<2_000 {
            let candidate = generator.makeCase(maxNodes: 40, maxSteps: 10)
            if fails(candidate) {
                found = candidate
                break
            }
        }
        guard let original = found else {
            Issue.record("no generated case has a tapped local inside a ForEach")
            return
        }
        let shrunk = FuzzShrinker.shrink(original, fails: fails)
        #expect(fails(shrunk))
        #expect(shrunk.steps.count == 1)
        #expect(shrunk.root.size <= 3)
        #expect(shrunk.root.size < original.root.size || original.root.size <= 3)
    }

    @Test(
        "An animated failure is shrunk: its steps lose their animation and frames, its tree its effects"
    )
    func shrinksAnimatedCases() {
        // A stand-in failure: "a transition in the tree, and time passing after a change made
        // in withAnimation".
        func fails(_ fuzzCase: FuzzCase) -> Bool {
            let hasTransition = FuzzShrinker.preorder(fuzzCase.root).contains {
                if case .transition = $0.kind { return true } else { return false }
            }
            guard hasTransition,
                let animated = fuzzCase.steps.firstIndex(where: {
                    if case .animated = $0 { return true } else { return false }
                })
            else { return false }
            return fuzzCase.steps[animated...].contains {
                if case .advance = $0 { return true } else { return false }
            }
        }
        var generator = FuzzGenerator(seed: 5)
        guard
            let original = (0..<2_000).lazy.map({ _ in generator.makeCase() }).first(where: fails)
        else {
            Issue.record(
                "no generated case has a transition and time passing after an animated change")
            return
        }
        let shrunk = FuzzShrinker.shrink(original, fails: fails)
        #expect(fails(shrunk))
        #expect(shrunk.steps.count == 2)
        // The least animation, no completion, a single frame passing at once.
        #expect(shrunk.steps.last == .advance(frames: 1, sampled: false))
        if case .animated(let animation, _, let completion) = shrunk.steps.first {
            #expect(
                animation == .linear(0.25) || animation == .linear(0.5) || animation == .linear(1))
            #expect(!completion)
        }
        #expect(shrunk.root.size <= 3)
        let source = FuzzSwiftPrinter.source(for: shrunk)
        #expect(source.contains(".transition("))
        #expect(source.contains("withAnimation(.linear(duration: "))
        #expect(source.contains("host.advanceTime(by: 1.0 / 60)"))
    }

    @Test(
        "A printed case is the Swift file it was checked in as, and that file builds and behaves the same"
    )
    func printedSourceBuildsAndBehaves() throws {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/PrintedEveryKind.swift")
        // The fixture opts out of swift-format (its first line), so it stays byte for byte what
        // the printer prints.
        let expected = try String(contentsOf: fixture, encoding: .utf8)
            .replacingOccurrences(of: "// swift-format-ignore-file\n", with: "")
        let printed = FuzzSwiftPrinter.source(
            for: SampleCases.everyKind,
            comment: ["Every kind of node and step (the printer's golden file)."])
        #expect(printed == expected)
        // The checked-in file is compiled into this test target: run it and the generated
        // views through the same steps and compare what they show.
        let repro = try reproduce()
        let world = FuzzWorld()
        let context = FuzzHostContext(world: world)
        let host = ViewHost(FuzzRoot(SampleCases.everyKind.root, context: context))
        var oracle = FuzzOracle()
        var expectation = oracle.predict(SampleCases.everyKind.root, world: world)
        func apply(_ step: FuzzStep) throws {
            switch step {
            case .root(let name): try host.tap("R\(name)")
            case .combined: try host.tap("Rx")
            case .tap(let node, _):
                let label = expectation.buttons.keys.filter {
                    ["L", "B", "S"].map { "\($0)\(node)@" }.contains(where: $0.hasPrefix)
                }.sorted().first
                if let label { try host.tap(label) }
            case .animated(let animation, let inner, _):
                // As the printed file does: an outside change in the transaction, then an
                // update; a tap in it whole.
                if world.isOutside(inner) {
                    withAnimation(animation.animation) { world.apply(inner) }
                    host.flush()
                } else {
                    try withAnimation(animation.animation) { try apply(inner) }
                }
            case .advance(let frames, let sampled):
                if sampled {
                    for _ in 0..<frames { host.advanceTime(by: 1.0 / 60) }
                } else {
                    host.advanceTime(by: Double(frames) / 60)
                }
            default:
                world.apply(step)
                host.flush()
            }
        }
        for step in SampleCases.everyKind.steps {
            try apply(step)
            expectation = oracle.predict(SampleCases.everyKind.root, world: world)
        }
        #expect(
            DifferentialCheck.renderedTexts(repro.render())
                == DifferentialCheck.renderedTexts(host.render()))
    }
}
