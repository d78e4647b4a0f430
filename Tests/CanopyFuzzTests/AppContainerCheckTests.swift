import Canopy
import CanopyFuzz
import Testing

@MainActor
@Suite("C1–C14: the app check covers what containers collect: bar items, badges, detents")
struct AppContainerCheckTests {
    @Test("C1, C5, C10, C11, C13, C14: tab views, toolbars and detent sheets pass the check")
    func containersPass() {
        var statistics = AppDifferentialCheck.Statistics()
        let fuzzCase = SampleContainerCases.containers(on: .iPadOS)
        #expect(AppDifferentialCheck.run(fuzzCase, statistics: &statistics) == nil)
        for kind in [
            "tap C", "tap T", "tap N", "tap P", "tap D", "selectTab", "drag large", "back",
            "dismiss",
        ] {
            #expect(statistics.acted[kind] != nil, "no step acted as \(kind)")
        }
        // The swipe on the sheet refusing it and the drag to a detent not offered acted on
        // nothing; everything else did.
        #expect(statistics.acted.values.reduce(0, +) == fuzzCase.steps.count - 2)
        // On a Mac every item is on the window's or the sheet's toolbar and no sheet resizes.
        #expect(AppDifferentialCheck.run(SampleContainerCases.containers(on: .macOS)) == nil)
    }

    @Test("The generator makes every container kind and step for a fixed seed")
    func generatedKinds() {
        var generator = FuzzAppGenerator(seed: 40)
        var seen = Set<String>()
        for _ in 0..<400 {
            let fuzzCase = generator.makeCase()
            for content in fuzzCase.spec.contents.values {
                for node in preorder(content) {
                    switch node.kind {
                    case .tabs(let tabs, _):
                        seen.insert(tabs.usesTabType ? "Tab" : "tabItem")
                        if tabs.badged.contains(true) { seen.insert("badge") }
                    case .toolbar: seen.insert("toolbar")
                    case .detentSheet(let options, _):
                        if options.detents { seen.insert("detents") }
                        if options.dismissDisabled { seen.insert("interactiveDismissDisabled") }
                    default: break
                    }
                }
            }
            for step in fuzzCase.steps where step.kind == "selectTab" || step.kind == "drag" {
                seen.insert(step.kind)
            }
        }
        #expect(
            seen == [
                "Tab", "tabItem", "badge", "toolbar", "detents", "interactiveDismissDisabled",
                "selectTab", "drag",
            ])
    }

    @Test("C11, C14: a wrong collected value is caught against the rules and a fresh launch")
    func wrongValuesAreCaught() throws {
        let fuzzCase = SampleContainerCases.containers(on: .iPadOS)
        // Against the rules: the app's tab bars read with a badge too many.
        AppDifferentialCheck.collectedValuesHook = { values in
            values.tabBars = values.tabBars.map {
                $0.replacingOccurrences(of: "\"B2@#1\"", with: "\"B2@#1\" badge:\"9\"")
            }
        }
        defer { AppDifferentialCheck.collectedValuesHook = nil }
        let failure = try #require(AppDifferentialCheck.run(fuzzCase))
        #expect(failure.step == 0)
        #expect(failure.message.contains("tab views (C10, C11)"))
        AppDifferentialCheck.collectedValuesHook = nil

        // Against a fresh launch: the values read from a launched app, and one changed.
        let context = FuzzAppContext(spec: fuzzCase.spec)
        context.windowNumbers = [1]
        let host = AppHost(FuzzApp(context: context), platform: .iPadOS)
        let window = try host.window(1)
        let values = FuzzContainerValues(window)
        #expect(values.toolbarItems == ["T4@ @primaryAction"])
        #expect(values.tabBars.count == 2)
        try window.tap("P10@")
        let sheet = FuzzContainerValues(window)
        #expect(sheet.detent == .medium && sheet.detents == [.medium, .large])
        #expect(sheet.toolbarItems == ["T12@ @confirmationAction"])
        #expect(FuzzContainerValues.difference(fresh: [1: sheet], updated: [1: sheet]) == nil)
        var dragged = sheet
        dragged.detent = .large
        let difference = try #require(
            FuzzContainerValues.difference(fresh: [1: sheet], updated: [1: dragged]))
        #expect(difference.contains("window 1's containers collect other values"))
    }

    private func preorder(_ root: FuzzAppNode) -> [FuzzAppNode] {
        [root] + root.kind.children.flatMap(preorder)
    }
}

@MainActor
@Suite("C1, C11, C14: the view check covers what containers collect")
struct ViewContainerCheckTests {
    @Test("The view generator puts every container modifier in trees for a fixed seed")
    func generatedKinds() {
        var generator = FuzzGenerator(seed: 40)
        var seen = Set<Int>()
        for _ in 0..<200 {
            for node in preorder(generator.makeCase().root) {
                if case .container(let container, _, _) = node.kind {
                    seen.insert(container.rawValue)
                }
            }
        }
        #expect(seen == Set(FuzzViewContainer.allCases.map(\.rawValue)))
    }

    @Test("C1, C14: a wrong collected value is caught against a fresh mount")
    func wrongValuesAreCaught() throws {
        #expect(DifferentialCheck.run(SampleCases.everyKind) == nil)
        // Node 91's toolbar item is on the window's toolbar (macOS): items read from the
        // updated host other than the fresh mount's are a failure.
        AppDifferentialCheck.collectedValuesHook = { values in
            values.toolbarItems = values.toolbarItems.map { $0 + " changed" }
        }
        defer { AppDifferentialCheck.collectedValuesHook = nil }
        let failure = try #require(DifferentialCheck.run(SampleCases.everyKind))
        #expect(failure.step == 0)
        #expect(failure.message.contains("containers collect other values than a fresh mount's"))
    }

    private func preorder(_ root: FuzzNode) -> [FuzzNode] {
        [root] + root.kind.children.flatMap(preorder)
    }
}
